import { printedPhone } from './account-number';
import { findDatesInText } from './dates';
import { normaliseLabel } from './columns';
import { isoCodeIn } from './currency';
import { rightToLeftOnly, type Line, type Word } from './layout';
import { GENERIC_LABELS, type IssuerProfile, type MetadataField } from './profiles';
import { fillUnlabelled } from './unlabelled-fields';

export interface HeaderFields {
  name: string;
  account: string;
  contacts: string;
  email: string;
  currency: string;
  period: string;
  /**
   * Indexes of the customer's lines (a label starts them, or the holder's block), kept out of the issuer
   * search. A line whose label sits in a second column ("Volta Savings & Loans    Account No. …") still
   * carries the letterhead in its first.
   */
  fieldLines: Set<number>;
}

interface LabelHit {
  field: MetadataField;
  /** The label as matched, normalised. */
  key: string;
  line: number;
  start: number;
  end: number;
}

/**
 * Reads "Label: value" pairs from the lines above the transaction table: values to the right of the
 * label (up to the next label on the same line, printed or merely "Word:"-shaped, or a column gap),
 * or, when nothing follows, in the line below it. When a field is printed twice, the customer block
 * wins over the issuer's letterhead (the bank's own "Tel:" above the customer's "Phone:").
 */
export function readHeaderFields(lines: Line[], profile: IssuerProfile): HeaderFields {
  const labels = new Map<string, MetadataField>();
  const add = (l: string, f: MetadataField, replace: boolean) => {
    // A right-to-left label of several words lies on the page with its first word rightmost.
    for (const key of [normaliseLabel(l), ...(rightToLeftOnly(l) ? [normaliseLabel(l).split(' ').reverse().join(' ')] : [])])
      if (replace || !labels.has(key)) labels.set(key, f);
  };
  for (const [f, list] of Object.entries(profile.labels ?? {})) for (const l of list ?? []) add(l, f as MetadataField, true);
  for (const [f, list] of Object.entries(GENERIC_LABELS)) for (const l of list) add(l, f as MetadataField, false);

  const hits: LabelHit[] = [];
  lines.forEach((line, li) => {
    const words = line.words;
    for (let i = 0; i < words.length;) {
      let hit = 0;
      for (let len = Math.min(5, words.length - i); len >= 1 && !hit; len--) {
        const run = words.slice(i, i + len);
        const text = run.map((w) => w.text).join(' ');
        // A label ends in a word ("Account Number: •••• 4321" is not the label "account number" plus bullets).
        if (!/\p{L}/u.test(run[run.length - 1]!.text)) continue;
        const key = normaliseLabel(text);
        const field = labels.get(key);
        if (!field || !key || !endsLabel(words, i + len - 1, text, field)) continue;
        // A label in a script without Latin letters ("계좌번호", "口座番号") is no ordinary word: it starts a phrase wherever it stands.
        const start = startsPhrase(words, i) || !/[A-Za-z]/.test(text) ? i : brandedStart(words, i, i + len - 1);
        if (start === null) continue;
        hits.push({ field, line: li, start, end: i + len, key });
        hit = len;
      }
      i += hit || 1;
    }
  });

  // Lines above the first customer field (name or account) are the issuer's letterhead.
  const firstCustomerLine = hits.find((h) => h.field === 'name' || h.field === 'account')?.line ?? 0;
  const ranked = [...hits.filter((h) => h.line >= firstCustomerLine), ...hits.filter((h) => h.line < firstCustomerLine)];

  const out: HeaderFields = {
    name: '',
    account: '',
    contacts: '',
    email: '',
    currency: '',
    period: '',
    fieldLines: new Set(hits.filter((h) => h.start === 0).map((h) => h.line)),
  };
  let walletNumber = '';
  for (const h of ranked) {
    if (out[h.field]) continue;
    const value = valueOf(h, hits, lines);
    if (!value) continue;
    out[h.field] = clean(h.field, value);
    if (h.field === 'account' && WALLET_LABELS.has(h.key)) walletNumber = clean('contacts', value);
  }
  // The profile may say the same label fills two fields (M-Pesa: the mobile number is the account).
  for (const [f, list] of Object.entries(profile.labels ?? {})) {
    const field = f as MetadataField;
    if (out[field]) continue;
    const keys = new Set((list ?? []).map(normaliseLabel));
    const h = ranked.find((x) => keys.has(x.key));
    if (h) out[field] = clean(field, valueOf(h, hits, lines));
  }
  // A wallet's number is both its account and the customer's phone.
  if (!out.contacts && walletNumber) out.contacts = walletNumber;
  fillUnlabelled(out, lines);
  return out;
}

/** Account labels of mobile-money wallets, whose number is also the customer's phone number. */
const WALLET_LABELS = new Set(['wallet number', 'money number', 'mobile money number', 'momo number', 'wallet no', 'wallet']);

