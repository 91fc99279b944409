import type { Reconciliation } from '../domain/statement';
import type { Column, HeaderMatch } from './columns';
import { readHeaderDates, type HeaderDates } from './dates';
import { isBalanceRow } from './balance-rows';
import { datesToldByLabel } from './header-labels';
import { ExtractionError } from './errors';
import { headerText } from './header-grid';
import { moneyCells } from './money-cells';
import { withDocumentDates } from './period';
import { datedLines, unreadMessage, unreadMoneyLines } from './unreadable';
import type { Line } from './layout';
import { readHeaderFields, type HeaderFields } from './metadata';
import type { IssuerProfile } from './profiles';
import { reconcile } from './reconciliation';
import { buildRows, type RawRow } from './rows';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';
import { isCardStatement } from './statement-kind';
import { gridTotalLines, summaryGrid } from './summary-grid';
import { labelledBalances, printedTotals } from './summary-lines';
import { readTable, type TableReading } from './table-reading';
import { unreadBalances } from './unread-balances';
import { printsNoMovement } from './no-movement';
import type { Money } from './amounts';

export interface TableRead {
  first: HeaderMatch;
  /** Everything above the table's first row: letterhead, account details, period. */
  preamble: Line[];
  fields: HeaderFields;
  preText: string;
  rows: RawRow[];
  table: TableReading;
  reconciliation: Reconciliation;
}

/** Everything above the table header's first line: letterhead, account details, period. */
export function preambleOf(pages: Line[][], first: HeaderMatch): Line[] {
  return pages.slice(0, first.page + 1).flatMap((lines, p) => (p === first.page ? lines.slice(0, first.lineIndex + 1 - first.span) : lines));
}

/**
 * One reading of the document under a set of table headers: rows assembled, read and reconciled.
 * Throws `ExtractionError` with what was found and what failed only when the reading gives no
 * transactions; a reading whose balances do not chain is returned with its breaks listed.
 */
export function readStatementTable(
  pages: Line[][],
  headers: HeaderMatch[],
  repeated: Set<string>,
  profile: IssuerProfile,
  settings: ReadingSettings = DEFAULT_SETTINGS,
  tableName = 'labelled header',
  /** The whole document's header dates, when this is one account's part of a PDF holding several. */
  documentDates: HeaderDates | null = null,
  /** One currency's balances as a summary with a column per currency prints them, when this is that currency's section. */
  sectionBalances: { opening: Money | null; closing: Money | null } | null = null,
): TableRead {
  const first = headers[0]!;
  const preamble = preambleOf(pages, first);
  const fields = readHeaderFields(preamble.length ? preamble : (pages[0] ?? []), profile);
  const preText = preamble.map((l) => l.text).join('\n');
  // Period, statement date and due date give year-less rows their year and may settle day/month order.
  // headerText spells out header grids ("Statement Date | Payment Due Date" over their values).
  const headText = headerText(preamble);
  const headerDates = withDocumentDates(readHeaderDates([fields.period, headText].filter(Boolean).join('\n')), documentDates);

  const rows = buildRows(pages, headers, repeated, settings);
  // The header as spelt out by headerText: a summary grid's "Opening Balance" finds the value under it.
  // Summary grids outside the table (labels stacked over their figures, above the table or below its last row).
  const below = linesBelow(pages, rows);
  const grid = [...summaryGrid(preamble, settings.totals), ...summaryGrid(below, settings.totals)];
  const headLines = headText.split('\n').map((text) => ({ text }));
  const whole = wholeMoneyRows(rows, settings);
  const anywhere = labelledBalances([...headLines, ...grid.map((e) => ({ text: `${e.label}: ${e.value}` })), ...below], whole);
  // Above the table, the opening printed on the page nearest to it is the table's: one on an earlier page
  // may belong to another statement bound into the same file. Within a page the first one stands (a
  // points summary may follow the account summary).
  const outside = sectionBalances?.opening
    ? {
        ...anywhere,
        opening: sectionBalances.opening,
        closing: sectionBalances.closing,
        closings: sectionBalances.closing ? [sectionBalances.closing] : [],
      }
    : { ...anywhere, opening: nearestPageOpening(preamble, whole) ?? anywhere.opening };
  const datesUnlabelled = datesToldByLabel(first.columns) === false;
  const totals = printedTotals([...pages, gridTotalLines(grid)], totalsOrder(first.columns));
  const table = readTable(rows, {
    dates: { order: profile.dateOrder, header: headerDates },
    // The header and the table's column labels ("Purchases | Payments") say whether this is a card; so do the
    // header line's own words, a label's word the columns left out with them ("Balance Owed").
    cardHint: isCardStatement(`${headText}\n${first.columns.map((c) => c.label).join(' ')}\n${headerLineText(pages, first)}`),
    cardWord: CARD_WORD.test(headText),
    outside,
    datesUnlabelled,
    settings,
    totals,
  });
  // Totals printing no movement make an empty table empty, whatever stray figures lie under it.
  if (!table.txns.length && printsNoMovement(totals)) throw new ExtractionError('no_transactions', emptyMessage(first.columns, true));
  if (!table.txns.length) {
    if (table.yearlessRows > 0)
      throw new ExtractionError(
        'unrecognised_format',
        `found ${table.yearlessRows} dated rows but their dates print no year and the statement prints no period`,
      );
    if (table.undatedRows > 0)
      throw new ExtractionError('unrecognised_format', `found ${table.undatedRows} rows with amounts but could not read their dates`);
    const below = pages.slice(first.page).flatMap((lines, i) => (i === 0 ? lines.slice(first.lineIndex + 1) : lines));
    const unread = datedLines(below).filter((l) => moneyCells(l).length > 0 && !isBalanceRow(l.text)).length - table.excluded.length;
    if (unread > 0)
      throw new ExtractionError(
        'unrecognised_format',
        `found ${unread} dated rows with amounts but could not place their amounts in the table's columns`,
      );
    // Final guard: money lines under the header that became nothing mean the table is not empty.
    const money = unreadMoneyLines(below);
    if (money.lines > table.excluded.length)
      throw new ExtractionError('unrecognised_format', unreadMessage({ lines: money.lines - table.excluded.length, dated: money.dated }));
    // Say what was found: the header, and that nothing under it carries money (a text layer whose
    // figures did not survive, or a period without movements).
    throw new ExtractionError('no_transactions', emptyMessage(first.columns, false));
  }
  // Rows that were read are never thrown away: breaks are listed in the reconciliation, not refused.
  const reconciliation: Reconciliation = {
    ...reconcile({ ...table, totals }),
    reading: { table: tableName, ...table.reading, other_tables: [] },
  };
  unreadBalances(rows, table, reconciliation);
  return { first, preamble, fields, preText, rows, table, reconciliation };
}

