/** Currency names, symbols and countries → ISO 4217. Order matters: specific before generic. */
const CURRENCIES: Array<{ code: string; printed: RegExp; country?: RegExp }> = [
  { code: 'KES', printed: /\bKES\b|\bK[Ss]h[Ss]?\b\.?|kenya(?:n)? shillings?/i, country: /\bkenya\b|nairobi|m-?pesa|safaricom/i },
  { code: 'TZS', printed: /\bTZS\b|\bT[Ss]h[Ss]?\b\.?|tanzania(?:n)? shillings?/i, country: /tanzania|dar es salaam/i },
  { code: 'UGX', printed: /\bUGX\b|\bU[Ss]h[Ss]?\b\.?|uganda(?:n)? shillings?/i, country: /uganda|kampala/i },
  { code: 'RWF', printed: /\bRWF\b|rwanda(?:n)? francs?/i, country: /rwanda|kigali/i },
  { code: 'NGN', printed: /\bNGN\b|₦|\bnaira\b/i, country: /nigeria|lagos|abuja/i },
  { code: 'GHS', printed: /\bGHS\b|GH₵|\bcedis?\b/i, country: /ghana|accra/i },
  { code: 'ZAR', printed: /\bZAR\b|\brand\b/i, country: /south africa/i },
  { code: 'ZMW', printed: /\bZMW\b|kwacha/i, country: /zambia|lusaka/i },
  { code: 'XOF', printed: /\bXOF\b|franc cfa|\bFCFA\b/i },
  { code: 'ETB', printed: /\bETB\b|\bbirr\b/i, country: /ethiopia/i },
  { code: 'USD', printed: /\bUSD\b|us dollars?|\bUS\$|(?<![A-Za-z])\$/i },
  { code: 'EUR', printed: /\bEUR\b|€|\beuros?\b/i },
  { code: 'GBP', printed: /\bGBP\b|£|pounds? sterling/i },
];

const ISO = new Set(['KES', 'TZS', 'UGX', 'RWF', 'NGN', 'GHS', 'ZAR', 'ZMW', 'XOF', 'XAF', 'ETB', 'USD', 'EUR', 'GBP', 'MWK', 'BIF', 'SSP', 'CDF', 'EGP', 'MAD', 'INR', 'CNY', 'AED']);

/** ISO code for a printed currency (code, symbol or name), or null. */
export function currencyCode(printed: string): string | null {
  const up = printed.trim().toUpperCase();
  if (ISO.has(up)) return up;
  for (const c of CURRENCIES) if (c.printed.test(printed)) return c.code;
  return null;
}

/** The ISO 4217 code printed as a word of `text` ("NGN - NAIRA" → NGN), or null. */
export function isoCodeIn(text: string): string | null {
  for (const m of text.matchAll(/\b[A-Z]{3}\b/g)) if (ISO.has(m[0])) return m[0];
  return null;
}

/** First currency printed in free text (codes, symbols, names). */
export function findPrintedCurrency(text: string): { printed: string; code: string } | null {
  let best: { at: number; printed: string; code: string } | null = null;
  for (const c of CURRENCIES) {
    const m = c.printed.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, printed: m[0], code: c.code };
  }
  return best && { printed: best.printed, code: best.code };
}

/** Currency of the country the text names (issuer address, "Kenya", …). */
export function currencyFromCountry(text: string): string | null {
  for (const c of CURRENCIES) if (c.country?.test(text)) return c.code;
  return null;
}
