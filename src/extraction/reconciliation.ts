import type { BalanceBreak, CheckedFigure, DateCheck, ExcludedRow, Reconciliation } from '../domain/statement';
import { fromMinor } from '../domain/money';
import type { Entry } from './entries';
import type { PrintedTotal } from './summary-lines';

export interface ReconcileInput {
  /** Chronological rows returned as transactions. */
  txns: Entry[];
  excluded: Entry[];
  /** Holder-terms opening and closing as printed (minor units). */
  opening: number | null;
  closing: number | null;
  source: Reconciliation['balance_source'];
  totals: PrintedTotal[];
  warnings: string[];
  /** Rows inside a same-timestamp posting: carried by their amount, their printed balance unchecked. */
  interior?: ReadonlySet<Entry>;
  /**
   * Another sign reading chains exactly as well and turns rows around (sign-readings.ts `rivalOf`):
   * the checks prove amounts and balances but not the directions, so the verdict is at best `unverified`.
   */
  signsUnproven?: boolean;
  /**
   * What the dates prove (date-check.ts): when their day/month order was only assumed, the balances
   * prove the money but not the dates, so the verdict is at best `unverified`.
   */
  dates?: DateCheck;
  /** Rows dated far outside the printed period (`settings.dates.periodMisreadDays`): their dates are not proven, so the verdict is at best `unverified`. */
  datesMisread?: number;
}

const major = (v: number | null) => (v === null ? null : fromMinor(v));

function figure(printed: number | null, computed: number | null): CheckedFigure {
  return { printed: major(printed), computed: major(computed), matches: printed === null || computed === null ? null : printed === computed };
}

/** Every row whose printed balance does not follow from the one before it and its amount. */
function breaksOf(txns: Entry[], opening: number | null, interior: ReadonlySet<Entry>): { checks: number; breaks: BalanceBreak[] } {
  let prev = opening;
  let checks = 0;
  const breaks: BalanceBreak[] = [];
  txns.forEach((e, index) => {
    const signed = e.signed ?? 0;
    const balance = interior.has(e) ? null : e.balance;
    if (prev !== null && balance !== null) {
      checks++;
      if (prev + signed !== balance)
        breaks.push({ index, date: e.iso ?? '', expected: fromMinor(prev + signed), printed: fromMinor(balance), amount: fromMinor(signed) });
    }
    prev = balance ?? (prev === null ? null : prev + signed);
  });
  return { checks, breaks };
}

function checkTotals(txns: Entry[], excluded: Entry[], printed: PrintedTotal[]): Reconciliation['totals'] {
  const computed = {
    debits: txns.reduce((s, e) => s + Math.max(0, -(e.signed ?? 0)), 0),
    credits: txns.reduce((s, e) => s + Math.max(0, e.signed ?? 0), 0),
    count: txns.length,
    'debit count': txns.filter((e) => (e.signed ?? 0) < 0).length,
    'credit count': txns.filter((e) => (e.signed ?? 0) > 0).length,
  };
  // Fees the rows' movements include (a fee column charged with the amount, `entries.ts`), by direction.
  const feesApart = {
    debits: txns.reduce((s, e) => s + ((e.signed ?? 0) < 0 ? (e.feeIncluded ?? 0) : 0), 0),
    credits: txns.reduce((s, e) => s + ((e.signed ?? 0) > 0 ? (e.feeIncluded ?? 0) : 0), 0),
  };
  const out: Reconciliation['totals'] = [];
  // A bare "Total" under the columns is read by position: it confirms the rows only when every figure
  // read from it agrees with some total line; one side agreeing alone may be a net or another column.
  const weakHit = (kind: 'debits' | 'credits') => printed.some((p) => p.kind === kind && p.weak && p.value === computed[kind]);
  const weakKinds = (['debits', 'credits'] as const).filter((k) => printed.some((p) => p.kind === k && p.weak));
  const weakProves = weakKinds.every(weakHit);
  for (const kind of ['debits', 'credits', 'count', 'debit count', 'credit count'] as const) {
    const list = printed.filter((p) => p.kind === kind && !p.part && (weakProves || !p.weak));
    if (!list.length) continue;
    const want = computed[kind];
    // A count may include the rows that moved no money; page totals differ from the whole. Money totals may
    // leave out the fees charged on the rows' own movements ("Total debits (excl. charges)"): the amounts as printed.
    const fees = kind === 'debits' ? feesApart.debits : kind === 'credits' ? -feesApart.credits : 0;
    const apart = fees !== 0 ? want - fees : null;
    let hit = list.find((p) => p.value === want || (kind === 'count' && p.value === want + excluded.length) || p.value === apart);
    const feesLeftOut = !!hit && hit.value === apart;
    if (feesLeftOut) hit = { ...hit!, label: `${hit!.label} (the rows' fees apart)` };
    // Withdrawals and a fees section totalled apart: together they are the debits.
    // A part printed twice (in the summary and under its section) counts once; a "part" printing the same figure
    // as a whole of its side ("Withdrawals and other debits" in the summary, "Total withdrawals and other debits"
    // under the section) is that whole, not a part beside it.
    const parts = [
      ...new Map(
        printed
          .filter((p) => p.kind === kind && p.part && !list.some((w) => w.value === p.value))
          .map((p) => [`${p.label.toLowerCase()} ${p.value}`, p]),
      ).values(),
    ];
    const rest = parts.reduce((sum, p) => sum + p.value, 0);
    const whole = !hit && parts.length ? list.find((p) => p.value + rest === want) : undefined;
    if (whole) hit = { ...whole, label: [whole, ...parts].map((p) => p.label).join(' + '), value: want };
    const values = new Set(list.map((p) => p.value));
    if (!hit && (values.size > 1 || list.every((p) => p.weak))) continue;
    const p = hit ?? list[list.length - 1]!;
    const scale = kind === 'debits' || kind === 'credits' ? fromMinor : (v: number) => v;
    out.push({
      label: p.label,
      printed: scale(p.value),
      computed: scale((kind === 'count' && hit && p.value !== want) || feesLeftOut ? p.value : want),
      matches: !!hit,
    });
  }
  return out;
}

