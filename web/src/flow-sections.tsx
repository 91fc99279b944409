import type { Result } from './analysis-view';
import { ChartCanvas } from './chart';
import { DataTable } from './data-table';
import { categoryLabel, money, percent } from './format';
import { monthBalancesOf } from './extras';

const GREEN = '#1a7f37';
const RED = '#cf222e';
const BLUE = '#0969da';

/** The balance after the last transaction of each day that prints (or computes) one. */
function dailyBalances(r: Result): { date: string; balance: number }[] {
  const byDay = new Map<string, number>();
  for (const t of r.transactions) if (t.balance !== null) byDay.set(t.date, t.balance);
  return [...byDay].map(([date, balance]) => ({ date, balance }));
}

type CashFlow = Result['cash_flow'];

export function MonthlySection({ monthly }: { monthly: CashFlow['monthly'] }) {
  return (
    <section class="card" aria-labelledby="monthly-title">
      <h2 id="monthly-title">Monthly inflow and outflow</h2>
      <ChartCanvas
        id="monthly"
        title="Bar chart of inflow and outflow per month"
        kind="bar"
        labels={monthly.map((m) => m.month)}
        series={[
          { label: 'Inflow', values: monthly.map((m) => m.inflow), color: GREEN },
          { label: 'Outflow', values: monthly.map((m) => m.outflow), color: RED },
        ]}
      />
      <DataTable
        caption="Inflow and outflow per month"
        testId="monthly-table"
        headers={['Month', 'Inflow', 'Outflow', 'Net', 'Closing balance']}
        numeric={[1, 2, 3, 4]}
        rows={monthly.map((m) => [m.month, money(m.inflow), money(m.outflow), money(m.net), money(m.closing_balance)])}
      />
    </section>
  );
}

export function CategoriesSection({ categories }: { categories: CashFlow['categories'] }) {
  const cats = Object.keys(categories.inflow) as (keyof typeof categories.inflow)[];
  const { inflow, outflow } = categories;
  return (
    <section class="card" aria-labelledby="categories-title">
      <h2 id="categories-title">Categories</h2>
      <ChartCanvas
        id="categories"
        title="Bar chart of inflow and outflow per category"
        kind="bar"
        horizontal
        labels={cats.map(categoryLabel)}
        series={[
          { label: 'Inflow', values: cats.map((c) => inflow[c].total), color: GREEN },
          { label: 'Outflow', values: cats.map((c) => outflow[c].total), color: RED },
        ]}
      />
      <DataTable
        caption="Inflow and outflow per category"
        testId="categories-table"
        headers={['Category', 'Inflow', 'Share of inflow', 'Outflow', 'Share of outflow']}
        numeric={[1, 2, 3, 4]}
        rows={cats.map((c) => [
          categoryLabel(c),
          money(inflow[c].total),
          percent(inflow[c].percentage),
          money(outflow[c].total),
          percent(outflow[c].percentage),
        ])}
      />
    </section>
  );
}

const dayLabel = (day: number | string) => (day === 'last' ? 'Last' : `Day ${day}`);

/** Per month: the average daily balance and the end-of-day balances on the chosen days. */
function MonthBalancesTable({ r }: { r: Result }) {
  const months = monthBalancesOf(r);
  if (months.length === 0) return null;
  const days = months[0]!.end_of_day.map((d) => d.day);
  return (
    <DataTable
      caption="Balances per month: average daily balance and end-of-day balances"
      testId="month-balances"
      headers={['Month', 'Avg daily', 'Low', 'High', 'Days < 0', ...days.map(dayLabel)]}
      numeric={[1, 2, 3, 4, ...days.map((_, i) => 5 + i)]}
      rows={months.map((m) => [
        m.month,
        money(m.average),
        money(m.minimum),
        money(m.maximum),
        m.days_below_zero,
        ...days.map((d) => money(m.end_of_day.find((e) => e.day === d)?.balance ?? null)),
      ])}
    />
  );
}

export function FlowSections({ r }: { r: Result }) {
  const balances = dailyBalances(r);
  return (
    <>
      <MonthlySection monthly={r.cash_flow.monthly} />
      <CategoriesSection categories={r.cash_flow.categories} />
      <section class="card" aria-labelledby="balance-title">
        <h2 id="balance-title">Balance over time</h2>
        {balances.length > 0 ? (
          <>
            <ChartCanvas
              id="balance"
              title="Line chart of the end-of-day balance"
              kind="line"
              labels={balances.map((b) => b.date)}
              series={[{ label: 'Balance', values: balances.map((b) => b.balance), color: BLUE }]}
            />
            <p class="muted">
              Opening {money(r.balances.opening)}, closing {money(r.balances.closing)}, average {money(r.balances.average)}, lowest{' '}
              {money(r.balances.minimum)} on {r.balances.minimum_date ?? '—'}, {r.balances.days_below_zero} days below zero.
            </p>
            <MonthBalancesTable r={r} />
          </>
        ) : (
          <p class="muted">This statement prints no balances.</p>
        )}
      </section>
    </>
  );
}
