import { isBalanceRow, isTableFooter } from './balance-rows';
import { foldAccents } from './columns';
import SUMMARY_LABELS from './language/summary-labels.json';
import { scanDate, scanTime } from './dates';
import type { Line } from './layout';
import { moneyCells } from './money-cells';

/** Lines that start with a date. */
export function datedLines(lines: Line[]): Line[] {
  return lines.filter((l) => {
    const w = l.words;
    for (let n = 1; n <= Math.min(3, w.length); n++) {
      const text = w
        .slice(0, n)
        .map((x) => x.text)
        .join(' ');
      if (/\d/.test(text) && scanDate(text)) return true;
    }
    return false;
  });
}

/** What was found in a document whose table could not be read, for the refusal message. */
export function describeUnreadable(pages: Line[][]): string {
  const dated = pages.flatMap(datedLines);
  if (!dated.length) return noTableMessage(pages);
  const withMoney = dated.filter((l) => moneyCells(l).length > 0).length;
  if (!withMoney) return `found ${dated.length} dated row${dated.length === 1 ? '' : 's'} but could not place their amounts`;
  return `found ${dated.length} dated rows, ${withMoney} with amounts, but could not tell their columns apart`;
}

const SUMMARY_KINDS = Object.entries(SUMMARY_LABELS)
  .filter(([name]) => !name.startsWith('_'))
  .map(([name, labels]) => ({ name, re: new RegExp(String.raw`\b(?:${(labels as string[]).join('|')})\b`, 'i') }));

/**
 * The refusal for a document where no line starts with a date: what it does hold (pages of text,
 * amounts, the account-summary labels it prints), never its figures or names, so the caller can tell a
 * summary page or an app guide from a statement the engine failed to read.
 */
export function noTableMessage(pages: Line[][]): string {
  const lines = pages.flat();
  const amounts = lines.reduce((n, l) => n + moneyCells(l).filter((c) => c.money.minor !== 0).length, 0);
  const text = lines.map((l) => foldAccents(l.text)).join('\n');
  const labels = SUMMARY_KINDS.filter((k) => k.re.test(text)).map((k) => k.name);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  const found = `${plural(pages.length, 'page')} of text, ${plural(lines.length, 'line')}, ${plural(amounts, 'amount')}`;
  const summary = labels.length
    ? `; it prints account-summary labels (${labels.join(', ')}) but no rows of transactions: a summary or guide, not a transaction statement`
    : amounts
      ? '; none of its amounts stands on a dated line'
      : '';
  return `No transaction table was found: no line starts with a date. Found ${found}${summary}.`;
}

/** A summary or balance line ("Total debits 0.00", "Solde final 120,00"): read, never a transaction. */
const SUMMARY = /\b(?:totals?|sub-?total|balance|solde|saldo|salio|jumla|limit|due|minimum)\b/i;

/**
 * Lines below the table header that carry money and are not balance, total or summary lines: rows the
 * reading failed to turn into transactions. While any exist the table is not empty, so the refusal is
 * `unrecognised_format` saying what was found, never `no_transactions` (contract item 5).
 */
export function unreadMoneyLines(lines: Line[]): { lines: number; dated: number } {
  const money = lines.filter(
    (l) => moneyCells(l).some((c) => c.money.minor !== 0) && !isBalanceRow(l.text) && !isTableFooter(l.text) && !SUMMARY.test(l.text),
  );
  const dated = money.filter((l) => datedLines([l]).length > 0 || (l.words[0] !== undefined && scanTime(l.words[0].text) !== null)).length;
  return { lines: money.length, dated };
}

/** The refusal for a table that gave no transactions while money lines sit under its header. */
export function unreadMessage(found: { lines: number; dated: number }): string {
  const n = found.lines;
  const what = found.dated
    ? `${n} line${n === 1 ? '' : 's'} with amounts under the table header (${found.dated} starting with a date or time)`
    : `${n} line${n === 1 ? '' : 's'} with amounts under the table header`;
  return `found ${what} but could not read them as transactions: their dates or amounts do not sit in the table's columns`;
}
