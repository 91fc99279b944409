import { looksLikeDecimalMoney, parseCellMoney, type Money } from './amounts';
import { bankSign, type Entry } from './entries';

/**
 * The last money figure of a narration ("DIRECT DEPOSIT - PAYROLL $2,500.00"), with the narration
 * without it (words wrapped in after it, such as a line of the next row or page, stay).
 */
function trailingFigure(description: string): { money: Money; rest: string } | null {
  const words = description.trim().split(/\s+/);
  for (let i = words.length - 1; i >= 1; i--) {
    if (!looksLikeDecimalMoney(words[i]!)) continue;
    const money = parseCellMoney(words[i]!);
    if (!money || money === 'blank') return null;
    return { money, rest: [...words.slice(0, i), ...words.slice(i + 1)].join(' ') };
  }
  return null;
}

/**
 * A table whose rows print one figure in the money column and another at the end of the narration, with
 * no balance column found (a text layer that lost its column spacing: "… PAYROLL $2,500.00 $3,750.00",
 * the header's Debit, Credit and Balance labels over nothing): the column's figures may be the running
 * balance and the narration's the movement. That reading is taken only when nearly every row prints both
 * (`share`) and nearly every pair of neighbouring balances differs by exactly the later row's movement: the
 * statement's own arithmetic proves it. The movements print no direction; the running balance gives it.
 * Mutates the rows (amount, balance, narration); returns whether the reading was taken.
 */
export function readTrailingAmounts(txns: Entry[], share: number): boolean {
  if (txns.length < 3 || txns.some((e) => e.balance !== null || e.debit !== null || e.credit !== null || e.amount === null)) return false;
  const trailing = txns.map((e) => trailingFigure(e.description));
  if (trailing.some((t) => t === null)) return false;
  let links = 0;
  let chained = 0;
  for (let i = 1; i < txns.length; i++) {
    const t = trailing[i];
    if (!t) continue;
    links++;
    if (Math.abs(txns[i]!.amount!.minor - txns[i - 1]!.amount!.minor) === Math.abs(t.money.minor)) chained++;
  }
  if (!links || chained < links * share) return false;
  txns.forEach((e, i) => {
    const t = trailing[i]!;
    const { signed, known } = bankSign(t.money, '');
    e.balance = e.amount!.minor;
    e.amount = t.money;
    e.signed = signed;
    e.signKnown = known;
    e.description = t.rest;
  });
  return true;
}
