import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnalysedTransaction } from '../../src/analysis/result-types';
import { categoryLabel, CATEGORY_LABELS, money } from './format';
import type { RowFocus } from './row-focus';
import { flagsOf } from './extras';

type SortKey = 'index' | 'date' | 'description' | 'category' | 'amount' | 'balance';
/** `narrow`: hidden on a phone screen, where the amount matters more than the row number and category. */
const COLUMNS: { key: SortKey; label: string; numeric?: boolean; narrow?: boolean }[] = [
  { key: 'index', label: '#', numeric: true, narrow: true },
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description' },
  { key: 'category', label: 'Category', narrow: true },
  { key: 'amount', label: 'Amount', numeric: true },
  { key: 'balance', label: 'Balance', numeric: true },
];
const STEP = 200;

function compare(a: AnalysedTransaction, b: AnalysedTransaction, key: SortKey): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return a.index - b.index;
  if (x === null) return 1;
  if (y === null) return -1;
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
}

interface Props {
  transactions: AnalysedTransaction[];
  /** Rows a finding points at: only those are shown, highlighted, until the user shows all again. */
  focus?: RowFocus | null;
  onClearFocus?: () => void;
}

/**
 * The transactions, sortable by any column (buttons in the headers) and filterable by text, type and category;
 * or, when a finding's rows are picked (`focus`), just those rows.
 */
export function TransactionsTable({ transactions, focus = null, onClearFocus }: Props) {
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: 'index', dir: 1 });
  const [text, setText] = useState('');
  const [type, setType] = useState('');
  const [category, setCategory] = useState('');
  const [flag, setFlag] = useState('');
  const [shown, setShown] = useState(STEP);
  const banner = useRef<HTMLParagraphElement>(null);
  const picked = useMemo(() => (focus ? new Set(focus.indexes) : null), [focus]);

  useEffect(() => {
    if (!focus) return;
    banner.current?.scrollIntoView({ block: 'start' });
    banner.current?.focus({ preventScroll: true });
  }, [focus]);

  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const kept = picked
      ? transactions.filter((t) => picked.has(t.index))
      : transactions.filter(
          (t) =>
            (!type || t.type === type) &&
            (!category || t.category === category) &&
            (!flag || flagsOf(t).includes(flag)) &&
            (!needle || t.description.toLowerCase().includes(needle) || t.counterparty.toLowerCase().includes(needle)),
        );
    return kept.sort((a, b) => sort.dir * compare(a, b, sort.key));
  }, [transactions, sort, text, type, category, flag, picked]);
  const flags = useMemo(() => [...new Set(transactions.flatMap(flagsOf))].sort(), [transactions]);

  const toggle = (key: SortKey) => setSort((s) => (s.key === key ? { key, dir: s.dir === 1 ? -1 : 1 } : { key, dir: 1 }));

  return (
    <section class="card" aria-labelledby="tx-title" id="transactions">
      <h2 id="tx-title">Transactions</h2>
      {focus && (
        <p class="focus-banner" ref={banner} tabIndex={-1} role="status" data-testid="tx-focus">
          Showing {rows.length} row{rows.length === 1 ? '' : 's'} of: <strong>{focus.label}</strong>{' '}
          <button type="button" class="secondary" onClick={onClearFocus}>
            Show all transactions
          </button>
        </p>
      )}
      <div class="filters" role="search" aria-label="Filter transactions" hidden={!!focus}>
        <div class="field">
          <label for="tx-search">Search description</label>
          <input id="tx-search" type="search" value={text} onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="tx-type">Type</label>
          <select id="tx-type" value={type} onChange={(e) => setType((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">All</option>
            <option value="credit">Credits (money in)</option>
            <option value="debit">Debits (money out)</option>
          </select>
        </div>
        <div class="field">
          <label for="tx-category">Category</label>
          <select id="tx-category" value={category} onChange={(e) => setCategory((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">All</option>
            {Object.entries(CATEGORY_LABELS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </div>
        {flags.length > 0 && (
          <div class="field">
            <label for="tx-flag">Flag</label>
            <select id="tx-flag" value={flag} onChange={(e) => setFlag((e.currentTarget as HTMLSelectElement).value)}>
              <option value="">All</option>
              {flags.map((f) => (
                <option key={f} value={f}>
                  {f.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p class="muted" role="status" data-testid="tx-count">
        Showing {Math.min(shown, rows.length)} of {rows.length} transactions
        {rows.length !== transactions.length ? ` (filtered from ${transactions.length})` : ''}.
      </p>
      <div class="table-wrap">
        <table class="transactions" data-testid="transactions-table">
          <caption class="sr-only">Transactions; column headers sort the table</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  class={[c.numeric ? 'num' : '', c.narrow ? 'wide-only' : ''].join(' ').trim() || undefined}
                  aria-sort={sort.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}
                >
                  <button type="button" class="sort" onClick={() => toggle(c.key)}>
                    {c.label}
                    <span aria-hidden="true">{sort.key === c.key ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((t) => (
              <tr key={t.index} data-index={t.index} data-type={t.type} class={picked ? 'focused' : undefined}>
                <td class="num wide-only">{t.index + 1}</td>
                <td class="nowrap">{t.date}</td>
                <td class="desc">{t.description}</td>
                <td class="wide-only">
                  {categoryLabel(t.category)}
                  {flagsOf(t).map((f) => (
                    <span key={f} class="flag">
                      {' '}
                      {f.replace(/_/g, ' ')}
                    </span>
                  ))}
                </td>
                <td class={`num ${t.type}`}>
                  <span class="sr-only">{t.type} </span>
                  {t.type === 'debit' ? '−' : '+'}
                  {money(t.amount)}
                </td>
                <td class="num">{money(t.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown < rows.length && (
        <button type="button" class="secondary" onClick={() => setShown(shown + STEP)}>
          Show {Math.min(STEP, rows.length - shown)} more
        </button>
      )}
    </section>
  );
}
