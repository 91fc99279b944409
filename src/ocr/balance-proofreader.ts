import type { ExtractedStatement, StatementTransaction } from '../domain/statement';

/**
 * The statement's arithmetic as OCR's proof-reader. Where the running balance breaks at a row, the figure
 * that would make it chain is computed twice: as the row's amount (the balances are right), and as the
 * row's balance (the amount is right and the next row chains from the corrected balance). It is taken only
 * when it is one small correction away from what OCR read: one digit OCR confuses (5/6/8/0/3/9…), a dropped
 * decimal point (the figure read 100 times too large), or the sign (the same amount, the other direction).
 * The row records `ocr_corrected`; breaks that remain are left for the verdict to report.
 */
/** Digits OCR takes for one another: the round ones (0 3 5 6 8 9) among themselves, and the straight ones (1 4 7). */
const CONFUSED = new Set([...pairs('035689'), ...pairs('147')]);

function pairs(digits: string): string[] {
  const out: string[] = [];
  for (const a of digits) for (const b of digits) if (a < b) out.push(a + b);
  return out;
}

const cents = (v: number) => Math.round(v * 100);

/**
 * True when `a` and `b` (cents) differ by one confusable digit, or `a` is `b` with its decimal point dropped,
 * (with or without the cents' trailing zero), or `a` is `b` behind one extra leading digit (a currency sign printed against the figure, "₦3,793,609.01",
 * read as a digit: "43,793,609.01"), or `a` is `b` with one digit lost ("55,291.33" read "5,291.33", a
 * leading "1" of "1,464,249.58" lost in the grouping mark), or `a` is `b` with its point lost and one digit more
 * after the cents (a speck read as a digit), or `a` is `b` without its last digit ("19.7" for 19.71). `anyDigit`: any one digit for another (a balance
 * whose value both its neighbours fix: the fast model also reads 1/2/3 for one another there).
 */
export function oneSmallCorrection(read: number, right: number, anyDigit = false): boolean {
  if (read === right) return false;
  if (read === right * 100) return true;
  // "12,801.20" read "12,8012": the point and a trailing zero of the cents lost.
  if (right % 10 === 0 && read === right * 10) return true;
  // "19.71" read "19.7": the cents' last digit lost.
  if (read % 10 === 0 && right % 10 !== 0 && Math.floor(read / 10) === Math.floor(right / 10)) return true;
  // "5,090.00" read "5.090.006": a speck after the cents read as one more digit, the point lost with it.
  if (read % 100 === 0 && Math.floor(read / 1000) === right && read >= 1000) return true;
  const x = String(read);
  const y = String(right);
  if (right > 0 && x.length === y.length + 1 && x.slice(1) === y) return true;
  if (read > 0 && x.length + 1 === y.length) {
    for (let i = 0; i < y.length; i++) if (y.slice(0, i) + y.slice(i + 1) === x) return true;
    return false;
  }
  if (x.length !== y.length) return false;
  let diffs = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    const pair = [x[i], y[i]].sort().join('');
    if ((!anyDigit && !CONFUSED.has(pair)) || ++diffs > 1) return false;
  }
  return diffs === 1;
}

/**
 * OCR confidence (0-100) of an amount cell from which the proof-reader changes no digit. Misread amounts the
 * running balance corrected were read at 89 or less on the scans measured (bench:ocr, the blind rounds).
 */
const SURE_CONFIDENCE = 90;

/** Share of rows printing a balance from which the rows without one are balances OCR lost. */
const EVERY_ROW_SHARE = 0.6;

/**
 * The statement prints a balance on the last row of each day only (a UK or Irish current account): the rows
 * followed by another of the same day print none, nearly all the day's last rows print one. Rows OCR lost a
 * balance on fall anywhere, the day's last rows too, and most rows with a same-day row after them keep theirs.
 */
