import type { DateCheck, ReadingCandidate, ReadingTrace, Reconciliation } from '../domain/statement';
import { checkDates } from './date-check';
import type { Money } from './amounts';
import { closingReached, holderFigure, inDateOrder, settleWithoutBalances } from './computed-balances';
import { resolveDates, type ResolveHints } from './dates';
import { interpretRows, type Entry } from './entries';
import { settleAmountColumn } from './amount-column';
import { fillMissingDates, withoutStrayRows } from './undated-rows';
import { withoutSubtotals } from './subtotal-rows';
import { chronological } from './ordering';
import type { RawRow } from './rows';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';
import { readTrailingAmounts } from './trailing-amounts';
import type { PrintedTotal } from './summary-lines';
import { setAsideBalanceLines } from './balance-lines';
import { attachCheckpoints, fillBetweenCheckpoints, hasInteriorCheckpoint } from './balance-checkpoints';
import { settleOneSidedMarkers } from './one-sided-markers';
import { applySignReading, candidateOf, chooseSignReading, scoreWithoutBalances } from './sign-readings';
import { validateBalances } from './validation';

export interface TableReading {
  /** Chronological transactions. */
  txns: Entry[];
  excluded: Entry[];
  /** Holder-terms opening and closing as printed (minor units). */
  opening: number | null;
  closing: number | null;
  source: Reconciliation['balance_source'];
  warnings: string[];
  validation: ReturnType<typeof validateBalances>;
  /** Rows inside a same-timestamp posting (their printed balance an intermediate, unchecked). */
  interior: ReadonlySet<Entry>;
  /** Another sign reading chains as well and turns rows around: the directions are not proven. */
  signsUnproven: boolean;
  /** Why the money was read this way (the table-level fields are filled by the caller). */
  reading: Omit<ReadingTrace, 'table' | 'other_tables'>;
  /** Rows with a date (for the refusal message when amounts cannot be placed). */
  datedRows: number;
  /** Rows with an amount but no readable date anywhere above them. */
  undatedRows: number;
  /** Rows whose date prints no year that nothing in the document could supply. */
  yearlessRows: number;
  /** What the dates prove: rows outside the period or off the date order, and whether the order was only assumed. */
  dates: DateCheck;
  /** Rows dated months outside the printed period (`settings.dates.periodMisreadDays`). */
  datesMisread: number;
}

export interface TableHints {
  dates: ResolveHints;
  cardHint: boolean;
  /** The header names a card ("card", "carte", "cartão", "kadi") without saying it is a card statement. */
  cardWord?: boolean;
  /** Two date columns whose labels do not say which is the transaction's: the rows decide. */
  datesUnlabelled?: boolean;
  /** Opening and closing figures printed outside the table (summary box), used when the table prints none. */
  outside: { opening: Money | null; closing: Money | null; closings?: readonly Money[] };
  /** The decision machinery's tolerances (default: `DEFAULT_SETTINGS`). */
  settings?: ReadingSettings;
  /** Printed totals (total debits, credits): they settle sign readings the running balance cannot tell apart. */
  totals?: PrintedTotal[];
}

/**
 * Rows → transactions, decided by the running balance: dates resolved once for the document, rows
 * that moved no money set aside, the debit/credit reading the balances support, oldest-first order
 * (same-timestamp rows reordered where the balance demands), per-row sign corrections; without a
 * running balance, the sign convention under which opening + rows = closing, balances computed.
 */
