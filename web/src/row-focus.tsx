import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/**
 * A set of transaction rows a finding points at. `statement` is the position in a combined result's
 * `statements` (absent for a single statement); `indexes` are `transactions[].index` values.
 */
export interface RowFocus {
  label: string;
  indexes: number[];
  statement?: number;
}

/** Shows rows in the transactions table; provided by the analysis view. */
export const ShowRows = createContext<(focus: RowFocus) => void>(() => undefined);

const rowList = (indexes: number[]) => (indexes.length <= 4 ? indexes.map((i) => i + 1).join(', ') : `${indexes.length}`);

/** A link-like button that shows the given rows in the transactions table ("—" when there are none). */
export function RowsLink({ label, indexes, statement }: RowFocus) {
  const show = useContext(ShowRows);
  const unique = [...new Set(indexes)].sort((a, b) => a - b);
  if (unique.length === 0) return <span class="muted">—</span>;
  const text = unique.length === 1 ? `row ${unique[0]! + 1}` : unique.length <= 4 ? `rows ${rowList(unique)}` : `${unique.length} rows`;
  return (
    <button
      type="button"
      class="link"
      data-rows={unique.join(',')}
      aria-label={`Show ${text} (${label}) in the transactions table`}
      onClick={() => show({ label, indexes: unique, statement })}
    >
      {text}
    </button>
  );
}
