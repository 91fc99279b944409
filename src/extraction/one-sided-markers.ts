import { chainScore } from './column-reading';
import type { Entry } from './entries';

/** A bare balance read as the side the column never marks (null balances stay null). */
const bareIsDebit = (e: Entry): number | null => (e.balance === null ? null : e.balanceMarker === null ? -Math.abs(e.balance) : e.balance);

/**
 * A balance column that marks only balances in the holder's favour ("985.28 Cr") and prints an overdrawn
 * balance bare ("328.12"), as some banks do: when balances carry CR and none carries DR, the bare ones may
 * be debit balances. That reading is proposed and kept only when the running balance chains better
 * with the bare balances negative than as printed (unsigned amounts may go either way under both).
 * Mutates `balance`; returns whether it switched.
 */
export function settleOneSidedMarkers(txns: Entry[]): boolean {
  let cr = 0;
  let bare = 0;
  for (const e of txns) {
    if (e.balance === null) continue;
    if (e.balanceMarker === 'dr') return false;
    if (e.balanceMarker === 'cr') cr++;
    else if (e.balance > 0) bare++;
  }
  if (!cr || !bare) return false;
  const eitherWay = (e: Entry) => !e.signKnown || e.debit !== null || e.credit !== null;
  const asPrinted = chainScore(txns, (e) => e.signed, undefined, eitherWay);
  const turned = chainScore(txns, (e) => e.signed, bareIsDebit, eitherWay);
  if (turned <= asPrinted) return false;
  for (const e of txns) e.balance = bareIsDebit(e);
  return true;
}
