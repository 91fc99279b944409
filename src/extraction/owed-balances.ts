import { chainScore } from './column-reading';
import { signedUnder } from './computed-balances';
import type { Entry } from './entries';

/** A printed balance in the holder's terms when the statement prints what is owed: owed negative, CR in favour. */
export function owedToHolder(e: Entry): number | null {
  if (e.balance === null) return null;
  if (e.balanceMarker === 'cr') return Math.abs(e.balance);
  if (e.balanceMarker === 'dr') return -Math.abs(e.balance);
  return -e.balance;
}

/**
 * Card and loan statements that print a running balance of what is OWED (rising with purchases):
 * under the card reading (unmarked amounts are purchases, CR/parentheses/minus are payments) and
 * balances turned into the holder's terms (contract item 3: owed is negative), the chain is scored
 * against the bank reading. The owed reading is taken when it chains clearly better, or as well
 * when the header says card. Mutates `signed`, `balance`; returns whether it switched.
 */
export function settleOwedBalances(txns: Entry[], cardHint: boolean): boolean {
  // Debit and credit columns as labelled, whatever an earlier reading made of them: on a card the
  // swapped-columns reading and the owed reading chain alike, and the labels stand.
  const card = (e: Entry) =>
    e.debit !== null || e.credit !== null ? Math.abs(e.credit ?? 0) - Math.abs(e.debit ?? 0) : signedUnder(e, 'card', false);
  // Unsigned amounts may go either way under the bank reading (the balance settles them later).
  const asPrinted = chainScore(
    txns,
    (e) => e.signed,
    undefined,
    (e) => !e.signKnown,
  );
  const owed = chainScore(txns, card, owedToHolder);
  if (owed === 0 || !(owed > asPrinted * 1.5 + 1 || (cardHint && owed >= asPrinted))) return false;
  for (const e of txns) {
    e.signed = card(e);
    e.signKnown = true;
    e.balance = owedToHolder(e);
  }
  return true;
}
