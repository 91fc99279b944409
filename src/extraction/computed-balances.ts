import type { Money } from './amounts';
import type { Entry } from './entries';

export type Convention = 'bank' | 'card';

/** A printed opening or closing figure in the holder's terms under a convention (card: owed is negative). */
export function holderFigure(m: Money, convention: Convention): number {
  if (convention === 'bank') return m.minor;
  if (m.marker === 'cr') return Math.abs(m.minor);
  return -m.minor;
}

/** A row's signed amount under a convention: on a card an unmarked amount is a purchase (debit). */
function cardSigned(e: Entry): number | null {
  if (e.debit !== null || e.credit !== null || !e.amount) return e.signed;
  const m = e.amount;
  if (m.marker === 'dr') return -Math.abs(m.minor);
  if (m.marker === 'cr' || m.minor < 0) return Math.abs(m.minor);
  return -m.minor;
}

export interface Settled {
  convention: Convention;
  opening: number | null;
  closing: number | null;
  /** True when previous balance + rows = new balance under the chosen convention. */
  consistent: boolean | null;
}

/**
 * Statements without a running balance (card statements, some banks): the sign convention is the one
 * under which the printed opening plus the rows gives the printed closing; when the figures cannot
 * tell, card wording in the header decides. Balances are then computed from the opening in the
 * holder's terms (contract item 3). Mutates `signed` and `balance` of the rows.
 */
export function settleWithoutBalances(txns: Entry[], opening: Money | null, closing: Money | null, cardHint: boolean): Settled {
  const sums = {
    bank: txns.reduce((s, e) => s + (e.signed ?? 0), 0),
    card: txns.reduce((s, e) => s + (cardSigned(e) ?? 0), 0),
  };
  const fits = (c: Convention) => (opening && closing ? holderFigure(opening, c) + sums[c] === holderFigure(closing, c) : null);
  const order: Convention[] = cardHint ? ['card', 'bank'] : ['bank', 'card'];
  const convention = order.find((c) => fits(c) === true) ?? order[0]!;
  if (convention === 'card') for (const e of txns) {
    e.signed = cardSigned(e);
    e.signKnown = true;
  }
  const open = opening ? holderFigure(opening, convention) : null;
  if (open !== null) {
    let running = open;
    for (const e of txns) e.balance = running += e.signed ?? 0;
  }
  return { convention, opening: open, closing: closing ? holderFigure(closing, convention) : null, consistent: fits(convention) };
}

const CARD_WORDS = /\b(?:credit\s+card|card\s+statement|card\s+(?:number|no\.?|account)|credit\s+limit|minimum\s+(?:amount\s+)?(?:payment\s+)?due|payment\s+due\s+date|available\s+credit|carte\s+de\s+credit|cartao\s+de\s+credito)\b/i;

export function looksLikeCard(text: string): boolean {
  return CARD_WORDS.test(text);
}
