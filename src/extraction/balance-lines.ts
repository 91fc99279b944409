import { isBalanceLabelOnly, isBalanceRow, isOpeningRow } from './balance-rows';
import type { Entry } from './entries';

const follows = (prev: number, e: Entry) =>
  e.signed !== null && e.balance !== null && (prev + e.signed === e.balance || (!e.signKnown && prev - e.signed === e.balance));

/**
 * Lines that name a balance ("STATEMENT SUMMARY: Opening Balance 80,791.80", "Balance brought forward")
 * but carry an amount were kept as rows, since "Opening deposit" is a deposit. The statement's own
 * arithmetic decides: such a line whose balance does not follow from the row before it, where the row
 * after it follows from the row before it as if the line were not there (or nothing comes after it), is
 * a balance line, not a transaction. Rows in chronological order; returns the rows kept and set aside.
 */
export function setAsideBalanceLines(txns: Entry[], opening: number | null, interior: ReadonlySet<Entry>): { kept: Entry[]; aside: Entry[] } {
  const aside: Entry[] = [];
  let prev = opening;
  txns.forEach((e, i) => {
    const balance = interior.has(e) ? null : e.balance;
    if (prev !== null && balance !== null && isBalanceRow(e.description) && !follows(prev, e)) {
      const next = txns[i + 1];
      if (!next || (!interior.has(next) && follows(prev, next))) {
        aside.push(e);
        return;
      }
    }
    // Before any balance is known, a line that is only an opening label ("Brought Forward :") printing
    // its balance as its amount is the opening balance when the next row follows from it.
    if (
      prev === null &&
      balance !== null &&
      e.signed !== null &&
      Math.abs(e.signed) === Math.abs(balance) &&
      isOpeningRow(e.description) &&
      isBalanceLabelOnly(e.description)
    ) {
      const next = txns[i + 1];
      if (next && !interior.has(next) && follows(balance, next)) {
        aside.push(e);
        prev = balance;
        return;
      }
    }
    if (balance !== null) prev = balance;
    else if (prev !== null && e.signed !== null) prev += e.signed;
  });
  return { kept: aside.length ? txns.filter((e) => !aside.includes(e)) : txns, aside };
}
