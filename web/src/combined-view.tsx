import { useState } from 'preact/hooks';
import type { CombinedResult, ConsolidatedView } from '../../src/analysis/combined';
import type { Result } from './analysis-view';
import { AffordabilitySection } from './affordability-section';
import { DataTable } from './data-table';
import { CategoriesSection, MonthlySection } from './flow-sections';
import { money } from './format';
import { IncomeSection } from './income-section';
import { RowsLink, ShowRows, type RowFocus } from './row-focus';
import { SpendingSections } from './spending-sections';
import { StatementView } from './statement-view';

const label = (s: Result, i: number) => `${i + 1}: ${s.statement.company || 'Statement'} ${s.statement.account || ''}`.trim();

function Consolidated({ v, statements }: { v: ConsolidatedView; statements: Result[] }) {
  const figures: [string, string, string][] = [
    ['Inflow', money(v.cash_flow.inflow.total), 'inflow'],
    ['Outflow', money(v.cash_flow.outflow.total), 'outflow'],
    ['Net', money(v.cash_flow.net), 'net'],
    ['Opening balances', money(v.opening_balance_total), 'opening'],
    ['Closing balances', money(v.closing_balance_total), 'closing'],
    ['Between own accounts (left out)', `${money(v.inter_account_transfers.total)} (${v.inter_account_transfers.count})`, 'internal'],
  ];
  return (
    <div data-testid={`consolidated-${v.currency}`}>
      <section class="card" aria-labelledby="consolidated-title">
        <h2 id="consolidated-title">Consolidated view · {v.currency}</h2>
        <p class="muted">
          Statements {v.statements.map((i) => label(statements[i]!, i)).join('; ')} · {v.period.start_date} to {v.period.end_date} · amounts in{' '}
          {v.currency}, never converted between currencies.
        </p>
        <dl class="figures">
          {figures.map(([l, value, key]) => (
            <div key={key}>
              <dt>{l}</dt>
              <dd data-testid={`consolidated-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AffordabilitySection a={v.affordability} />
      <IncomeSection r={v} />
      <SpendingSections r={v} />
      <MonthlySection monthly={v.cash_flow.monthly} />
      <CategoriesSection categories={v.cash_flow.categories} />
    </div>
  );
}

/**
 * A combined analysis (`POST /analysis-combined`): the submitted files and their statements, the transfers
 * between the applicant's own accounts, one consolidated view per currency, and each statement's full
 * analysis. Tabs switch between them; a transfer's row links open the statement that holds the row.
 */
export function CombinedView({ c }: { c: CombinedResult }) {
  const statements = c.statements as Result[];
  const views = c.consolidated;
  // Tabs: the consolidated views first, then one per statement.
  const [tab, setTab] = useState<{ kind: 'consolidated' | 'statement'; i: number }>({ kind: 'consolidated', i: 0 });
  const [focus, setFocus] = useState<RowFocus | null>(null);
  const show = (f: RowFocus | null) => {
    if (f && f.statement !== undefined) setTab({ kind: 'statement', i: f.statement });
    setFocus(f);
  };
  const pick = (next: { kind: 'consolidated' | 'statement'; i: number }) => {
    setFocus(null);
    setTab(next);
  };
  const current = (kind: string, i: number) => tab.kind === kind && tab.i === i;

  return (
    <ShowRows.Provider value={show}>
      <section class="card" aria-labelledby="combined-title" data-testid="combined">
        <h2 id="combined-title">
          {statements.length} statement{statements.length === 1 ? '' : 's'} from {c.submitted.length} file{c.submitted.length === 1 ? '' : 's'}
        </h2>
        <DataTable
          caption="Statements"
          testId="combined-statements"
          headers={['#', 'Bank', 'Account', 'Holder', 'Period', 'Currency', 'Reconciliation', 'Risk']}
          rows={statements.map((s, i) => [
            i + 1,
            s.statement.company || '—',
            s.statement.account || '—',
            s.statement.name || '—',
            `${s.period.start_date ?? '—'} to ${s.period.end_date ?? '—'}`,
            s.statement.currency_code || s.statement.currency || '—',
            <span class={`badge ${s.reconciliation?.verdict ?? 'none'}`}>{s.reconciliation?.verdict ?? '—'}</span>,
            <span class={`badge risk-${s.integrity.risk_level}`}>
              {s.integrity.risk_level} ({s.integrity.risk_score})
            </span>,
          ])}
        />
        <DataTable
          caption="Submitted files"
          testId="combined-submitted"
          headers={['File', 'Statement', 'Duplicate of file']}
          rows={c.submitted.map((s) => [s.position + 1, s.statement + 1, s.duplicate_of === null ? '—' : s.duplicate_of + 1])}
        />
        <DataTable
          caption={`Transfers between the applicant's accounts (within ${c.transfer_window_days} days; left out of the consolidated figures)`}
          testId="combined-transfers"
          headers={['Currency', 'Amount', 'From', 'To', 'Days apart']}
          numeric={[1, 4]}
          rows={c.inter_account_transfers.map((t) => [
            t.currency,
            money(t.amount),
            <>
              {t.from.date} · statement {t.from.statement + 1}{' '}
              <RowsLink label={`transfer out: ${t.from.description}`} statement={t.from.statement} indexes={[t.from.index]} />
            </>,
            <>
              {t.to.date} · statement {t.to.statement + 1}{' '}
              <RowsLink label={`transfer in: ${t.to.description}`} statement={t.to.statement} indexes={[t.to.index]} />
            </>,
            t.days_apart,
          ])}
          empty="No transfer between the submitted accounts."
        />
      </section>
      <nav class="tabs" aria-label="Combined analysis views">
        {views.map((v, i) => (
          <button
            key={`c${i}`}
            type="button"
            class="secondary"
            aria-pressed={current('consolidated', i)}
            onClick={() => pick({ kind: 'consolidated', i })}
          >
            Consolidated {v.currency}
          </button>
        ))}
        {statements.map((s, i) => (
          <button key={`s${i}`} type="button" class="secondary" aria-pressed={current('statement', i)} onClick={() => pick({ kind: 'statement', i })}>
            Statement {label(s, i)}
          </button>
        ))}
      </nav>
      {tab.kind === 'consolidated' && views[tab.i] && <Consolidated v={views[tab.i]!} statements={statements} />}
      {tab.kind === 'statement' && statements[tab.i] && (
        <StatementView key={tab.i} r={statements[tab.i]!} statement={tab.i} focus={focus} onFocus={show} />
      )}
    </ShowRows.Provider>
  );
}
