import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';
import type { Entry } from './entries';

/**
 * Candidate readings of the money columns, decided by the running balance: the debit and credit
 * columns as labelled, or the other way round (labels that name the wrong cluster, headers inferred
 * from values alone). Scored on the printed order in both directions (oldest or newest first), so
 * the choice costs two linear passes per candidate.
 */
export function chainScore(
  txns: Entry[],
  sign: (e: Entry) => number | null,
  bal: (e: Entry) => number | null = (e) => e.balance,
  eitherWay: (e: Entry) => boolean = () => false,
): number {
  let up = 0;
  let down = 0;
  for (let i = 1; i < txns.length; i++) {
    const a = txns[i - 1]!;
    const b = txns[i]!;
    const ba = bal(a);
    const bb = bal(b);
    if (ba === null || bb === null) continue;
    const sb = sign(b);
    const sa = sign(a);
    if (sb !== null && sb !== 0 && (ba + sb === bb || (eitherWay(b) && ba - sb === bb))) up++;
    if (sa !== null && sa !== 0 && (bb + sa === ba || (eitherWay(a) && bb - sa === ba))) down++;
  }
  return Math.max(up, down);
}

const swapped = (e: Entry): number | null => (e.debit !== null || e.credit !== null ? -(e.signed ?? 0) : e.signed);

/** Swaps debit and credit when that reading chains clearly better (`settings.columns`); returns whether it did. */
export function settleDebitCredit(txns: Entry[], columns: ReadingSettings['columns'] = DEFAULT_SETTINGS.columns): boolean {
  if (!txns.some((e) => (e.debit ?? 0) !== 0 || (e.credit ?? 0) !== 0)) return false;
  const asPrinted = chainScore(txns, (e) => e.signed);
  const other = chainScore(txns, swapped);
  if (other <= asPrinted * columns.swapFactor + columns.swapMargin) return false;
  for (const e of txns) if (e.debit !== null || e.credit !== null) e.signed = swapped(e);
  return true;
}

const PURCHASES = /\b(?:purchases?|charges?|spend(?:ing)?|debits?\s+and\s+charges|achats?|d[ée]penses|compras|ununuzi|manunuzi)\b/i;
const PAYMENTS = /\b(?:payments?|credits?|repayments?|paiements?|remboursements?|pagamentos?|pagos|malipo)\b/i;

/**
 * Money columns labelled the way card statements label them ("Purchases ($) | Payments ($)"): a card
 * signal, so a balance that rises with purchases is read as money owed rather than as debit and
 * credit columns labelled the wrong way round.
 */
export function cardColumnLabels(columns: ReadonlyArray<{ role: string; label: string }>): boolean {
  const debit = columns.find((c) => c.role === 'debit');
  const credit = columns.find((c) => c.role === 'credit');
  return !!debit && !!credit && PURCHASES.test(debit.label) && PAYMENTS.test(credit.label);
}
