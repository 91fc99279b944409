import type { Affordability } from '../../src/analysis/affordability';
import { money } from './format';

/** A ratio (0..1+) as a percentage with one decimal. */
export const ratio = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${(n * 100).toFixed(1)}%`);

/** Affordability: the debt-service ratio and the instalment the statement supports, with the formula used. */
export function AffordabilitySection({ a }: { a: Affordability }) {
  const figures: [string, string, string][] = [
    ['Debt-service ratio', ratio(a.debt_service_ratio), 'dsr'],
    ['Monthly debt service', money(a.monthly_debt_service), 'debt-service'],
    ['Average monthly inflow', money(a.average_monthly_inflow), 'avg-inflow'],
    ['Average monthly outflow', money(a.average_monthly_outflow), 'avg-outflow'],
    ['Average monthly net', money(a.average_monthly_net_inflow), 'avg-net'],
    ['Monthly salary', money(a.monthly_salary), 'salary'],
    ['Debt service to salary', ratio(a.debt_service_to_salary_ratio), 'dsr-salary'],
    ['Suggested maximum instalment', money(a.suggested_max_monthly_instalment), 'instalment'],
    ['Ratio with that instalment', ratio(a.debt_service_ratio_with_instalment), 'dsr-with'],
  ];
  return (
    <section class="card" aria-labelledby="affordability-title" data-testid="affordability">
      <h2 id="affordability-title">Affordability and debt service</h2>
      <dl class="figures small">
        {figures.map(([label, value, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`afford-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p class="muted">
        Over {a.months_basis} months; eligible inflow {money(a.eligible_inflow)}, eligible outflow {money(a.eligible_outflow)}. {a.formula}
      </p>
    </section>
  );
}
