/**
 * A scanned table printed in a full grid: OCR reads the vertical rules beside a cell's text as glyphs glued to
 * it, a bar, a bracket, a quote or an underscore ("(01-Mar-2025", "797,450.75)|HEALTHCARE", "_|'5589017147",
 * "1,301,554.71/CASH"). In one word of an OCR item: a bar between two characters splits it; a bracket, bar,
 * quote or underscore before a digit, or a closing bracket, bar or "!" after one, that has no partner in the
 * word is dropped (a figure printed in parentheses keeps both); a slash or closing bracket right after a figure
 * with its decimal part, before a letter, splits the word; a word of rule glyphs alone is dropped. Nothing else is
 * touched.
 */
/** Before a digit; a bar only before two (a bar before one digit may be a day's "1": `date-tokens.ts`). */
const LEADING = /^(?:[([{_'‘’"“”—–]+\|?(?=\d)|\|+(?=\d\d))/u;
const TRAILING = /(?<=\d)[)\]}|!]+$/u;
/** A word that is only rule glyphs. */
const GLYPHS_ONLY = /^[|()[\]{}!_—–]+$/u;
const FIGURE_THEN_WORD = /(\d[.,]\d{2})[/)\]}](?=\p{L})/gu;

export function withoutRuleGlyphs(text: string): string {
  return text
    .split(' ')
    .flatMap((w) => w.replace(/(?<=\S)\|(?=\S)/g, ' ').split(' '))
    .map(stripWord)
    .filter((w) => w && !GLYPHS_ONLY.test(w))
    .join(' ');
}

function stripWord(word: string): string {
  const w = word.replace(FIGURE_THEN_WORD, '$1 ');
  if (w !== word) return w.split(' ').map(stripWord).join(' ');
  // "(1,234.56)": a figure in parentheses is a negative one, not a rule on each side.
  if (/^\(.*\d\)$/u.test(w)) return w;
  return w
    .replace(LEADING, '')
    .replace(TRAILING, '')
    .replace(/^\|(?=\p{L})|(?<=\p{L})\|$/u, '');
}