function excludedRow(e: Entry): ExcludedRow {
  const amount = e.signed ?? e.amount?.minor ?? null;
  return {
    date: e.iso,
    description: e.description,
    amount: amount === null ? null : fromMinor(Math.abs(amount)),
    type: amount === null || amount === 0 ? null : amount < 0 ? 'debit' : 'credit',
    status: e.status ?? '',
    page: e.page,
  };
}

/**
 * The statement's own arithmetic checked against the rows we return: running balance row by row,
 * opening + rows = closing, printed totals, and the rows set aside. The verdict is `unreconciled`
 * when any check fails, `reconciled` when at least one check passed and none failed, `unverified`
 * when the statement prints nothing to check against.
 */
export function reconcile(input: ReconcileInput): Reconciliation {
  const { txns } = input;
  const printedSource = input.source === 'printed';
  const interior = input.interior ?? new Set<Entry>();
  const { checks, breaks } = printedSource ? breaksOf(txns, input.opening, interior) : { checks: 0, breaks: [] };
  const sum = txns.reduce((s, e) => s + (e.signed ?? 0), 0);
  const first = txns.find((e) => e.balance !== null && !interior.has(e));
  let computedOpening: number | null = null;
  if (first) computedOpening = first.balance! - txns.slice(0, txns.indexOf(first) + 1).reduce((s, e) => s + (e.signed ?? 0), 0);
  const base = input.opening ?? computedOpening;
  const computedClosing = base === null ? null : base + sum;
  const opening = figure(input.opening, printedSource ? computedOpening : null);
  const closing = figure(input.closing, computedClosing);
  const totals = checkTotals(txns, input.excluded, input.totals);
  const warnings = [...input.warnings];
  if (breaks.length) warnings.push(`the running balance breaks at ${breaks.length} of ${checks} rows`);
  if (closing.matches === false)
    warnings.push(`opening balance plus the rows gives ${closing.computed}, the statement prints ${closing.printed} as closing balance`);
  for (const t of totals) if (!t.matches) warnings.push(`printed "${t.label}" is ${t.printed}, the rows give ${t.computed}`);
  const failed = breaks.length > 0 || opening.matches === false || closing.matches === false || totals.some((t) => !t.matches);
  const passed = checks > 0 || closing.matches === true || totals.some((t) => t.matches);
  if (input.signsUnproven && !failed)
    warnings.push(
      'the balances chain as well with the directions of some rows turned around (money owed or held); nothing printed tells which, so the signs are not proven',
    );
  const ambiguous = input.dates?.status === 'ambiguous';
  const misread = input.datesMisread ?? 0;
  const datesUnproven = ambiguous || misread > 0;
  if (datesUnproven && !failed && passed && !input.signsUnproven)
    warnings.push(
      ambiguous
        ? 'the balances prove the amounts but not the dates: their day/month order could not be told from anything printed, so the verdict stays unverified'
        : `the balances prove the amounts but not the dates: ${misread} ${misread === 1 ? 'row is' : 'rows are'} dated months outside the printed period, so the verdict stays unverified`,
    );
  return {
    verdict: failed ? 'unreconciled' : passed && !input.signsUnproven && !datesUnproven ? 'reconciled' : 'unverified',
    opening_balance: opening,
    closing_balance: closing,
    balance_checks: checks,
    balance_breaks: breaks,
    totals,
    balance_source: input.source,
    excluded_rows: input.excluded.map(excludedRow),
    warnings,
    ...(input.dates ? { dates: input.dates } : {}),
  };
}
