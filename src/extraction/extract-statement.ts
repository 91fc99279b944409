import MONTH_DATA from './language/months.json';
import { accountOf, type ExtractedStatement, type StatementTransaction, type TransactionDetail } from '../domain/statement';
import { fromMinor } from '../domain/money';
import type { PdfText } from '../pdf/types';
import type { HeaderMatch } from './columns';
import { findHeaderSets } from './header-hints';
import { inferHeaders } from './headerless';
import { placeColumns } from './table-columns';
import { ExtractionError } from './errors';
import { looksLikeDecimalMoney } from './amounts';
import { pageLines, repeatedLineKeys, type Line } from './layout';
import type { RawRow } from './rows';
import { findIssuerName } from './issuer-name';
import { findCurrency } from './metadata';
import { PROFILES, detectProfile, type IssuerProfile } from './profiles';
import { arithmeticScore, chooseTable, type TableCandidate } from './reading-choice';
import { readingSettings, type SettingsOverride } from './settings';
import { preambleOf, readStatementTable, type TableRead } from './statement-table';
import { describeUnreadable, unreadMessage, unreadMoneyLines } from './unreadable';
import { accountKind } from './account-kind';
import { accountKey, accountStarts, sliceText } from './account-sections';
import { currencyColumnBalances, currencyStarts, type CurrencyBalances } from './currency-sections';
import { headerText } from './header-grid';
import { findPeriod, readHeaderDates, type DayMonthOrder, type HeaderDates } from './dates';
import { explainUnreadable, imagePagesWarning, scannedDocumentError } from './scanned-pages';
import { withStackedDates } from './stacked-dates';
import { sideBySidePages } from './side-by-side';
import { withoutSidePanels } from './side-panel';
import { withoutSymbolGlyphs } from './symbol-glyphs';
import { splitAcross } from './across-tables';

export interface ExtractOptions {
  /** Issuer profiles to detect from (default: the built-in ones); the generic one is always the fallback. */
  profiles?: readonly IssuerProfile[];
  /** Tolerances of the decision machinery, per section (default: `DEFAULT_SETTINGS`, see settings.ts). */
  settings?: SettingsOverride;
  /** Read the document as one account (no split into several accounts). */
  oneAccount?: boolean;
}

/**
 * The pure engine: positioned text → statement. Finds the transaction table (by its header labels,
 * else by the geometry of dated rows and numeric columns), rebuilds rows, lets the running balance
 * decide between readings, sets aside rows that moved no money and reconciles what it returns, every
 * row it read with each break listed; refuses, saying what it found, only when no reading gives rows.
 * A PDF holding several accounts is read account by account (`accounts`). A document whose pages have
 * no text layer (a scan) is refused as `scanned_document` before any reading (`scanned-pages.ts`); one
 * read from its typed pages while others are images says so in a warning.
 */
export function extractStatement(text: PdfText, opts: ExtractOptions = {}): ExtractedStatement {
  const scan = scannedDocumentError(text);
  if (scan) throw scan;
  let statement: ExtractedStatement;
  try {
    statement = readStatement(withoutSymbolGlyphs(text, readingSettings(opts.settings)), opts);
  } catch (err) {
    throw explainUnreadable(err, text);
  }
  // A typed document with a scanned page is read from its typed pages; the image page is a warning.
  const images = imagePagesWarning(text);
  if (images) statement.reconciliation.warnings.push(images);
  return statement;
}

function readStatement(text: PdfText, opts: ExtractOptions): ExtractedStatement {
  const layout = layoutOf(text, opts);
  try {
    return readLayout(text, opts, layout);
  } catch (e) {
    // Day headings printed as a stack in the margin ("02" beside "März 2026" over "Montag"): when the
    // lines as clustered give no reading, the stacks gathered into heading lines may (stacked-dates).
    const stacked =
      e instanceof ExtractionError && e.code === 'unrecognised_format' ? withStackedDates(layout.pages, readingSettings(opts.settings).dates) : null;
    if (!stacked) throw e;
    try {
      const [headers = [], ...otherHeaders] = findHeaderSets(stacked, layout.profile, readingSettings(opts.settings).headers);
      return readLayout(text, opts, { ...layout, pages: stacked, headers, otherHeaders });
    } catch {
      throw e;
    }
  }
}