export function readTable(rows: RawRow[], hints: TableHints): TableReading {
  const { dates: dateHints, cardHint } = hints;
  const entries = interpretRows(rows, (hints.settings ?? DEFAULT_SETTINGS).amounts, hints.outside.opening?.minor ?? null);
  // Value dates printed in the same style help tell day from month.
  const evidence = entries.map((e) => e.valueDate);
  const { spanRatio, spanMinDays } = (hints.settings ?? DEFAULT_SETTINGS).dates;
  const resolved = resolveDates(
    entries.map((e) => e.date),
    { ...dateHints, evidence, span: { ratio: spanRatio, minDays: spanMinDays } },
  );
  entries.forEach((e, i) => (e.iso = resolved.dates[i] ?? null));
  const earlier = hints.datesUnlabelled ? earlierColumn(entries, { ...dateHints, evidence: entries.map((e) => e.date) }) : null;
  // The other date column (posting or value date) is kept beside the transaction date.
  if (entries.some((e) => e.valueDate))
    resolveDates(
      entries.map((e) => e.valueDate),
      { ...dateHints, evidence: entries.map((e) => e.date) },
    ).dates.forEach((d, i) => {
      if (d) entries[i]!.valueIso = d;
    });
  const datedRows = entries.filter((e) => e.kind === 'txn' && e.iso !== null).length;
  const undatedRows = entries.filter((e) => e.kind === 'txn' && e.iso === null).length;
  const yearlessRows = entries.filter((e) => e.kind === 'txn' && e.iso === null && e.date !== null && e.date.year === null).length;
  const { rows: rowSettings, totals: totalSettings } = hints.settings ?? DEFAULT_SETTINGS;
  const { kept, subtotals } = withoutSubtotals(withoutStrayRows(entries, rowSettings), totalSettings.subtotalMinRows);
  fillMissingDates(kept);
  const warnings = [...(resolved.warnings ?? [])];
  if (subtotals.length)
    warnings.push(
      `${subtotals.length} undated line${subtotals.length === 1 ? '' : 's'} adding up the rows above ${subtotals.length === 1 ? 'is a subtotal' : 'are subtotals'}, not a movement: ${subtotals.map((e) => `"${e.description}"`).join(', ')}`,
    );
  for (const e of kept)
    if (e.impossibleDate !== null && e.kind === 'txn')
      warnings.push(`a row prints the date "${e.impossibleDate}", which does not exist; it is kept and dated ${e.iso ?? 'as the row above'}`);
  if (earlier)
    warnings.push(
      `two date columns are printed without labels that tell them apart; the ${earlier} one, which is never later, is read as the transaction date`,
    );

  const dated = kept.filter((e) => e.kind === 'txn' && e.iso !== null && e.signed !== null);
  const excluded = dated.filter((e) => e.status !== null);
  const printed = dated.filter((e) => e.status === null);
  if (readTrailingAmounts(printed, hints.settings?.columns.trailingChain ?? DEFAULT_SETTINGS.columns.trailingChain))
    warnings.push('each narration ends with the movement and the money column holds the running balance (the text prints no column spacing)');
  // Balances printed only between groups of rows (`Saldo em <date>`, a page's `Saldo anterior`) are
  // checkpoints: each becomes the printed balance of the row it closes (balance-checkpoints.ts).
  const rowSet = new Set(printed);
  const checkpoints =
    !printed.some((e) => e.balance !== null) && hasInteriorCheckpoint(kept, rowSet)
      ? attachCheckpoints(kept, rowSet, printed.length > 1 && (printed[0]!.iso ?? '') > (printed[printed.length - 1]!.iso ?? ''))
      : 0;
  if (checkpoints)
    warnings.push(
      `no running balance on each row: ${checkpoints} balance line${checkpoints === 1 ? '' : 's'} printed between groups of rows check the rows before ${checkpoints === 1 ? 'it' : 'them'}; the other rows' balances are computed`,
    );
  const hasBalances = printed.some((e) => e.balance !== null);
  if (hasBalances && settleOneSidedMarkers(printed))
    warnings.push(
      'the balance column marks only credit balances (CR); the balances printed bare are read as overdrawn, as the running balance requires',
    );
  if (hasBalances && settleAmountColumn(printed, hints.settings?.columns))
    warnings.push('the Amount column moves the balance; the debit or credit column printed beside it is a detail, not the movement');
  // The sign readings are proposed, scored by the running balance and chosen once (sign-readings.ts).
  const signs = hasBalances ? chooseSignReading(printed, cardHint, hints.settings?.columns, hints.totals) : null;
  if (signs) applySignReading(printed, signs.chosen);
  if (signs?.chosen.columns === 'swapped')
    warnings.push('the debit and credit columns were read the other way round, as the running balance requires');
  const owed = signs?.chosen.balances === 'owed';
  if (owed) warnings.push("balances are printed as amounts owed; they are returned in the holder's terms (owed is negative)");

  const openingFig = pickFigure(kept, 'opening', printed) ?? hints.outside.opening;
  const closingFig = pickFigure(kept, 'closing', printed) ?? hints.outside.closing;
  let opening = openingFig ? holderFigure(openingFig, owed ? 'card' : 'bank') : null;
  let closing = closingFig ? holderFigure(closingFig, owed ? 'card' : 'bank') : null;
  let source: Reconciliation['balance_source'] = hasBalances ? 'printed' : 'none';
  // Without a running balance, rows printed apart (deposits and withdrawals in sections, one card's rows
  // after another's) merge by date: the balances computed for them follow the days, not the print.
  const sectioned = !hasBalances;
  let candidates: ReadingCandidate[] = signs ? [signs.chosen, ...signs.rejected].map(candidateOf) : [];
  let chosen: ReadingCandidate | null = signs ? candidates[0]! : null;
  const ordered = chronological(printed, opening, hints.settings);
  const lines = hasBalances ? setAsideBalanceLines(ordered.txns, opening, ordered.interior) : { kept: ordered.txns, aside: [] };
  const txns = sectioned ? inDateOrder(lines.kept) : lines.kept;
  for (const e of lines.aside)
    warnings.push(
      `"${e.description}" names a balance and breaks the running balance where leaving it out does not: it is read as a balance line, not a transaction`,
    );
  if (ordered.postings)
    warnings.push(
      `${ordered.postings} group${ordered.postings === 1 ? '' : 's'} of rows sharing a timestamp chain only as one posting (their net movement reaches the printed balance); the balances printed inside ${ordered.postings === 1 ? 'it are' : 'them are'} not checked row by row`,
    );
  if (!hasBalances && txns.length) {
    // A card named in the header and a single amount column where only a few rows are marked (in
    // parentheses, CR or minus, at most half): those are the payments and refunds of a card, not a bank's debits.
    const card = cardHint || (hints.cardWord === true && fewMarked(txns));
    // Several closings printed outside the table: the one the rows reach is the account's.
    const closingOf = pickFigure(kept, 'closing', printed)
      ? closingFig
      : closingReached(txns, openingFig, hints.outside.closings ?? [], closingFig, card);
    candidates = scoreWithoutBalances(txns, openingFig, closingOf, card, hints.totals);
    const s = settleWithoutBalances(txns, openingFig, closingOf, card, hints.totals);
    chosen = candidates.find((c) => c.convention === s.convention && (c.columns === 'swapped') === s.swapped) ?? null;
    if (s.swapped) warnings.push('the debit and credit columns were read the other way round, as the opening and closing balances require');
    opening = s.opening;
    closing = s.closing;
    source = opening === null ? 'none' : 'computed';
    if (source === 'none') for (const e of txns) e.balance = null;
  }
  const validation = validateBalances(txns, opening, closing, ordered.interior);
  if (checkpoints) fillBetweenCheckpoints(txns, opening);
  const corrected = txns.filter((e) => e.corrected).length;
  if (corrected) warnings.push(`${corrected} row${corrected === 1 ? ' was' : 's were'} read with the sign the running balance required`);
  if (excluded.length)
    warnings.push(
      `${excluded.length} row${excluded.length === 1 ? '' : 's'} that moved no money (${[...new Set(excluded.map((e) => e.status))].join(', ')}) left out`,
    );
  chosen ??= { columns: 'as labelled', balances: source === 'printed' ? 'printed' : source, convention: 'bank', score: 0 };
  // The balances prove the money, not the dates: the statement's evidence about its dates is checked apart.
  const { periodSlackDays, periodMisreadDays } = (hints.settings ?? DEFAULT_SETTINGS).dates;
  const dateCheck = checkDates(txns, resolved, { slackDays: periodSlackDays, misreadDays: periodMisreadDays, ordered: !sectioned });
  const { outside_period: outside, out_of_order: unordered } = dateCheck.check;
  if (outside.length)
    warnings.push(
      `${outside.length} row${outside.length === 1 ? ' is' : 's are'} dated outside the printed period ${resolved.period!.start} – ${resolved.period!.end}: ${outside
        .slice(0, 3)
        .map((r) => r.date)
        .join(', ')}${outside.length > 3 ? ', …' : ''}`,
    );
  if (unordered.length)
    warnings.push(
      `${unordered.length} row${unordered.length === 1 ? ' is' : 's are'} out of the statement's date order: ${unordered
        .slice(0, 3)
        .map((r) => r.date)
        .join(', ')}${unordered.length > 3 ? ', …' : ''}`,
    );
  const reading = {
    order: ordered.printed,
    chosen,
    rejected: candidates.filter((c) => c !== chosen),
    same_timestamp: { reordered: ordered.reordered, postings: ordered.postings },
    dates: dateCheck.reading,
  };
  return {
    txns,
    excluded,
    opening,
    closing,
    source,
    warnings,
    validation,
    interior: ordered.interior,
    signsUnproven: signs?.rival != null,
    reading,
    datedRows,
    undatedRows,
    yearlessRows,
    dates: dateCheck.check,
    datesMisread: dateCheck.misread,
  };
}

