import ISSUER_WORDS from './language/issuer-words.json';
import { beforeRows } from './header-grid';
import { rightToLeftOnly, type Line } from './layout';

/**
 * The issuer's name as printed. Statements print it in the letterhead or the footer, usually with
 * its legal form ("Lagos Trust Bank Plc", "Banque du Sahel S.A.", "… Society Ltd"); a name with a
 * legal form beats a bare "… Bank" phrase, which beats nothing. Customer fields ("Employer: X Ltd")
 * and regulator notices ("Licensed by the Central Bank of …") are not the issuer.
 */
export interface IssuerLines {
  /** Lines above the transaction table on its first page, top first. */
  top: Line[];
  /** Lines below the table on the first page (page footer), top first. */
  bottom: Line[];
}

const LEGAL_FORM =
  /^\(?(?:plc|limited|ltd|llc|llp|inc|incorporated|corporation|corp|s\.?a\.?|sa|s\.?a\.?r\.?l\.?|sarl|lda|ltda|s\.?a\.?s\.?|s\.?p\.?a\.?|ag|gmbh|nv|bv|co|pty|bhd|mfb|mfi|eg|kgaa|s\.?l\.?|s\.?a\.?u\.?|bpk|edms)\.?\)?$/i;
/** A legal form ("Ltd", "(Pty)", "GmbH", "S.A."): a word that ends a business's name. */
export function isLegalForm(word: string): boolean {
  return LEGAL_FORM.test(word.replace(/[,;]$/, ''));
}

/** An institution's word ("Bank", "Sacco", "…sparkasse"): a name holding one is a bank's, not a customer's. */
export function isInstitutionWord(word: string): boolean {
  return INSTITUTION.test(word.replace(/[,;.]$/, ''));
}

/** Institution words; German and Dutch compounds end in one ("Kreissparkasse", "Volksbank", "Rabobank", "Nedbank"). */
const INSTITUTION =
  /^(?:bank|banque|banco|benki|pesa|banking|sacco|microfinance|microfinanzas|caisse|mutuelle|caixa|building|society|savings|loans|co-?operative|cooperative|cooperativa|coop[ée]rative|union|money|wallet|mobile|finance|financial|trust|\p{L}{2,}bank|\p{L}*sparkasse|spaarbank|bankhaus|caja)$/iu;
/** "Issued by X", "Émis par X", "Emitido por X", "Imetolewa na X": the issuer says who it is. */
const ISSUED_BY = /\b(?:issued|provided|operated|published)\s+by|[ée]mis\s+par|d[ée]livr[ée]\s+par|emitido\s+por|fornecido\s+por|imetolewa\s+na\b/iu;
const CONNECTOR = /^(?:of|and|&|the|du|de|del|des|la|le|da|do|dos|das|e|et|for|wa|ya|la)$/i;
const NOT_ISSUER =
  /licen[cs]ed\s+by|regulated\s+by|supervised\s+by|member\s+of|deposit\s+(?:insurance|protection)|\bcentral\s+bank\b|authori[sz]ed\s+by|agr[ée]{1,2}ment|agr[ée]{2,3}e?s?\s+par|r[ée]gul[ée]e?\s+par|supervisionad[oa]\s+pelo|licenciad[oa]\s+pelo|imesajiliwa\s+na/i;
const MAX_WORDS = 9;
const GENERIC =
  /^(?:in|out|transfers?|received|sent|balance|account|accounts|statement|total|opening|closing|summary|details|services?|products?|payments?|deposits?|withdrawals?|agent|agents|card|cards|interest|rate|rates)$/i;

export function findIssuerName({ top: lines, bottom }: IssuerLines): string {
  // A page without a header block hands its rows in: a narration naming "… Bank Ltd" is no issuer.
  const top = beforeRows(lines);
  const topSegments = top.flatMap(segments);
  const bottomSegments = bottom.flatMap(segments);
  // A business holder's "ACME TRADING LTD" is a legal name too: one naming an institution comes first,
  // then a bare "… Bank" letterhead, then any other legal name (a telco's "… PLC"), then "… Money" brands
  // ("SEND MONEY" in a summary table is no better than a brand).
  return (
    issuedBy([...top, ...bottom]) ??
    first(topSegments, institutionalLegalName) ??
    first(bottomSegments, institutionalLegalName) ??
    first(topSegments, (w) => keepIf(institutionName(w), BANKING)) ??
    first(topSegments, legalName) ??
    first(bottomSegments, legalName) ??
    first(topSegments, institutionName) ??
    first(topSegments, caselessInstitution) ??
    letterhead(top) ??
    first(
      bottomSegments.filter((seg) => bottom.some((l) => l.text === seg.join(' '))),
      brandName,
    ) ??
    ''
  );
}

