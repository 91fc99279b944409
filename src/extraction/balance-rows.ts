import { TOTAL_ROW } from './total-labels';
import { foldAccents } from './columns';
import LABELS from './language/balance-labels.json';
import { rightToLeftOnly } from './layout';

/**
 * A right-to-left label of several words ("الرصيد الافتتاحي") also in its on-page order, first word rightmost:
 * lines are read left to right. Labels are folded as the text they are matched on is (Hangul decomposed).
 */
const withPageOrder = (labels: string[]) =>
  labels
    .map(foldAccents)
    .flatMap((l) => (rightToLeftOnly(l.replace(/\\s\+/g, ' ')) && l.includes('\\s+') ? [l, l.split('\\s+').reverse().join('\\s+')] : [l]));
const OPENING_LABELS = withPageOrder(LABELS.opening);
const CLOSING_LABELS = withPageOrder(LABELS.closing);
/** Balances stated at a date, printed at either end of the table ("Solde créditeur au 09.01.2025"): where they stand decides. */
const EITHER_LABELS = withPageOrder(LABELS.either);
/**
 * Word edges for Latin labels only: ASCII `\b` never holds beside a word of Japanese, Chinese or Arabic, and
 * scripts written without spaces have no word edge at all ("前月繰越残高").
 */
const EDGE_BEFORE = '(?<![A-Za-z0-9_])';
const EDGE_AFTER = '(?![A-Za-z0-9_])';

/**
 * Words that mark a row or line as a balance rather than a transaction ("Opening balance",
 * "Balance b/f", "Solde initial", "Saldo anterior", "Salio la kuanzia"), and lines that close a
 * table (totals, carried-forward balances, page numbers, disclaimers). Matched on accent-free text.
 */
const OPENING = String.raw`(?:previous|last)\s+statement\s+balance|balance\s+from\s+(?:last|previous)\s+statement|opening|brought\s*forward|b\/f|bal(?:ance)?\s*b\/?f|previous\s+balance|beginning\s+balance|start(?:ing)?\s+balance|balance\s+at\s+start|solde\s+(?:initial|d'?\s*ouverture|precedent|anterieur|reporte|de\s+debut|au\s+debut)|ancien\s+solde|report\s+(?:a\s+nouveau|de\s+solde)|saldo\s+(?:inicial|anterior|de\s+abertura|transportado)|salio\s+la\s+(?:kuanzia|awali|mwanzo)|${OPENING_LABELS.join('|')}`;
const CLOSING = String.raw`(?<!(?:previous|last)\s)statement\s+balance|closing|new\s+balance|carried\s*forward|c\/f|bal(?:ance)?\s*(?:c\/?f|fwd|forward)|ending\s+balance|balance\s+at\s+end|solde\s+(?:final|de\s+cloture|de\s+fin|au\s+\d)|nouveau\s+solde|saldo\s+(?:final|de\s+fecho|atual)|salio\s+la\s+(?:mwisho|kufunga)|${CLOSING_LABELS.join('|')}`;

const EITHER = EITHER_LABELS.join('|');
const BALANCE_ROW = new RegExp(`${EDGE_BEFORE}(?:${OPENING}|${CLOSING}|${EITHER})${EDGE_AFTER}`, 'i');
const OPENING_ROW = new RegExp(`${EDGE_BEFORE}(?:${OPENING}|${EITHER})${EDGE_AFTER}`, 'i');
const EXPLICIT_ROW = new RegExp(`${EDGE_BEFORE}(?:${OPENING}|${CLOSING})${EDGE_AFTER}`, 'i');
const EITHER_ROW = new RegExp(`${EDGE_BEFORE}(?:${EITHER})${EDGE_AFTER}`, 'i');
/** A description that starts with the balance word itself ("Opening balance", "Solde final"). */
const BALANCE_FIRST = new RegExp(
  String.raw`^\s*(?:opening|closing|previous|new|beginning|ending|starting|balance|solde|ancien|nouveau|saldo|salio|${LABELS.first.join('|')})\b`,
  'i',
);

/**
 * Every opening or closing balance label in a text, with where it ends (for the figure after it). A label of
 * either end (`either`) reads as an opening; the caller takes it as the closing once an opening is known.
 */
