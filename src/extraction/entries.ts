import MARKERS from './language/money-markers.json';
import BALANCE_WORDS from './language/balance-words.json';
import { directionMarker, parseCellMoney, type DecimalMark, type Money } from './amounts';
import { documentDecimal } from './number-format';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';
import { findDatesInText, isoDate, scanDate, scanDateOnly, type DateParts } from './dates';
import { isBalanceLabelOnly, isBalanceRow, isEitherEndRow, isOpeningRow, startsWithBalanceWord } from './balance-rows';
import { foldAccents } from './columns';
import type { RawRow } from './rows';
import { notCompletedStatus } from './row-status';
import { figureAfterBalanceLabel } from './summary-lines';
import { TOTAL_ONLY, TOTAL_ROW, escapeWord } from './total-labels';

/** A table row interpreted: money in signed minor units (credit +, debit −). */
export interface Entry {
  kind: 'txn' | 'opening' | 'closing';
  date: DateParts | null;
  /** A second date column's cell (value or posting date), as printed. */
  valueDate: DateParts | null;
  iso: string | null;
  /** The second date column's date (ISO), kept beside the transaction date. */
  valueIso?: string | null;
  description: string;
  reference: string | null;
  /** Signed amount; null for balance rows. */
  signed: number | null;
  /** False when nothing printed says debit or credit (an unsigned single amount column). */
  signKnown: boolean;
  balance: number | null;
  /** The balance's CR/DR marker as printed (CR: in the holder's favour on a card or loan statement). */
  balanceMarker: 'cr' | 'dr' | null;
  /** Debit and credit magnitudes as printed in separate columns (for the column-swap reading). */
  debit: number | null;
  credit: number | null;
  /** A single amount column's value as printed (sign, parentheses, DR/CR marker). */
  amount: Money | null;
  /** Balance rows: the printed figure (from the balance column, else the amount column, else after the label in the narration). */
  figure: Money | null;
  /** The status as printed when it says the row moved no money. */
  status: string | null;
  /** The balance solver turned the printed sign around. */
  corrected: boolean;
  /** The direction a section heading gave the row ("Deposits", "Withdrawals"), when under one. */
  sectionSign?: 'credit' | 'debit';
  /** Its figure is printed as a whole number, without a decimal part ("96", not "96.00"). */
  wholeFigure?: boolean;
  /** Its figure is a whole number in thousands groups ("1.284.551.208", "25,000"), no decimal part. */
  groupedWhole?: boolean;
  /** The date cell as printed when it names a day that does not exist ("31/02/2025"): the row is kept, dated as the row above. */
  impossibleDate: string | null;
  /** The date falls outside the printed period or off the statement's date order (`date-check.ts`). */
  dateFlag?: 'outside_period' | 'out_of_order';
  /** A fee printed beside the amount on the row (minor units, unsigned), before `feeMovement` decides whether it moved the balance too. */
  fee?: number;
  /** The fee the running balance moved by together with the amount: `signed` includes it (`feeMovement`). */
  feeIncluded?: number;
  page: number;
}

/** A row that prints an amount is a balance line only when it says so ("Opening deposit" is a deposit; `language/balance-words.json`). */
const BALANCE_WORD = new RegExp(String.raw`\b(?:${BALANCE_WORDS.row.join('|')})\b`, 'i');
const columnWords = (list: string[]) => new RegExp(`^(?:${list.map(escapeWord).join('|')})\\.?$`, 'i');
/** The whole cell of a direction column (`language/money-markers.json`, "column"). */
const DEBIT_WORD = columnWords(MARKERS.column.debit);
const CREDIT_WORD = columnWords(MARKERS.column.credit);

function moneyOf(text: string | undefined, decimal: DecimalMark | null): Money | null {
  if (!text) return null;
  const m = parseCellMoney(text, decimal);
  return m === null || m === 'blank' ? null : m;
}

/** The bank reading of a single amount column: minus, parentheses and DR are debits, the rest credits. */
export function bankSign(m: Money, dc: string): { signed: number; known: boolean } {
  const mark = directionMarker(dc);
  if (m.minor < 0 || m.marker === 'dr' || mark === 'dr' || DEBIT_WORD.test(dc)) return { signed: -Math.abs(m.minor), known: true };
  if (m.marker === 'cr' || mark === 'cr' || CREDIT_WORD.test(dc)) return { signed: Math.abs(m.minor), known: true };
  return { signed: m.minor, known: false };
}

