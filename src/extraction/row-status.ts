import { foldAccents } from './columns';
import STATUS_WORDS from './language/status-words.json';

/**
 * Status words of a row that moved no money: cancelled, failed, reversed, declined, pending,
 * rejected, unsuccessful, in English, French, Portuguese and Swahili (`language/status-words.json`,
 * "not_completed"). Matched against a whole status cell, never against a narration ("Reversal of ..." moves money and stays a transaction).
 */
const NOT_COMPLETED = new RegExp('^(?:' + STATUS_WORDS.not_completed.join('|') + ')$', 'i');

/** The status as printed when it says the row did not complete, else null. */
export function notCompletedStatus(cell: string | undefined): string | null {
  const t = (cell ?? '').trim();
  if (!t) return null;
  return NOT_COMPLETED.test(
    foldAccents(t)
      .replace(/[.:;]+$/, '')
      .replace(/\s+/g, ' '),
  )
    ? t
    : null;
}
