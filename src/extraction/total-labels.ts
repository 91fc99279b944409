import TOTAL_LABELS from './language/total-labels.json';

/** A word-list entry as a regular expression: special characters escaped, a space any run of white space. */
export const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
/** The words of a printed total (`language/total-labels.json`), longest first. */
const TOTAL_WORDS = [...TOTAL_LABELS.words]
  .sort((a, b) => b.length - a.length)
  .map(escapeWord)
  .join('|');
/** A printed total's label: one of the words at its start, or "total" before what it adds up. */
export const TOTAL_ROW = new RegExp(
  String.raw`^\s*[([]?\s*(?:${TOTAL_WORDS})(?![\p{L}\d])|\btotal\s+(?:debits?|credits?|withdrawals?|deposits?|paid\s+in|paid\s+out|money\s+(?:in|out)|fees?|charges?|interest)\b`,
  'iu',
);
/** A dated row is a total only when it prints the label alone ("TOTAL ENERGIES" on a dated row is a purchase). */
export const TOTAL_ONLY = new RegExp(
  String.raw`^\s*[([]?\s*(?:${TOTAL_WORDS})\s*(?:${TOTAL_LABELS.kinds.map(escapeWord).join('|')})?\s*:?\s*[)\]]?\s*$`,
  'iu',
);
