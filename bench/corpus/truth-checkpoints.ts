import { findMoney, type MoneyToken } from './text-reader';

/**
 * Proofs for statements without a running balance on every row (see `truth-arithmetic.ts`): rows whose
 * figures are an amount and its parts (gross, fee, net), balances printed between groups of rows
 * (`Saldo anterior` at each page, a day's `SALDO`), and sections per currency checked against the
 * summary's column for that currency. Pure functions, no I/O.
 */

const CENT = 0.005;
const round2 = (n: number) => Math.round(n * 1000) / 1000;
const same = (a: number, b: number) => Math.abs(a - b) < CENT;

/** A figure with its printed sign: a minus, a `DR` or parentheses make it negative. */
export const signedValue = (t: MoneyToken): number => (t.marker === 'minus' || t.marker === 'dr' ? -t.value : t.value);

/**
 * The row's last three figures are an amount and its parts: gross − fee = net (or gross + fee = net, a
 * fee printed signed), net not zero, net and gross with one sign. Such a row prints no balance: its
 * last figure is the money that moved (the net), not a balance.
 */
export function amountParts(money: MoneyToken[]): { gross: MoneyToken; fee: MoneyToken; net: MoneyToken } | null {
  if (money.length < 3) return null;
  const [gross, fee, net] = money.slice(-3) as [MoneyToken, MoneyToken, MoneyToken];
  const [g, f, n] = [signedValue(gross), signedValue(fee), signedValue(net)];
  if (n === 0 || Math.sign(g) !== Math.sign(n)) return null;
  const fits = same(round2(g - f), n) || same(round2(g + f), n) || same(round2(Math.abs(g) - Math.abs(f)), Math.abs(n));
  return fits ? { gross, fee, net } : null;
}

let currencyCodes: Set<string> | null = null;
/** ISO 4217 codes, from the runtime's own list. */
function isCurrencyCode(word: string): boolean {
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return currencyCodes.has(word);
}

/** The ISO currency codes printed as words on a line, with the column each ends at. */
export function currencyCodesOn(line: string): { code: string; end: number }[] {
  return [...line.matchAll(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g)].filter((m) => isCurrencyCode(m[0])).map((m) => ({ code: m[0], end: m.index + 3 }));
}

/**
 * The currency each line belongs to: a heading without figures naming exactly one currency code
 * (`Transaktionsübersicht - EUR`, `USD account`) opens a section of that currency, to the next such
 * heading. Null before the first, and for statements naming no section currency.
 */
export function currencySections(lines: string[], hasFigures: (i: number) => boolean): (string | null)[] {
  let current: string | null = null;
  return lines.map((line, i) => {
    const t = line.trim();
    const codes = currencyCodesOn(line);
    if (t && t.length <= 60 && codes.length === 1 && !hasFigures(i) && !/\d/.test(t)) current = codes[0]!.code;
    return current;
  });
}

/**
 * A balance printed for one currency in a summary whose columns are currencies (`EUR   CHF   USD`
 * above `Opening balance   0,00   12,50   3,00`): on each line the label matches, the figure under the
 * currency's column (right edges within a few columns). Lines in print order.
 */
export function currencyColumnValues(lines: string[], label: (line: string) => boolean, code: string, decimals = 2): number[] {
  const out: number[] = [];
  let column: number | null = null;
  lines.forEach((line) => {
    const codes = currencyCodesOn(line);
    if (codes.length >= 2 && !findMoney(line, decimals).length) {
      column = codes.find((c) => c.code === code)?.end ?? null;
      return;
    }
    if (column === null || !label(line)) return;
    const under = findMoney(line, decimals).filter((t) => Math.abs(t.digitsEnd - column!) <= 4);
    if (under.length === 1) out.push(signedValue(under[0]!));
  });
  return out;
}

/** A row (its signed amount, null when its sign is not printed) or a printed balance, in print order. */
export type LedgerItem = { kind: 'row'; index: number; value: number; signed: boolean } | { kind: 'balance'; value: number };

export interface CheckpointProof {
  /** Rows proven, by index, with the sign the proof gave them (+1 credit, −1 debit). */
  proven: Map<number, 1 | -1>;
  /** Balances that closed a group of rows. */
  closed: number;
  /** The balance before the first proven row (the statement's opening, as far as checkpoints show). */
  base: number | null;
  /** Printed oldest-first (a checkpoint follows its rows) or newest-first (it precedes them). */
  order: 'oldest-first' | 'newest-first' | null;
}

/**
 * Balances printed between groups of rows prove the groups: the rows since a balance, added to it, give
 * the next balance (oldest-first), or the next balance plus the rows give the one before (newest-first).
 * A printed balance that closes nothing (an informational `Saldo disponível`) is kept as a possible start
 * and skipped. Unsigned rows take one sign for their whole group, the one that closes it, if one does.
 */
export function checkpointProof(items: LedgerItem[]): CheckpointProof {
  const tally = (order: 'oldest-first' | 'newest-first') => {
    const proven = new Map<number, 1 | -1>();
    let closed = 0;
    let base: number | null = null;
    // Open starts: a printed balance and the items after it.
    let starts: { value: number; from: number }[] = [];
    items.forEach((item, k) => {
      if (item.kind !== 'balance') return;
      for (const s of starts) {
        const rows = items.slice(s.from, k).filter((x): x is Extract<LedgerItem, { kind: 'row' }> => x.kind === 'row');
        if (!rows.length) continue;
        const sure = round2(rows.filter((r) => r.signed).reduce((a, r) => a + r.value, 0));
        const loose = round2(rows.filter((r) => !r.signed).reduce((a, r) => a + Math.abs(r.value), 0));
        const options: (1 | -1)[] = loose ? [1, -1] : [1];
        const fits = options.filter((u) =>
          order === 'oldest-first' ? same(round2(s.value + sure + u * loose), item.value) : same(round2(item.value + sure + u * loose), s.value),
        );
        if (fits.length !== 1) continue;
        const u = fits[0]!;
        for (const r of rows) proven.set(r.index, r.signed ? (r.value < 0 ? -1 : 1) : u);
        closed++;
        if (base === null) base = order === 'oldest-first' ? s.value : item.value;
        starts = [];
        break;
      }
      starts.push({ value: item.value, from: k + 1 });
    });
    return { proven, closed, base, order };
  };
  const [a, b] = [tally('oldest-first'), tally('newest-first')];
  const best = b.proven.size > a.proven.size ? b : a;
  return best.proven.size ? best : { proven: new Map(), closed: 0, base: null, order: null };
}
