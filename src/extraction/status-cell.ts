import type { Word } from './layout';
import { notCompletedStatus } from './row-status';
import STATUS_WORDS from './language/status-words.json';

/** A status cell saying the row completed (`language/status-words.json`, "completed"). */
const COMPLETED = new RegExp(`^(?:${STATUS_WORDS.completed.join('|')})$`, 'i');

/**
 * A status printed as its own cell at the end of the description (no Status column): the last word,
 * set apart by a gap wider than between words, that reads as a status, or a not-completed status in
 * brackets ("(PENDING)"). Returns the description's
 * words without it and the status as printed.
 */
export function splitStatusCell(words: Word[]): { words: Word[]; status: string | null } {
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  // "CARD AUTH HOLD (PENDING)", "… [Declined]": a status in brackets closes the narration.
  const bracketed = last && before ? /^[([](.+)[)\]]$/.exec(last.text) : null;
  if (bracketed && notCompletedStatus(bracketed[1])) return { words: words.slice(0, -1), status: bracketed[1]! };
  if (!last || !before || last.x0 - before.x1 < last.size * 1.5) return { words, status: null };
  const t = last.text.replace(/[.:;]+$/, '');
  if (!notCompletedStatus(t) && !COMPLETED.test(t)) return { words, status: null };
  return { words: words.slice(0, -1), status: last.text };
}
