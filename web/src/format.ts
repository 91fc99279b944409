const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as `1,234.50` (two decimals, thousands separators); the currency is shown beside, not inside. */
export function money(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : plain.format(n);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as `YYYY-MM-DD HH:MM`: short enough not to wrap on a phone. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const CATEGORY_LABELS: Record<string, string> = {
  mobile_banking: 'Mobile banking',
  cash_and_atm: 'Cash & ATM',
  agency: 'Agency',
  fund_transfer: 'Fund transfer',
  POS: 'Card / POS',
  payroll_and_salary: 'Payroll & salary',
  other: 'Other',
};

export const categoryLabel = (key: string) => CATEGORY_LABELS[key] ?? key;

export const percent = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${n.toFixed(2)}%`);
