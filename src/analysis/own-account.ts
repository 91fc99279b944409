import type { TransactionType } from '../domain/statement';
import { ORGANISATION } from './directories/organisations';
import { narrationNamesHolder } from './name-match';

type Side = 'none' | 'from' | 'to';

/** Words that introduce the payer ("FRM", "FROM", "BY") or the beneficiary ("TO", "IFO", "FAV", "BEN"). */
const FROM_WORDS = new Set(['frm', 'from', 'by', 'ex']);
const TO_WORDS = new Set(['to', 'ifo', 'fav', 'favour', 'favor', 'ben', 'beneficiary', 'bene']);

export interface NarrationPart {
  side: Side;
  text: string;
}

/**
 * The narration cut into parts, each with the side of the transfer it describes. Fields are separated
 * by `/ | \ ; ,` or ` - `; a marker word switches the side for the rest of the narration ("NIP/ACME
 * LTD/TRF TO JANE DOE": `none` "NIP", `none` "ACME LTD", `none` "TRF", `to` "JANE DOE").
 */
export function narrationParts(description: string): NarrationPart[] {
  const parts: NarrationPart[] = [];
  let side: Side = 'none';
  for (const field of description.split(/[/|\\;,]+|\s+-\s+/)) {
    let words: string[] = [];
    const flush = () => {
      if (words.length) parts.push({ side, text: words.join(' ') });
      words = [];
    };
    for (const w of field.trim().split(/\s+/)) {
      const lw = w.toLowerCase().replace(/[.:]+$/, '');
      if (FROM_WORDS.has(lw)) {
        flush();
        side = 'from';
      } else if (TO_WORDS.has(lw)) {
        flush();
        side = 'to';
      } else if (w !== '') words.push(w);
    }
    flush();
  }
  return parts;
}

/** A bank named beside the holder ("JANE DOE CO-OP BANK", "ZENITH BANK"): where the holder's account is, not who pays. */
const HOLDER_BANK = /\b[\w-]+ bank\b|\bbank\b|\bsacco\b|\bmfb\b|\bmicro ?finance( bank)?\b/gi;

/**
 * Own-account transfer rule: the holder is the other party of the row. A credit is own-account when a
 * part on the payer side (`from`, or unmarked) names the holder; a debit when a part on the
 * beneficiary side (`to`, or unmarked) does. The part must not look like an organisation (LTD,
 * LIMITED, PLC, SOLUTIONS, GOVT...: `ORGANISATION`): an employer paying "TRF TO <holder>" names the
 * holder as beneficiary and is income, never an own-account move; so is a credit whose payer side
 * names an organisation in another part ("NIP/ACME SOLUTIONS LTD/JOHN DOE"). A bank named in the same part as
 * the holder is where the holder's account is held ("TRF TO JANE DOE CO-OP BANK"), so it is ignored
 * by that test; a bank alone is never the holder.
 */
export function isOwnAccount(description: string, type: TransactionType, holderNames: readonly string[]): boolean {
  if (!narrationNamesHolder(description, holderNames)) return false;
  const wanted: Side = type === 'credit' ? 'from' : 'to';
  const parts = narrationParts(description);
  const organisation = (p: NarrationPart) => ORGANISATION.test(p.text.replace(HOLDER_BANK, ' '));
  // A credit whose payer side names an organisation besides the holder ("NIP/ACME SOLUTIONS LTD/JOHN DOE") is paid by it.
  if (type === 'credit' && parts.some((p) => p.side !== 'to' && organisation(p) && !narrationNamesHolder(p.text, holderNames))) return false;
  return parts.some((p) => (p.side === 'none' || p.side === wanted) && narrationNamesHolder(p.text, holderNames) && !organisation(p));
}
