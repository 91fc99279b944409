import type { ExtractedStatement, StatementTransaction, TransactionDetail } from '../domain/statement';
import { fromMinor } from '../domain/money';
import type { PdfText } from '../pdf/types';
import type { HeaderMatch } from './columns';
import { findHeaders } from './header-hints';
import { inferHeaders } from './headerless';
import { placeColumns } from './table-columns';
import { ExtractionError } from './errors';
import { looksLikeDecimalMoney } from './amounts';
import { pageLines, repeatedLineKeys, type Line } from './layout';
import type { RawRow } from './rows';
import { findIssuerName } from './issuer-name';
import { findCurrency } from './metadata';
import { PROFILES, detectProfile, type IssuerProfile } from './profiles';
import { readStatementTable, type TableRead } from './statement-table';
import { describeUnreadable, unreadMessage, unreadMoneyLines } from './unreadable';
import { accountKind } from './account-kind';
import { headerText } from './header-grid';

export interface ExtractOptions {
  /** Issuer profiles to detect from (default: the built-in ones); the generic one is always the fallback. */
  profiles?: readonly IssuerProfile[];
}

/**
 * The pure engine: positioned text → statement. Finds the transaction table (by its header labels,
 * else by the geometry of dated rows and numeric columns), rebuilds rows, lets the running balance
 * decide between readings, sets aside rows that moved no money and reconciles what it returns;
 * refuses, saying why, what it cannot make consistent.
 */
export function extractStatement(text: PdfText, opts: ExtractOptions = {}): ExtractedStatement {
  const pages = text.pages.map(pageLines);
  const firstPage = pages[0] ?? [];
  // Only the letterhead and header block identify the issuer: a transaction to "GTBANK" does not.
  const profile = detectProfile(
    untilFirstRow(firstPage)
      .map((l) => l.text)
      .join('\n'),
    opts.profiles ?? PROFILES,
  );

  const repeated = repeatedLineKeys(pages);
  const read = (headers: HeaderMatch[]) => readStatementTable(pages, placeColumns(headers, pages, repeated), repeated, profile);
  const { first, preamble, fields, preText, rows, table, reconciliation } = neverEmptyWithRows(pages, () =>
    withFallback(
      () => findHeaders(pages, profile),
      () => inferHeaders(pages, repeated),
      read,
      () => describeUnreadable(pages),
    ),
  );
  const headerBlock = preamble.length ? preamble : firstPage;
  const txns = table.txns;

  const transactions: StatementTransaction[] = txns.map((e) => ({
    date: e.iso!,
    description: e.description,
    amount: fromMinor(Math.abs(e.signed!)),
    type: e.signed! < 0 ? 'debit' : 'credit',
    balance: e.balance === null ? null : fromMinor(e.balance),
  }));
  const details: TransactionDetail[] = txns.map((e) => ({
    time: e.date?.time ?? null,
    reference: e.reference,
    page: e.page,
    ...(e.valueIso ? { value_date: e.valueIso } : {}),
    ...(e.impossibleDate ? { impossible_date: e.impossibleDate } : {}),
  }));
  const moneyCells = rows
    .slice(0, 30)
    .map((r) => `${r.text.debit ?? ''} ${r.text.credit ?? ''} ${r.text.amount ?? ''} ${r.text.balance ?? ''}`)
    .join('\n');
  const currency = findCurrency(fields, first.currencyHint, preText, profile, moneyCells);
  const kind = accountKind(profile, headerText(preamble));
  // A wallet's number is its account: a mobile-money statement without an account label uses the phone.
  const account = profile.accountIsPhone || kind === 'mobile_money' ? fields.account || fields.contacts : fields.account;
  return {
    name: fields.name,
    account,
    contacts: fields.contacts || (profile.accountIsPhone ? account : '') || fields.email,
    company:
      findIssuerName({ top: headerBlock.filter((_, i) => !fields.fieldLines.has(i)), bottom: belowTable(pages[first.page] ?? [], rows) }) ||
      profile.company,
    ...currency,
    start_date: transactions[0]!.date,
    end_date: transactions[transactions.length - 1]!.date,
    no_of_transactions: transactions.length,
    transactions,
    details,
    profile: profile.id,
    account_kind: kind,
    validation: table.validation,
    reconciliation,
    document: text.info,
  };
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** A date in a line: one word with the same separator twice ("05.01.2024", "13-DEC-23"), or a spelt month. */
const DATE_WORD = /^\d{1,4}([-/.])(?:\d{1,2}|[A-Za-z]{3,9})\1\d{2,4}(?!\d)/;
const SPELT_DATE = new RegExp(String.raw`\b\d{1,2} ${MONTH},? \d{4}\b|\b${MONTH} \d{1,2},? \d{4}\b`, 'i');

/** Lines before the first one that reads like a transaction (a date and an amount). */
function untilFirstRow(lines: Line[]): Line[] {
  const k = lines.findIndex(
    (l) => (l.words.some((w) => DATE_WORD.test(w.text)) || SPELT_DATE.test(l.text)) && l.words.some((w) => looksLikeDecimalMoney(w.text)),
  );
  return k < 0 ? lines : lines.slice(0, k);
}

/** The first table page's lines well below its last row: the page footer. */
function belowTable(lines: Line[], rows: RawRow[]): Line[] {
  const page = lines[0]?.page;
  const last = Math.max(...rows.filter((r) => r.page === page).map((r) => r.y));
  return Number.isFinite(last) ? lines.filter((l) => l.y > last + 3 * l.size) : [];
}

/**
 * The last guard on the refusal path (contract item 5): a document with dated or timed lines that
 * carry amounts is not empty, whichever header the reading settled on, so `no_transactions` becomes
 * `unrecognised_format` saying what was found.
 */
function neverEmptyWithRows<T>(pages: Line[][], read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof ExtractionError) || e.code !== 'no_transactions') throw e;
    const found = unreadMoneyLines(pages.flat());
    if (found.dated > 0)
      throw new ExtractionError(
        'unrecognised_format',
        unreadMessage({ lines: found.dated, dated: found.dated }).replace(' under the table header', ''),
      );
    throw e;
  }
}

/**
 * Reads the table under its labelled header; when that fails (or there is none), under the columns
 * inferred from the values alone. The labelled reading's refusal stands unless the inferred reading
 * reconciles.
 */
function withFallback(
  labelled: () => HeaderMatch[],
  inferred: () => HeaderMatch[],
  read: (h: HeaderMatch[]) => TableRead,
  describe: () => string,
): TableRead {
  const found = labelled();
  let refusal: unknown = null;
  if (found.length) {
    try {
      return read(found);
    } catch (e) {
      if (!(e instanceof ExtractionError)) throw e;
      refusal = e;
    }
  }
  const guessed = inferred();
  if (!guessed.length) throw refusal ?? new ExtractionError('unrecognised_format', describe());
  let second: TableRead;
  try {
    second = read(guessed);
  } catch (e) {
    throw refusal ?? e;
  }
  // Overruling a labelled table that gave rows takes proof: the inferred reading must reconcile.
  // Where the labelled table gave none, rows read from the values beat "no transactions".
  const empty = (refusal as ExtractionError | null)?.code === 'no_transactions';
  if (refusal && !empty && second.reconciliation.verdict !== 'reconciled') throw refusal;
  return second;
}
