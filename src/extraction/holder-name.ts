import HOLDER_WORDS from './language/holder-words.json';
import { phoneIn } from './account-number';
import { isInstitutionWord, isLegalForm } from './issuer-name';
import { ISO_CODES } from './currency-symbols';
import type { Line } from './layout';
import { lineCells, type Cell } from './line-cells';
import { monthNumber } from './month-names';

/**
 * The holder's name when no label names it: "Dear NAME", a name alone on its line above address
 * lines (the branded customer block), or a name beside the phone or account in a header band.
 * A name is capitalised words without digits that are not statement vocabulary, an institution or
 * a place; what follows it (address, phone, e-mail) stays out of it.
 */
export interface NameHit {
  name: string;
  /** Index of the line printing it, and of the block lines below it (address, phone, e-mail). */
  line: number;
  block: number[];
}

const GREETING = /^(?:dear|hello|hi|cher|ch[èe]re|bonjour|caro|cara|prezad[oa]|estimad[oa]|ol[áa]|mpendwa|ndugu)\s+(.+?)\s*[,:!]?\s*$/iu;
const TITLE =
  /^(?:mr|mrs|ms|miss|mx|dr|prof|m|mme|mlle|monsieur|madame|mademoiselle|sr|sra|srta|senhor|senhora|dona|bw|bi|bwana|mama|herr|herrn|frau|hr|fr|dhr|mevr|heer|pan|pani|sig|sig\.ra)\.?$/i;