function readLayout(text: PdfText, opts: ExtractOptions, layout: Layout): ExtractedStatement {
  if (opts.oneAccount) return extractOne(text, opts, layout);
  return severalAccounts(text, opts, layout) ?? extractOne(text, opts, layout);
}

/** Lines, the issuer profile and the labelled table headers: read once per document. */
interface Layout {
  pages: Line[][];
  profile: IssuerProfile;
  headers: HeaderMatch[];
  /** Headers of the other kinds the document prints (another table, or the transaction table beside a better-labelled one). */
  otherHeaders: HeaderMatch[][];
}

function layoutOf(text: PdfText, opts: ExtractOptions): Layout {
  const settings = readingSettings(opts.settings);
  // A page printed as two tables side by side is read as its two halves (side-by-side).
  const pages = sideBySidePages(
    text.pages.map((page) => pageLines(page, settings.lines)),
    settings.pages,
  );
  // Only the letterhead and header block identify the issuer: a transaction to "GTBANK" does not.
  const profile = detectProfile(
    untilFirstRow(pages[0] ?? [])
      .map((l) => l.text)
      .join('\n'),
    opts.profiles ?? PROFILES,
  );
  const [headers = [], ...otherHeaders] = findHeaderSets(pages, profile, settings.headers);
  return { pages, profile, headers, otherHeaders };
}

/**
 * A PDF holding several accounts, each under its own block and header (see account-sections): every
 * account read on its own; the first is the statement, all of them are `accounts`. Null when the PDF
 * holds one account, or when fewer than two of its parts can be read (then it is read as one).
 */
function severalAccounts(text: PdfText, opts: ExtractOptions, { pages, profile, headers }: Layout): ExtractedStatement | null {
  const byAccount = accountStarts(pages, headers, profile);
  // One table per currency (a multi-currency wallet): each currency is an account, its balances those
  // the summary's column for that code prints.
  const byCurrency = byAccount.length ? [] : currencyStarts(pages, headers, readingSettings(opts.settings).sections.currencyHeadingLines);
  const starts = byAccount.length ? byAccount : byCurrency;
  if (!starts.length) return null;
  const perCurrency = byCurrency.length ? currencyColumnBalances(pages) : null;
  const read: ExtractedStatement[] = [];
  const parts: { part: PdfText; layout: Layout; currency: { code: string; balances: CurrencyBalances | null } | null }[] = [];
  // A part that prints no period of its own (an account starting half way down a page) takes the document's.
  const documentDates = headers[0] ? readHeaderDates(headerText(preambleOf(pages, headers[0]))) : null;
  starts.forEach((start, i) => {
    const part = sliceText(text, start, starts[i + 1]);
    try {
      const currency = perCurrency ? { code: start.account, balances: perCurrency.get(start.account) ?? null } : null;
      const layout = layoutOf(part, opts);
      const one = extractOne(part, { ...opts, oneAccount: true }, layout, documentDates, currency);
      // The number the part was cut at carries the one its fields read on ("0038817" → "0038817-L14"): it is the account.
      const [cutAt, own] = [accountKey(start.account), accountKey(one.account)];
      if (byAccount.length && cutAt.startsWith(own) && cutAt !== own) one.account = start.account;
      read.push(one);
      parts.push({ part, layout, currency });
    } catch (e) {
      if (!(e instanceof ExtractionError)) throw e;
    }
  });
  if (read.length < 2) return null;
  // One document prints its dates one way: a part whose day/month order nothing in it tells takes the
  // order another part's own dates decided (a number above 12, a weekday, its period).
  const decided = read.map((s) => s.reconciliation.reading?.dates).find((d) => d && DECIDING.has(d.evidence) && d.format !== 'unambiguous');
  if (decided)
    read.forEach((s, i) => {
      if (s.reconciliation.dates?.status !== 'ambiguous') return;
      const { part, layout, currency } = parts[i]!;
      const profile = { ...layout.profile, dateOrder: decided.format === 'day first' ? ('DMY' as const) : ('MDY' as const) };
      read[i] = extractOne(part, { ...opts, oneAccount: true }, { ...layout, profile }, documentDates, currency);
      read[i]!.reconciliation.warnings.push(`day/month order read ${decided.format}, as another account of the document prints its dates`);
    });
  // The accounts of one PDF are one customer's: a part whose block prints no holder (the name printed above the
  // line the part starts at) is the holder another part names. Currencies may differ, and are left as printed.
  const holder = read.find((s) => s.name)?.name ?? '';
  for (const s of read) if (!s.name) s.name = holder;
  // A part that names no currency is in the one the others name, when they all name the same.
  const codes = new Set(read.map((s) => s.currency_code).filter(Boolean));
  const only = codes.size === 1 ? read.find((s) => s.currency_code)! : null;
  if (only) for (const s of read) if (!s.currency_code) Object.assign(s, { currency: only.currency, currency_code: only.currency_code });
  // One account held in several currencies: a currency's part that prints no number is the account's.
  const number = byCurrency.length ? (read.find((s) => s.account)?.account ?? '') : '';
  for (const s of read) if (!s.account) s.account = number;
  return { ...read[0]!, document: text.info, accounts: read.map(accountOf) };
}

