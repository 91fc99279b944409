import type { Result } from './analysis-view';
import { DataTable } from './data-table';
import { money } from './format';
import { RowsLink } from './row-focus';
import { dataQualityOf } from './extras';
import { SIGNALS, signalRows, type SignalId } from './signal-paths';

const yesNo = (b: boolean | null) => (b === null ? '—' : b ? 'yes' : 'no');

function ReconciliationBlock({ r, statement }: { r: Result; statement?: number }) {
  const rec = r.reconciliation;
  if (!rec) return <p class="muted">No reconciliation block in this result.</p>;
  return (
    <>
      <h3>
        Reconciliation:{' '}
        <span class={`badge ${rec.verdict}`} data-testid="findings-verdict">
          {rec.verdict}
        </span>
      </h3>
      <p class="muted">
        {rec.balance_checks} balance checks, {rec.balance_breaks.length} breaks; balances {rec.balance_source}.
      </p>
      <DataTable
        caption="Printed against computed figures"
        headers={['Figure', 'Printed', 'Computed', 'Matches']}
        numeric={[1, 2]}
        rows={[
          ['Opening balance', money(rec.opening_balance.printed), money(rec.opening_balance.computed), yesNo(rec.opening_balance.matches)],
          ['Closing balance', money(rec.closing_balance.printed), money(rec.closing_balance.computed), yesNo(rec.closing_balance.matches)],
          ...rec.totals.map((t) => [t.label, money(t.printed), money(t.computed), yesNo(t.matches)]),
        ]}
      />
      {rec.balance_breaks.length > 0 && (
        <DataTable
          caption="Balance breaks"
          testId="breaks-table"
          headers={['Row', 'Date', 'Expected', 'Printed', 'Difference']}
          numeric={[2, 3, 4]}
          rows={rec.balance_breaks.map((b) => [
            <RowsLink label={`balance break on ${b.date}`} statement={statement} indexes={[b.index]} />,
            b.date,
            money(b.expected),
            money(b.printed),
            money(Math.round((b.printed - b.expected) * 100) / 100),
          ])}
        />
      )}
      {rec.excluded_rows.length > 0 && (
        <DataTable
          caption="Rows that moved no money (not counted)"
          headers={['Date', 'Description', 'Amount', 'Status']}
          numeric={[2]}
          rows={rec.excluded_rows.map((x) => [x.date ?? '—', x.description, money(x.amount), x.status])}
        />
      )}
      {rec.warnings.length > 0 && (
        <ul class="warnings">
          {rec.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Risk reasons about a lender signal: their rows are that signal's rows. */
const REASON_SIGNALS: Record<string, SignalId> = {
  RETURNED_ITEMS: 'returned-items',
  ROUND_TRIPPING: 'round-trips',
  REVERSALS: 'reversals',
  OVERDRAFT_USE: 'overdraft',
};

/** Rows a risk reason is about: its own `rows` when the analysis gives them, else those the result names for it. */
function reasonRows(r: Result, reason: { code: string; rows?: unknown }): number[] {
  if (Array.isArray(reason.rows)) return reason.rows.filter((n): n is number => Number.isInteger(n));
  if (reason.code === 'BALANCE_CONTINUITY_BREAKS' || reason.code === 'EXTRACTION_UNRECONCILED')
    return (r.reconciliation?.balance_breaks ?? []).map((b) => b.index);
  if (reason.code === 'DUPLICATE_ROWS') return r.integrity.duplicates.groups.flat();
  const signal = SIGNALS.find((s) => s.id === REASON_SIGNALS[reason.code]);
  return signal ? signalRows(r, signal) : [];
}

export function FindingsSection({ r, statement }: { r: Result; statement?: number }) {
  const i = r.integrity;
  const q = dataQualityOf(r);
  return (
    <section class="card" aria-labelledby="findings-title">
      <h2 id="findings-title">Risk and integrity</h2>
      <p>
        Risk: <span class={`badge risk-${i.risk_level}`}>{i.risk_level}</span> (score {i.risk_score} of 100)
      </p>
      <DataTable
        caption="Risk findings"
        testId="risk-table"
        headers={['Finding', 'Points', 'Detail', 'Rows']}
        numeric={[1]}
        rows={i.reasons.map((x) => [x.code, x.points, x.detail, <RowsLink label={x.code} statement={statement} indexes={reasonRows(r, x)} />])}
        empty="No risk finding."
      />
      <DataTable
        caption="Integrity checks"
        headers={['Check', 'Result']}
        rows={[
          ['Running balance', `${i.balance_continuity.verdict} (${i.balance_continuity.checked} checked, ${i.balance_continuity.breaks} breaks)`],
          [
            'Duplicate rows',
            <>
              {i.duplicates.duplicate_rows} exact, {i.duplicates.possible_duplicate_rows} possible{' '}
              <RowsLink label="duplicate rows" statement={statement} indexes={i.duplicates.groups.flat()} />
            </>,
          ],
          ['PDF producer', [i.document.producer, i.document.creator].filter(Boolean).join(' / ') || '—'],
          ['Edited after creation', yesNo(i.document.modified_after_creation)],
          ['Editing tools', i.document.editing_tools.join(', ') || 'none'],
          ...(i.name_check ? [['Name check', `${i.name_check.verdict} (${i.name_check.score})`]] : []),
          ...(q
            ? [['Data quality', `${q.verdict.replace(/_/g, ' ')}: ${q.readable_descriptions} of ${q.transactions} rows with a readable description`]]
            : []),
        ]}
      />
      <ReconciliationBlock r={r} statement={statement} />
    </section>
  );
}
