import type { ComponentChildren } from 'preact';
import { DataTable } from './data-table';
import { money } from './format';
import { RowsLink } from './row-focus';
import { ROW_KEYS, rowsIn, SIGNALS, signalOf, valueAt } from './signal-paths';

/*
 * Lender signals newer than the original result schema (returned items, overdraft use, income stability,
 * reversals, round trips). Their exact shapes come from the analysis rules; this view renders whatever
 * object it finds: scalars as figures, lists of objects as tables, and any row indexes as links to those
 * rows. A result from rules that do not compute a signal shows it as not reported.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const MONEY_KEY =
  /(^|_)(amount|amounts|total|fee|fees|sum|balance|stakes|inflow|outflow|repaid|drawn|draws|disbursed|value|spend|spent|income|median|mean|average|salary|deposits|withdrawals|saved|credits|debits)(_|$)/;

/** Keys that name a count or a ratio are never money, whatever money word they contain ("months_with_income"). */
const NOT_MONEY_KEY =
  /(^|_)(share|ratio|percent|percentage|rate|cv|coefficient|variation|utilisation|utilization)(_|$)|^(months|days|count|number|times|rows)(_|$)|_(count|days|months|per_month)$/;

const words = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replace(/_/g, ' ');

/** A key as a label: `months_with_income` → "Months with income", `reversal_index` → "Reversal row". */
export const humanise = (key: string) => {
  if (!ROW_KEYS.test(key)) return words(key);
  const m = /^(.+)_index(es)?$/.exec(key);
  if (m && m[1] !== 'row' && m[1] !== 'transaction') return `${words(m[1]!)} row${m[2] ? 's' : ''}`;
  return /(s|indices)$/.test(key) ? 'Rows' : 'Row';
};

function scalar(key: string, v: Json): string {
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number')
    return MONEY_KEY.test(key) && !NOT_MONEY_KEY.test(key) ? money(v) : Number.isInteger(v) ? String(v) : String(Number(v.toFixed(4)));
  if (typeof v === 'string') return v.replace(/_/g, ' ');
  if (Array.isArray(v)) return v.map((x) => scalar(key, x)).join(listSeparator(v)) || '—';
  return Object.entries(v)
    .filter(([, x]) => x === null || typeof x !== 'object')
    .map(([k, x]) => `${humanise(k)} ${scalar(k, x)}`)
    .join('; ');
}

const listSeparator = (v: Json[]) => (v.some((x) => x !== null && typeof x === 'object') ? ' | ' : ', ');

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

function LooseValue({ name, value, label, statement }: { name: string; value: Json; label: string; statement?: number }) {
  if (isObjectList(value)) return <ObjectTable name={name} items={value} label={label} statement={statement} />;
  if (Array.isArray(value) && value.length === 0) return <p class="muted">None.</p>;
  return <LooseObject value={isPlainObject(value) ? value : { [name]: value }} label={label} statement={statement} />;
}

function Signal(props: { id: string; title: string; value: Json; path: string; also: { path: string; value: Json }[]; statement?: number }) {
  const { id, title, value, path, also, statement } = props;
  const all = rowsIn([value, ...also.map((a) => a.value)]); // as `signalRows`
  const label = title.toLowerCase();
  return (
    <div data-testid={`${id}-value`} data-path={path}>
      {all.length > 0 && (
        <p>
          All rows of this section: <RowsLink label={label} statement={statement} indexes={all} />
        </p>
      )}
      <LooseValue name={id.replace(/-/g, '_')} value={value} label={label} statement={statement} />
      {also.map((a) => {
        const name = a.path.split('.').at(-1)!;
        return (
          <div key={a.path} data-path={a.path}>
            <h3>{humanise(name)}</h3>
            <LooseValue name={name} value={a.value} label={`${label}: ${humanise(name).toLowerCase()}`} statement={statement} />
          </div>
        );
      })}
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
              <Signal
                id={s.id}
                title={s.title}
                value={found.value as Json}
                path={found.path}
                also={s.also.flatMap((p) => {
                  const v = valueAt(result, p);
                  return v === undefined || v === null ? [] : [{ path: p, value: v as Json }];
                })}
                statement={statement}
              />
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
