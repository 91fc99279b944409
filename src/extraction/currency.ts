import type { IssuerProfile } from './profiles';
import { ibanIn } from './account-number';
import {
  CENTRAL_AFRICA,
  CHINA,
  COUNTRY_RULES,
  CURRENCY_RULES,
  DOLLAR_COUNTRIES,
  DOLLAR_ROW_COUNTRIES,
  IBAN_CURRENCY,
  ISO_CODES,
} from './currency-symbols';
import { presentationLetters } from './columns';

const SHILLINGS = new Set(['KES', 'TZS', 'UGX']);
const RUPEE_COUNTRIES = [
  { code: 'PKR', country: /pakistan|karachi|lahore|islamabad/iu },
  { code: 'LKR', country: /sri\s+lanka|colombo/iu },
  { code: 'NPR', country: /\bnepal|kathmandu/iu },
  { code: 'MUR', country: /mauritius|port\s+louis/iu },
  { code: 'SCR', country: /seychelles/iu },
];

/**
 * Printed currency → ISO 4217. `context` is the statement's header text: it settles the symbols
 * several countries share (CFA francs are XAF with a Central-African hint, "$" is NAD or LRD where
 * the document names Namibia or Liberia).
 */
export function currencyCode(printed: string, context = ''): string | null {
  const up = printed.trim().toUpperCase();
  if (ISO_CODES.has(up)) return up;
  return findPrintedCurrency(printed, context)?.code ?? null;
}

/** The ISO 4217 code printed as a word of `text` ("NGN - NAIRA" → NGN), or null. */
export function isoCodeIn(text: string): string | null {
  for (const m of text.matchAll(/\b[A-Z]{3}\b/g)) if (ISO_CODES.has(m[0])) return m[0];
  return null;
}

const GLOBAL_RULES = CURRENCY_RULES.map((c) => ({ code: c.code, printed: new RegExp(c.printed.source, `${c.printed.flags}g`) }));

/** ISO codes are printed in capitals: "mad", "Eur" or "nad" in prose are words, not currencies. */
function lowerCaseCode(printed: string): boolean {
  return /^[A-Za-z]{3}$/.test(printed) && printed !== printed.toUpperCase() && ISO_CODES.has(printed.toUpperCase());
}

/**
 * A code in parentheses that spells the initials of the words before it is their abbreviation:
 * "MINIMUM AMOUNT DUE(MAD)" names no dirham, "Total Amount Due (TAD)" no currency at all.
 */
