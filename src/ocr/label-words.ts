import { normaliseLabel } from '../extraction/columns';
import { buildSynonyms, labelVocabulary } from '../extraction/header-labels';
import { genericProfile } from '../extraction/profiles/generic';

let vocabulary: string[][] | null = null;
let joined: Map<string, string> | null = null;

/** Labels of two or three words by their letters run together ("paidin" → "paid in"). */
function runTogether(): Map<string, string> {
  if (!joined) {
    joined = new Map();
    for (const key of buildSynonyms(genericProfile).keys()) {
      const words = key.split(' ');
      if (words.length >= 2 && words.length <= 3 && words.every((w) => /^[a-z]+$/.test(w)) && key.length >= 6) joined.set(words.join(''), key);
    }
  }
  return joined;
}

/** The words of the table labels the engine knows (`language/labels.json`), by length. */
function wordsOfLength(n: number): string[] {
  if (!vocabulary) {
    vocabulary = [];
    for (const w of labelVocabulary(buildSynonyms(genericProfile))) if (/^[a-z]+$/.test(w)) (vocabulary[w.length] ??= []).push(w);
  }
  return vocabulary[n] ?? [];
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
  const same = wordsOfLength(word.length);
  if (same.includes(word)) return token;
  // Two label words OCR ran together ("Paidin" for "Paid in"): the label, in the token's case.
  const label = runTogether().get(word);
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