/**
 * A balance line printed in the debit or credit column: its figure, positive unless printed with its own sign
 * ("Neuer Kontostand 1.719,81 -" under "Haben": overdrawn). The column alone does not make it negative.
 */
function columnFigure(debit: number | null, credit: number | null): Money | null {
  const v = credit || debit;
  return v ? { minor: v, marker: null } : null;
}

/** A scanned date that names no real day in either order ("31/02/2025", "30 Feb"); a year-less one is tried in a leap year. */
function cannotExist(p: DateParts): boolean {
  const y = p.year ?? 2024;
  return isoDate(y, p.b, p.a) === null && (p.fixed || isoDate(y, p.a, p.b) === null);
}

/**
 * A date cell printed in a numeric date's shape (day, month and year, one separator; day and month alone with a slash or a hyphen, as "93.23" is money) that the scanner refuses
 * because a number is out of range ("41/03/2026", "12/13/2025", "91/01": a misprint, or OCR's 4 for a 1): the row's
 * date is impossible, not absent, so the row is kept, dated as the row above, and flagged like "31/02/2025".
 */
const DATE_SHAPED = /^(?:\d{1,2}([/.-])\d{1,2}\1(?:\d{2}|\d{4})|\d{1,2}[/-]\d{1,2}|\d{4}([/.-])\d{1,2}\2\d{1,2})$/;
/**
 * Digits of a whole date with a separator lost or doubled, or run into its time ("1101/2026" for 11/01/2026,
 * "11//01/2026", "2026-02-2117:18:04"): six digits or more, a slash or a hyphen among them.
 */
const DATE_DIGITS = /^(?=(?:[/.:-]*\d){6})\d[\d/.:-]*\d$/;
function shapedLikeDate(cell: string | undefined): boolean {
  const c = (cell ?? '').trim();
  // The first separator after a day, a month or a year ("123-456" is a cheque number), or two of them.
  const sep = c.search(/[/-]/);
  return DATE_SHAPED.test(c) || (DATE_DIGITS.test(c) && sep >= 0 && (sep === 2 || sep === 4 || (c.match(/[/.-]/g) ?? []).length >= 2));
}

