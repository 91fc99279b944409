import { parseMoney } from './amounts';
import { scanDate, type DateParts } from './dates';
import { isBalanceRow, isOpeningRow, startsWithBalanceWord } from './balance-rows';
import type { RawRow } from './rows';

/** A table row interpreted: money in signed minor units (credit +, debit −). */
export interface Entry {
  kind: 'txn' | 'opening' | 'closing';
  date: DateParts | null;
  iso: string | null;
  description: string;
  reference: string | null;
  /** Signed amount; null for balance rows. */
  signed: number | null;
  /** False when nothing printed says debit or credit (an unsigned single amount column). */
  signKnown: boolean;
  balance: number | null;
  page: number;
}

const TOTAL_ROW = /^\s*(?:total|totals|sub-?total|grand\s+total)\b|\btotal\s+(?:debits?|credits?|withdrawals?|deposits?|paid\s+in|paid\s+out|money\s+(?:in|out))\b/i;
const DEBIT_WORD = /^(?:dr|d|debit|db|withdrawal|out|-)$/i;
const CREDIT_WORD = /^(?:cr|c|credit|deposit|in|\+)$/i;

function amountOf(text: string | undefined): number | null {
  if (!text) return null;
  const m = parseMoney(text);
  return m === null || m === 'blank' ? null : m.minor;
}

export function interpretRows(rows: RawRow[]): Entry[] {
  const out: Entry[] = [];
  for (const r of rows) {
    const t = r.text;
    const description = (t.description ?? '').trim();
    if (TOTAL_ROW.test(description)) continue;
    const debit = amountOf(t.debit);
    const credit = amountOf(t.credit);
    const amountMoney = t.amount ? parseMoney(t.amount) : null;
    let signed: number | null = null;
    let signKnown = true;
    if ((debit !== null && debit !== 0) || (credit !== null && credit !== 0)) {
      signed = Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    } else if (amountMoney && amountMoney !== 'blank') {
      const dc = (t.dc ?? '').trim();
      if (amountMoney.minor < 0 || amountMoney.marker === 'dr' || DEBIT_WORD.test(dc)) signed = -Math.abs(amountMoney.minor);
      else if (amountMoney.marker === 'cr' || CREDIT_WORD.test(dc)) signed = Math.abs(amountMoney.minor);
      else {
        signed = amountMoney.minor;
        signKnown = false;
      }
    } else if (debit === 0 || credit === 0) signed = 0;
    const balanceMoney = t.balance ? parseMoney(t.balance) : null;
    const balance = balanceMoney && balanceMoney !== 'blank' ? balanceMoney.minor : null;
    const date = t.date ? scanDate(t.date) : null;
    let kind: Entry['kind'] = 'txn';
    if (isBalanceRow(description) && (signed === null || signed === 0 || startsWithBalanceWord(description))) {
      kind = isOpeningRow(description) ? 'opening' : 'closing';
    } else if (signed === null) {
      if (balance === null) continue;
      kind = out.some((e) => e.kind === 'txn') ? 'closing' : 'opening';
    }
    out.push({ kind, date, iso: null, description, reference: t.reference?.trim() || null, signed, signKnown, balance, page: r.page });
  }
  return out;
}