function extractOne(
  text: PdfText,
  opts: ExtractOptions,
  { pages, profile, headers, otherHeaders }: Layout,
  documentDates: HeaderDates | null = null,
  /** This part is one currency's section: its ISO code and the balances the summary prints for it. */
  currencySection: { code: string; balances: CurrencyBalances | null } | null = null,
): ExtractedStatement {
  const firstPage = pages[0] ?? [];

  const settings = readingSettings(opts.settings);
  const repeated = repeatedLineKeys(pages, settings.lines.repeatedShare);
  const read = (set: HeaderMatch[], name: string, own = pages) => {
    // A table printed several records across is read one record a line (across-tables).
    const one = splitAcross(own, set);
    // A panel printed beside the table (side-panel) is no part of it: taken out before the columns are placed.
    const clean = withoutSidePanels(one.pages, one.headers, settings.pages);
    return readStatementTable(
      clean.pages,
      placeColumns(clean.headers, clean.pages, repeated, settings.columns),
      repeated,
      profile,
      settings,
      name,
      documentDates,
      currencySection?.balances ?? null,
    );
  };
  // A header of another kind is read as its own table, which ends where the next table's header starts.
  const readOther = (set: HeaderMatch[], name: string) => read(set, name, untilOtherTable(pages, set, [headers, ...otherHeaders]));
  const { first, preamble, fields, preText, rows, table, reconciliation } = neverEmptyWithRows(pages, () =>
    withFallback(
      () => headers,
      () => otherHeaders,
      () => inferHeaders(pages, repeated, settings.columns),
      read,
      readOther,
      () => describeUnreadable(pages),
      settings.headers.otherKinds,
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
    ...(e.feeIncluded ? { fee: fromMinor(e.feeIncluded) } : {}),
    ...(e.dateFlag ? { date_flag: e.dateFlag } : {}),
  }));
  const moneyCells = rows
    .slice(0, 30)
    .map((r) => `${r.text.debit ?? ''} ${r.text.credit ?? ''} ${r.text.amount ?? ''} ${r.text.balance ?? ''}`)
    .join('\n');
  const currency = currencySection
    ? { currency: currencySection.code, currency_code: currencySection.code }
    : findCurrency(fields, first.currencyHint, preText, profile, moneyCells, {
        narrations: txns.map((e) => e.description),
        share: settings.metadata.rowCountryShare,
      });
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
    printed_period: printedPeriod([fields.period, preText].filter(Boolean).join('\n'), profile.dateOrder),
    reconciliation,
    document: text.info,
  };
}

