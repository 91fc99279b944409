import { useState } from 'preact/hooks';
import type { Result } from './analysis-view';
import { AffordabilitySection, ratio } from './affordability-section';
import { FindingsSection } from './findings-section';
import { FlowSections } from './flow-sections';
import { money, percent } from './format';
import { dataQualityOf } from './extras';
import { IncomeSection } from './income-section';
import { PeriodSection } from './period-section';
import { RowsLink, ShowRows, type RowFocus } from './row-focus';
import { SignalsSections } from './signals-section';
import { SpendingSections } from './spending-sections';
import { TransactionsTable } from './transactions-table';

function Summary({ r, statement }: { r: Result; statement?: number }) {
  const verdict = r.reconciliation?.verdict ?? null;
  const quality = dataQualityOf(r);
  const cc = r.statement.currency_code || r.statement.currency;
  const figures: [string, string, string][] = [
    ['Inflow', money(r.cash_flow.inflow.total), 'inflow'],
    ['Outflow', money(r.cash_flow.outflow.total), 'outflow'],
    ['Net', money(r.cash_flow.net), 'net'],
    ['Opening balance', money(r.balances.opening), 'opening'],
    ['Closing balance', money(r.balances.closing), 'closing'],
    ['Risk', `${r.integrity.risk_level} (${r.integrity.risk_score})`, 'risk'],
    ['Debt-service ratio', ratio(r.affordability.debt_service_ratio), 'dsr'],
    ['Betting share of income', percent(r.betting.share_of_income), 'betting'],
    ['Fees', money(r.fees.total), 'fees'],
    ['Statement gaps', String(r.period.gaps.length), 'gaps'],
  ];
  return (
    <section class="card summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        {r.statement.company || 'Statement'} · {r.statement.account || 'account'}
      </h2>
      <p class="muted">
        {r.statement.name && <>{r.statement.name} · </>}
        {r.period.start_date} to {r.period.end_date} · {r.statement.no_of_transactions} transactions · amounts in {cc || 'the statement currency'}
      </p>
      <p>
        Reconciliation:{' '}
        <span class={`badge ${verdict ?? 'none'}`} data-testid="reconciliation-verdict">
          {verdict ?? 'not available'}
        </span>
        {r.reconciliation && r.reconciliation.balance_breaks.length > 0 && (
          <>
            {' '}
            · {r.reconciliation.balance_breaks.length} balance break{r.reconciliation.balance_breaks.length === 1 ? '' : 's'}:{' '}
            <RowsLink label="balance breaks" statement={statement} indexes={r.reconciliation.balance_breaks.map((b) => b.index)} />
          </>
        )}
      </p>
      {quality && quality.verdict !== 'ok' && (
        <p class="error" role="alert" data-testid="data-quality">
          Not enough to judge: {quality.verdict.replace(/_/g, ' ')} ({quality.readable_descriptions} of {quality.transactions} rows with a readable
          description; at least {quality.minimum_transactions} rows needed).
        </p>
      )}
      <dl class="figures">
        {figures.map(([label, value, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`summary-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * One statement's full analysis. `statement` is its position in a combined result (absent for a single
 * one); a finding's row links show its rows in the transactions table at the bottom.
 */
export function StatementView({
  r,
  statement,
  focus: outerFocus,
  onFocus,
}: {
  r: Result;
  statement?: number;
  /** Given by a combined view, whose links may point into another statement. */
  focus?: RowFocus | null;
  onFocus?: (f: RowFocus | null) => void;
}) {
  const [ownFocus, setOwnFocus] = useState<RowFocus | null>(null);
  const focus = onFocus ? (outerFocus ?? null) : ownFocus;
  const setFocus = onFocus ?? setOwnFocus;
  return (
    <ShowRows.Provider value={setFocus}>
      <Summary r={r} statement={statement} />
      <FindingsSection r={r} statement={statement} />
      <AffordabilitySection a={r.affordability} />
      <IncomeSection r={r} statement={statement} />
      <SignalsSections result={r} statement={statement} />
      <SpendingSections r={r} statement={statement} />
      <PeriodSection period={r.period} transactions={r.transactions} statement={statement} />
      <FlowSections r={r} />
      <TransactionsTable transactions={r.transactions} focus={focus} onClearFocus={() => setFocus(null)} />
    </ShowRows.Provider>
  );
}