/** Words a brand ends in ("Cape Card Services", "Kopa Capital"), trusted only on a line of their own in the footer. */
const BRAND_TAIL = /^(?:services|card|cards|capital|credit|payments|pay|holdings|group|solutions|fintech|lending|finance|money|wallet)$/i;
const NOT_BRAND = /^(?:customer|client|our|contact|call|visit|thank|page|statement|account|help|support)$/i;

/** A footer line that is nothing but a brand: capitalised words ending in a brand word. */
function brandName(words: string[]): string | null {
  if (words.length < 2 || words.length > 5 || !BRAND_TAIL.test(words[words.length - 1]!)) return null;
  if (!words.every((w) => isNameWord(w) || CONNECTOR.test(w)) || NOT_BRAND.test(words[0]!)) return null;
  if (words.every((w) => BRAND_TAIL.test(w) || GENERIC.test(w) || CONNECTOR.test(w))) return null;
  return words.join(' ');
}

/**
 * The brand printed large at the top of the first page ("Chiwala Money"): the first line set in a
 * type clearly larger than the header's body text, when it reads as a name and not as a title.
 */
function letterhead(top: Line[]): string | null {
  const sizes = top.map((l) => l.size).sort((a, b) => a - b);
  // The lower median: with the customer's labelled lines left out, two lines may remain (brand and title).
  const body = sizes[Math.floor((sizes.length - 1) / 2)];
  if (body === undefined) return null;
  const big = top.find((l) => l.size >= body * 1.4);
  if (!big || /\d|statement|relev|extrato|taarifa|@/i.test(big.text)) return null;
  const words = big.text.split(/\s+/);
  if (words.length > 5 || !words.every((w) => isNameWord(w) || CONNECTOR.test(w))) return null;
  return big.text.trim();
}

function issuedBy(lines: Line[]): string | null {
  for (const l of lines) {
    const m = ISSUED_BY.exec(l.text);
    if (!m) continue;
    const words = l.text
      .slice(m.index + m[0].length)
      .replace(/^\s*:?\s*/, '')
      .split(/\s+/);
    let end = 0;
    while (end < words.length && end < MAX_WORDS) {
      const w = words[end]!;
      const bare = w.replace(/[,;.]$/, '');
      const legal = LEGAL_FORM.test(w.replace(/[,;]$/, ''));
      if (!(isNameWord(bare) || legal || (end > 0 && CONNECTOR.test(w)))) break;
      // A legal form ends the name, unless another follows ("Co. Ltd", "(Pty) Ltd").
      if (end > 0 && !legal && LEGAL_FORM.test(words[end - 1]!.replace(/[,;]$/, ''))) break;
      end++;
      // A comma, or a full stop that does not close "Ltd." or "S.A.", ends the name.
      if (/[,;]$/.test(w) || (/\.$/.test(w) && !legal)) break;
    }
    while (end > 0 && CONNECTOR.test(words[end - 1]!)) end--;
    if (end === 0) continue;
    const name = words.slice(0, end).join(' ').replace(/[,;]$/, '');
    return LEGAL_FORM.test(words[end - 1]!.replace(/[,;]$/, '')) ? name : name.replace(/\.$/, '');
  }
  return null;
}

function first(segs: string[][], pick: (words: string[]) => string | null): string | null {
  for (const s of segs) {
    const name = pick(s);
    if (name) return name;
  }
  return null;
}

/** A line cut at column gaps, separators and colons; parts holding a "Label: value" pair are dropped. */
function segments(line: Line): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  let labelled = false;
  const flush = () => {
    const kept = labelled ? [] : beforeNotice(cur);
    if (kept.length) out.push(kept);
    cur = [];
    labelled = false;
  };
  line.words.forEach((w, i) => {
    const prev = line.words[i - 1];
    if (prev && w.x0 - prev.x1 > w.size * 2) flush();
    if (/^[|•·–—-]$/.test(w.text)) return flush();
    if (/:$/.test(w.text) || w.text === ':') labelled = true;
    cur.push(w.text.replace(/[,;]$/, ''));
  });
  flush();
  return out;
}

