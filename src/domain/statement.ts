/**
 * The extracted statement: the contract between the extraction engine (producer) and the analysis,
 * the HTTP layer and the workflows (consumers). Plain JSON only (it crosses worker-thread and Temporal
 * boundaries): no `Date`, no `bigint`.
 */

export type TransactionType = 'credit' | 'debit';

/**
 * What kind of account the statement is for: a bank account, a mobile-money wallet, or a card account
 * (purchases are debits, payments credits, the balance owed is negative).
 */
export type AccountKind = 'bank' | 'mobile_money' | 'card';

/** One transaction as the public API shows it (spec: Transaction object). */
export interface StatementTransaction {
  /** ISO 8601 date, `YYYY-MM-DD`. */
  date: string;
  /** Raw description as printed, wrapped lines joined by one space. */
  description: string;
  /** Positive amount in major units of the account currency, rounded to the cent. */
  amount: number;
  type: TransactionType;
  /** Running balance after the transaction (major units); `null` when the statement prints none. */
  balance: number | null;
  /** Documented addition, on rows read by OCR only: how sure the recogniser was, and what the running balance corrected. */
  ocr?: TransactionOcr;
}

/** How a row read by OCR was read (README, "Scanned statements (OCR)"). */
export interface TransactionOcr {
  /** The lowest confidence (0-100) of the row's cells below; null when none of them was found back among OCR's words. */
  confidence: number | null;
  /** Confidence (0-100) of the words read in the date, amount and balance cells (the lowest word of each); a cell not found is absent. */
  cells: { date?: number; amount?: number; balance?: number };
  /** The cell the running balance corrected, when one was: what OCR read and what the arithmetic required (`date`: what the period and the rows around it required). */
  corrected?: { field: 'amount' | 'balance' | 'type' | 'date'; original: string; corrected: string };
}

/** Extra per-row facts kept beside the public fields (not part of the `/transactions` response). */
export interface TransactionDetail {
  /** `HH:MM:SS` when the statement prints a time, else null. */
  time: string | null;
  /** Receipt / reference number when a column holds one. */
  reference: string | null;
  /** 1-based page the row was read from. */
  page: number;
  /** The other date column's date (posting or value date, ISO) when the statement prints two; `date` is the transaction's. */
  value_date?: string;
  /** The date as printed when it names a day that does not exist ("31/02/2025"); the row's `date` is then the row above's. */
  impossible_date?: string;
  /** The row's date falls outside the printed period (beyond `dates.periodSlackDays`) or off the statement's date order. */
  date_flag?: 'outside_period' | 'out_of_order';
  /**
   * A fee printed beside the amount on the same row (a mobile-money "Fee" column) that the running balance moved
   * by as well: the row's `amount` is the movement, the amount and the fee together (a debit of their sum, or a
   * credit of the amount less the fee), and this the fee's part of it.
   */
  fee?: number;
  /** A cell OCR misread and the running balance corrected (one digit, a dropped decimal point or the sign), or a date one look-alike digit put outside the period or out of order (`date-repair.ts`). */
  ocr_corrected?: { field: 'amount' | 'balance' | 'type' | 'date'; original: string; corrected: string };
  /**
   * On rows read by OCR: the recogniser's confidence (0-100) in the words of the row's date, amount and balance
   * cells (the lowest word of each), and `row`, the lowest of them. A cell OCR's words could not be matched to is absent.
   */
  ocr_confidence?: { row: number; date?: number; amount?: number; balance?: number };
}

/** Account metadata (spec: Transaction extraction result). Unknown fields are empty strings. */
export interface StatementMetadata {
  name: string;
  account: string;
  contacts: string;
  company: string;
  currency: string;
  currency_code: string;
  /** ISO date of the first transaction in the period ('' when there is none). */
  start_date: string;
  /** ISO date of the last transaction in the period ('' when there is none). */
  end_date: string;
}

export interface BalanceValidation {
  /** `ok`: every row's balance follows from the previous one; `breaks`: some do not; `unchecked`: no balances. */
  verdict: 'ok' | 'breaks' | 'unchecked';
  /** Rows whose balance was checked against the previous balance. */
  checked: number;
  /** Rows where previous balance ± amount ≠ balance, after same-timestamp reordering. */
  breaks: number;
  /** Rows whose printed type disagrees with the balance movement. */
  type_mismatches: number;
  /** Opening/closing balances printed on the statement, when found, and whether they reconcile. */
  opening_balance: number | null;
  closing_balance: number | null;
  reconciles: boolean | null;
}