export function balancePerDay(rows: readonly StatementTransaction[]): boolean {
  let inside = 0;
  let insideWithout = 0;
  let last = 0;
  let lastWith = 0;
  rows.forEach((t, i) => {
    const next = rows[i + 1];
    if (next && next.date === t.date) {
      inside++;
      if (t.balance === null) insideWithout++;
    } else {
      last++;
      if (t.balance !== null) lastWith++;
    }
  });
  return inside >= PER_DAY_MIN_ROWS && insideWithout >= PER_DAY_SHARE * inside && lastWith >= PER_DAY_SHARE * last;
}
/** Rows with a same-day row after them needed to tell a balance printed once a day, and the share that must follow the pattern. */
const PER_DAY_MIN_ROWS = 3;
const PER_DAY_SHARE = 0.9;

const money = (c: number) => (c / 100).toFixed(2);

/** The last balance printed above row `k` (`at` -1: the opening balance), in cents; null when there is none. */
function printedBefore(rows: readonly StatementTransaction[], k: number, opening: number | null): { at: number; balance: number | null } {
  let at = k - 1;
  while (at >= 0 && rows[at]!.balance === null) at--;
  return { at, balance: at >= 0 ? cents(rows[at]!.balance!) : opening === null ? null : cents(opening) };
}

/** Row `k`'s printed balance follows from the last balance printed above it (or the opening) and the amounts between. */
function chainsFromAbove(rows: readonly StatementTransaction[], k: number, opening: number | null): boolean {
  const own = rows[k]?.balance;
  if (own === null || own === undefined) return false;
  const { at, balance: base } = printedBefore(rows, k, opening);
  return base !== null && base + rows.slice(at + 1, k + 1).reduce((sum, t) => sum + signedOf(t), 0) === cents(own);
}
const signedOf = (t: StatementTransaction) => (t.type === 'credit' ? 1 : -1) * cents(t.amount);

