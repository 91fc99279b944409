import { foldAccents } from './columns';
import FX from './language/fx-detail.json';

const PHRASE = new RegExp(
  `(?:^|[^\\p{L}])(?:${FX.phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})(?![\\p{L}])`,
  'iu',
);
/** "USD 27.50 @ 1.1000", "@ 0.9249", "1 USD = 0.92 EUR". */
const RATE = /@\s*\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s*[A-Z]{3}\s*=\s*\d+(?:[.,]\d+)?\s*[A-Z]{3}\b/;

/**
 * A line printed under a foreign-currency transaction that details it (the amount in the other
 * currency, the exchange rate, words from `language/fx-detail.json`): it moves no money of its own,
 * so a figure on it is never a row's amount.
 */
export function isFxDetail(text: string): boolean {
  return RATE.test(text) || PHRASE.test(foldAccents(text));
}
