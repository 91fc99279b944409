import { directionMarker, looksLikeDecimalMoney, parseMoney, type Money } from './amounts';
import { balanceLabels } from './balance-rows';
import { foldAccents } from './columns';
import type { Line } from './layout';
import { moneyCells } from './money-cells';
import SECTION_HEADINGS from './language/section-headings.json';
import { rightToLeftTotals } from './rtl-totals';
import { sideTotalLabel } from './side-totals';

/** A total the statement prints about its own rows. */
export interface PrintedTotal {
  label: string;
  /** `debit count` / `credit count`: how many rows of one direction ("NO OF DEBITS PAID 6", "Number of deposits 1"). */
  kind: 'debits' | 'credits' | 'count' | 'debit count' | 'credit count';
  /** Minor units for money, a plain number for counts. */
  value: number;
  /** Read from a bare "Total" under the columns (a page or sub-total may print the same way): it only confirms. */
  weak?: boolean;
  /**
   * The total of one section of the debits ("Total service fees" under their own heading): checked only
   * together with the other debit totals it completes, never alone against every debit.
   */
  part?: boolean;
}

const DEBITS =
  /\btotal\s+(?:amount\s+)?(?:of\s+)?(?:debits?|withdrawals?|money\s+out|paid\s+out|debit\s+amount|purchases(?:\s+and\s+charges)?|outflows?)\b|\btotal\s+des\s+debits\b|\btotal\s+(?:de\s+)?debitos\b/gi;
/** Totals of a section of the debits printed apart from the withdrawals: fees and charges. */
const DEBIT_PARTS = /\btotal\s+(?:of\s+)?(?:(?:service|bank|monthly)\s+)?(?:fees|charges)\b(?!\s+(?:for|this|and))|\btotal\s+cash\s+advances?\b/gi;
const CREDITS =
  /\btotal\s+(?:amount\s+)?(?:of\s+)?(?:credits?|deposits?|money\s+in|paid\s+in|credit\s+amount|lodgements|inflows?|payments?\s*(?:\/|&|and)\s*(?:other\s+)?credits?)\b|\btotal\s+des\s+credits\b|\btotal\s+(?:de\s+)?creditos\b/gi;
/**
 * "Total checks", "Total card purchases", "Total refunds": the total of a section whose heading gives its
 * sign (`language/section-headings.json`) and that is not itself the whole of that side ("Total withdrawals"):
 * a part, checked together with the other totals of its side.
 */
function sectionParts(headings: readonly string[], whole: RegExp): RegExp {
  const words = headings
    .filter((h) => !new RegExp(whole.source, 'i').test(`total ${h}`))
    .sort((a, b) => b.length - a.length)
    .map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(String.raw`\btotal\s+(?:of\s+)?(?:${words.join('|')})\b(?!\s+(?:for|this|and))`, 'gi');
}
const SECTION_PARTS = [
  [sectionParts(SECTION_HEADINGS.debit, DEBITS), 'debits'],
  [sectionParts(SECTION_HEADINGS.credit, CREDITS), 'credits'],
] as const;
const PART_TOTAL = /\b(?:page|daily|day|sub|carried|brought)\s*$/i;
const BARE_TOTAL = /^\s*(?:grand\s+|page\s+|sub-?)?totals?\b(?!\s+(?:debits?|credits?|withdrawals?|deposits?|money|paid|of|number))/i;
const COUNT =
  /\b(?:(?:total\s+)?(?:number|no\.?)\s+of\s+transactions|transaction\s+count|nombre\s+(?:de\s+)?(?:transactions|operations))\s*:?\s*(\d{1,6})(?![\d,.]\d)\b/gi;

const BARE_CENTS = /^[-(]?\.\d{2}\)?$/;
/** A count of rows printed between a side's label and its total ("Summa uttag 47 st -44 469,36"): not the figure. */
const COUNT_OF_ROWS = /(?<=^\s*\D+?)\s\d{1,5}\s+(?:st|stk|pcs|items?|transactions?|posten|operazioni)\b/i;
/** The count of one direction's rows: "No of debits paid: 6", "Number of deposits 1", "No. of dep: 1". */
const SIDE_COUNT =
  /\b(?:number|no\.?)\s+of\s+(?:(debits?|withdrawals?)|(credits?|deposits?|dep))\b(?:\s+(?:paid|made|posted))?\s*:?\s*(\d{1,6})(?![\d,.]\d)\b/gi;

/**
 * A total printed after the count of its rows ("122 Deposits/Credits 96,613.40", "31 Checks/Debits"):
 * the debits or credits of the statement, read as their totals.
 */
const COUNTED_CREDITS = /^\s*\d{1,6}\s+(?:deposits?|credits?|additions?)(?:\s*(?:\/|&|and)\s*(?:deposits?|credits?|additions?))?(?=\s|$)/i;
const COUNTED_DEBITS =
  /^\s*\d{1,6}\s+(?:checks?|cheques?|debits?|withdrawals?|subtractions?)(?:\s*(?:\/|&|and)\s*(?:checks?|cheques?|debits?|withdrawals?|subtractions?))?(?=\s|$)/i;