/** Corrects `statement` in place, rows read from `ocrPages` only; returns the number of cells corrected. */
export function proofreadByBalance(statement: ExtractedStatement, ocrPages: readonly number[]): number {
  const rows = statement.transactions;
  const opening = statement.reconciliation.opening_balance.printed;
  let corrected = 0;
  const prevBalance = (i: number): number | null => {
    if (i < 0) return null;
    if (i === 0) return opening === null ? null : cents(opening);
    const b = rows[i - 1]!.balance;
    return b === null ? null : cents(b);
  };
  // A statement printing a balance on nearly every row lost the missing ones to OCR; one printing it on the last
  // row of each day (or now and then) prints none on the others, and those stay without.
  const everyRow = rows.filter((t) => t.balance !== null).length >= EVERY_ROW_SHARE * rows.length && !balancePerDay(rows);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const detail = statement.details[i];
    if (!detail || !ocrPages.includes(detail.page)) continue;
    const prev = prevBalance(i);
    if (prev === null) {
      if (row.balance !== null && correctInRun(statement, i, ocrPages)) corrected++;
      continue;
    }
    if (row.balance === null) {
      // Balances OCR lost (the statement prints one on every row), on this row and maybe the next few: restored
      // when the first balance printed after them chains from the amounts.
      if (statement.reconciliation.balance_source !== 'printed' || !everyRow) continue;
      let end = i;
      while (end < rows.length && rows[end]!.balance === null && ocrPages.includes(statement.details[end]?.page ?? -1)) end++;
      const after = rows[end];
      const restored: number[] = [];
      let running = prev;
      for (let k = i; k < end; k++) restored.push((running += signedOf(rows[k]!)));
      if (after?.balance == null) continue;
      // The balance after them may have lost its minus too (an overdraft OCR read without its sign): it is then
      // the figure the amounts reach, the other way round, and is corrected with them.
      const reached = running + signedOf(after);
      const flipped = reached !== cents(after.balance) && reached === -cents(after.balance) && reached !== 0;
      if (reached !== cents(after.balance) && !flipped) continue;
      for (let k = i; k < end; k++) {
        statement.details[k]!.ocr_corrected = { field: 'balance', original: '', corrected: money(restored[k - i]!) };
        rows[k]!.balance = restored[k - i]! / 100;
        corrected++;
      }
      if (flipped && statement.details[end] && !statement.details[end]!.ocr_corrected) {
        statement.details[end]!.ocr_corrected = { field: 'balance', original: money(cents(after.balance)), corrected: money(reached) };
        after.balance = reached / 100;
        corrected++;
      }
      i = end - 1;
      continue;
    }
    const printed = cents(row.balance);
    const signed = signedOf(row);
    if (prev + signed === printed) continue;
    const next = rows[i + 1];
    // The row above must chain itself, or a misread balance there would be "corrected" into this amount: from the
    // last balance printed above it, over the amounts of the rows between (a statement printing a balance on each
    // day's last row only).
    const prevChains = i === 0 || chainsFromAbove(rows, i - 1, opening);
    const nextChains = (balance: number) => !next || next.balance === null || balance + signedOf(next) === cents(next.balance);
    // The balance is right: the amount (or its direction) was misread.
    const delta = printed - prev;
    if (prevChains && nextChains(printed) && delta !== 0) {
      const want = Math.abs(delta);
      const type = delta > 0 ? 'credit' : 'debit';
      if (want === Math.abs(signed) && type !== row.type) {
        detail.ocr_corrected = { field: 'type', original: row.type, corrected: type };
        row.type = type;
        corrected++;
        continue;
      }
      // An amount OCR was sure of stays as read: the gap is then a row lost above it (a 50.00 withdrawal lost
      // before a 300.00 one would "correct" it to 350.00), left as a break for the verdict to report.
      const sure = (detail.ocr_confidence?.amount ?? 0) >= SURE_CONFIDENCE;
      if (type === row.type && !sure && oneSmallCorrection(Math.abs(signed), want)) {
        detail.ocr_corrected = { field: 'amount', original: money(Math.abs(signed)), corrected: money(want) };
        row.amount = want / 100;
        corrected++;
        continue;
      }
      // A minus OCR lost or read as a digit ("-124,10" read "424,10", "-146,09" read "2146,09"): the other direction
      // and one small correction, where the balances on both sides agree (signed figures record the sign).
      if (type !== row.type && !sure && next?.balance != null && oneSmallCorrection(Math.abs(signed), want)) {
        const sign = (t: string) => (t === 'debit' ? '-' : '');
        detail.ocr_corrected = { field: 'amount', original: sign(row.type) + money(Math.abs(signed)), corrected: sign(type) + money(want) };
        row.amount = want / 100;
        row.type = type;
        corrected++;
        continue;
      }
    }
    // The amount is right: the balance was misread (and the next row chains from the corrected one). The
    // corrected value is fixed by both neighbours (the balance above plus this amount, the balance below less
    // its amount), so any one digit may have been misread.
    const balance = prev + signed;
    // The balance read with the other sign (a minus OCR lost, or a speck read as one), where both neighbours agree.
    if (printed === -balance && balance !== 0 && (!next || next.balance === null || nextChains(balance)) && (next || i > 0)) {
      detail.ocr_corrected = { field: 'balance', original: money(printed), corrected: money(balance) };
      row.balance = balance / 100;
      corrected++;
      continue;
    }
    if (
      next &&
      nextChains(balance) &&
      oneSmallCorrection(Math.abs(printed), Math.abs(balance), next.balance !== null) &&
      Math.sign(printed) === Math.sign(balance)
    ) {
      detail.ocr_corrected = { field: 'balance', original: money(printed), corrected: money(balance) };
      row.balance = balance / 100;
      corrected++;
    }
  }
  if (corrected) recheck(statement);
  return corrected;
}

/**
 * A statement printing its balance once a day (or now and then): the balance at row `i` breaks from the last
 * one printed above it by the amounts of the rows between. Where exactly one of those amounts (read by OCR, not
 * read sure) is one small correction away from the figure that makes the run chain ("$1.41" read for "51.41"),
 * or exactly one of them read in the other direction makes it chain, that cell is corrected. The balance above
 * must chain itself (or be the opening one), and the run ends on rows of one page read by OCR.
 */
