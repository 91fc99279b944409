/** The seven category keys of the spec's legacy report, in the spec's order. */
export const CATEGORY_KEYS = ['mobile_banking', 'cash_and_atm', 'agency', 'fund_transfer', 'POS', 'payroll_and_salary', 'other'] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** A value per category key, all seven always present. */
export type PerCategory<T> = Record<CategoryKey, T>;

export function perCategory<T>(make: (key: CategoryKey) => T): PerCategory<T> {
  const out = {} as PerCategory<T>;
  for (const key of CATEGORY_KEYS) out[key] = make(key);
  return out;
}