/** The first labelled opening of the last preamble page that prints one. */
function nearestPageOpening(preamble: Line[], whole: boolean): Money | null {
  const pages = [...new Set(preamble.map((l) => l.page))].reverse();
  for (const p of pages) {
    const text = headerText(preamble.filter((l) => l.page === p));
    const opening = labelledBalances(
      text.split('\n').map((t) => ({ text: t })),
      whole,
    ).opening;
    if (opening) return opening;
  }
  return null;
}

/** The text of the header's own lines. */
function headerLineText(pages: Line[][], header: HeaderMatch): string {
  return (pages[header.page] ?? [])
    .slice(header.lineIndex + 1 - header.span, header.lineIndex + 1)
    .map((l) => l.text)
    .join(' ');
}

const MONEY_TEXT_ROLES = ['debit', 'credit', 'amount', 'balance'] as const;

/** The rows print whole amounts: nearly all their money cells are figures without a decimal part. */
function wholeMoneyRows(rows: RawRow[], settings: ReadingSettings): boolean {
  let whole = 0;
  let cells = 0;
  for (const r of rows)
    for (const role of MONEY_TEXT_ROLES) {
      const t = r.text[role]?.trim();
      if (!t || !/\d/.test(t)) continue;
      cells++;
      if (!/\d[.,]\d{1,2}(?!\d)/.test(t)) whole++;
    }
  return cells >= settings.amounts.wholeMoneyMin && whole >= cells * settings.amounts.wholeMoneyShare;
}

const CARD_WORD = /\bcards?\b|\bcarte\b|cart[ãa]o|\bkadi\b/iu;

/** The order of the debit and credit columns, for totals printed under them without a label. */
function totalsOrder(columns: Column[]): ('debits' | 'credits')[] {
  return columns.filter((c) => c.role === 'debit' || c.role === 'credit').map((c) => (c.role === 'debit' ? 'debits' : 'credits'));
}

/** Lines below the table's last row (a closing summary on the last page). */
function linesBelow(pages: Line[][], rows: RawRow[]): Line[] {
  const last = rows[rows.length - 1];
  if (!last) return [];
  return pages.slice(last.page - 1).flatMap((lines) => lines.filter((l) => l.page > last.page || l.y > last.y + l.size));
}

function emptyMessage(columns: readonly Column[], totalsZero: boolean): string {
  const header = `The statement has a transaction table (header "${columns
    .map((c) => c.label)
    .filter(Boolean)
    .join(' | ')}")`;
  return totalsZero
    ? `${header} and its printed totals are zero: no transactions in the period.`
    : `${header} but no line under it prints an amount: no transactions, or a text layer without its figures.`;
}