/**
 * A whole figure: thousands grouped ("45.874", "2,766,400", "87 250"), or plain digits right after a currency sign
 * ("$ 212"). Read as money after a balance label only in a statement whose rows print whole amounts.
 */
const WHOLE_GROUPED = /^[-(]?\d{1,3}(?:([., \u00a0\u202f])\d{3})(?:\1\d{3})*\)?$/;
const WHOLE_PLAIN = /^[-(]?\d+\)?$/;
const CURRENCY_SIGN = /^(?:[$€£¥₹₱₦]|[A-Z]{3}|[A-Z]{1,2}\$)$/;
const CURRENCY_PREFIX = /^(?:\p{Sc}|[A-Z]{1,3}\p{Sc}?)(?=[-(]?\d)/u;

/** The first money figure printed right after a label (within a few words), with its sign and marker. */
function moneyAfter(text: string, from: number, whole = false): Money | null {
  // Far enough to step over an "as at 20 Jan 2025" between the label and its figure.
  const words = text.slice(from).trim().split(/\s+/).slice(0, 8);
  for (let i = 0; i < words.length; i++) {
    // A currency sign or code glued to the figure ("R4 120.55", "$1,204.38") is not part of it.
    let w = words[i]!.replace(/^[:=]+/, '').replace(CURRENCY_PREFIX, '');
    if (!w) continue;
    // Thousands grouped by spaces ("1 234,56", "12 500 000,00") are one figure.
    while (/^[-(]?\d{1,3}(?: \d{3})*$/.test(w) && /^\d{3}(?:[.,]\d{2})?\)?$/.test(words[i + 1] ?? '')) w = `${w} ${words[++i]}`;
    // A marker after the figure is its sign ("1,234.56 Cr"), unless it begins the next label ("3,00,854.86 Dr Count: 96");
    // so is a lone sign set a space apart ("1.719,81 -", "3.120,45 +").
    const next = words[i + 1] ?? '';
    // A one-letter marker ("616,97 S", "245,30 H", "1 120,00 D") only ending the line: a capital starting a word may begin the next label.
    const marks =
      directionMarker(next) !== null &&
      (/^[a-z]{2}\.?$/i.test(next) ? !/^\p{L}+:$/u.test(words[i + 2] ?? '') : /^[A-Z]$/.test(next) && words[i + 2] === undefined);
    const withMarker = marks || /^[-+]$/.test(next) ? `${w} ${next}` : w;
    // A zero printed without its whole part (".00": a line printer's empty balance) is a figure too.
    if (looksLikeDecimalMoney(w) || BARE_CENTS.test(w)) {
      const m = parseMoney(withMarker);
      return m && m !== 'blank' ? m : null;
    }
    if (whole && (WHOLE_GROUPED.test(w) || (WHOLE_PLAIN.test(w) && CURRENCY_SIGN.test(words[i - 1] ?? '')))) {
      const m = parseMoney(w.replace(/[., \u00a0\u202f]/g, ''));
      return m && m !== 'blank' ? m : null;
    }
  }
  return null;
}

function figureAfter(text: string, from: number): number | null {
  const m = moneyAfter(text, from);
  return m ? Math.abs(m.minor) : null;
}

/** "Current balance": the closing only in a summary that also prints the previous balance (elsewhere it may be an available balance). */
const CURRENT_BALANCE = /\b(?:current|present)\s+balance\b/gi;

/**
 * The figure a balance line prints inside its own label, in the narration column rather than a money column
 * ("SALDO INIZIALE 3.412,08" on a statement with no balance column), or null.
 */
export function figureAfterBalanceLabel(text: string): Money | null {
  const t = foldAccents(text);
  for (const label of balanceLabels(t)) {
    const m = moneyAfter(t, label.end);
    if (m) return m;
  }
  return null;
}

/**
 * Opening and closing balances printed as labelled figures outside the table (a summary box:
 * "Previous balance 1,234.50   New balance 2,001.10"): the first opening and the last closing, and every
 * closing in print order (for the arithmetic to choose between an account's and another summary's).
 */
export function labelledBalances(
  lines: ReadonlyArray<{ text: string }>,
  /** The statement's rows print whole amounts ("-20.011", "115.000"): its labelled balances are whole figures too. */
  whole = false,
): { opening: Money | null; closing: Money | null; closings: Money[] } {
  let opening: Money | null = null;
  let closing: Money | null = null;
  const closings: Money[] = [];
  let current: Money | null = null;
  for (const l of lines) {
    const t = foldAccents(l.text);
    for (const label of balanceLabels(t)) {
      const m = moneyAfter(t, label.end, whole);
      if (!m) continue;
      if (label.kind === 'opening' && !(label.either && opening)) opening ??= m;
      else closings.push((closing = m));
    }
    for (const c of t.matchAll(CURRENT_BALANCE)) current = moneyAfter(t, c.index + c[0].length) ?? current;
  }
  return { opening, closing: closing ?? (opening ? current : null), closings };
}

/**
 * Printed totals anywhere in the document ("Total debits 1,234.56", "Number of transactions: 42"),
 * for the reconciliation to check; they are never rows.
 */
export function printedTotals(pages: Line[][], order: readonly ('debits' | 'credits')[] = []): PrintedTotal[] {
  const out: PrintedTotal[] = [];
  for (const lines of pages)
    for (const l of lines) {
      const rtl = rightToLeftTotals(l);
      if (rtl.length) {
        out.push(...rtl);
        continue;
      }
      const t = foldAccents(l.text);
      const side = sideTotalLabel(t);
      if (side) {
        const v = figureAfter(t.replace(COUNT_OF_ROWS, ''), side.end);
        if (v !== null) {
          out.push({ label: side.label, kind: side.kind, value: v, ...(side.part ? { part: true } : {}) });
          continue;
        }
      }
      if (!/total|number|no\.?\s+of|count|nombre/i.test(t) && !/^\s*\d/.test(t)) continue;
      // "Total   700.00   1,000.00" under the debit and credit columns: read in the table's column order.
      if (BARE_TOTAL.test(t) && order.length === 2) {
        const cells = moneyCells(l);
        if (cells.length === 2 || cells.length === 3) {
          cells
            .slice(0, 2)
            .forEach((c, i) =>
              out.push({ label: `${t.match(BARE_TOTAL)![0].trim()} ${order[i]}`, kind: order[i]!, value: Math.abs(c.money.minor), weak: true }),
            );
          continue;
        }
      }
      const counted = countedTotal(t);
      if (counted) {
        out.push(counted);
        continue;
      }
      const joined = slashJoinedTotals(l);
      if (joined) {
        out.push(...joined);
        continue;
      }
      for (const [re, kind] of [
        [DEBITS, 'debits'],
        [CREDITS, 'credits'],
      ] as const) {
        for (const m of t.matchAll(re)) {
          // "Page Total Debit", "Daily total credits": a part of the rows, never the statement's total.
          if (PART_TOTAL.test(t.slice(0, m.index!))) continue;
          const v = figureAfter(t, m.index! + m[0].length);
          if (v !== null) out.push({ label: m[0].trim(), kind, value: v });
        }
      }
      const parts = new Set<number>();
      for (const [re, kind] of [[DEBIT_PARTS, 'debits'], ...SECTION_PARTS] as const)
        for (const m of t.matchAll(re)) {
          if (parts.has(m.index!)) continue;
          const v = figureAfter(t, m.index! + m[0].length);
          if (v === null) continue;
          parts.add(m.index!);
          out.push({ label: m[0].trim(), kind, value: v, part: true });
        }
      for (const m of t.matchAll(COUNT)) out.push({ label: m[0].replace(/\s*:?\s*\d+$/, '').trim(), kind: 'count', value: Number(m[1]) });
      for (const m of t.matchAll(SIDE_COUNT))
        out.push({ label: m[0].replace(/\s*:?\s*\d+$/, '').trim(), kind: m[1] ? 'debit count' : 'credit count', value: Number(m[3]) });
    }
  return out;
}

/**
 * "Total Debit/Total Credit/New Balance   363,676.96   371,316.12   9,476.66": labels joined by
 * slashes before as many figures, the k-th label naming the k-th figure (each label would otherwise
 * take the first figure after it). Null when the line is not printed that way.
 */
function slashJoinedTotals(line: Line): PrintedTotal[] | null {
  if (!line.text.includes('/')) return null;
  const cells = moneyCells(line);
  if (cells.length < 2) return null;
  const before = line.words.filter((w) => w.x1 <= cells[0]!.x0).map((w) => foldAccents(w.text));
  const labels = before
    .join(' ')
    .split('/')
    .map((x) => x.trim());
  if (labels.length !== cells.length || labels.some((x) => !x)) return null;
  const out: PrintedTotal[] = [];
  labels.forEach((label, i) => {
    const debit = new RegExp(DEBITS.source, 'i').exec(label);
    const credit = debit ? null : new RegExp(CREDITS.source, 'i').exec(label);
    const m = debit ?? credit;
    if (m) out.push({ label: m[0].trim(), kind: debit ? 'debits' : 'credits', value: Math.abs(cells[i]!.money.minor) });
  });
  return out.length ? out : null;
}

/** "122 Deposits/Credits 96,613.40": the credits' (or debits') total after their count; null for any other line. */
function countedTotal(text: string): PrintedTotal | null {
  for (const [re, kind] of [
    [COUNTED_CREDITS, 'credits'],
    [COUNTED_DEBITS, 'debits'],
  ] as const) {
    const m = re.exec(text);
    if (!m) continue;
    const v = figureAfter(text, m[0].length);
    return v === null ? null : { label: m[0].replace(/^\s*\d+\s+/, '').trim(), kind, value: v };
  }
  return null;
}
