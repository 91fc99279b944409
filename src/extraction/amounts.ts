import MARKERS from './language/money-markers.json';

/**
 * Money as printed on statements → integer minor units. Accepts thousands separators (`,` `.` `'`,
 * spaces, no-break and narrow no-break spaces), Indian lakh grouping (`1,23,45,678.90`), a decimal
 * comma (`1.234,56`), a leading or trailing minus (or trailing plus), parentheses, a direction marker
 * in any case (DR/CR, Dt/Kt, DB; or a lone D/C, S/H after a space: `language/money-markers.json`),
 * and a currency symbol or code on either side.
 */
export interface Money {
  /** Signed minor units: negative when printed negative, in parentheses or marked DR. */
  minor: number;
  /** The DR/CR marker when one was printed. */
  marker: 'dr' | 'cr' | null;
}

/** `blank` for fillers ('', '-', 'nil'); `null` when the text is not money. */
export type ParsedMoney = Money | 'blank' | null;

const CURRENCY = String.raw`(?:[A-Z]{3}|[A-Z]{1,2}\$|K[Ss]hs?\.?|T[Ss]hs?\.?|U[Ss]hs?\.?|GH[₵¢]|[₦$£€₵¢¥₹]|Rs\.?|N(?=\d))`;
/** Local symbols that print after the figure ("1 234,56 Kz", "5 000 FCFA", "120,00 MT"); letters only touch a number. */
const SUFFIX = String.raw`(?:Kz|MTn?|Mt|F?CFA|FCFA|F|Br|DH|Dhs|Frw|FRw|FBu|Le|MK|ZK|K|P|R|E£)`;
const LEAD_CURRENCY = new RegExp(`^(?:${CURRENCY}|(?:R|MK|ZK|Kz|MT|Br|DH|Le|Frw)(?=\\s?\\d))\\s*`);
const TRAIL_CURRENCY = new RegExp(`\\s*(?:${CURRENCY}|(?<=\\d\\s?)${SUFFIX})$`);
const NUMBER =
  /^(?:\d{1,3}(?:([,.'\u2019 \u00a0\u202f])\d{3})(?:\1\d{3})*(?:[.,]\d{1,3})?|\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,3})?|\d+(?:[.,]\d{1,3})?|[.,]\d{1,2})$/;

const words = (list: string[]) => list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const MARKER_WORDS = `${words(MARKERS.debit.words)}|${words(MARKERS.credit.words)}`;
const MARKER_LETTERS = `${MARKERS.debit.letters.join('')}${MARKERS.credit.letters.join('')}`;
/** A marker after the figure, or after its currency ("64,15 $ CR": French-Canadian cards print the sign before it). */
const TRAILING_MARKER = new RegExp(`^(.*?[\\d)](?:\\s?[$€£¥₹₦₱])?)\\s*(${MARKER_WORDS})\\.?$`, 'i');
const TRAILING_LETTER = new RegExp(`^(.*?[\\d)])\\s+([${MARKER_LETTERS}])$`);
const LEADING_MARKER = new RegExp(`^(${MARKER_WORDS})\\.?\\s+(.*)$`, 'i');
/** The marker word in brackets right after the figure ("397.73(Cr)", "1,200.00 [DR]"): read as the bare word. */
const BRACKETED_MARKER = new RegExp(`^(.*?\\d)\\s*[([](${MARKER_WORDS})\\.?[)\\]]$`, 'i');
const DEBIT_MARKS = new Set([...MARKERS.debit.words, ...MARKERS.debit.letters.map((l) => l.toLowerCase())]);

/** A printed direction marker ("CR", "Kt", "S") → 'dr' | 'cr'; null when it is none. */
export function directionMarker(mark: string): Money['marker'] {
  const m = mark.replace(/\.$/, '').toLowerCase();
  if (DEBIT_MARKS.has(m)) return 'dr';
  const credit = [...MARKERS.credit.words, ...MARKERS.credit.letters.map((l) => l.toLowerCase())];
  return credit.includes(m) ? 'cr' : null;
}

/** Each letter in both cases, so the source works without the `i` flag ("dr" → "[dD][rR]"). */
const anyCase = (w: string) => [...w].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');
/** Regex source of a marker after a figure (for cell finders that strip it first); words in any case, letters as capitals. */
const MARKER_WORD_SOURCE = [...MARKERS.debit.words, ...MARKERS.credit.words].map(anyCase).join('|');
export const MARKER_SUFFIX = String.raw`\s*(?:${MARKER_WORD_SOURCE})\.?$|\s*[([](?:${MARKER_WORD_SOURCE})\.?[)\]]$|\s+[${MARKER_LETTERS}]$`;

/** The common shape ("1,234.56", "-50.00"), read without the general path's regular expressions. */
const PLAIN = /^(-?)(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/;

/** The decimal separator a whole document uses (see `documentDecimal`), when known. */
export type DecimalMark = '.' | ',';

/**
 * `decimal`: the document's decimal separator. Without it a lone separator before exactly three
 * digits groups thousands ("1,000"); with it, the document's own decimal mark stays a decimal mark
 * ("12.500" in a statement that prints "1,012.500" is twelve and a half).
 */
export function parseMoney(text: string, decimal: DecimalMark | null = null): ParsedMoney {
  const plain = PLAIN.exec(text);
  if (plain) {
    const minor = Number(plain[2]!.replace(/,/g, '')) * 100 + Number(plain[3]);
    if (Number.isSafeInteger(minor)) return { minor: plain[1] ? -minor : minor, marker: null };
  }
  let s = text.trim();
  if (!s || /^(?:[-–—_.*]+|nil|n\/a|none)$/i.test(s)) return 'blank';
  const bracketed = BRACKETED_MARKER.exec(s);
  if (bracketed) s = `${bracketed[1]} ${bracketed[2]}`;
  let negative = false;
  let marker: Money['marker'] = null;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = paren[1]!.trim();
  }
  // A lone letter after a space ("12.350,00 D", "100,00 H") is the same marker, printed as one letter.
  const trailing = TRAILING_MARKER.exec(s) ?? TRAILING_LETTER.exec(s);
  const leading = trailing ? null : LEADING_MARKER.exec(s);
  if (trailing || leading) {
    marker = directionMarker(trailing ? trailing[2]! : leading![1]!);
    s = (trailing ? trailing[1]! : leading![2]!).trim();
  }
  for (let i = 0; i < 2; i++) {
    if (/^[-−–+]/.test(s)) {
      negative = negative || s[0] !== '+';
      s = s.slice(1).trim();
    }
    s = s.replace(LEAD_CURRENCY, '').replace(TRAIL_CURRENCY, '').trim();
  }
  if (/[-−–]$/.test(s)) {
    negative = true;
    s = s.slice(0, -1).trim();
  } else if (/\d\s*\+$/.test(s)) s = s.slice(0, -1).trim();
  if (paren === null && /^\((.*)\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (!NUMBER.test(s)) return null;
  const minor = toMinorUnits(s, decimal);
  if (minor === null) return null;
  if (marker === 'dr') negative = true;
  return { minor: negative ? -minor : minor, marker };
}

/** Digits with separators → minor units; a separator followed by exactly 3 digits groups thousands. */
function toMinorUnits(s: string, documentDecimal: DecimalMark | null): number | null {
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (dots && commas) decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const sep = dots ? '.' : ',';
    if (s.length - s.indexOf(sep) - 1 !== 3 || s.indexOf(sep) === 0 || sep === documentDecimal) decimal = sep;
  }
  let intPart = s;
  let frac = '';
  if (decimal) {
    const at = s.lastIndexOf(decimal);
    intPart = s.slice(0, at);
    frac = s.slice(at + 1);
  }
  const digits = intPart.replace(/[^\d]/g, '') || '0';
  if (frac.length > 2) {
    // Three decimals (rare currencies): round to the cent.
    const v = Math.round(Number(`${digits}.${frac}`) * 100);
    return Number.isSafeInteger(v) ? v : null;
  }
  const minor = Number(digits) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** True when `text` is money and, to tell it from ids and years in free text, has a decimal part. */
export function looksLikeDecimalMoney(text: string): boolean {
  // The decimal part first: most words have none, and the test costs a fraction of `parseMoney`.
  if (!/\d[.,]\d{2}(?!\d)/.test(text)) return false;
  const m = parseMoney(text);
  return m !== null && m !== 'blank';
}

/** A mark that is neither a figure nor a direction: a currency whose glyph came out split or unmapped ("GH ₵", "GH"). */
const UNKNOWN_MARK = /^(?:[^\d\s()−+-]{1,4}\s+){1,2}|(?:\s+[^\d\s()−+-]{1,4}){1,2}$/gu;

/**
 * A money column's cell. As `parseMoney`, and where that fails, the figure without one or two short
 * marks printed beside it that no currency list knows: in a column that holds money, a figure with a
 * decimal part next to them is the cell's value. Direction letters are never dropped.
 */
export function parseCellMoney(text: string, decimal: DecimalMark | null = null): ParsedMoney {
  const m = parseMoney(text, decimal);
  if (m !== null) return m;
  const marks = text.trim().match(UNKNOWN_MARK) ?? [];
  if (
    !marks.length ||
    marks.some((k) =>
      k
        .trim()
        .split(/\s+/)
        .some((w) => directionMarker(w) !== null),
    )
  )
    return null;
  const figure = text.trim().replace(UNKNOWN_MARK, '').trim();
  if (!/\d[.,]\d{2}\)?$/.test(figure)) return null;
  const rest = parseMoney(figure, decimal);
  return rest === 'blank' ? null : rest;
}
