import type { ReadingCandidate } from '../domain/statement';
import type { Money } from './amounts';
import { chainScore } from './column-reading';
import { signedUnder, totalsAgreeing, unbalancedReadings, unbalancedScore } from './computed-balances';
import type { Entry } from './entries';
import { owedToHolder } from './owed-balances';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';
import type { PrintedTotal } from './summary-lines';

/**
 * One way of reading the money of a table with a running balance: the debit and credit columns as
 * labelled or the other way round, and the balances in the holder's terms or as amounts owed (card
 * and loan statements: purchases unmarked, payments CR/minus, balance rising with what is owed).
 */
export interface SignReading {
  columns: 'as labelled' | 'swapped';
  balances: 'holder' | 'owed';
}

export interface ScoredSignReading extends SignReading {
  /** Rows whose printed balance follows from the previous one under this reading (best printed direction). */
  chained: number;
}

const swap = (r: SignReading) => r.columns === 'swapped';

/** A row's signed amount under a reading. */
export function signUnder(e: Entry, r: SignReading): number | null {
  if (e.signed === null) return null;
  return signedUnder(e, r.balances === 'owed' ? 'card' : 'bank', swap(r));
}

/** A row's printed balance in the holder's terms under a reading. */
export function balanceUnder(e: Entry, r: SignReading): number | null {
  return r.balances === 'owed' ? owedToHolder(e) : e.balance;
}

/**
 * The readings worth scoring: columns swapped only where the table has debit and credit columns, and
 * never together with owed balances (that reading turns every sign and every balance around, so it
 * chains exactly where the printed reading does and could only ever invert a right answer).
 */
export function proposeSignReadings(txns: Entry[], cardHint: boolean): SignReading[] {
  const columns = txns.some((e) => (e.debit ?? 0) !== 0 || (e.credit ?? 0) !== 0);
  const holder: SignReading[] = [
    { columns: 'as labelled', balances: 'holder' },
    ...(columns ? [{ columns: 'swapped' as const, balances: 'holder' as const }] : []),
  ];
  const owed: SignReading = { columns: 'as labelled', balances: 'owed' };
  return cardHint ? [owed, ...holder] : [...holder, owed];
}

/** How many balances chain under a reading; an unsigned amount may go either way in the holder's terms. */
export function scoreSignReading(txns: Entry[], r: SignReading): number {
  return chainScore(
    txns,
    (e) => signUnder(e, r),
    (e) => balanceUnder(e, r),
    r.balances === 'holder' ? (e) => !e.signKnown : undefined,
  );
}

/**
 * Scores every proposal and chooses once. The printed reading (columns as labelled, balances in the
 * holder's terms) stands unless another chains clearly better (`settings.columns`: more than
 * `swapFactor` × its chained rows + `swapMargin`); where the header says card, reading the balances as
 * owed needs only to chain as well. Among the readings that qualify, the one that chains most wins; on
 * a tie the one under which more printed totals (total debits, total credits) agree, then the earlier
 * proposal (owed first on a card, labels kept before swapped).
 */
export function chooseSignReading(
  txns: Entry[],
  cardHint: boolean,
  settings: ReadingSettings['columns'] = DEFAULT_SETTINGS.columns,
  totals: PrintedTotal[] = [],
): { chosen: ScoredSignReading; rejected: ScoredSignReading[]; rival: ScoredSignReading | null } {
  const scored = proposeSignReadings(txns, cardHint).map((r) => ({ ...r, chained: scoreSignReading(txns, r) }));
  const agree = new Map(scored.map((r) => [r, totalsAgreeing(txns, (e) => signUnder(e, r), totals)]));
  const base = scored.find((r) => r.columns === 'as labelled' && r.balances === 'holder')!;
  const qualifies = (r: ScoredSignReading) =>
    r === base ||
    (r.chained > 0 &&
      (r.chained > base.chained * settings.swapFactor + settings.swapMargin || (cardHint && r.balances === 'owed' && r.chained >= base.chained)));
  // More chained rows win; on a tie, more printed totals (debits, credits) that agree; then the earlier proposal.
  const better = (r: ScoredSignReading, than: ScoredSignReading) =>
    r.chained !== than.chained
      ? r.chained > than.chained
      : agree.get(r)! !== agree.get(than)!
        ? agree.get(r)! > agree.get(than)!
        : scored.indexOf(r) < scored.indexOf(than);
  let chosen = base;
  for (const r of scored) if (r !== chosen && qualifies(r) && better(r, chosen)) chosen = r;
  return { chosen, rejected: scored.filter((r) => r !== chosen), rival: rivalOf(txns, scored, chosen, qualifies, agree, cardHint) };
}

/**
 * A reading the statement's arithmetic cannot tell from the chosen one: it qualifies, chains as many
 * rows, agrees with as many printed totals, and turns some row's direction around (purchases as
 * credits of an asset or as debits of a debt: the running balance chains both). The choice then rests
 * on the order of the proposals alone, unless the header said card and the owed reading was taken.
 * Such a choice proves the amounts and balances, not the directions: the verdict must not say
 * `reconciled` (see `reconcile`'s `signsUnproven`).
 */
function rivalOf(
  txns: Entry[],
  scored: ScoredSignReading[],
  chosen: ScoredSignReading,
  qualifies: (r: ScoredSignReading) => boolean,
  agree: Map<ScoredSignReading, number>,
  cardHint: boolean,
): ScoredSignReading | null {
  if (chosen.chained === 0 || (cardHint && chosen.balances === 'owed')) return null;
  const turned = (r: ScoredSignReading) => txns.some((e) => Math.sign(signUnder(e, r) ?? 0) !== Math.sign(signUnder(e, chosen) ?? 0));
  return scored.find((r) => r !== chosen && qualifies(r) && r.chained === chosen.chained && agree.get(r) === agree.get(chosen) && turned(r)) ?? null;
}

/** Applies the chosen reading to the rows, once: signs and balances in the holder's terms. */
export function applySignReading(txns: Entry[], r: SignReading): void {
  if (r.columns === 'as labelled' && r.balances === 'holder') return;
  for (const e of txns) {
    const signed = signUnder(e, r);
    const balance = balanceUnder(e, r);
    e.signed = signed;
    e.balance = balance;
    if (r.balances === 'owed') e.signKnown = true;
  }
}

/**
 * Statements without a running balance: each sign convention (bank, card) with the columns as labelled
 * or swapped, scored by the printed figures they agree with (`unbalancedScore`: opening + rows = closing,
 * printed debit and credit totals); the choice itself is `settleWithoutBalances`'s, which takes the best.
 */
export function scoreWithoutBalances(
  txns: Entry[],
  opening: Money | null,
  closing: Money | null,
  cardHint: boolean,
  totals: readonly PrintedTotal[] = [],
): ReadingCandidate[] {
  return unbalancedReadings(txns, cardHint).map((r) => ({
    columns: r.swap ? ('swapped' as const) : ('as labelled' as const),
    balances: opening ? ('computed' as const) : ('none' as const),
    convention: r.convention,
    score: unbalancedScore(txns, r, opening, closing, totals),
  }));
}

/** A scored sign reading as the trace shows it. */
export function candidateOf(r: ScoredSignReading): ReadingCandidate {
  return {
    columns: r.columns,
    balances: r.balances === 'owed' ? 'owed' : 'printed',
    convention: r.balances === 'owed' ? 'card' : 'bank',
    score: r.chained,
  };
}