const NAME_WORD = /^[A-Z\u00c0-\u00de][A-Za-z\u00c0-\u024f'’.-]*$/u;
/** Particles inside names ("João da Silva", "Maria DOS SANTOS", "Jean de la Fontaine", "Ali bin Said"). */
const PARTICLE = /^(?:da|de|di|do|dos|das|du|des|la|le|van|von|der|bin|binti|wa|e|y)$/i;
/** Words that make a line a heading, an institution or a place, not a person. */
const NOT_NAME = new Set(
  `statement statements account accounts bank banque banco banking sacco microfinance money mobile wallet momo card credit debit summary details detail
  transaction transactions history page balance balances period date dates from to customer customers client clients valued member members branch
  address currency opening closing total totals report limited ltd plc inc sa s.a. llc group society cooperative co-operative union finance financial
  trust insurance services service savings current loan loans interest relevé releve compte comptes extrato conta contas taarifa akaunti
  the of and for et private confidential personal business corporate retail office head tel phone email fax website www
  p.o. po box street road avenue rue rua avenida estate plot floor house building city district region county country kenya nigeria ghana uganda tanzania
  rwanda zambia malawi mozambique ethiopia senegal cameroun cameroon nairobi lagos accra kampala kigali lusaka dakar abidjan douala mpesa m-pesa airtel mtn
  safaricom vodacom orange tigo equity kcb stanbic absa ecobank access gtbank zenith uba fidelity union visa mastercard mfb mfi contact contacts centre
  center care support helpline enquiries queries call us our your dear thank you please note important notice information info agence siege social
  kes ksh kshs tsh tzs ugx ush ngn ghs xof xaf zar usd eur gbp rwf zmw mwk etb mzn cfa fcfa naira cedi shilling shillings
  direction service agencia agência sede balcao balcão tawi makao makuu huduma wateja`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words of titles, account types and figures (`language/holder-words.json`): a line holding one is no holder's name. */
const NOT_HOLDER = new Set([...HOLDER_WORDS.titles, ...HOLDER_WORDS.accountTypes, ...HOLDER_WORDS.figures]);
const COMPOUND_END = new RegExp(`\\p{L}{3,}(?:${HOLDER_WORDS.compoundEnds.join('|')})$`, 'u');

/**
 * A word that makes its line a document title ("Kontoauszug Privatkonto CHF"), an institution
 * ("BERGKANTONALBANK"), a figure ("Opening KSh") or a currency, never a person's name.
 */
function titleWord(word: string): boolean {
  const key = word.toLowerCase().replace(/^[(]+|[.,:;)]+$/g, '');
  return NOT_HOLDER.has(key) || COMPOUND_END.test(key) || (/^[A-Z]{3}$/.test(word) && ISO_CODES.has(word));
}

/** Text that reads as a title, an account type, an institution or a figure: never the holder, even behind a name label. */
export function looksLikeTitle(text: string): boolean {
  return text.split(/\s+/).some(titleWord);
}

const ADDRESS =
  /\d|\b(?:p\.?\s?o\.?\s*box|box|b\.?p\.?|c\.?p\.?|s\.?l\.?p\.?|caixa\s+postal|street|st\.?|road|rd\.?|avenue|ave\.?|rue|rua|avenida|av\.|estate|plot|floor|house|building|close|lane|drive|way|district|region|county|quartier|bairro|mtaa)\b|@/iu;

/** "RIDGE BRANCH, ACCRA", "Westlands, Nairobi": capitalised words, a comma, a capitalised place. */
const TOWN_AFTER_COMMA = /^[A-Z\u00c0-\u00de][\p{L}\s.'’-]*,\s*[A-Z\u00c0-\u00de][\p{L}\s.'’-]*$/u;
const PLACE = /^[A-Z\u00c0-\u00de][\p{L}\s,.'’-]*$/u;

/** "Statement for JOHN DOE", "Prepared for …", "Au nom de …", "Em nome de …", "Kwa jina la …". */
const PREPARED_FOR =
  /\b(?:(?:prepared|statement|issued|generated|produced)\s+for|au\s+nom\s+de|[ée]tabli\s+pour|em\s+nome\s+de|preparado\s+para|emitido\s+para|kwa\s+jina\s+la)\s*:?\s+(.+)$/iu;

export function nameFromGreeting(lines: Line[]): NameHit | null {
  for (let i = 0; i < lines.length; i++) {
    const m = GREETING.exec(lines[i]!.text) ?? PREPARED_FOR.exec(lines[i]!.text);
    if (!m) continue;
    const name = leadingName(m[1]!);
    if (name) return { name, line: i, block: [] };
  }
  return null;
}

const HONORIFICS = new Set(HOLDER_WORDS.honorifics);

/**
 * "スズキ マサト 様", "박지훈 님": the addressee's name before an honorific (`language/holder-words.json`),
 * back to a column gap or the start of the line, at most four words and no digits.
 */
export function nameBeforeHonorific(lines: Line[]): NameHit | null {
  for (let i = 0; i < lines.length; i++) {
    const words = lines[i]!.words;
    const k = words.findIndex((w, j) => j > 0 && HONORIFICS.has(w.text));
    if (k < 0) continue;
    let s = k - 1;
    while (s > 0 && k - s < 4 && words[s]!.x0 - words[s - 1]!.x1 <= words[s]!.size * 1.2) s--;
    const name = words.slice(s, k).map((w) => w.text);
    if (name.some((w) => /\d|:$/.test(w)) || !name.every((w) => /\p{L}/u.test(w))) continue;
    return { name: name.join(' '), line: i, block: [] };
  }
  return null;
}

/** The longest run of words at the start of `text` that reads as a person's name. */
function leadingName(text: string): string | null {
  const words = text
    .trim()
    .replace(/[,:;!]$/, '')
    .split(/\s+/);
  for (let n = Math.min(words.length, 8); n >= 2; n--) {
    const name = personName(
      words
        .slice(0, n)
        .join(' ')
        .replace(/[,:;!]$/, ''),
    );
    if (name) return name;
  }
  return null;
}

/**
 * A name alone in its cell with address or contact lines under it (left block or right-hand address
 * window), or first on a header band beside a phone, e-mail or account. A cell after a "Label:" is
 * that label's value, not a holder. Lines holding other labels still count: two-column headers print
 * the customer block beside "Card Number …".
 */
export function nameFromBlock(lines: Line[]): NameHit | null {
  const body = medianSize(lines);
  for (let i = 0; i < lines.length; i++) {
    const segs = lineCells(lines[i]!);
    for (let s = 0; s < segs.length; s++) {
      const seg = segs[s]!;
      if (seg.size > body * 1.6 || (s > 0 && /:\s*$/.test(segs[s - 1]!.text))) continue;
      const text = beforeLabelPhrase(seg.text);
      const name = personName(text, true) ?? businessName(text);
      if (!name || continuesAbove(lines, i, seg, body)) continue;
      const block = blockBelow(lines, i, seg);
      // First on its band, or after nothing but the document's title ("Extracto de movimentos  Helena Sitoe  Conta n.º 0306…").
      const first = segs.slice(0, s).every((o) => looksLikeTitle(o.text) && !/\d|:/.test(o.text));
      const band = first && segs.length <= 5 && segs.some((o, k) => k > s && (phoneIn(o.text) !== null || /@|\d{6,}/.test(o.text)));
      if (block.length || band) return { name, line: i, block };
    }
  }
  return null;
}

/**
 * Whether the cell carries on text printed right above it in its column (the second line of an address,
 * "OLD POLICE LINE" under "NR RISALA LINE", a label's value wrapped): a holder's name starts its block.
 * A title or a letterhead set larger above the name does not count.
 */
function continuesAbove(lines: Line[], i: number, seg: Cell, body: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const l = lines[k]!;
    if (lines[i]!.y - l.y > lines[i]!.size * 1.8) return false;
    const cells = lineCells(l);
    if (cells.every((g) => g.x1 < seg.x0 || g.x0 > seg.x1)) continue;
    const above = cells.find((g) => g.x1 >= seg.x0 && g.x0 <= seg.x1);
    if (!above || above.size > body * 1.6 || looksLikeTitle(above.text)) return false;
    // A salutation ("Herrn", "Mr") or a mailing code ("0123456 DRE 034 211 …") opens the block, not text it continues.
    const words = above.text.split(/\s+/).filter(Boolean);
    // An address line above ("PO BOX 51873", "PUNE 411026") is no code: the line under it carries the address on.
    const coded = words.some((w) => /\d{7,}/.test(w)) || (words.length >= 3 && words.filter((w) => /\d/.test(w)).length * 2 > words.length);
    return !coded && !words.every((w) => TITLE.test(w)) && words.some((w) => /^\p{L}{3,}[,.]?$/u.test(w));
  }
  return false;
}

/**
 * The holder printed in one cell with the account's IBAN and nothing after it ("J.M. de Vries  NL91 ABNA 0417
 * 1643 00", the Dutch banks' page head, with the page number further along the line): the words before the IBAN,
 * when they read as a person's name.
 */
export function nameBeforeIban(line: Line, iban: string): string | null {
  for (const cell of lineCells(line)) {
    const at = cell.text.indexOf(iban);
    if (at <= 0 || cell.text.slice(at + iban.length).trim() !== '') continue;
    return personName(cell.text.slice(0, at), true);
  }
  return null;
}

/** The name in a label's value with personal details cut off ("JOHN DOE, P.O. Box 1" → "JOHN DOE"). */
export function cleanHolderName(value: string): string {
  let s = value.replace(/\s+/g, ' ').replace(/\S+@\S+/g, ' ');
  const phone = phoneIn(s);
  if (phone) s = s.replace(phone, ' ');
  // "DOE, JOHN" and "ACME TRADING (K) LTD" are names; what starts at an address word, a digit or a bar is not.
  const cut = /\s*(?:\||\b(?:p\.?\s?o\.?\s*box|b\.?p\.?|s\.?l\.?p\.?|box|tel|phone|mobile|e-?mail|address|adresse|endere[çc]o|anwani)\b|\d)/iu.exec(
    s,
  );
  if (cut && cut.index > 0) s = s.slice(0, cut.index);
  let words = beforeNextLabel(s.trim().split(' '), cut !== null && cut.index > 0);
  // "ヤマモト ケンジ 様": the honorific after the name is no part of it.
  if (words.length > 1 && HONORIFICS.has(words[words.length - 1]!)) words = words.slice(0, -1);
  return words
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:|(–-]+$/u, '')
    .trim();
}

/**
 * A cell's text before a "Label: value" printed in the same run after it ("Mrs P. Ambrose-Nwosu Statement date: 14
 * January 2026"): up to the label's phrase, the words before its colon that are statement vocabulary or label words.
 */
function beforeLabelPhrase(text: string): string {
  const words = text.trim().split(/\s+/);
  const colon = words.findIndex((w, k) => k > 0 && w.endsWith(':'));
  if (colon < 0) return text;
  const vocabulary = (w: string) => NOT_NAME.has(w.toLowerCase()) || titleWord(w) || fieldLabel(w);
  return words.slice(0, labelStart(words, colon, vocabulary)).join(' ');
}

/**
 * Where the label ending at `colon` starts: back over up to three words `isLabel` takes (a particle between two
 * of them included, "N° de compte :"), at least one word left before it.
 */
function labelStart(words: string[], colon: number, isLabel: (w: string) => boolean): number {
  let end = colon;
  while (end > 1 && colon - end < 4) {
    if (isLabel(words[end - 1]!)) end--;
    else if (end > 2 && PARTICLE.test(words[end - 1]!) && isLabel(words[end - 2]!)) end -= 2;
    else break;
  }
  return end;
}

const FIELD_LABELS = new Set(HOLDER_WORDS.fieldLabels);
const fieldLabel = (w: string) => FIELD_LABELS.has(w.toLowerCase().replace(/[.:]+$/, ''));

/**
 * A one-run header line prints the next label after the name ("RAHUL SHARMA Customer ID: 8821"): a word ending in
 * a colon is a label, and so are the label words before it. After a cut at a digit, the label words left at the end
 * ("ANITA DESAI CIF No.") are the number's label. At least one word stays.
 */
function beforeNextLabel(words: string[], cutAtValue: boolean): string[] {
  const colon = words.findIndex((w, k) => k > 0 && w.endsWith(':'));
  let end = colon > 0 ? labelStart(words, colon, fieldLabel) : words.length;
  if (colon > 0 || cutAtValue) while (end > 1 && fieldLabel(words[end - 1]!)) end--;
  return words.slice(0, end);
}

/**
 * A business holding the account, as printed at the head of its address block: capitalised words without
 * digits ending in a legal form ("UMHLANGA COASTAL PROPERTIES (PTY) LTD", "Acme Trading Ltd") or behind
 * "M/S" (Messrs, "M/S MEHTA FABRICATORS"), naming no bank and no statement word.
 */
function businessName(text: string): string | null {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 8 || /\d/.test(text)) return null;
  const messrs = /^m\/s\.?$/i.test(words[0]!);
  const named = messrs ? words.slice(1) : words;
  if (!named.length || (!messrs && !isLegalForm(named[named.length - 1]!))) return null;
  if (named.some((w) => isInstitutionWord(w) || titleWord(w))) return null;
  const nameWords = named.filter((w) => !isLegalForm(w) && !PARTICLE.test(w) && w !== '&');
  if (!nameWords.length || !nameWords.every((w) => NAME_WORD.test(w.replace(/[,.]$/, '')))) return null;
  if (nameWords.some((w) => NOT_NAME.has(w.toLowerCase().replace(/[.,]$/, '')) && !/^(?:trading|services|group|holdings)$/i.test(w))) return null;
  return words.join(' ');
}

