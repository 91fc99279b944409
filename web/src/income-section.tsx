import type { Flows } from './analysis-view';
import { DataTable } from './data-table';
import { money } from './format';
import { RowsLink } from './row-focus';

/** Credits left out of income, as the result gives them (the later rules add savings, reversals, round trips). */
const EXCLUDED: [string, string][] = [
  ['own_account_inflow', 'own accounts'],
  ['borrowed_inflow', 'borrowing'],
  ['savings_withdrawn', 'savings withdrawn'],
  ['reversed_inflow', 'reversals and returns'],
  ['round_trip_inflow', 'round trips'],
];

function Excluded({ income }: { income: Flows['income'] }) {
  const present = EXCLUDED.filter(([k]) => typeof (income as unknown as Record<string, unknown>)[k] === 'number');
  return (
    <p class="muted" data-testid="income-excluded">
      Left out of income:{' '}
      {present.map(([k, label], i) => (
        <span key={k} data-field={k}>
          {i > 0 && ' · '}
          {label} {money((income as unknown as Record<string, number>)[k])}
        </span>
      ))}
      .
    </p>
  );
}

export function IncomeSection({ r, statement }: { r: Flows; statement?: number }) {
  const { income, recurring_outflows: out } = r;
  const lenders = [...out.loans, ...out.mobile_overdrafts];
  return (
    <section class="card" aria-labelledby="income-title">
      <h2 id="income-title">Income and recurring payments</h2>
      <DataTable
        caption="Salaries"
        testId="salaries-table"
        dropLast={!r.transactions}
        headers={['Payer', 'Basis', 'Usual amount', 'Total', 'Months paid', 'Usual day', 'Rows']}
        numeric={[2, 3, 4, 5]}
        rows={income.salaries.map((s) => [
          s.payer,
          s.basis,
          money(s.amount),
          money(s.total),
          s.months_paid,
          s.usual_day_of_month,
          <RowsLink
            label={`salary from ${s.payer}`}
            statement={statement}
            indexes={(r.transactions ?? []).filter((t) => t.type === 'credit' && t.counterparty === s.payer).map((t) => t.index)}
          />,
        ])}
        empty="No salary found."
      />
      <DataTable
        caption="Other recurring inflows"
        headers={['From', 'Usual amount', 'Total', 'Months']}
        numeric={[1, 2, 3]}
        rows={income.other_recurring_inflows.map((s) => [s.counterparty, money(s.amount), money(s.total), s.months])}
        empty="No other recurring inflow."
      />
      <DataTable
        caption="Loans and overdrafts"
        testId="lenders-table"
        dropLast={!r.transactions}
        headers={['Lender', 'Kind', 'Borrowed', 'Repaid', 'Monthly repayment', 'Rows']}
        numeric={[2, 3, 4]}
        rows={lenders.map((l) => [
          l.lender,
          l.kind.replace(/_/g, ' '),
          money(l.disbursed),
          money(l.repaid),
          money(l.monthly_repayment),
          <RowsLink
            label={`${l.lender} flows`}
            statement={statement}
            indexes={(r.transactions ?? []).filter((t) => t.lender?.name === l.lender).map((t) => t.index)}
          />,
        ])}
        empty="No lender found."
      />
      <DataTable
        caption="Rent-like payments and subscriptions"
        headers={['Payee', 'Kind', 'Usual amount', 'Total', 'Months']}
        numeric={[2, 3, 4]}
        rows={[
          ...out.rent_like.map((p) => [
            p.payee,
            `rent-like (${[p.basis, (p as { frequency?: string }).frequency].filter(Boolean).join(', ')})`,
            money(p.amount),
            money(p.total),
            p.months,
          ]),
          ...out.subscriptions.map((p) => [p.merchant, 'subscription', money(p.amount), money(p.total), p.months]),
        ]}
        empty="No recurring payment found."
      />
      <Excluded income={income} />
    </section>
  );
}
