import type { ComponentChildren } from 'preact';

interface Props {
  caption: string;
  headers: string[];
  /** Indexes of right-aligned (numeric) columns. */
  numeric?: number[];
  rows: ComponentChildren[][];
  testId?: string;
  empty?: string;
  /** Leave out the last column (a view without transactions has no rows to link to). */
  dropLast?: boolean;
}

/** A plain table with a caption; also the text alternative of every chart. */
export function DataTable({ caption, headers: allHeaders, numeric = [], rows: allRows, testId, empty = 'None.', dropLast = false }: Props) {
  const headers = dropLast ? allHeaders.slice(0, -1) : allHeaders;
  const rows = dropLast ? allRows.map((r) => r.slice(0, -1)) : allRows;
  return (
    <div class="table-wrap">
      <table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th scope="col" key={h} class={numeric.includes(i) ? 'num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} class={numeric.includes(i) ? 'num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={headers.length} class="muted">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