export function balanceLabels(text: string): { kind: 'opening' | 'closing'; end: number; either?: true }[] {
  const t = foldAccents(text);
  const out: { kind: 'opening' | 'closing'; end: number; either?: true }[] = [];
  for (const [re, kind] of [
    [OPENING_ALL, 'opening'],
    [CLOSING_ALL, 'closing'],
  ] as const) {
    for (const m of t.matchAll(re)) out.push({ kind, end: m.index! + m[0].length });
  }
  for (const m of t.matchAll(EITHER_ALL)) out.push({ kind: 'opening', end: m.index! + m[0].length, either: true });
  return out.sort((a, b) => a.end - b.end);
}

const OPENING_ALL = new RegExp(`${EDGE_BEFORE}(?:${OPENING})(?:\\s+balance)?${EDGE_AFTER}`, 'gi');
const CLOSING_ALL = new RegExp(`${EDGE_BEFORE}(?:${CLOSING})(?:\\s+balance)?${EDGE_AFTER}`, 'gi');
const EITHER_ALL = new RegExp(`${EDGE_BEFORE}(?:${EITHER})${EDGE_AFTER}`, 'gi');

/** A balance stated at a date that may open or close the table (and names neither end itself). */
export function isEitherEndRow(description: string): boolean {
  const t = foldAccents(description);
  return EITHER_ROW.test(t) && !EXPLICIT_ROW.test(t);
}

export function isBalanceRow(description: string): boolean {
  return BALANCE_ROW.test(foldAccents(description));
}

export function isOpeningRow(description: string): boolean {
  return OPENING_ROW.test(foldAccents(description));
}

/** The description is a balance label and nothing else ("Brought Forward :", "Opening balance"; not "Opening deposit"). */
export function isBalanceLabelOnly(description: string): boolean {
  const t = foldAccents(description);
  return OPENING_ROW.test(t) || BALANCE_ROW.test(t)
    ? !/\p{L}/u.test(
        t
          .replace(OPENING_ALL, ' ')
          .replace(CLOSING_ALL, ' ')
          .replace(/\bbalance\b/gi, ' '),
      )
    : false;
}

export function startsWithBalanceWord(description: string): boolean {
  return BALANCE_FIRST.test(foldAccents(description));
}

/** A figure with cents, or a whole one in thousands groups ("2.766.400": pesos, rupiah). */
const MONEY_IN_TEXT = /\d[.,]\d{2}(?!\d)|\d(?:[.,]\d{3})+(?![\d.,])/;
const TOTAL_LINE =
  /^\s*(?:grand\s+|sub-?|page\s+|daily\s+|day\s+|month(?:ly)?\s+|period\s+)?totals?\b|\btotal\s+(?:debits?|credits?|withdrawals?|deposits?|paid\s+in|paid\s+out|money\s+(?:in|out)|des\s+(?:debits|credits)|mouvements)\b/i;
const PAGE_NUMBER = /\b(?:page|pagina|ukurasa)\s+\d+\s*(?:of|sur|de|\/|ya)\s*\d+\b/i;
const NOTICE =
  /^\s*(?:disclaimer|important(?:\s+notice)?|notice|note|nb|avertissement|aviso)\s*:|\bend\s+of\s+(?:the\s+)?statement\b|\bcontinued\s+(?:on|over)\s+(?:the\s+)?next\s+page\b|\bsuite\s+(?:au\s+verso|page\s+suivante)\b|\bfin\s+d[eu]\s+releve\b|\b(?:computer|system)[- ]generated\b|\berrors?\s+(?:and|&)\s+omissions\b/i;

/**
 * A line printed below a table's last row that is not part of it: a carried-forward balance or a
 * total with its amount, a page number, a notice. Such a line ends the table on its page, so it is
 * never glued onto the last row as wrapped description.
 */
export function isTableFooter(text: string): boolean {
  const t = foldAccents(text);
  if (PAGE_NUMBER.test(t) || NOTICE.test(t)) return true;
  return MONEY_IN_TEXT.test(t) && (BALANCE_ROW.test(t) || TOTAL_LINE.test(t) || TOTAL_ROW.test(t));
}
