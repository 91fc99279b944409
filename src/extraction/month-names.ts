import MONTH_DATA from './language/months.json';

/**
 * Month names and abbreviations as statements print them, read from `language/months.json`
 * (English, French, German, Dutch, Afrikaans, Portuguese, Spanish, Swahili, Indonesian, Turkish, Polish,
 * Italian). Keys are lower case,
 * accent-free and without a trailing dot, so "DÉC.", "déc", "Dec" and "dec." all find December.
 */
const MONTHS = new Map<string, number>();
for (const [lang, months] of Object.entries(MONTH_DATA.languages))
  months.forEach((words, i) => {
    for (const w of words.split(' ')) {
      const known = MONTHS.get(w);
      if (known !== undefined && known !== i + 1) throw new Error(`months.json: "${w}" (${lang}) names month ${i + 1} and ${known}`);
      MONTHS.set(w, i + 1);
    }
  });

const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents; `normalize` only runs on the rare non-ASCII word. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

/** 1–12 for a month name or abbreviation ("Jan", "févr.", "Março", "März", "mrt", "Desemba"), else null. */
export function monthNumber(word: string): number | null {
  const key = foldWord(word.endsWith('.') ? word.slice(0, -1) : word);
  return MONTHS.get(key) ?? null;
}

/** Regex source for one word that may be a month name (validated afterwards with `monthNumber`). */
export const MONTH_WORD = String.raw`[A-Za-z\u00c0-\u024f]{3,10}\.?`;