function startsPhrase(words: Word[], i: number): boolean {
  if (i === 0) return true;
  const prev = words[i - 1]!;
  const w = words[i]!;
  // After a column gap, a colon, or a separator ("… 28 février 2025 · Numéro +221 …").
  return w.x0 - prev.x1 > w.size * 1.2 || /[:|]$/.test(prev.text) || /^[·•|–—]$/.test(prev.text);
}

/**
 * A known label preceded by a brand or qualifier ("Airtel Money Number :", "M-Pesa Wallet No:"):
 * accepted when the label ends with a colon and the words before it, back to the phrase start,
 * are at most three capitalised words. Returns the phrase start, or null.
 */
function brandedStart(words: Word[], i: number, last: number): number | null {
  const colon = words[last]!.text.endsWith(':') || (words[last + 1]?.text.startsWith(':') ?? false);
  if (!colon) return null;
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (!/^[A-Z0-9]/.test(words[k]!.text) || /:$/.test(words[k]!.text)) return null;
    // Words right after another label's colon are that label's value ("Customer: LUCY CHEBET Mobile:"), not a brand.
    if (k > 0 && /:$/.test(words[k - 1]!.text)) return null;
    if (startsPhrase(words, k)) return k;
  }
  return null;
}

/** Labels that are also ordinary words: they count only when set off by a colon or a gap. */
const WEAK_LABELS = new Set([
  'name',
  'names',
  'account',
  'customer',
  'phone',
  'mobile',
  'tel',
  'cell',
  'contact',
  'from',
  'period',
  'currency',
  'curr',
  'email',
  'iban',
  'member',
  'nom',
  'client',
  'compte',
  'conta',
  'nome',
  'titular',
  'data',
  'jina',
  'simu',
  'akaunti',
  'wallet',
  'portable',
  'rib',
  'nib',
  'numero',
]);

/** An IBAN as printed (its first group: country letters and check digits, "DE66", "CH9300762011"). */
const IBAN_START = /^[A-Z]{2}\d{2}[A-Z0-9]*$/;

function endsLabel(words: Word[], j: number, text: string, field: MetadataField): boolean {
  if (/[:]$/.test(text)) return true;
  // "IBAN DE66 3705 …", "Compte SN08 8859 …", "KONTO CH85 …": an account word before an IBAN-shaped number labels it.
  const iban = words[j + 1]?.text ?? '';
  if (field === 'account' && IBAN_START.test(iban) && (iban.length >= 15 || /^\d/.test(words[j + 2]?.text ?? ''))) return true;
  // "Numéro +221 77 818 22 58": a wallet's international number behind an account word.
  if (field === 'account' && /^\+\d{1,4}$/.test(iban) && /^\d/.test(words[j + 2]?.text ?? '')) return true;
  if (!WEAK_LABELS.has(normaliseLabel(text)) && words[j + 1] && !/^[a-z]/.test(words[j + 1]!.text)) return true;
  // "Currency GBP (pounds sterling)": a currency word before an ISO code labels it.
  if (field === 'currency' && /^[A-Z]{3}$/.test(iban) && isoCodeIn(iban) === iban) return true;
  const next = words[j + 1];
  if (!next) return true;
  if (next.text === ':' || next.text.startsWith(':')) return true;
  return next.x0 - words[j]!.x1 > words[j]!.size * 0.9;
}

/**
 * Where a value printed right of its label ends: at the next known label, at an unknown
 * "Word:"-shaped label (from the start of its phrase), or at a gap as wide as a column gap.
 */
function valueEnd(words: Word[], from: number, to: number): number {
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    if (k > from && w.x0 - words[k - 1]!.x1 > w.size * 4) return k;
    if (k > from && /[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f.)]*:$/.test(w.text)) {
      let s = k;
      while (s > from + 1 && words[s]!.x0 - words[s - 1]!.x1 <= w.size * 1.2 && /^[A-Za-z\u00c0-\u024f]/.test(words[s - 1]!.text)) s--;
      // The label phrase must start after a gap; otherwise the colon is part of the value.
      if (s > from && words[s]!.x0 - words[s - 1]!.x1 > w.size * 1.2) return s;
    }
  }
  return to;
}

/**
 * The value of a right-to-left label: the words left of it (the line is read from the right), back to the
 * previous label or a column gap.
 */
function valueLeftOf(h: LabelHit, hits: LabelHit[], line: Line): string {
  const words = line.words;
  const stop = Math.max(0, ...hits.filter((o) => o !== h && o.end <= h.start && o.line === h.line).map((o) => o.end));
  let s = h.start - 1;
  if (s < stop) return '';
  while (s > stop && words[s]!.x0 - words[s - 1]!.x1 <= words[s]!.size * 4) s--;
  const value = words.slice(s, h.start).map((w) => w.text);
  // Words of a right-to-left value read from the right; a number or a Latin name keeps its own order.
  return (value.every(rightToLeftOnly) ? value.reverse() : value).join(' ').replace(/:$/, '').trim();
}