/**
 * A regulator's notice is not the issuer, but its subject is: "Savanna Bank Ltd is regulated by the
 * Central Bank of Kenya" keeps "Savanna Bank Ltd"; "Licensed by the CBN as …" keeps nothing.
 */
function beforeNotice(words: string[]): string[] {
  const m = NOT_ISSUER.exec(words.join(' '));
  if (!m) return words;
  const before = words.join(' ').slice(0, m.index);
  const subject = /^(.*?)\s+(?:is|are|est|é|ni)\s+(?:(?:duly|fully)\s+)?$/iu.exec(before);
  if (subject?.[1]) return subject[1].split(' ');
  // "Kuda Microfinance Bank Limited, licensed by the CBN": a legal name set before the notice is its subject.
  const rest = before.trim() ? before.trim().split(' ') : [];
  return rest.length > 1 && LEGAL_FORM.test(rest[rest.length - 1]!) ? rest : [];
}

/** "… Name Legal-form": capitalised words (and connectors) ending in a legal form. */
function legalName(words: string[]): string | null {
  for (let j = words.length - 1; j > 0; j--) {
    if (!LEGAL_FORM.test(words[j]!) || !/^[A-Z]/.test(words[j]!)) continue;
    const start = nameStart(words, j);
    if (start < j) return words.slice(start, j + 1).join(' ');
  }
  return null;
}

/** Words only deposit-taking institutions put in their names. */
const BANKING =
  /\b(?:bank|banque|banco|benki|sacco|microfinance|savings|loans|co-?operative|cooperativa|coop[ée]rative|society|building|caisse|mutuelle|caixa)\b/i;

function keepIf(name: string | null, re: RegExp): string | null {
  return name && re.test(name) ? name : null;
}

function institutionalLegalName(words: string[]): string | null {
  const name = legalName(words);
  return name && name.split(' ').some((w) => INSTITUTION.test(w.replace(/[(),.]/g, ''))) ? name : null;
}

/**
 * An issuer in a script without letter case (`language/issuer-words.json`): the word holding an institution
 * word ("长江银行", "関東信用金庫", "ธนาคารเจ้าพระยา"), or an institution word standing alone with the one or
 * two words after it in reading order ("مصرف نجد"). Segments with Latin letters are left to the rules above.
 */
function caselessInstitution(segment: string[]): string | null {
  if (segment.some((w) => /[A-Za-z]/.test(w))) return null;
  const words = segment.every(rightToLeftOnly) ? [...segment].reverse() : segment;
  const k = words.findIndex((w) => ISSUER_WORDS.institutions.some((i) => w.includes(i)));
  if (k < 0) return null;
  if (!ISSUER_WORDS.institutions.includes(words[k]!)) return words[k]!;
  const name = words.slice(k, k + 3).filter((w) => /\p{L}/u.test(w) && !/\d/.test(w));
  return name.length > 1 ? name.join(' ') : null;
}

/** "… Bank …" without a legal form: the capitalised run around an institution word. */
function institutionName(words: string[]): string | null {
  const k = words.findIndex((w) => INSTITUTION.test(w) && /^[A-Z]/.test(w));
  if (k < 0) return null;
  let end = k;
  while (
    end + 1 < words.length &&
    end - k < 4 &&
    (isNameWord(words[end + 1]!) || (CONNECTOR.test(words[end + 1]!) && isNameWord(words[end + 2] ?? '')))
  )
    end++;
  const start = nameStart(words, k);
  const name = words.slice(start, end + 1);
  if (name.length < 2 || /^statement$/i.test(name[name.length - 1]!)) return null;
  // "Money In", "Mobile Money Transfer": table and summary labels, not a name.
  if (name.every((w) => INSTITUTION.test(w) || CONNECTOR.test(w) || GENERIC.test(w))) return null;
  return name.join(' ');
}

function nameStart(words: string[], j: number): number {
  let s = j;
  while (s > 0 && j - s < MAX_WORDS && (isNameWord(words[s - 1]!) || CONNECTOR.test(words[s - 1]!))) s--;
  while (s < j && CONNECTOR.test(words[s]!)) s++;
  return s;
}

/** Capitalised words, acronyms and names like "I&M", "Co-operative"; not numbers or titles. */
function isNameWord(w: string): boolean {
  return (
    /^\(?[A-Z\u00c0-\u00de][A-Za-z\u00c0-\u024f&.'-]*\)?$/.test(w) && !/^(?:STATEMENT|Statement|ACCOUNT|Account|OF|RELEVE|RELEVÉ|Page|PAGE)$/.test(w)
  );
}
