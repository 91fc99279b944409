import type { ComponentChildren } from 'preact';
import { DataTable } from './data-table';
import { money } from './format';
import { RowsLink } from './row-focus';
import { ROW_KEYS, rowsIn, SIGNALS, signalOf } from './signal-paths';

/*
 * Lender signals newer than the original result schema (returned items, overdraft use, income stability,
 * reversals, round trips). Their exact shapes come from the analysis rules; this view renders whatever
 * object it finds: scalars as figures, lists of objects as tables, and any row indexes as links to those
 * rows. A result from rules that do not compute a signal shows it as not reported.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const MONEY_KEY =
  /(^|_)(amount|amounts|total|fee|fees|sum|balance|stakes|inflow|outflow|repaid|drawn|disbursed|value|spend|spent|income|median|mean|average|drawdowns?)(_|$)/;

/** Keys that name a count or a ratio are never money, whatever money word they contain ("months_with_income"). */
const NOT_MONEY_KEY =
  /(^|_)(share|ratio|percent|percentage|rate|cv|coefficient|variation|utilisation|utilization)(_|$)|^(months|days|count|number|draws|times|rows)(_|$)|_(count|days|months)$/;

export const humanise = (key: string) =>
  ROW_KEYS.test(key) ? (/s$/.test(key) ? 'Rows' : 'Row') : (key.charAt(0).toUpperCase() + key.slice(1)).replace(/_/g, ' ');

function scalar(key: string, v: Json): string {
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number')
    return MONEY_KEY.test(key) && !NOT_MONEY_KEY.test(key) ? money(v) : Number.isInteger(v) ? String(v) : String(Number(v.toFixed(4)));
  if (typeof v === 'string') return v.replace(/_/g, ' ');
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) return v.map((x) => scalar(key, x)).join(', ') || '—';
  return Object.entries(v)
    .filter(([, x]) => x === null || typeof x !== 'object')
    .map(([k, x]) => `${humanise(k)} ${scalar(k, x)}`)
    .join('; ');
}

const isPlainObject = (v: Json): v is { [k: string]: Json } => v !== null && typeof v === 'object' && !Array.isArray(v);
const isObjectList = (v: Json): v is { [k: string]: Json }[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => x !== null && typeof x === 'object' && !Array.isArray(x));

function cell(key: string, v: Json, label: string, statement?: number): ComponentChildren {
  if (ROW_KEYS.test(key) || (isPlainObject(v) && rowsIn(v).length > 0))
    return <RowsLink label={label} statement={statement} indexes={rowsIn({ [key]: v })} />;
  return scalar(key, v);
}

function ObjectTable({ name, items, label, statement }: { name: string; items: { [k: string]: Json }[]; label: string; statement?: number }) {
  const keys = [...new Set(items.flatMap((i) => Object.keys(i)))];
  const hasRowKey = keys.some((k) => ROW_KEYS.test(k));
  const extraRows = !hasRowKey && items.some((i) => rowsIn(i).length > 0);
  const numeric = keys.map((k, i) => (items.some((x) => typeof x[k] === 'number') && !ROW_KEYS.test(k) ? i : -1)).filter((i) => i >= 0);
  return (
    <DataTable
      caption={humanise(name)}
      testId={`signal-table-${name}`}
      headers={[...keys.map(humanise), ...(extraRows ? ['Rows'] : [])]}
      numeric={numeric}
      rows={items.map((item, n) => [
        ...keys.map((k) => cell(k, item[k] ?? null, `${label}: ${humanise(name)} ${n + 1}`, statement)),
        ...(extraRows ? [<RowsLink label={`${label}: ${humanise(name)} ${n + 1}`} statement={statement} indexes={rowsIn(item)} />] : []),
      ])}
    />
  );
}

function LooseObject({ value, label, statement, depth = 0 }: { value: { [k: string]: Json }; label: string; statement?: number; depth?: number }) {
  const entries = Object.entries(value);
  const figures = entries.filter(([, v]) => !isObjectList(v) && !(isPlainObject(v) && depth < 2));
  const nested = entries.filter(([, v]) => isPlainObject(v) && depth < 2);
  const tables = entries.filter(([, v]) => isObjectList(v));
  return (
    <>
      {figures.length > 0 && (
        <dl class="figures small">
          {figures.map(([k, v]) => (
            <div key={k} data-field={k}>
              <dt>{humanise(k)}</dt>
              <dd>{cell(k, v, `${label}: ${humanise(k)}`, statement)}</dd>
            </div>
          ))}
        </dl>
      )}
      {nested.map(([k, v]) => (
        <div key={k}>
          <h3>{humanise(k)}</h3>
          <LooseObject value={v as { [k: string]: Json }} label={`${label}: ${humanise(k)}`} statement={statement} depth={depth + 1} />
        </div>
      ))}
      {tables.map(([k, v]) => (
        <ObjectTable key={k} name={k} items={v as { [k: string]: Json }[]} label={label} statement={statement} />
      ))}
    </>
  );
}

function Signal({ id, title, value, path, statement }: { id: string; title: string; value: Json; path: string; statement?: number }) {
  const all = rowsIn(value);
  const obj: { [k: string]: Json } = Array.isArray(value) ? { items: value } : isPlainObject(value) ? value : { value };
  return (
    <div data-testid={`${id}-value`} data-path={path}>
      {all.length > 0 && (
        <p>
          All rows of this section: <RowsLink label={title.toLowerCase()} statement={statement} indexes={all} />
        </p>
      )}
      <LooseObject value={obj} label={title.toLowerCase()} statement={statement} />
    </div>
  );
}

/** One card per signal, in `SIGNALS` order. */
export function SignalsSections({ result, statement }: { result: unknown; statement?: number }) {
  return (
    <>
      {SIGNALS.map((s) => {
        const found = signalOf(result, s.paths);
        return (
          <section key={s.id} class="card" aria-labelledby={`${s.id}-title`} data-testid={s.id}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            {found ? (
              <Signal id={s.id} title={s.title} value={found.value as Json} path={found.path} statement={statement} />
            ) : (
              <p class="muted absent" data-testid={`${s.id}-absent`}>
                Not reported by the analysis rules that produced this result.
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
