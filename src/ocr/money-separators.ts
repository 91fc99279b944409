/**
 * OCR reads a thousands comma as a point and the other way round ("47.225.01" for "47,225.01"), or drops a
 * decimal point into a space ("35839 72"). A money-shaped token is rewritten in the separators the page
 * itself uses most (its clearly read amounts decide), so the engine parses the figure the page printed.
 */
export interface Separators {
  group: ',' | '.' | ' ' | '';
  decimal: '.' | ',';
}

/** Tokens that are unambiguously "grouped thousands, then two decimals": their separators vote. */
const CLEAR = /^-?\d{1,3}([,. ])\d{3}(?:\1\d{3})*([.,])\d{2}-?$/;

/** The word after a space-grouped figure's first group: three digits, the decimal mark, the cents (and a side marker). */
const SPACED_REST = /^\d{3}([.,])\d{2}(?:Cr|Dr|CR|DR|-)?$/;

export function pageSeparators(tokens: string[]): Separators | null {
  const votes = new Map<string, number>();
  for (const [i, t] of tokens.entries()) {
    const m = CLEAR.exec(t);
    // Thousands grouped by a space come as two words ("11", "620.75Cr"): the pair votes for a space and its mark.
    const spaced = !m && /^-?\d{1,3}$/.test(t) ? SPACED_REST.exec(tokens[i + 1] ?? '') : null;
    if (spaced) votes.set(` ${spaced[1]}`, (votes.get(` ${spaced[1]}`) ?? 0) + 1);
    if (!m || m[1] === m[2]) continue;
    const key = `${m[1]}${m[2]}`;
    votes.set(key, (votes.get(key) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [k, n] of votes) if (!best || n > votes.get(best)!) best = k;
  return best ? { group: best[0] as Separators['group'], decimal: best[1] as Separators['decimal'] } : null;
}

/** A figure under a thousand with two decimals ("86,00", "12.50"): its mark is the decimal one. */
const SHORT_AMOUNT = /^-?\d{1,3}([.,])\d{2}$/;

/**
 * The page's decimal mark: its separators' (`pageSeparators`) where grouped amounts tell them, else the mark of its
 * short amounts where at least three print one and it outnumbers the other four to one; else null.
 */
export function pageDecimalMark(tokens: string[], seps: Separators | null): '.' | ',' | null {
  if (seps) return seps.decimal;
  let comma = 0;
  let point = 0;
  for (const t of tokens) {
    const m = SHORT_AMOUNT.exec(t);
    if (m?.[1] === ',') comma++;
    else if (m) point++;
  }
  if (comma >= 3 && comma >= 4 * point) return ',';
  if (point >= 3 && point >= 4 * comma) return '.';
  return null;
}

/**
 * The whole part of a grouped amount: groups of three, or Indian lakh grouping (groups of two, then the last
 * three: "3,61,062"), with any of `,` `.` `'` (or a `:` OCR read for one of them) as separators.
 */
const GROUPED = String.raw`\d{1,3}(?:[,.':]\d{3})+|\d{1,2}(?:[,.':]\d{2})+[,.':]\d{3}`;
/** Digits grouped (`GROUPED`), then a separator (or a colon OCR read for it: "4,500:00") and two decimals. */
const MISREAD = new RegExp(String.raw`^(-?)(${GROUPED})[,.:](\d{2})(-?)$`);

/** The token in the page's separators when it is a misread grouped amount; else unchanged. */
/** "5.33821": a grouping mark read as the decimal one and the decimal point lost ("5,338.21"). */
const LOST_POINT = /^(-?)(\d{1,3}(?:[,.]\d{3})*)[,.](\d{3})(\d{2})(-?)$/;

export function normaliseMoneyToken(token: string, seps: Separators): string {
  const lost = LOST_POINT.exec(token);
  if (lost) {
    const [, lead, int, ddd, dd, trail] = lost;
    return `${lead}${int!.replace(/[,.]/g, seps.group)}${seps.group}${ddd}${seps.decimal}${dd}${trail}`;
  }
  const m = MISREAD.exec(token);
  if (!m) return token;
  const [, lead, int, dec, trail] = m;
  const fixed = `${lead}${int!.replace(/[,.':]/g, seps.group)}${seps.decimal}${dec}${trail}`;
  return fixed;
}

/** An item that is only "35839 72" or "35,839 72": a decimal point read as a space. */
const DROPPED_POINT = /^(-?)(\d{1,3}(?:[,.]\d{3})+|\d{3,}) (\d{2})(-?)$/;

/**
 * A currency sign printed against the figure ("₦1,168,267.89") that OCR read as some other glyph: "N", "H",
 * "#", "§", "¥" (any one character that is not a digit, a sign or a bracket, glued to a grouped amount
 * with two decimals). The glyph is dropped: the currency is read from the page, not from a misread sign.
 */
const GLUED_SIGN = /^(-?)[^\d\s+\-(),.'](\d{1,3}(?:[,.]\d{3})+[.,]\d{2}-?)$/u;

export function dropGluedSign(token: string): string {
  const m = GLUED_SIGN.exec(token);
  return m ? `${m[1]}${m[2]}` : token;
}

/** A grouped amount with two decimals (thousands or lakh grouping), as the page prints it after the repairs. */
const AMOUNT = /^-?(?:\d{1,3}(?:[,.' ]\d{3})*|\d{1,2}(?:[,.' ]\d{2})+[,.' ]\d{3})[.,]\d{2}-?$/;

/**
 * A "1" OCR read as a stroke (`]`, `|`, `l`, `I`, `!`, or `)` with no `(` before it): "69,526.4)" is
 * "69,526.41". Only where the token then is a grouped amount with two decimals.
 */
export function restoreOnes(token: string): string {
  if (!/[\]|lI!)]/.test(token) || token.startsWith('(')) return token;
  const fixed = token.replace(/[\]|lI!)]/g, '1');
  return AMOUNT.test(fixed) ? fixed : token;
}

/**
 * A "5" OCR read as "§" or "$" inside a figure ("-§,970.00", "$,830.00", "1§2.40": followed by a separator or
 * after a digit, where no currency sign stands), or as "§" leading a figure that is not a grouped amount
 * ("-§3.00"; a "§" before a grouped amount is a misread "₦", dropped by `dropGluedSign` first, and either
 * reading of a short one is one digit from the other for the running balance's proof-reader). A minus read
 * as "~" or a dash before a figure ("~80.00") is restored, and a speck read as a point, a colon, a quote or a degree sign after the cents
 * ("6,690.00.", "12,500.00:", "120,10°") dropped. Only where the token then is an amount.
 */
export function restoreMisreadGlyphs(token: string): string {
  if (!/[§$~—–]|\d[.,:;°'"’`´*]$/u.test(token)) return token;
  const fixed = token
    .replace(/^[~—–](?=[\d§])/, '-')
    .replace(/^([-+]?)§(?=\d)/, '$15')
    .replace(/[§$](?=[,.])|(?<=\d)[§$]/g, '5')
    .replace(/(\d[.,]\d{2})[.,:;°'"’`´*]$/u, '$1');
  return AMOUNT.test(fixed) ? fixed : token;
}

/** "3,908,.528.41": a speck read as a second separator beside the first; one is kept (then read as above). */
export function dropDoubledSeparator(token: string): string {
  if (!/\d[,.]{2}\d/.test(token)) return token;
  const fixed = token.replace(/(\d)[,.]([,.])(?=\d)/g, '$1$2');
  return AMOUNT.test(fixed) || MISREAD.test(fixed) ? fixed : token;
}

const esc = (c: string) => c.replace(/[.]/g, '\\.');

/**
 * "3,932,73 1.65": OCR split a figure in two words inside a thousands group. Joined when the first word is a
 * number cut short in the page's grouping mark only (its last group under three digits, no decimal mark: no
 * amount prints like that) and the second the rest of a group with the decimals, so that together they make
 * one grouped amount in the page's separators.
 */
export function joinSplitFigures(tokens: string[], seps: Separators): string[] {
  if (seps.group !== ',' && seps.group !== '.') return tokens;
  const g = esc(seps.group);
  const d = esc(seps.decimal);
  const cut = new RegExp(`^-?\\d{1,3}(?:${g}\\d{3})*${g}\\d{1,2}$`);
  const rest = new RegExp(`^\\d{1,2}${d}\\d{2}-?$`);
  const whole = new RegExp(`^-?\\d{1,3}(?:${g}\\d{3})+${d}\\d{2}-?$`);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (next !== undefined && cut.test(t) && rest.test(next) && whole.test(t + next)) {
      out.push(t + next);
      i++;
    } else out.push(t);
  }
  return out;
}

/**
 * "2,69,796.96.Cr", "1,234.56Cr": a balance's Cr/Dr marker OCR read glued to the figure, often behind a speck
 * read as a point. Set apart, as printed ("2,69,796.96 Cr"), so the figure is read as money and the marker as its side.
 */
const GLUED_MARKER = /^(-?\d[\d,.':]*[.,]\d{2})[.,]?(Cr|Dr|CR|DR)$/;

export function separateGluedMarker(token: string): string {
  const m = GLUED_MARKER.exec(token);
  return m ? `${m[1]} ${m[2]}` : token;
}

/** An OCR item's text with each money token in the page's separators (`pageSeparators`). */
export function normaliseItemText(text: string, seps: Separators): string {
  const dropped = DROPPED_POINT.exec(text);
  const whole = dropped ? `${dropped[1]}${dropped[2]}${seps.decimal}${dropped[3]}${dropped[4]}` : text;
  return joinSplitFigures(
    whole.split(' ').flatMap((t) => separateGluedMarker(t).split(' ')),
    seps,
  )
    .map((t) => normaliseMoneyToken(restoreOnes(restoreMisreadGlyphs(dropGluedSign(dropDoubledSeparator(t)))), seps))
    .join(' ');
}

/**
 * "7 867. 82Cr", "000. 00": a figure whose cents OCR set a space apart from its decimal mark (a speck, or the mark
 * read wide). Joined again, whatever the page's separators: a token ending in two digits and a mark, then two digits
 * (maybe with their side marker or a trailing minus), is one figure. Words ("No. 12") and a lone digit ("Page 2, 14") are left alone.
 */
const MARK_AT_END = /\d{2}[.,]$/;
const CENTS_ALONE = /^\d{2}(?:Cr|Dr|CR|DR|-)?$/;

export function joinSplitCents(text: string): string {
  if (!/[.,] \d{2}/.test(text)) return text;
  const tokens = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (next !== undefined && MARK_AT_END.test(t) && CENTS_ALONE.test(next)) {
      out.push(t + next);
      i++;
    } else out.push(t);
  }
  return out.join(' ');
}

/** A whole figure grouped by spaces ("1 250 000", "93 700"), as statements in currencies without cents print them. */
const WHOLE_SPACED = /^-?\d{1,3}(?: \d{3})+$/;
/** An item with decimals ("1 250,00", "86.50"): a page printing those prints cents. */
const WITH_DECIMALS = /\d[.,]\d{2}(?!\d)/;

/**
 * Whether a page prints its money as whole figures grouped by spaces (XOF, XAF, UGX, …: "1 250 000"): at least
 * three of its items are such figures, and more of them than items with decimals.
 */
export function printsWholeSpacedFigures(items: readonly string[]): boolean {
  const whole = items.filter((t) => WHOLE_SPACED.test(t.trim())).length;
  const decimals = items.filter((t) => WITH_DECIMALS.test(t)).length;
  return whole >= 3 && whole > decimals;
}

/**
 * On such a page, an item OCR read as a spaced figure with a letter for a zero in a group ("100 C00", "1 2O0 000")
 * or with the space after the leading digit lost ("1561 500", "1250 000": no group prints four digits) is the
 * figure printed. Anything else is left as read.
 */
export function repairWholeSpacedFigure(item: string): string {
  const t = item.trim();
  const zeroed = /^-?\d{1,4}(?: [\dOoCcDQ]{3})+$/.test(t) ? t.replace(/[OoCcDQ]/g, '0') : t;
  const spaced = zeroed.replace(/^(-?\d)(\d{3})(?= \d{3})/, '$1 $2');
  return WHOLE_SPACED.test(spaced) ? spaced : item;
}
