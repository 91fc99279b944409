import type { ExtractedStatement, StatementTransaction, TransactionDetail } from '../domain/statement';
import { fromMinor } from '../domain/money';
import type { PdfText } from '../pdf/types';
import { findHeaders } from './header-hints';
import { placeColumns } from './table-columns';
import { interpretRows, type Entry } from './entries';
import { ExtractionError } from './errors';
import { looksLikeDecimalMoney } from './amounts';
import { readHeaderDates, resolveDates } from './dates';
import { pageLines, repeatedLineKeys, type Line } from './layout';
import type { RawRow } from './rows';
import { findIssuerName } from './issuer-name';
import { findCurrency, readHeaderFields } from './metadata';
import { chronological } from './ordering';
import { PROFILES, detectProfile, type IssuerProfile } from './profiles';
import { buildRows } from './rows';
import { validateBalances } from './validation';

export interface ExtractOptions {
  /** Issuer profiles to detect from (default: the built-in ones); the generic one is always the fallback. */
  profiles?: readonly IssuerProfile[];
}

/**
 * The pure engine: positioned text → statement. Finds the transaction table by its header row,
 * rebuilds rows (wrapped descriptions merged), interprets dates and money once per statement,
 * puts rows in chronological order and checks the running balance.
 */
export function extractStatement(text: PdfText, opts: ExtractOptions = {}): ExtractedStatement {
  const pages = text.pages.map(pageLines);
  const firstPage = pages[0] ?? [];
  // Only the letterhead and header block identify the issuer: a transaction to "GTBANK" does not.
  const profile = detectProfile(untilFirstRow(firstPage).map((l) => l.text).join('\n'), opts.profiles ?? PROFILES);

  const repeated = repeatedLineKeys(pages);
  const headers = placeColumns(findHeaders(pages, profile), pages, repeated);
  if (!headers.length) throw new ExtractionError('unrecognised_format');
  const first = headers[0]!;

  const preamble: Line[] = pages.slice(0, first.page + 1).flatMap((lines, p) => (p === first.page ? lines.slice(0, first.lineIndex + 1 - first.span) : lines));
  const headerBlock = preamble.length ? preamble : firstPage;
  const fields = readHeaderFields(headerBlock, profile);
  const preText = preamble.map((l) => l.text).join('\n');
  // Period, statement date and due date give year-less rows their year and may settle day/month order.
  const headerDates = readHeaderDates([fields.period, preText].filter(Boolean).join('\n'));

  const rows = buildRows(pages, headers, repeated);
  const entries = interpretRows(rows);
  const { dates } = resolveDates(entries.map((e) => e.date), { order: profile.dateOrder, header: headerDates });
  entries.forEach((e, i) => (e.iso = dates[i] ?? null));
  fillMissingDates(entries);

  const txnsPrinted = entries.filter((e) => e.kind === 'txn' && e.iso !== null && e.signed !== null);
  const opening = pickBalance(entries, 'opening', txnsPrinted);
  const closing = pickBalance(entries, 'closing', txnsPrinted);
  if (!txnsPrinted.length) throw new ExtractionError('no_transactions');

  const txns = chronological(txnsPrinted, opening);
  const validation = validateBalances(txns, opening, closing);

  const transactions: StatementTransaction[] = txns.map((e) => ({
    date: e.iso!,
    description: e.description,
    amount: fromMinor(Math.abs(e.signed!)),
    type: e.signed! < 0 ? 'debit' : 'credit',
    balance: e.balance === null ? null : fromMinor(e.balance),
  }));
  const details: TransactionDetail[] = txns.map((e) => ({ time: e.date?.time ?? null, reference: e.reference, page: e.page }));
  const moneyCells = rows.slice(0, 30).map((r) => `${r.text.debit ?? ''} ${r.text.credit ?? ''} ${r.text.amount ?? ''} ${r.text.balance ?? ''}`).join('\n');
  const currency = findCurrency(fields, first.currencyHint, preText, profile, moneyCells);
  const account = profile.accountIsPhone ? fields.account || fields.contacts : fields.account;
  return {
    name: fields.name,
    account,
    contacts: fields.contacts || (profile.accountIsPhone ? account : '') || fields.email,
    company:
      findIssuerName({ top: headerBlock.filter((_, i) => !fields.fieldLines.has(i)), bottom: belowTable(pages[first.page] ?? [], rows) }) || profile.company,
    ...currency,
    start_date: transactions[0]!.date,
    end_date: transactions[transactions.length - 1]!.date,
    no_of_transactions: transactions.length,
    transactions,
    details,
    profile: profile.id,
    account_kind: profile.account_kind,
    validation,
    reconciliation: provisionalReconciliation(validation, transactions.length),
    document: text.info,
  };
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** A date in a line: one word with the same separator twice ("05.01.2024", "13-DEC-23"), or a spelt month. */
const DATE_WORD = /^\d{1,4}([-/.])(?:\d{1,2}|[A-Za-z]{3,9})\1\d{2,4}(?!\d)/;
const SPELT_DATE = new RegExp(String.raw`\b\d{1,2} ${MONTH},? \d{4}\b|\b${MONTH} \d{1,2},? \d{4}\b`, 'i');

/** Lines before the first one that reads like a transaction (a date and an amount). */
function untilFirstRow(lines: Line[]): Line[] {
  const k = lines.findIndex((l) => (l.words.some((w) => DATE_WORD.test(w.text)) || SPELT_DATE.test(l.text)) && l.words.some((w) => looksLikeDecimalMoney(w.text)));
  return k < 0 ? lines : lines.slice(0, k);
}

/** The first table page's lines well below its last row: the page footer. */
function belowTable(lines: Line[], rows: RawRow[]): Line[] {
  const page = lines[0]?.page;
  const last = Math.max(...rows.filter((r) => r.page === page).map((r) => r.y));
  return Number.isFinite(last) ? lines.filter((l) => l.y > last + 3 * l.size) : [];
}

/** Rows printed without a date (statements that print it once per day) take the row above's. */
function fillMissingDates(entries: Entry[]): void {
  let last: Entry | null = null;
  for (const e of entries) {
    if (e.iso) last = e;
    else if (last && e.kind === 'txn') {
      e.iso = last.iso;
      e.date = last.date;
    }
  }
  const firstDated = entries.find((e) => e.iso);
  for (const e of entries) {
    if (e.iso) break;
    if (firstDated) {
      e.iso = firstDated.iso;
      e.date = firstDated.date;
    }
  }
}

/**
 * The printed opening (closing) balance. In a newest-first statement "opening" rows sit at the end,
 * so the row's position does not matter, only its label; when several are printed (one per page),
 * the earliest opening and the latest closing win.
 */
function pickBalance(entries: Entry[], kind: 'opening' | 'closing', txns: Entry[]): number | null {
  const rows = entries.filter((e) => e.kind === kind && e.balance !== null);
  if (!rows.length) return null;
  const newestFirst = txns.length > 1 && (txns[0]!.iso ?? '') > (txns[txns.length - 1]!.iso ?? '');
  const pickFirst = (kind === 'opening') !== newestFirst;
  return (pickFirst ? rows[0]! : rows[rows.length - 1]!).balance;
}

/** Stand-in until the reconciliation module lands: derived from the balance validation alone. */
function provisionalReconciliation(v: ExtractedStatement['validation'], rows: number): ExtractedStatement['reconciliation'] {
  const figure = (printed: number | null) => ({ printed, computed: null, matches: null });
  return {
    verdict: v.verdict === 'ok' ? 'reconciled' : v.verdict === 'breaks' ? 'unreconciled' : 'unverified',
    opening_balance: figure(v.opening_balance),
    closing_balance: figure(v.closing_balance),
    balance_checks: v.checked,
    balance_breaks: [],
    totals: [],
    balance_source: v.checked > 0 || rows === 0 ? 'printed' : 'none',
    excluded_rows: [],
    warnings: [],
  };
}
