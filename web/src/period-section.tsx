import type { PeriodInfo } from '../../src/analysis/period';
import type { AnalysedTransaction } from '../../src/analysis/result-types';
import { DataTable } from './data-table';
import { RowsLink } from './row-focus';

/** The last row before a gap and the first row after it: what the reviewer checks around a silence. */
function aroundGap(transactions: AnalysedTransaction[], from: string, to: string): number[] {
  const before = transactions.filter((t) => t.date < from).at(-1);
  const after = transactions.find((t) => t.date > to);
  return [before, after].filter((t): t is AnalysedTransaction => !!t).map((t) => t.index);
}

/** The statement period, its active days and the gaps (runs of days without any transaction). */
export function PeriodSection({
  period: p,
  transactions,
  statement,
}: {
  period: PeriodInfo;
  transactions: AnalysedTransaction[];
  statement?: number;
}) {
  return (
    <section class="card" aria-labelledby="period-title" data-testid="period">
      <h2 id="period-title">Period and statement gaps</h2>
      <dl class="figures small">
        <div>
          <dt>Period</dt>
          <dd>
            {p.start_date ?? '—'} to {p.end_date ?? '—'}
          </dd>
        </div>
        <div>
          <dt>Days (active)</dt>
          <dd>
            {p.days} ({p.active_days})
          </dd>
        </div>
        <div>
          <dt>Months</dt>
          <dd>{p.month_count}</dd>
        </div>
        <div>
          <dt>Gaps over {p.gap_threshold_days} days</dt>
          <dd data-testid="gap-count">{p.gaps.length}</dd>
        </div>
        <div>
          <dt>Longest gap</dt>
          <dd>{p.longest_gap_days} days</dd>
        </div>
        {p.days_since_end !== null && (
          <div>
            <dt>Days since the period ended</dt>
            <dd>{p.days_since_end}</dd>
          </div>
        )}
      </dl>
      <DataTable
        caption="Statement gaps (no transaction at all)"
        testId="gaps-table"
        headers={['From', 'To', 'Days', 'Rows around it']}
        numeric={[2]}
        rows={p.gaps.map((g) => [
          g.from,
          g.to,
          g.days,
          <RowsLink label={`the rows around the gap ${g.from} to ${g.to}`} statement={statement} indexes={aroundGap(transactions, g.from, g.to)} />,
        ])}
        empty={`No gap longer than ${p.gap_threshold_days} days.`}
      />
    </section>
  );
}
