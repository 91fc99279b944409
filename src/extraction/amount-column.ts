import { chainScore } from './column-reading';
import { bankSign, type Entry } from './entries';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/**
 * A table whose header names one Amount column and also a debit or credit column ("Amount | Balance |
 * Accrued Bank Charges", "Amount | Fees"): on the rows that print both, one of them moves the balance and
 * the other is a detail (a charge accrued for later, a fee shown beside its payment). The debit/credit
 * column is read first; the Amount column takes over only when the running balance chains clearly better
 * under it (`settings.columns`, the same margin as swapping debit and credit), or when it chains on every
 * row that prints both where the debit/credit column does not. Rows in printed order;
 * returns whether the Amount column was taken.
 */
export function settleAmountColumn(txns: Entry[], columns: ReadingSettings['columns'] = DEFAULT_SETTINGS.columns): boolean {
  const both = new Set(txns.filter((e) => e.amount !== null && e.amount.minor !== 0 && ((e.debit ?? 0) !== 0 || (e.credit ?? 0) !== 0)));
  if (!both.size) return false;
  const byAmount = new Map([...both].map((e) => [e, bankSign(e.amount!, '')]));
  const asRead = chainScore(
    txns,
    (e) => e.signed,
    undefined,
    (e) => !e.signKnown,
  );
  const other = chainScore(
    txns,
    (e) => byAmount.get(e)?.signed ?? e.signed,
    undefined,
    (e) => !(byAmount.get(e)?.known ?? e.signKnown),
  );
  // On the rows that print both, the Amount column chains every one and the other column fewer: a few
  // such rows cannot clear the margin, yet nothing else tells the readings apart.
  const onBoth = (sign: (e: Entry) => number | null, either: (e: Entry) => boolean) =>
    chainScore(txns, (e) => (both.has(e) ? sign(e) : null), undefined, either);
  const bothByAmount = onBoth(
    (e) => byAmount.get(e)!.signed,
    (e) => !byAmount.get(e)!.known,
  );
  const bothAsRead = onBoth(
    (e) => e.signed,
    (e) => !e.signKnown,
  );
  const contested = bothByAmount === both.size && bothAsRead < bothByAmount && other > asRead;
  if (other <= asRead * columns.swapFactor + columns.swapMargin && !contested) return false;
  for (const [e, s] of byAmount) {
    e.signed = s.signed;
    e.signKnown = s.known;
    e.debit = null;
    e.credit = null;
  }
  return true;
}
