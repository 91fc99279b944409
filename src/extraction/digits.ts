import DIGITS from './language/digits.json';

/**
 * Digits of other scripts (Persian `۱۴۰۵`, Arabic-Indic `١٢٣`, Devanagari `१२३`…) read as ASCII
 * digits, character for character (`language/digits.json`), so every reader of dates and amounts sees
 * `1405`; a string's length never changes, so positions computed from it stay right.
 */
const ZEROS = DIGITS.zeros.map((z) => z.codePointAt(0)!);
const SEPARATORS = new Map(Object.entries(DIGITS.separators));
const ANY = new RegExp(
  `[${[...DIGITS.zeros.map((z) => `${z}-${String.fromCodePoint(z.codePointAt(0)! + 9)}`), ...SEPARATORS.keys()].join('')}]`,
  'u',
);

export function asciiDigits(s: string): string {
  if (!ANY.test(s)) return s;
  let out = '';
  for (const ch of s) {
    const sep = SEPARATORS.get(ch);
    if (sep !== undefined) {
      out += sep;
      continue;
    }
    const cp = ch.codePointAt(0)!;
    const zero = ZEROS.find((z) => cp >= z && cp <= z + 9);
    out += zero === undefined ? ch : String(cp - zero);
  }
  return out;
}
