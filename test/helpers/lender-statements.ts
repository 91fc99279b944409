import { bankStatementPdf, money, type BankLayout, type TruthRow } from './pdf-statements';
import { dmy } from './pdf-layouts';

/**
 * A bank statement written for the dashboard tests: three months with a keyword salary, betting stakes and
 * winnings, fees, a digital loan and its repayments, a cheque returned unpaid, a reversed card payment, money
 * sent out and back the same day, a quiet stretch of two weeks (a statement gap) and, when `breakAt` is
 * given, a running balance that jumps by 100.00 at that row (a balance break). Ground truth is returned beside
 * the bytes: `rows` as printed, with the break.
 */
export interface LenderStatementOptions {
  holder?: string;
  bank?: string;
  account?: string;
  /** Row (0-based) whose printed balance, and every later one, is 100.00 higher than the arithmetic gives. */
  breakAt?: number;
}

type Line = [date: string, description: string, type: 'credit' | 'debit', amount: number];

const SCRIPT: Line[] = [
  ['2024-01-02', 'CASH DEPOSIT BRANCH NAIROBI', 'credit', 12_000],
  ['2024-01-04', 'SPORTPESA BET REF 883201', 'debit', 1_500],
  ['2024-01-05', 'TALA LOAN DISBURSEMENT', 'credit', 5_000],
  ['2024-01-08', 'POS PURCHASE NAIVAS SUPERMARKET WESTLANDS', 'debit', 4_250.5],
  ['2024-01-10', 'SMS ALERT CHARGE', 'debit', 30],
  ['2024-01-12', 'CHEQUE DEPOSIT 000451 MWANGI TRADERS', 'credit', 15_000],
  ['2024-01-15', 'CHEQUE RETURNED UNPAID INSUFFICIENT FUNDS 000451', 'debit', 15_000],
  ['2024-01-15', 'RETURNED CHEQUE CHARGE 000451', 'debit', 1_000],
  ['2024-01-18', 'SPORTPESA WINNINGS REF 883777', 'credit', 700],
  ['2024-01-20', 'TRANSFER TO PETER OTIENO MOBILE', 'debit', 20_000],
  ['2024-01-20', 'TRANSFER FROM PETER OTIENO MOBILE', 'credit', 20_000],
  ['2024-01-25', 'SALARY JAN GLOBALTECH SOLUTIONS LTD', 'credit', 85_000],
  ['2024-01-27', 'TALA LOAN REPAYMENT', 'debit', 2_000],
  ['2024-01-29', 'KPLC PREPAID TOKEN PAYMENT', 'debit', 2_500],
  ['2024-02-02', 'SPORTPESA BET REF 884100', 'debit', 2_000],
  ['2024-02-03', 'POS PURCHASE CARREFOUR JUNCTION', 'debit', 3_100],
  ['2024-02-03', 'REVERSAL POS PURCHASE CARREFOUR JUNCTION', 'credit', 3_100],
  ['2024-02-21', 'SMS ALERT CHARGE', 'debit', 30],
  ['2024-02-23', 'SALARY FEB GLOBALTECH SOLUTIONS LTD', 'credit', 85_000],
  ['2024-02-26', 'TALA LOAN REPAYMENT', 'debit', 2_000],
  ['2024-02-27', 'RENT PAYMENT GREENPARK APARTMENTS', 'debit', 30_000],
  ['2024-03-04', 'SPORTPESA BET REF 885010', 'debit', 2_500],
  ['2024-03-08', 'POS PURCHASE NAIVAS SUPERMARKET WESTLANDS', 'debit', 6_120.25],
  ['2024-03-10', 'SMS ALERT CHARGE', 'debit', 30],
  ['2024-03-22', 'SALARY MAR GLOBALTECH SOLUTIONS LTD', 'credit', 85_000],
  ['2024-03-26', 'TALA LOAN REPAYMENT', 'debit', 2_000],
  ['2024-03-27', 'RENT PAYMENT GREENPARK APARTMENTS', 'debit', 30_000],
  ['2024-03-29', 'ATM WITHDRAWAL KENYATTA AVENUE', 'debit', 10_000],
];

export const LENDER_OPENING = 4_000;
/** The quiet stretch: no row from the day after GAP_FROM to the day before GAP_TO. */
export const GAP = { from: '2024-02-04', to: '2024-02-20' };

/**
 * Everyday rows around the scripted ones, so the statement has over 100 rows: the extraction flags a
 * single balance break only when it is at most 1% of the rows checked (more are refused).
 */
function fillers(): Line[] {
  const out: Line[] = [];
  for (let t = Date.parse('2024-01-02T00:00:00Z'), n = 0; t <= Date.parse('2024-03-29T00:00:00Z'); t += 86_400_000, n++) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (date >= GAP.from && date <= GAP.to) continue;
    out.push([date, 'POS PURCHASE JAVA HOUSE KIMATHI STREET', 'debit', 350 + (n % 5) * 10]);
    if (n % 3 === 0) out.push([date, 'MPESA TRANSFER FROM MARY WANJIKU', 'credit', 400]);
  }
  return out;
}

export function lenderRows(breakAt?: number): TruthRow[] {
  let bal = Math.round(LENDER_OPENING * 100);
  const lines = [...SCRIPT.map((l, i) => ({ l, k: i })), ...fillers().map((l, i) => ({ l, k: 1000 + i }))]
    .sort((a, b) => (a.l[0] < b.l[0] ? -1 : a.l[0] > b.l[0] ? 1 : a.k - b.k))
    .map((x) => x.l);
  return lines.map(([date, description, type, amount], i) => {
    bal += (type === 'credit' ? 1 : -1) * Math.round(amount * 100);
    const printed = bal + (breakAt !== undefined && i >= breakAt ? 10_000 : 0);
    return { date, time: '09:00:00', description, amount, type, balance: printed / 100 };
  });
}

function layoutFor(o: LenderStatementOptions, rows: TruthRow[]): BankLayout {
  return {
    title: [
      o.bank ?? 'HIGHLAND COMMERCIAL BANK LIMITED',
      `Account Name: ${o.holder ?? 'JANE WANJIRU APPLICANT'}`,
      `Account Number: ${o.account ?? '0110234567890'}`,
      'Currency: KES',
      `Statement Period: ${dmy(rows[0]!.date)} to ${dmy(rows[rows.length - 1]!.date)}`,
    ],
    cols: [
      { label: 'Transaction Date', x: 36, w: 60 },
      { label: 'Value Date', x: 100, w: 50 },
      { label: 'Narrative', x: 154, w: 170 },
      { label: 'Debit', x: 330, w: 65, right: true },
      { label: 'Credit', x: 400, w: 65, right: true },
      { label: 'Running Balance', x: 470, w: 80, right: true },
    ],
    cells: (r) => [
      dmy(r.date),
      dmy(r.date),
      r.description,
      r.type === 'debit' ? money(r.amount) : '',
      r.type === 'credit' ? money(r.amount) : '',
      money(r.balance),
    ],
    descCol: 2,
    wrapAt: 40,
    opening: (b) => ['', '', 'Opening Balance', '', '', money(b)],
  };
}

export async function lenderStatement(o: LenderStatementOptions = {}): Promise<{ bytes: Buffer; rows: TruthRow[] }> {
  const rows = lenderRows(o.breakAt);
  const layout = layoutFor(o, rows);
  // The opening line is derived from the first row's printed balance: keep it true when the break is later.
  return { bytes: await bankStatementPdf(rows, layout), rows };
}
