import type { Entry } from './entries';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/**
 * Rows without a date of their own are transactions only where the statement prints dates once per
 * group (undated rows between dated ones). Otherwise an undated line with money before the first or
 * after the last dated row is a summary or a sub-total, and where nearly every row prints a balance,
 * an undated row without one is not a row of the table either; nor, where every dated row prints cents,
 * is an undated whole figure without a balance that prints no word or is grouped in thousands (`settings.rows`: `balancedShare` is "nearly
 * every", `strayMinDated` the dated rows that must all print cents).
 */
export function withoutStrayRows(entries: Entry[], s: ReadingSettings['rows'] = DEFAULT_SETTINGS.rows): Entry[] {
  const txn = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.kind === 'txn');
  const datedIdx = txn.filter(({ e }) => e.iso !== null).map(({ i }) => i);
  if (!datedIdx.length) return entries;
  const first = datedIdx[0]!;
  const last = datedIdx[datedIdx.length - 1]!;
  const grouped = txn.some(({ e, i }) => e.iso === null && i > first && i < last);
  const dated = txn.filter(({ e }) => e.iso !== null);
  const balanced = dated.filter(({ e }) => e.balance !== null).length >= dated.length * s.balancedShare;
  // A trailing row whose balance follows from the row above (or, newest first, leads to it) is a row; so is a
  // leading one (its date lost: OCR's "ov/07") whose balance follows from the opening line above it, or leads to
  // the next row's.
  const chains = (i: number) => {
    const e = entries[i]!;
    if (e.balance === null || e.signed === null) return false;
    const prev = entries
      .slice(0, i)
      .reverse()
      .find((p) => p.kind === 'txn' || p.kind === 'opening');
    const prevBalance = prev ? (prev.kind === 'opening' ? (prev.balance ?? prev.figure?.minor ?? null) : prev.balance) : null;
    if (prev && prevBalance !== null) {
      if (prevBalance + e.signed === e.balance) return true;
      if (prev.kind === 'txn' && e.balance + (prev.signed ?? 0) === prevBalance) return true;
    }
    const next = entries.slice(i + 1).find((n) => n.kind === 'txn');
    return i < first && !!next && next.balance !== null && next.signed !== null && e.balance + next.signed === next.balance;
  };
  // Where every dated row prints cents, an undated figure printed whole without a balance, either without a
  // word or in thousands groups, is a number printed beside the table (a payment coupon's scan line, a page
  // mark, a bank's share capital in its footer's prose: "Capitale sociale … Euro 1.284.551.208"), never a movement.
  const cents = dated.length >= s.strayMinDated && dated.every(({ e }) => e.wholeFigure !== true);
  return entries.filter((e, i) => {
    // A printed date that cannot exist is still a dated row: kept, dated as the row above, flagged.
    if (e.kind !== 'txn' || e.iso !== null || e.impossibleDate !== null) return true;
    if (balanced && e.balance === null && dated.some(({ e: d }) => d.balance !== null)) return false;
    if (cents && e.wholeFigure === true && e.balance === null && (e.groupedWhole === true || !/\p{L}/u.test(e.description))) return false;
    return grouped || (i > first && i < last) || chains(i);
  });
}

/** Rows printed without a date (statements that print it once per day) take the row above's. */
export function fillMissingDates(entries: Entry[]): void {
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