export function interpretRows(
  rows: RawRow[],
  amounts: ReadingSettings['amounts'] = DEFAULT_SETTINGS.amounts,
  /** The opening balance printed outside the table (minor units), for the fee of the row the table starts from. */
  opening: number | null = null,
): Entry[] {
  const out: Entry[] = [];
  // One number format for the whole document: its own figures say which mark is the decimal one.
  const decimal = documentDecimal(
    rows.flatMap((r) => [r.text.debit, r.text.credit, r.text.amount, r.text.balance].filter((t): t is string => !!t)),
    amounts,
  );
  const datesLeft = datesLeftOfLabel(rows);
  const details = new Map<Entry, number>();
  /** Amounts of a single amount column whose direction their own cell prints (a CR marker; a minus, parentheses or DR), and rows with a D/C cell. */
  const marks = { credit: 0, debit: 0, column: 0 };
  for (const r of rows) {
    const t = r.text;
    let description = (t.description ?? '').trim();
    // Printed totals are read by the summary-line reader, never as rows. A dated row is a total only
    // when its text is the label alone: "TOTAL ENERGIES" on a dated row is a fuel purchase.
    // The label may sit in the date column ("Total deposits" printed from the table's left edge), and
    // start in a reference column left of it ("Total Checks | Paid" under "Check No. | Date Paid").
    // A label spanning the date columns of a spreadsheet export ("Kontostand | neu am 08.12.2024") reads across both.
    const spanned = /\d/.test(t.date ?? '') || !/\p{L}/u.test(t.value_date ?? '') ? '' : ` ${(t.value_date ?? '').trim()}`;
    const label = /\d/.test(t.date ?? '') ? description : `${(t.date ?? '').trim()}${spanned} ${description}`.trim();
    const lead = /\d/.test(t.date ?? '') || /\d/.test(t.reference ?? '') ? '' : (t.reference ?? '').trim();
    const isTotal = (l: string) => TOTAL_ROW.test(l) && (!/\d/.test(t.date ?? '') || TOTAL_ONLY.test(l));
    if (isTotal(label) || (lead && isTotal(`${lead} ${label}`))) continue;
    // So is a balance label that starts in the date column ("Brought | Forward :"): the row keeps the whole label.
    if (label !== description && isBalanceRow(label) && !isBalanceRow(description)) description = label;
    const debit = moneyOf(t.debit, decimal)?.minor ?? null;
    const credit = moneyOf(t.credit, decimal)?.minor ?? null;
    const amount = moneyOf(t.amount, decimal);
    let signed: number | null = null;
    let signKnown = true;
    if ((debit !== null && debit !== 0) || (credit !== null && credit !== 0)) {
      signed = Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    } else if (amount) {
      ({ signed, known: signKnown } = bankSign(amount, (t.dc ?? '').trim()));
      // Only the amount's own cell counts ("76.33Cr", "-50.00"): a D/C column prints both words, some of which may not be read.
      if ((t.dc ?? '').trim()) marks.column++;
      else if (amount.marker === 'cr') marks.credit++;
      else if (amount.marker === 'dr' || amount.minor < 0) marks.debit++;
      // Under a "Deposits" or "Withdrawals" heading an unsigned figure takes the heading's direction.
      if (!signKnown && r.sectionSign) {
        signed = r.sectionSign === 'debit' ? -Math.abs(amount.minor) : Math.abs(amount.minor);
        signKnown = true;
      }
    } else if (debit === 0 || credit === 0) signed = 0;
    const balanceMoney = moneyOf(t.balance, decimal);
    const balance = balanceMoney?.minor ?? null;
    const stacked = stackedDates(t.date, t.value_date);
    let date = stacked ? stacked.date : t.date ? scanDate(t.date) : null;
    // A line of its own date-less, balance-less zeros ("Purchases 25.24% -0- -0-" in a rate table) moves no money.
    if (signed === 0 && date === null && balance === null) continue;
    // Nor does a dated zero with no narration and no balance (".00" pairs of a daily-balance grid).
    if (signed === 0 && balance === null && !description && !/\p{L}/u.test(t.date ?? '')) continue;
    let kind: Entry['kind'] = 'txn';
    // A row that moves the balance by the one figure printed in a detail column ("Fees" beside Money In /
    // Money Out): that figure is its movement, when the balance printed next to it says so (detailMovement).
    let detail: Money | null = null;
    // A dated row that moves by an amount of its own beside a different balance ("Übertrag auf Sparkonto …": a
    // transfer, as German banks call one) stays a row: the running balance decides (balance-lines.ts).
    const ownMovement = date !== null && balance !== null && !!signed && Math.abs(signed) !== Math.abs(balance) && !isBalanceLabelOnly(label);
    if (
      isBalanceRow(label) &&
      (signed === null || signed === 0 || (startsWithBalanceWord(label) && BALANCE_WORD.test(foldAccents(label)) && !ownMovement))
    ) {
      kind = isEitherEndRow(label) ? (out.some((e) => e.kind === 'txn') ? 'closing' : 'opening') : isOpeningRow(label) ? 'opening' : 'closing';
    } else if (signed === null) {
      if (balance === null) continue;
      detail = description && date ? moneyOf(t.other, decimal) : null;
      kind = out.some((e) => e.kind === 'txn') ? 'closing' : 'opening';
    }
    // A row whose date sits right of the date column ("CHECK NO. | DATE PAID | AMOUNT" under a date-first
    // header): a narration that is a date alone is the row's date, the date cell's text its narration.
    if (!date && kind === 'txn' && /\d/.test(description)) {
      const moved = scanDateOnly(description);
      if (moved) {
        date = moved;
        description = (t.date ?? '').trim();
      }
    }
    // Dates printed left of the date column, under the label before it (datesLeftOfLabel).
    if (datesLeft && !date && kind === 'txn' && !/\d/.test(t.date ?? '')) date = trailingDate(t.other);
    // Words without a digit in the date cell of an undated row ("Repasse | de IOF em R$") start its narration.
    const words = (t.date ?? '').trim();
    if (!date && kind === 'txn' && /\p{L}/u.test(words) && !/\d/.test(words) && !description.startsWith(words))
      description = `${words} ${description}`.trim();
    // A row printing no narration (a check paid: "1041 | 12/15 | 616.25") is named by its reference.
    if (!description && kind === 'txn' && t.reference?.trim()) description = t.reference.trim();
    const status = notCompletedStatus(t.status) ?? notCompletedStatus(t.other) ?? r.section;
    const entry: Entry = {
      kind,
      date,
      valueDate: stacked ? stacked.valueDate : t.value_date ? scanDate(t.value_date) : null,
      iso: null,
      description,
      reference: t.reference?.trim() || null,
      signed,
      signKnown,
      balance,
      balanceMarker: balanceMoney?.marker ?? null,
      debit,
      credit,
      amount,
      figure: kind === 'txn' ? null : (balanceMoney ?? amount ?? columnFigure(debit, credit) ?? figureAfterBalanceLabel(description)),
      status,
      corrected: false,
      impossibleDate: (date ? cannotExist(date) : kind === 'txn' && shapedLikeDate(t.date)) ? t.date!.trim() : null,
      page: r.page,
      ...(r.sectionSign ? { sectionSign: r.sectionSign } : {}),
      ...(wholeFigure(t.debit, t.credit, t.amount) ? { wholeFigure: true } : {}),
      ...(groupedWholeFigure(t.debit, t.credit, t.amount) ? { groupedWhole: true } : {}),
    };
    // The fee cells of every fee column (one per line, `rows.ts`): together the fee charged on the movement.
    const fees = kind === 'txn' && signed !== null && t.fee ? t.fee.split('\n').map((f) => moneyOf(f, decimal)) : [];
    const fee = fees.reduce((sum, f) => sum + (f ? Math.abs(f.minor) : 0), 0);
    if (fee !== 0) entry.fee = fee;
    out.push(entry);
    if (detail) details.set(entry, Math.abs(detail.minor));
  }
  bareAmountsAreDebits(out, marks);
  for (const [e, figure] of details) detailMovement(out, e, figure);
  out.forEach((e, i) => e.fee && feeMovement(out, i, opening));
  feeConvention(out);
  return out;
}

