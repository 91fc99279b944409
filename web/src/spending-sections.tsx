import type { Flows } from './analysis-view';
import type { AnalysedTransaction } from '../../src/analysis/result-types';
import { DataTable } from './data-table';
import { money, percent } from './format';
import { RowsLink } from './row-focus';

const rowsWhere = (r: Flows, keep: (t: AnalysedTransaction) => boolean) => (r.transactions ?? []).filter(keep).map((t) => t.index);

/** Flow sections a reviewer reads for spending: betting, fees and charges, top counterparties. */
export function SpendingSections({ r, statement }: { r: Flows; statement?: number }) {
  const b = r.betting;
  const f = r.fees;
  const { top_in, top_out } = r.counterparties;
  const cpRows = (name: string, type: 'credit' | 'debit') =>
    rowsWhere(r, (t) => t.type === type && t.counterparty === name && !t.fee && !t.own_account);
  return (
    <>
      <section class="card" aria-labelledby="betting-title" data-testid="betting">
        <h2 id="betting-title">Betting</h2>
        <dl class="figures small">
          <div>
            <dt>Share of income staked</dt>
            <dd data-testid="betting-share">{percent(b.share_of_income)}</dd>
          </div>
          <div>
            <dt>Stakes</dt>
            <dd data-testid="betting-stakes">
              {money(b.stakes)} <span class="muted">({b.stake_count})</span>
            </dd>
          </div>
          <div>
            <dt>Winnings</dt>
            <dd>
              {money(b.winnings)} <span class="muted">({b.winnings_count})</span>
            </dd>
          </div>
          <div>
            <dt>Net</dt>
            <dd>{money(b.net)}</dd>
          </div>
          <div>
            <dt>Months active</dt>
            <dd>{b.months_active}</dd>
          </div>
        </dl>
        <DataTable
          caption="Betting operators"
          testId="betting-table"
          dropLast={!r.transactions}
          headers={['Operator', 'Stakes', 'Winnings', 'Rows']}
          numeric={[1, 2]}
          rows={b.operators.map((o) => [
            o.name,
            money(o.stakes),
            money(o.winnings),
            <RowsLink label={`betting with ${o.name}`} statement={statement} indexes={rowsWhere(r, (t) => t.betting === o.name)} />,
          ])}
          empty="No betting found."
        />
      </section>
      <section class="card" aria-labelledby="fees-title" data-testid="fees">
        <h2 id="fees-title">Fees and charges</h2>
        <dl class="figures small">
          <div>
            <dt>Total fees</dt>
            <dd data-testid="fees-total">{money(f.total)}</dd>
          </div>
          <div>
            <dt>Fee rows</dt>
            <dd data-testid="fees-count">{f.count}</dd>
          </div>
          <div>
            <dt>Share of outflow</dt>
            <dd>{percent(f.share_of_outflow)}</dd>
          </div>
          <div>
            <dt>Monthly average</dt>
            <dd>{money(f.monthly_average)}</dd>
          </div>
        </dl>
        <DataTable
          caption="Fees by rule"
          testId="fees-table"
          dropLast={!r.transactions}
          headers={['Rule', 'Total', 'Count', 'Rows']}
          numeric={[1, 2]}
          rows={f.by_rule.map((x) => [
            x.rule_id,
            money(x.total),
            x.count,
            <RowsLink label={`fees (${x.rule_id})`} statement={statement} indexes={rowsWhere(r, (t) => t.fee && t.rule_id === x.rule_id)} />,
          ])}
          empty="No fee found."
        />
      </section>
      <section class="card" aria-labelledby="counterparties-title" data-testid="counterparties">
        <h2 id="counterparties-title">Top counterparties</h2>
        <DataTable
          caption="Money in, by payer"
          testId="counterparties-in"
          dropLast={!r.transactions}
          headers={['Payer', 'Total', 'Count', 'Share of inflow', 'Rows']}
          numeric={[1, 2, 3]}
          rows={top_in.map((c) => [
            c.name,
            money(c.total),
            c.count,
            percent(c.share),
            <RowsLink label={`money in from ${c.name}`} statement={statement} indexes={cpRows(c.name, 'credit')} />,
          ])}
          empty="No named payer."
        />
        <DataTable
          caption="Money out, by payee"
          testId="counterparties-out"
          dropLast={!r.transactions}
          headers={['Payee', 'Total', 'Count', 'Share of outflow', 'Rows']}
          numeric={[1, 2, 3]}
          rows={top_out.map((c) => [
            c.name,
            money(c.total),
            c.count,
            percent(c.share),
            <RowsLink label={`money out to ${c.name}`} statement={statement} indexes={cpRows(c.name, 'debit')} />,
          ])}
          empty="No named payee."
        />
      </section>
    </>
  );
}