function correctInRun(statement: ExtractedStatement, i: number, ocrPages: readonly number[]): boolean {
  const rows = statement.transactions;
  const opening = statement.reconciliation.opening_balance.printed;
  const { at: start, balance: from } = printedBefore(rows, i, opening);
  if (from === null) return false;
  const run = rows.slice(start + 1, i + 1);
  if (run.length < 2 || run.some((_, k) => !ocrPages.includes(statement.details[start + 1 + k]?.page ?? -1))) return false;
  const gap = cents(rows[i]!.balance!) - (from + run.reduce((sum, t) => sum + signedOf(t), 0));
  if (gap === 0) return false;
  // The balance the run starts from chains from the one printed before it (or the run starts the statement).
  if (start >= 0 && !chainsFromAbove(rows, start, opening)) return false;
  type Fix = NonNullable<ExtractedStatement['details'][number]['ocr_corrected']>;
  const fits = run.flatMap((t, k): { k: number; fix: Fix }[] => {
    const detail = statement.details[start + 1 + k]!;
    const signed = signedOf(t);
    if (signed === -gap / 2) return [{ k, fix: { field: 'type', original: t.type, corrected: t.type === 'credit' ? 'debit' : 'credit' } }];
    const want = signed + gap;
    const sure = (detail.ocr_confidence?.amount ?? 0) >= SURE_CONFIDENCE;
    if (sure || Math.sign(want) !== Math.sign(signed) || !oneSmallCorrection(Math.abs(signed), Math.abs(want))) return [];
    return [{ k, fix: { field: 'amount', original: money(Math.abs(signed)), corrected: money(Math.abs(want)) } }];
  });
  if (fits.length !== 1) return false;
  const { k, fix } = fits[0]!;
  const row = rows[start + 1 + k]!;
  statement.details[start + 1 + k]!.ocr_corrected = fix;
  if (fix.field === 'type') row.type = fix.corrected as StatementTransaction['type'];
  else row.amount = Number(fix.corrected);
  return true;
}

/** The balance breaks, totals and verdict again after corrections. */
function recheck(statement: ExtractedStatement): void {
  const r = statement.reconciliation;
  const rows = statement.transactions;
  const breaks: typeof r.balance_breaks = [];
  let prev = r.opening_balance.printed === null ? null : cents(r.opening_balance.printed);
  rows.forEach((t, index) => {
    const signed = signedOf(t);
    if (prev !== null && t.balance !== null && prev + signed !== cents(t.balance))
      breaks.push({ index, date: t.date, expected: (prev + signed) / 100, printed: t.balance, amount: signed / 100 });
    prev = t.balance === null ? (prev === null ? null : prev + signed) : cents(t.balance);
  });
  r.balance_breaks = breaks;
  const sums = { debits: 0, credits: 0 };
  for (const t of rows) sums[t.type === 'credit' ? 'credits' : 'debits'] += cents(t.amount);
  for (const total of r.totals) {
    // A count of rows ("No of debits paid", "Number of transactions") does not change with corrected digits.
    if (/^\s*(?:no\.?|number)\s+of\b/i.test(total.label)) continue;
    const kind = /debit|withdraw|paid out|money out/i.test(total.label)
      ? 'debits'
      : /credit|deposit|paid in|money in/i.test(total.label)
        ? 'credits'
        : null;
    if (!kind) continue;
    total.computed = sums[kind] / 100;
    total.matches = cents(total.printed) === sums[kind];
  }
  if (r.closing_balance.printed !== null && r.opening_balance.printed !== null) {
    const computed = cents(r.opening_balance.printed) + sums.credits - sums.debits;
    r.closing_balance.computed = computed / 100;
    r.closing_balance.matches = computed === cents(r.closing_balance.printed);
  }
  const clean = !breaks.length && r.totals.every((t) => t.matches) && r.closing_balance.matches !== false;
  if (r.verdict === 'unreconciled' && clean) {
    // The balances now prove the amounts; dates the engine found outside the period or out of order (or whose
    // day/month order nothing printed tells) are still not proven.
    const d = r.dates;
    const datesDoubtful = !!d && (d.status === 'ambiguous' || d.outside_period.length > 0 || d.out_of_order.length > 0);
    r.verdict = datesDoubtful ? 'unverified' : 'reconciled';
    r.warnings = r.warnings.filter((w) => !/running balance breaks|gives .* as closing balance|printed ".*" is/.test(w));
  }
}