/** What decides a part's day/month order from its own dates, so that other parts of the document may follow it. */
const DECIDING: ReadonlySet<string> = new Set(['values', 'weekdays', 'period']);

/** The header's printed period (for the analysis's monthly averages), or null. */
function printedPeriod(text: string, order: DayMonthOrder | undefined): { start_date: string; end_date: string } | null {
  const p = findPeriod(text, order);
  return p ? { start_date: p.start, end_date: p.end } : null;
}

/** An English month name or abbreviation: the first (shortest) word of each English month in `language/months.json`. */
const MONTH = String.raw`(?:${MONTH_DATA.languages.en.map((m) => m.split(' ')[0]).join('|')})[a-z]*\.?`;
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
 * Reads the table under its labelled header; when that fails, or its balances break, also under the
 * columns inferred from the values alone, and lets `chooseTable` decide by the statement's arithmetic.
 */
function withFallback(
  labelled: () => HeaderMatch[],
  others: () => HeaderMatch[][],
  inferred: () => HeaderMatch[],
  read: (h: HeaderMatch[], name: string) => TableRead,
  readOther: (h: HeaderMatch[], name: string) => TableRead,
  describe: () => string,
  /** At most this many other kinds of labelled header are read when the best one does not reconcile. */
  otherKinds: number,
): TableRead {
  const attempt = (name: string, headers: HeaderMatch[], how = read): TableCandidate<TableRead> => {
    try {
      return { name, outcome: how(headers, name) };
    } catch (e) {
      if (!(e instanceof ExtractionError)) throw e;
      return { name, outcome: e };
    }
  };
  const candidates: TableCandidate<TableRead>[] = [];
  const found = labelled();
  if (found.length) {
    const first = attempt('labelled header', found);
    if (!(first.outcome instanceof ExtractionError) && first.outcome.reconciliation.verdict !== 'unreconciled') return first.outcome;
    candidates.push(first);
    // The best-labelled header may head another table (an illustration, a summary): the other kinds of
    // header the document prints are read too, and the arithmetic decides (`chooseTable`).
    for (const set of others().slice(0, otherKinds)) candidates.push(attempt(`labelled header (${headerLabels(set)})`, set, readOther));
  }
  const guessed = inferred();
  if (guessed.length) candidates.push(attempt('inferred columns', guessed));
  if (!candidates.length) throw new ExtractionError('unrecognised_format', describe());
  const { chosen, rejected } = chooseTable(candidates);
  chosen.reconciliation.reading?.other_tables.push(...rejected.map(tableNote));
  return chosen;
}

/**
 * The pages as far as the first header of another kind below the table's own first header: the lines
 * from there on belong to that other table (an illustration, a summary), not to this one.
 */
function untilOtherTable(pages: Line[][], own: HeaderMatch[], kinds: HeaderMatch[][]): Line[][] {
  const start = own[0]!;
  const after = (h: HeaderMatch) => h.page > start.page || (h.page === start.page && h.lineIndex > start.lineIndex);
  const stops = kinds
    .flat()
    .filter((h) => !own.includes(h) && after(h))
    .sort((a, b) => a.page - b.page || a.lineIndex - b.lineIndex);
  const stop = stops[0];
  if (!stop) return pages;
  return pages.map((lines, p) => (p < stop.page ? lines : p === stop.page ? lines.slice(0, stop.lineIndex + 1 - stop.span) : []));
}

const headerLabels = (set: HeaderMatch[]) =>
  set[0]!.columns
    .filter((c) => c.role !== 'other')
    .map((c) => c.label)
    .join(' | ');

/** A table reading that was not taken, for the trace. */
function tableNote(c: TableCandidate<TableRead>): { table: string; score: number | null; reason: string } {
  if (c.outcome instanceof ExtractionError) return { table: c.name, score: null, reason: c.outcome.message };
  const r = c.outcome.reconciliation;
  return {
    table: c.name,
    score: arithmeticScore(r),
    reason: `${r.verdict}: ${r.balance_breaks.length} of ${r.balance_checks} balances break, ${c.outcome.table.txns.length} rows`,
  };
}