/**
 * A fee column follows one convention for the whole table: when every fee row whose movement could be checked
 * took its fee from the balance (at least two), a fee row that could not be checked (the first row, with no
 * opening balance printed) moved by its amount and fee together too, in its printed direction.
 */
function feeConvention(entries: Entry[]): void {
  const fees = entries.flatMap((e, i) => (e.kind === 'txn' && e.fee && e.signed !== null && e.balance !== null ? [{ e, i }] : []));
  const included = fees.filter(({ e }) => e.feeIncluded);
  if (included.length < 2) return;
  // A row with no printed balance above it (oldest first) could not be checked from the row before.
  const unchecked = fees.filter(({ e, i }) => !e.feeIncluded && nearestBalance(entries, i, -1) === null).map(({ e }) => e);
  if (included.length + unchecked.length !== fees.length) return;
  for (const e of unchecked) {
    if (!e.signKnown) continue;
    const amount = Math.abs(e.signed!);
    e.signed = e.signed! < 0 ? -(amount + e.fee!) : amount - e.fee!;
    e.feeIncluded = e.fee;
  }
}

/**
 * A single amount column that marks its credits in their own cells ("76.33Cr") and never a debit (no minus, no
 * parentheses, no DR, and no D/C column beside it) prints its debits bare, on a bank statement (money in marked)
 * as on a card (payments marked): a bare amount there is a debit, as printed, not a figure whose direction the
 * running balance may choose (a balance OCR misread would otherwise turn the debits beside it around). Needs at
 * least two marked credits.
 */
function bareAmountsAreDebits(entries: Entry[], marks: { credit: number; debit: number; column: number }): void {
  if (marks.credit < 2 || marks.debit > 0 || marks.column > 0) return;
  for (const e of entries)
    if (e.kind === 'txn' && !e.signKnown && e.amount && e.signed !== null && e.debit === null && e.credit === null && !e.sectionSign) {
      e.signed = -Math.abs(e.signed);
      e.signKnown = true;
    }
}

/** The nearest balance printed above (`step` −1) or below (+1) row `i`. */
function nearestBalance(entries: readonly Entry[], i: number, step: 1 | -1): number | null {
  for (let j = i + step; j >= 0 && j < entries.length; j += step) {
    const b = entries[j]!.balance;
    if (b !== null) return b;
  }
  return null;
}

/**
 * A row printing its amount and, in a fee column, the fee charged on it ("CASH_OUT 145,000 | 4,400"): one
 * movement of both when the balance beside it moved by the amount and the fee together from the nearest balance
 * above it (oldest first) or below it (newest first), or from the opening balance at the table's end: a debit
 * of their sum, or a credit of the amount less the fee. The fee is kept apart on the row (`fee` in its details). A fee column that did not move the balance
 * (charges accrued, informational) changes nothing.
 */
