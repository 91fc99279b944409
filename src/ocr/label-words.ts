import { normaliseLabel } from '../extraction/columns';
import { buildSynonyms, labelVocabulary } from '../extraction/header-labels';
import { genericProfile } from '../extraction/profiles/generic';

/**
 * The table labels the engine knows (`language/labels.json`): their words by length, and the labels of two or three
 * words by their letters run together ("paidin" → "paid in"), built once.
 */
let labels: { byLength: string[][]; joined: Map<string, string> } | null = null;

function knownLabels(): { byLength: string[][]; joined: Map<string, string> } {
  if (!labels) {
    const synonyms = buildSynonyms(genericProfile);
    const byLength: string[][] = [];
    for (const w of labelVocabulary(synonyms)) if (/^[a-z]+$/.test(w)) (byLength[w.length] ??= []).push(w);
    const joined = new Map<string, string>();
    for (const key of synonyms.keys()) {
      const words = key.split(' ');
      if (words.length >= 2 && words.length <= 3 && words.every((w) => /^[a-z]+$/.test(w)) && key.length >= 6) joined.set(words.join(''), key);
    }
    labels = { byLength, joined };
  }
  return labels;
}

/** Letters OCR mistakes one for the other in a label word, the least: at least this many (a longer word is surer). */
const MIN_LETTERS = 7;

/**
 * A header word OCR misread by one letter ("Operacién" for "Operación", "Descriptlon"): the one label word of
 * the same length one letter away, spelt in the token's case; two label words OCR ran together ("Paidin"): the
 * label they print; else the token as read. Words shorter than
 * `MIN_LETTERS`, words the labels know, and tokens with digits are left as read; so is a token two label
 * words are one letter from.
 */
export function repairLabelWord(token: string): string {
  const m = /^(\p{L}+)([.:,]?)$/u.exec(token);
  if (!m) return token;
  const word = normaliseLabel(m[1]!);
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return token;
  const { byLength, joined } = knownLabels();
  const same = byLength[word.length] ?? [];
  if (same.includes(word)) return token;
  // Two label words OCR ran together ("Paidin" for "Paid in"): the label, in the token's case.
  const label = joined.get(word);
  if (label) return spelt(m[1]!, label) + m[2]!;
  if (word.length < MIN_LETTERS) return token;
  const near = same.filter((w) => {
    let diffs = 0;
    for (let i = 0; i < w.length && diffs < 2; i++) if (w[i] !== word[i]) diffs++;
    return diffs === 1;
  });
  if (near.length !== 1) return token;
  return spelt(m[1]!, near[0]!) + m[2]!;
}

/** `word` in the case `like` is printed in: capitals, a capital first, or lower case. */
function spelt(like: string, word: string): string {
  // Capitals with a misread lower-case letter among them ("DESCRIPTlON") are capitals.
  const upper = [...like].filter((c) => c !== c.toLowerCase()).length;
  if (upper * 2 > like.length) return word.toUpperCase();
  return like[0] === like[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}