function isAcronym(text: string, at: number, printed: string): boolean {
  if (!/^[A-Z]{3}$/.test(printed) || !/\(\s*$/.test(text.slice(Math.max(0, at - 2), at))) return false;
  const before = text
    .slice(Math.max(0, at - 60), at)
    .replace(/\(\s*$/, '')
    .split(/[\s/-]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(-3);
  return before.length === 3 && before.map((w) => w[0]!.toUpperCase()).join('') === printed;
}

/** The first currency printed in free text (codes, symbols, names), as printed and as ISO. */
export function findPrintedCurrency(printed: string, context = printed): { printed: string; code: string } | null {
  // Names printed as Arabic glyph shapes ("ﺭﯾﺎﻝ") are matched as the letters they show ("ریال").
  const text = presentationLetters(printed);
  const hits = GLOBAL_RULES.flatMap((c) => {
    for (const m of text.matchAll(c.printed))
      if (!lowerCaseCode(m[0]) && !isAcronym(text, m.index, m[0])) return [{ at: m.index, printed: m[0], code: c.code }];
    return [];
  }).sort((a, b) => a.at - b.at);
  for (const hit of hits) {
    const code = settle(hit.code, `${context}\n${text}`);
    if (code) return { printed: hit.printed.trim(), code };
  }
  return null;
}

/** Currency of the country the text names (issuer address, "Kenya", "Douala", …). */
export function currencyFromCountry(text: string): string | null {
  let best: { at: number; code: string } | null = null;
  for (const c of COUNTRY_RULES) {
    const m = c.country.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, code: c.code };
  }
  return best?.code ?? null;
}

/** The ISO code for shared symbols, from the country the document names; '' when it names none. */
function settle(code: string, context: string): string {
  if (code === 'XOF' && CENTRAL_AFRICA.test(context)) return 'XAF';
  if (code === 'SHILLING') {
    const country = currencyFromCountry(context);
    return country && SHILLINGS.has(country) ? country : '';
  }
  if (code === '$') return DOLLAR_COUNTRIES.find((c) => c.country.test(context))?.code ?? 'USD';
  if (code === 'YEN') return CHINA.test(context) ? 'CNY' : 'JPY';
  if (code === 'RUPEE') return RUPEE_COUNTRIES.find((c) => c.country.test(context))?.code ?? 'INR';
  return code;
}

/**
 * Currency as printed and its ISO code: label, then column headers, then any code or symbol above the
 * table, then one printed beside the amounts ("KSh 1,200.00", "₦ 5,000.00"), then the IBAN's country,
 * then issuer/country.
 */
export function findCurrency(
  fields: { currency: string },
  headerHint: string | null,
  text: string,
  profile: IssuerProfile,
  moneyCells = '',
  rows: { narrations: readonly string[]; share: number } = { narrations: [], share: 1 },
): { currency: string; currency_code: string } {
  const found = findCurrencyInHeader(fields, headerHint, text, profile, moneyCells);
  // "S$" where the document names another dollar's country and not Singapore: a "$" OCR read with a speck
  // ("Balance (S$)" for "Balance ($)" on a Toronto bank's scan), the named country's dollar.
  if (/^S\$$/.test(found.currency.trim()) && !/\bsingapore\b/i.test(text)) {
    const named = DOLLAR_COUNTRIES.find((c) => c.code !== 'SGD' && c.country.test(text));
    if (named) return { currency: '$', currency_code: named.code };
  }
  // A bare "$" the header gives no country for: the country most rows name, when they clearly agree.
  if (found.currency === '$' && found.currency_code === 'USD' && !DOLLAR_COUNTRIES.some((c) => c.country.test(text)))
    return { ...found, currency_code: dollarCountryOfRows(rows.narrations, rows.share) ?? 'USD' };
  return found;
}

/** The "$" currency of the one country a clear share of the rows name by its ISO code, or null. */
function dollarCountryOfRows(narrations: readonly string[], share: number): string | null {
  if (!narrations.length) return null;
  const counts = new Map<string, number>();
  for (const n of narrations) {
    const codes = new Set(n.split(/\s+/).filter((w) => DOLLAR_ROW_COUNTRIES[w] !== undefined));
    for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const [best, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < narrations.length * share || (second && second[1] * 2 >= best[1])) return null;
  return DOLLAR_ROW_COUNTRIES[best[0]]!;
}

function findCurrencyInHeader(
  fields: { currency: string },
  headerHint: string | null,
  text: string,
  profile: IssuerProfile,
  moneyCells: string,
): { currency: string; currency_code: string } {
  if (fields.currency) {
    const code = currencyCode(fields.currency, text);
    if (code) return { currency: fields.currency, currency_code: code };
  }
  if (headerHint) {
    // A label's "(KES)" is the code itself; "(in Rs.)" names the currency among other words.
    const named = ISO_CODES.has(headerHint.trim().toUpperCase()) ? null : findPrintedCurrency(headerHint, text);
    if (named) return { currency: named.printed, currency_code: named.code };
    const code = currencyCode(headerHint, text);
    if (code) return { currency: headerHint, currency_code: code };
  }
  const printed = findPrintedCurrency(text) ?? (moneyCells ? findPrintedCurrency(moneyCells, text) : null);
  if (printed) return { currency: printed.printed, currency_code: printed.code };
  // An IBAN names its country: "DE89 3704 …" is a euro account, "GB29 NWBK …" a sterling one.
  const byIban = IBAN_CURRENCY[ibanIn(text)?.slice(0, 2) ?? ''];
  if (byIban) return { currency: byIban, currency_code: byIban };
  if (profile.currency) return { currency: profile.currency.printed ?? profile.currency.code, currency_code: profile.currency.code };
  const byCountry = currencyFromCountry(text);
  return byCountry ? { currency: byCountry, currency_code: byCountry } : { currency: '', currency_code: '' };
}
