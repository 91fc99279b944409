/**
 * Month names and abbreviations as statements print them, in English, French, Portuguese and
 * Swahili. Keys are lower case, accent-free and without a trailing dot, so "DÉC.", "déc", "Dec" and
 * "dec." all find December. Words that are also common words in another language ("out", "set",
 * "ago", "des") are listed: they are only ever looked up right beside a day number.
 */
const NAMES: Array<[month: number, words: string]> = [
  [1, 'jan january janv janvier janeiro januari'],
  [2, 'feb febr february fev fevr fevrier fevereiro februari'],
  [3, 'mar march mars marco machi mac'],
  [4, 'apr april avr avril abr abril aprili'],
  [5, 'may mai maio mei'],
  [6, 'jun june juin junho juni'],
  [7, 'jul july juil juillet julho julai'],
  [8, 'aug august aout ago agosto agosti'],
  [9, 'sep sept september septembre set setembro septemba'],
  [10, 'oct october octobre out outubro okt oktoba'],
  [11, 'nov november novembre novembro novemba'],
  [12, 'dec december decembre dez dezembro desemba des'],
];

const MONTHS = new Map<string, number>();
for (const [month, words] of NAMES) for (const w of words.split(' ')) MONTHS.set(w, month);

const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents; `normalize` only runs on the rare non-ASCII word. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

/** 1–12 for a month name or abbreviation ("Jan", "févr.", "Março", "Desemba"), else null. */
export function monthNumber(word: string): number | null {
  const key = foldWord(word.endsWith('.') ? word.slice(0, -1) : word);
  return MONTHS.get(key) ?? null;
}

/** Regex source for one word that may be a month name (validated afterwards with `monthNumber`). */
export const MONTH_WORD = String.raw`[A-Za-z\u00c0-\u024f]{3,10}\.?`;
