import { normaliseLabel } from './columns';
import { currencyCode, currencyFromCountry, findPrintedCurrency } from './currency';
import type { Line, Word } from './layout';
import { GENERIC_LABELS, type IssuerProfile, type MetadataField } from './profiles';

export interface HeaderFields {
  name: string;
  account: string;
  contacts: string;
  email: string;
  currency: string;
  period: string;
}

interface LabelHit {
  field: MetadataField;
  line: number;
  start: number;
  end: number;
}

/**
 * Reads "Label: value" pairs from the lines above the transaction table: values to the right of the
 * label (up to the next label on the same line), or, when nothing follows, in the line below it.
 */
export function readHeaderFields(lines: Line[], profile: IssuerProfile): HeaderFields {
  const labels = new Map<string, MetadataField>();
  for (const [f, list] of Object.entries(profile.labels ?? {})) for (const l of list ?? []) labels.set(normaliseLabel(l), f as MetadataField);
  for (const [f, list] of Object.entries(GENERIC_LABELS)) for (const l of list) if (!labels.has(normaliseLabel(l))) labels.set(normaliseLabel(l), f as MetadataField);

  const hits: LabelHit[] = [];
  lines.forEach((line, li) => {
    const words = line.words;
    for (let i = 0; i < words.length; ) {
      let hit = 0;
      for (let len = Math.min(5, words.length - i); len >= 1 && !hit; len--) {
        const run = words.slice(i, i + len);
        const text = run.map((w) => w.text).join(' ');
        const key = normaliseLabel(text);
        const field = labels.get(key);
        if (!field || !key) continue;
        if (!startsPhrase(words, i) || !endsLabel(words, i + len - 1, text)) continue;
        hits.push({ field, line: li, start: i, end: i + len });
        hit = len;
      }
      i += hit || 1;
    }
  });

  const out: HeaderFields = { name: '', account: '', contacts: '', email: '', currency: '', period: '' };
  for (const h of hits) {
    if (out[h.field]) continue;
    const value = valueOf(h, hits, lines);
    if (value) out[h.field] = clean(h.field, value);
  }
  // The profile may say the same label fills two fields (M-Pesa: the mobile number is the account).
  for (const [f, list] of Object.entries(profile.labels ?? {})) {
    const field = f as MetadataField;
    if (out[field]) continue;
    const h = hits.find((x) => (list ?? []).some((l) => normaliseLabel(lines[x.line]!.words.slice(x.start, x.end).map((w) => w.text).join(' ')) === normaliseLabel(l)));
    if (h) out[field] = clean(field, valueOf(h, hits, lines));
  }
  return out;
}

function startsPhrase(words: Word[], i: number): boolean {
  if (i === 0) return true;
  const prev = words[i - 1]!;
  const w = words[i]!;
  return w.x0 - prev.x1 > w.size * 1.2 || /[:|]$/.test(prev.text);
}

/** Labels that are also ordinary words: they count only when set off by a colon or a gap. */
const WEAK_LABELS = new Set(['name', 'names', 'account', 'customer', 'phone', 'mobile', 'tel', 'cell', 'contact', 'from', 'period', 'currency', 'curr', 'email', 'iban', 'member']);

function endsLabel(words: Word[], j: number, text: string): boolean {
  if (/[:]$/.test(text)) return true;
  if (!WEAK_LABELS.has(normaliseLabel(text)) && words[j + 1] && !/^[a-z]/.test(words[j + 1]!.text)) return true;
  const next = words[j + 1];
  if (!next) return true;
  if (next.text === ':' || next.text.startsWith(':')) return true;
  return next.x0 - words[j]!.x1 > words[j]!.size * 0.9;
}

function valueOf(h: LabelHit, hits: LabelHit[], lines: Line[]): string {
  const line = lines[h.line]!;
  const nextLabel = hits.filter((o) => o.line === h.line && o.start >= h.end).sort((a, b) => a.start - b.start)[0];
  const words = line.words.slice(h.end, nextLabel ? nextLabel.start : undefined);
  const text = words.map((w) => w.text).join(' ').replace(/^[:\s-]+/, '').trim();
  if (text) return text;
  // Value printed under the label.
  const lw = line.words.slice(h.start, h.end);
  const x0 = lw[0]!.x0;
  const x1 = Math.max(lw[lw.length - 1]!.x1, x0 + 60);
  const below = lines[h.line + 1];
  if (!below || below.y - line.y > line.size * 2.5) return '';
  if (hits.some((o) => o.line === h.line + 1)) return '';
  return below.words.filter((w) => w.x1 > x0 && w.x0 < x1).map((w) => w.text).join(' ').trim();
}

function clean(field: MetadataField, v: string): string {
  const s = v.replace(/\s+/g, ' ').replace(/^[:\s-]+/, '').trim();
  if (field === 'email') return /\S+@\S+/.exec(s)?.[0] ?? '';
  if (field === 'contacts') return /\+?\d[\d\s()-]{5,}\d/.exec(s)?.[0]?.trim() ?? '';
  if (field === 'account') return /[A-Za-z0-9][A-Za-z0-9 *\-/]*[0-9*]/.exec(s)?.[0]?.trim() ?? s;
  return s;
}

const ISSUER = /\b((?:[A-Z][A-Za-z&.'-]*\s+){0,4}(?:Bank|BANK|Banking|BANKING|Microfinance|MICROFINANCE|Sacco|SACCO|Credit Union|CREDIT UNION|Cooperative|COOPERATIVE|Co-operative|Building Society|Mobile Money|MOBILE MONEY)(?:\s+(?:of\s+[A-Z][A-Za-z]+|PLC|Plc|plc|Limited|LIMITED|Ltd\.?|LTD|Group|GROUP|Kenya|KENYA|Nigeria|NIGERIA|Tanzania|TANZANIA|Uganda|UGANDA|Ghana|GHANA))*)/;

/** The issuing institution: the profile's name, else the first "… Bank …" phrase near the top. */
export function findCompany(profile: IssuerProfile, lines: Line[]): string {
  if (profile.company) return profile.company;
  for (const l of lines.slice(0, 15)) {
    const m = ISSUER.exec(l.text);
    if (m && !/statement of|bank statement$/i.test(m[1]!.trim())) return m[1]!.trim().replace(/\s+/g, ' ');
  }
  return '';
}

/** Currency as printed and its ISO code: label, then column headers, then any code, then issuer/country. */
export function findCurrency(fields: HeaderFields, headerHint: string | null, text: string, profile: IssuerProfile): { currency: string; currency_code: string } {
  if (fields.currency) {
    const code = currencyCode(fields.currency) ?? findPrintedCurrency(fields.currency)?.code ?? null;
    if (code) return { currency: fields.currency, currency_code: code };
  }
  if (headerHint) {
    const code = currencyCode(headerHint);
    if (code) return { currency: headerHint, currency_code: code };
  }
  const printed = findPrintedCurrency(text);
  if (printed) return { currency: printed.printed, currency_code: printed.code };
  if (profile.currency) return { currency: profile.currency.printed ?? profile.currency.code, currency_code: profile.currency.code };
  const byCountry = currencyFromCountry(text);
  return byCountry ? { currency: byCountry, currency_code: byCountry } : { currency: '', currency_code: '' };
}