/**
 * How far an extraction can be trusted: the statement's own arithmetic (running balance, opening and
 * closing balances, printed totals) checked against the rows we return. Public: returned by
 * `POST /transactions` and inside every analysis result.
 *
 * Verdicts:
 * - `reconciled`: every check the statement allows passed (balances chain row by row, opening +
 *   rows = closing, printed totals equal computed ones).
 * - `unverified`: nothing contradicts the rows, but the statement prints too little to prove them
 *   (no running balance and no opening/closing balance or totals).
 * - `unreconciled`: some check failed; `balance_breaks`, `totals` and `warnings` say which. Never a
 *   clean answer: the HTTP layer flags it (`X-Reconciliation` header) and the analysis carries it.
 */
export type ReconciliationVerdict = 'reconciled' | 'unverified' | 'unreconciled';

/** A printed figure beside the figure computed from the returned rows (major units). */
export interface CheckedFigure {
  printed: number | null;
  computed: number | null;
  /** `null` when either side is missing. */
  matches: boolean | null;
}

/** A row whose printed balance does not follow from the previous balance and its amount. */
export interface BalanceBreak {
  /** Index into `transactions`. */
  index: number;
  date: string;
  /** Previous balance + amount. */
  expected: number;
  printed: number;
  /** The row's amount as read, signed (credit +, debit −): `expected` is the previous balance plus it. */
  amount: number;
}

/** A printed row that moved no money (cancelled, failed, reversed, declined, pending…): not a transaction. */
export interface ExcludedRow {
  date: string | null;
  description: string;
  amount: number | null;
  type: TransactionType | null;
  /** The status as printed ("Cancelled", "FAILED", …). */
  status: string;
  page: number;
}

/** One candidate reading of the table's money, as the trace shows it. */
export interface ReadingCandidate {
  /** Debit and credit columns as labelled, or the other way round. */
  columns: 'as labelled' | 'swapped';
  /** Balances printed in the holder's terms, printed as amounts owed (card, loan), computed from the opening, or none. */
  balances: 'printed' | 'owed' | 'computed' | 'none';
  /** Sign convention of amounts: bank (minus, DR, parentheses are debits) or card (unmarked amounts are purchases). */
  convention: 'bank' | 'card';
  /**
   * The statement's arithmetic under this reading: with a running balance, the rows whose balance follows
   * from the previous one; without, the printed figures (opening + rows = closing) that agree.
   */
  score: number;
}

/** Why the table was read the way it was: the reading chosen, the alternatives rejected and their scores. */
export interface ReadingTrace {
  /** How the table was found: `labelled header`, or `inferred columns` (from the values alone). */
  table: string;
  /** Which way the rows are printed (decided by the dates, else by the balances). */
  order: 'oldest-first' | 'newest-first';
  chosen: ReadingCandidate;
  rejected: ReadingCandidate[];
  /** Groups of rows sharing a timestamp that were reordered so balances chain, or chain only as one posting. */
  same_timestamp: { reordered: number; postings: number };
  /** Other ways of finding the table, with their arithmetic score (null when they gave no rows) and why not. */
  other_tables: { table: string; score: number | null; reason: string }[];
  /** How the dates were read: day/month order chosen and the one rejected, where the years came from. */
  dates?: DateReading;
}

/** The day/month order not taken, with the measure that decided and both orders' scores under it. */
export interface DateFormatRival {
  format: 'day first' | 'month first';
  /** What was counted: dates with a number above 12 in its place, printed weekdays that match, dates inside the printed period, turns of the date sequence (fewer wins), or what decided without a count. */
  measure: string;
  score: number;
  chosen_score: number;
}

/** The dates' reading for the trace. */
export interface DateReading {
  /** `unambiguous` when no numeric date reads differently in the two orders (month names, year first, equal day and month). */
  format: 'day first' | 'month first' | 'unambiguous';
  /** What decided the order: `values` (a number above 12), `weekdays`, `period` (inside the printed period, or the header's own dates), `sequence`, `profile` (the issuer's convention), `default` (nothing), `printed`. */
  evidence: string;
  rejected: DateFormatRival[];
  /** Where year-less dates took their year (`printed` when every date prints one). */
  year: string;
  /** The printed period the rows were checked against. */
  period: { start: string; end: string } | null;
}

