import { CENTRAL_AFRICA, COUNTRY_RULES, CURRENCY_RULES, DOLLAR_COUNTRIES, ISO_CODES, type CurrencyRule } from './currency-symbols';

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

/** The first currency printed in free text (codes, symbols, names), as printed and as ISO. */
export function findPrintedCurrency(text: string, context = text): { printed: string; code: string } | null {
  const hit = earliest(CURRENCY_RULES, text);
  if (!hit) return null;
  return { printed: hit.printed.trim(), code: settle(hit.code, `${context}\n${text}`) };
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

function earliest(rules: readonly CurrencyRule[], text: string): { at: number; printed: string; code: string } | null {
  let best: { at: number; printed: string; code: string } | null = null;
  for (const c of rules) {
    const m = c.printed.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, printed: m[0], code: c.code };
  }
  return best;
}

function settle(code: string, context: string): string {
  if (code === 'XOF' && CENTRAL_AFRICA.test(context)) return 'XAF';
  if (code === '$') return DOLLAR_COUNTRIES.find((c) => c.country.test(context))?.code ?? 'USD';
  return code;
}