/** The name if `text` reads as one; `keepTitle` returns it as printed ("MR P VAN WYK" on an envelope-style block). */
function personName(text: string, keepTitle = false): string | null {
  const words = text
    .trim()
    .replace(/[,:;]$/, '')
    .split(/\s+/);
  const titles: string[] = [];
  while (words.length && TITLE.test(words[0]!)) titles.push(words.shift()!);
  if (words.length < 2 || words.length > 6) return null;
  for (const [k, w] of words.entries()) {
    // Joint holders ("DALE & RHONDA KOWALCZYK") are one name, the ampersand between them.
    if (k > 0 && k < words.length - 1 && (PARTICLE.test(w) || w === '&')) continue;
    if (!NAME_WORD.test(w) || w.endsWith(':')) return null;
    const key = w.toLowerCase().replace(/[.,]$/, '');
    if (NOT_NAME.has(key) || NOT_NAME.has(w.toLowerCase()) || titleWord(w) || monthNumber(w) !== null) return null;
  }
  if (words.every((w) => w.length <= 2)) return null;
  return (keepTitle ? [...titles, ...words] : words).join(' ');
}

/**
 * Lines right under line i, in the name's column (starting where it starts, or under it when the block
 * is right-aligned), that read like an address or contact.
 */
function blockBelow(lines: Line[], i: number, name: Cell): number[] {
  const out: number[] = [];
  let last = i;
  for (let k = i + 1; k < lines.length && k <= i + 8 && out.length < 4; k++) {
    const l = lines[k]!;
    if (l.y - lines[last]!.y > l.size * 2.6) break;
    const cells = lineCells(l);
    // A line of the other column, printed between the block's lines ("Minimum payment  R1,807.72" at the
    // right, a little lower than the name), leaves the block's column empty: it neither continues nor ends it.
    if (cells.every((g) => g.x1 < name.x0 || g.x0 > name.x1 + l.size * 2)) continue;
    const seg = cells.find((g) => Math.abs(g.x0 - name.x0) < l.size * 1.5 || (g.x0 >= name.x0 && g.x0 < name.x1 && g.x1 > name.x1 - l.size * 1.5));
    // A labelled line ends the block, unless it is the holder's number ("Account number: 34008-6802275").
    if (!seg || (/:\s*\S/.test(seg.text) && !/\d{5,}/.test(seg.text.replace(/[\s-]/g, '')))) break;
    // A town or country line continues an address already started; "RIDGE BRANCH, ACCRA" (place after a comma) starts one.
    if (!ADDRESS.test(seg.text) && !(out.length && PLACE.test(seg.text)) && !TOWN_AFTER_COMMA.test(seg.text)) break;
    out.push(k);
    last = k;
  }
  return out;
}

function medianSize(lines: Line[]): number {
  const s = lines.map((l) => l.size).sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 10;
}