/**
 * What the statement proves about its dates (the running balance proves amounts, not dates): `checked`
 * when the day/month order and the years were decided by what the statement prints (or need no
 * deciding), `ambiguous` when an order was assumed with nothing printed to tell; rows outside the
 * printed period or off the statement's date order are listed (and flagged on the row).
 */
export interface DateCheck {
  status: 'checked' | 'ambiguous';
  outside_period: { index: number; date: string }[];
  out_of_order: { index: number; date: string }[];
}

export interface Reconciliation {
  verdict: ReconciliationVerdict;
  opening_balance: CheckedFigure;
  closing_balance: CheckedFigure;
  /** Rows whose printed balance was checked against the previous one. */
  balance_checks: number;
  balance_breaks: BalanceBreak[];
  /** Printed totals (total credits, total debits, counts) against the returned rows. */
  totals: { label: string; printed: number; computed: number; matches: boolean }[];
  /** Where balances come from: printed on every row, computed from the opening balance, or absent. */
  balance_source: 'printed' | 'computed' | 'none';
  excluded_rows: ExcludedRow[];
  /** Plain-language findings, e.g. "2 rows were read with the sign the balance required". */
  warnings: string[];
  /** How the engine chose its reading (absent on statements built elsewhere, e.g. tests). */
  reading?: ReadingTrace;
  /** What the dates prove (absent on statements built elsewhere); `ambiguous` keeps the verdict from `reconciled`. */
  dates?: DateCheck;
  /** Present when some pages were scans read by OCR: which pages, word confidence, cells corrected. */
  ocr?: OcrReport;
}

export interface OcrReport {
  /** 1-based numbers of the pages read by OCR. */
  pages: number[];
  words: number;
  /** Mean word confidence, 0-100. */
  mean_confidence: number;
  low_confidence_words: number;
  /** Amount or balance cells the running balance corrected (rows carry `ocr_corrected`). */
  corrected: number;
  /** Amount and balance cells read by OCR that the running balance does not confirm (a break at the row, no printed balance). */
  unverified?: number;
  /** The recogniser that read the pages: `native` Tesseract or `wasm` (tesseract.js). */
  engine?: 'native' | 'wasm';
}

/** Facts about the PDF file itself, for integrity checks. */
export interface DocumentInfo {
  pages: number;
  producer: string | null;
  creator: string | null;
  /** ISO 8601 timestamps, when the PDF states them. */
  created_at: string | null;
  modified_at: string | null;
  encrypted: boolean;
}

export interface ExtractedStatement extends StatementMetadata {
  no_of_transactions: number;
  /** Chronological order (oldest first), stable within the same timestamp. */
  transactions: StatementTransaction[];
  /** Parallel to `transactions`. */
  details: TransactionDetail[];
  /** Id of the issuer profile that matched (`generic` for the fallback). */
  profile: string;
  /** `bank` or `mobile_money`. */
  account_kind: AccountKind;
  validation: BalanceValidation;
  /** The period printed in the header ("Statement period: 01 Dec 2024 – 31 Jan 2025"), when read. */
  printed_period?: { start_date: string; end_date: string } | null;
  /** The statement's arithmetic checked against the returned rows (public, see `Reconciliation`). */
  reconciliation: Reconciliation;
  document: DocumentInfo;
  /** Several accounts in one PDF: each account read on its own (the fields above are the first's). */
  accounts?: AccountStatement[];
}

/** One account of the statement with its own rows and reconciliation. */
export type AccountStatement = StatementMetadata & {
  no_of_transactions: number;
  transactions: StatementTransaction[];
  reconciliation: Reconciliation;
};

/** The public body of `POST /v1/api/transactions`. */
export type TransactionsResponse = AccountStatement & {
  /**
   * Documented addition, present only when the PDF holds several accounts: every account, the first
   * being the one the spec's fields describe.
   */
  accounts?: AccountStatement[];
};

export function accountOf(s: ExtractedStatement): AccountStatement {
  return {
    name: s.name,
    account: s.account,
    contacts: s.contacts,
    company: s.company,
    currency: s.currency,
    currency_code: s.currency_code,
    start_date: s.start_date,
    end_date: s.end_date,
    no_of_transactions: s.transactions.length,
    transactions: s.transactions,
    reconciliation: s.reconciliation,
  };
}

export function toTransactionsResponse(s: ExtractedStatement): TransactionsResponse {
  return { ...accountOf(s), ...(s.accounts && s.accounts.length > 1 ? { accounts: s.accounts } : {}) };
}