function valueOf(h: LabelHit, hits: LabelHit[], lines: Line[]): string {
  const line = lines[h.line]!;
  const label = line.words
    .slice(h.start, h.end)
    .map((w) => w.text)
    .join(' ');
  if (rightToLeftOnly(label)) return valueLeftOf(h, hits, line);
  const nextLabel = hits.filter((o) => o.line === h.line && o.start >= h.end).sort((a, b) => a.start - b.start)[0];
  let from = h.end;
  while (from < line.words.length && /^:+$/.test(line.words[from]!.text)) from++;
  const to = valueEnd(line.words, from, nextLabel ? nextLabel.start : line.words.length);
  const text = line.words
    .slice(from, to)
    .map((w) => w.text)
    .join(' ')
    .replace(/^[:\s-]+/, '')
    .trim();
  if (text) return text;
  // Value printed under the label.
  const lw = line.words.slice(h.start, h.end);
  const x0 = lw[0]!.x0;
  const x1 = Math.max(lw[lw.length - 1]!.x1, x0 + 60);
  const below = lines[h.line + 1];
  if (!below || below.y - line.y > line.size * 2.5) return '';
  if (hits.some((o) => o.line === h.line + 1)) return '';
  // From the first word under the label, as far as the words run on (a long name outgrows its
  // label), but not into the next label's column.
  const next = hits.filter((o) => o.line === h.line && o.start >= h.end).sort((a, b) => a.start - b.start)[0];
  const limit = next ? line.words[next.start]!.x0 : Infinity;
  const ws = below.words;
  const k = ws.findIndex((w) => w.x1 > x0 && w.x0 < x1);
  if (k < 0) return '';
  let e = k + 1;
  while (e < ws.length && ws[e]!.x0 < limit && ws[e]!.x0 - ws[e - 1]!.x1 <= ws[e]!.size * 2) e++;
  return ws
    .slice(k, e)
    .map((w) => w.text)
    .join(' ')
    .trim();
}

/** Words that start the next field printed on an account's line ("11223344 Sort code 40-11-22 IBAN GB29 …"). */
const NEXT_FIELD = /^(?:iban|bic|swift|sort|bsb|ifsc|micr|routing|branch|currency|type|product|period|statement)\b/i;

/**
 * An account number's words: up to the first word that starts another field, or that holds a lower-case letter
 * (an account number, an IBAN and a mask are capitals, digits and marks: "Sort code", "Currency" are a label).
 */
function untilNextField(v: string): string {
  const words = v.split(' ');
  const end = words.findIndex((w, i) => i > 0 && (NEXT_FIELD.test(w) || /\p{Ll}/u.test(w)));
  return end < 0 ? v : words.slice(0, end).join(' ');
}

/** Words of letters with a lower-case one before the first word holding a digit: a product's name ("Girokonto", "Privatkonto Plus"). */
const PRODUCT_BEFORE_NUMBER = /^(?:[\p{L}-]*\p{Ll}[\p{L}-]*\s+)+(?=[^\s]*\d)/u;

function clean(field: MetadataField, v: string): string {
  const s = v
    .replace(/\s+/g, ' ')
    .replace(/^[:\s-]+/, '')
    .trim();
  if (field === 'email') return /\S+@\S+/.exec(s)?.[0] ?? '';
  if (field === 'contacts') return printedPhone(s) ?? '';
  // Masked numbers keep their mask ("******7890", "XXXX-XXXX-1234").
  if (field === 'account') {
    // A wallet's number keeps its international "+" ("+225 07 22 93 86 26"). A hyphen a PostScript font prints
    // as its minus glyph (ISO Latin-1 encoding: "24965−3892476") or as a Unicode hyphen is still the hyphen.
    // The product's name before the number ("Konto: Privatkonto 16 238.529.57") is not part of it; points
    // between digits are (Swiss and Austrian numbers group with them).
    const value = untilNextField(s.replace(PRODUCT_BEFORE_NUMBER, '')).replace(/[\u2010\u2011\u2212]/g, '-');
    const m = /\+?[A-Za-z0-9*•](?:[A-Za-z0-9 *•\-/]|\.(?=\d))*[0-9*]/.exec(value)?.[0]?.trim() ?? '';
    // An account has digits (or a mask) and is not a date ("From 30-MAR-25" is a period fragment).
    if (m.replace(/[^0-9*•]/g, '').length < 4 || findDatesInText(m).length > 0 || /^(?:from|to|period|du|au|de|desde|hadi|kuanzia)\b/i.test(m))
      return '';
    return m;
  }
  // A holder is named in words: a value without them is another field's ("NIF titular: 2*****731", a tax number).
  if (field === 'name' && !/\p{L}{2}/u.test(s)) return '';
  // "NGN - NAIRA", "XOF (Franc CFA)": the ISO code is what the statement means by its currency.
  if (field === 'currency') return isoCodeIn(s) ?? s;
  return s;
}

export { findCurrency } from './currency';