function feeMovement(entries: Entry[], i: number, opening: number | null): void {
  const e = entries[i]!;
  if (e.balance === null || e.signed === null || !e.fee) return;
  const amount = Math.abs(e.signed);
  const debit = -(amount + e.fee);
  const credit = amount - e.fee;
  // The first row printed (oldest first) or the last (newest first) moved from the opening balance.
  for (const before of [nearestBalance(entries, i, -1) ?? opening, nearestBalance(entries, i, 1) ?? opening]) {
    if (before === null) continue;
    const moved = e.balance - before;
    const fits = moved === debit ? debit : moved === credit && credit > 0 ? credit : null;
    // A printed direction the fee would turn around is the printed one.
    if (fits === null || (e.signKnown && Math.sign(fits) !== Math.sign(e.signed))) continue;
    e.signed = fits;
    e.signKnown = true;
    e.feeIncluded = e.fee;
    return;
  }
}

/**
 * A dated, narrated row read as a balance line because no money column moved it, that prints one figure in a
 * detail column (a fee in its own "Fees" column): it is a transaction of that figure when the balance printed
 * beside it differs by exactly that much from the nearest printed balance above it (oldest first) or below it
 * (newest first). The statement's arithmetic decides, so an informational column (charges accrued, not
 * debited) never moves anything.
 */
function detailMovement(entries: Entry[], e: Entry, figure: number): void {
  const i = entries.indexOf(e);
  const above = nearestBalance(entries, i, -1);
  const below = nearestBalance(entries, i, 1);
  const moved = [above === null ? null : e.balance! - above, below === null ? null : e.balance! - below].find(
    (d) => d !== null && d !== 0 && Math.abs(d) === figure,
  );
  if (moved === undefined || moved === null) return;
  e.kind = 'txn';
  e.signed = moved;
  e.signKnown = false;
  e.figure = null;
}

/** The row's figures print no decimal part ("96", "1,200"), where "54.98" or "30,00" print cents. */
function wholeFigure(...cells: (string | undefined)[]): boolean {
  const printed = cells.filter((c): c is string => !!c && /\d/.test(c));
  return printed.length > 0 && printed.every((c) => !/\d[.,]\d{2}(?!\d)/.test(c));
}

/** A whole figure printed in thousands groups ("1.284.551.208", "25,000"): a share capital or a count in prose, where rows print cents. */
function groupedWholeFigure(...cells: (string | undefined)[]): boolean {
  return wholeFigure(...cells) && cells.some((c) => !!c && GROUPED_WHOLE.test(c.trim()));
}
const GROUPED_WHOLE = /(?:^|\s)[-(]?\d{1,3}(?:([.,'\u2019])\d{3})(?:\1\d{3})*\)?(?:\s|$)/;

/**
 * Date labels stacked in one column ("Buchung" over "Valuta") print their dates stacked too, and the
 * cells of both lines can all fall to the lower label: when the posting-date cell is empty and the
 * value-date cell holds two dates, the first is the row's date and the second its value date. A row
 * with a posting date of its own, or a value date alone (a posting date left blank for "same as
 * above"), is read as printed.
 */
function stackedDates(date: string | undefined, valueDate: string | undefined): { date: DateParts; valueDate: DateParts } | null {
  if (date?.trim() || !valueDate) return null;
  const found = findDatesInText(valueDate);
  if (found.length < 2) return null;
  return { date: found[0]!.parts, valueDate: found[1]!.parts };
}

/**
 * A table whose dates print left of the date column, under the label before it ("Sl. No." over
 * "1  24/08/2021", the "Date" label set right of its values): the rows whose date cell holds no digit but
 * whose first unnamed cell ends with a date outnumber the rows that print a date in the date column.
 * Then a date ending that cell is the row's date; a table that prints its dates under their label keeps
 * a stray date elsewhere in a row out of it.
 */
function datesLeftOfLabel(rows: RawRow[]): boolean {
  let left = 0;
  let under = 0;
  for (const r of rows) {
    if (/\d/.test(r.text.date ?? '')) under++;
    else if (trailingDate(r.text.other)) left++;
  }
  return left > under;
}

/** The date that ends a cell holding nothing else but a row number ("1 24/08/2021", "12 05 Jan 2024", a number printed in two pieces "2 38 01/04/2021"). */
function trailingDate(cell: string | undefined): DateParts | null {
  const words = (cell ?? '').trim().split(/\s+/).filter(Boolean);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const parts = scanDateOnly(words.slice(-n).join(' '));
    if (parts) return words.slice(0, -n).every((w) => /^\d{1,5}\.?$/.test(w)) ? parts : null;
  }
  return null;
}