/**
 * The printed opening (closing) figure. In a newest-first statement "opening" rows sit at the end,
 * so the row's position does not matter, only its label; when several are printed (one per page),
 * the earliest opening and the latest closing win.
 */
function pickFigure(entries: Entry[], kind: 'opening' | 'closing', txns: Entry[]): Money | null {
  const newestFirst = txns.length > 1 && (txns[0]!.iso ?? '') > (txns[txns.length - 1]!.iso ?? '');
  const pickFirst = (kind === 'opening') !== newestFirst;
  // Only a figure printed before every row (or after every row) opens (or closes) the statement; a
  // per-page carried-forward line with rows on both sides is neither.
  const first = txns.length ? entries.indexOf(txns[0]!) : -1;
  const last = txns.length ? entries.indexOf(txns[txns.length - 1]!) : -1;
  const rows = entries.filter((e, i) => e.kind === kind && e.figure !== null && (first < 0 || (pickFirst ? i < first : i > last)));
  if (!rows.length) return null;
  return (pickFirst ? rows[0]! : rows[rows.length - 1]!).figure;
}

/**
 * Two date columns that labels do not tell apart: the transaction date is the one that is never
 * after the other (a posting or value date follows the transaction). Switches the rows' dates to the
 * second column when it is the earlier one; returns which column was taken.
 */
function earlierColumn(entries: Entry[], hints: ResolveHints): 'first' | 'second' | null {
  const second = resolveDates(
    entries.map((e) => e.valueDate),
    hints,
  ).dates;
  let before = 0;
  let after = 0;
  entries.forEach((e, i) => {
    const v = second[i];
    if (!e.iso || !v || v === e.iso) return;
    if (v < e.iso) before++;
    else after++;
  });
  if (before + after === 0) return null;
  if (before <= after) return 'first';
  entries.forEach((e, i) => {
    if (!second[i]) return;
    e.iso = second[i]!;
    [e.date, e.valueDate] = [e.valueDate, e.date];
  });
  return 'second';
}

function fewMarked(txns: Entry[]): boolean {
  if (txns.some((e) => e.debit !== null || e.credit !== null || !e.amount)) return false;
  const marked = txns.filter((e) => e.amount!.minor < 0 || e.amount!.marker === 'cr').length;
  return marked > 0 && marked * 2 <= txns.length;
}
