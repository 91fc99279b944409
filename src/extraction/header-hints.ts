import { parseMoney } from './amounts';
import { normaliseLabel, type Column, type HeaderMatch } from './columns';
import { scanDate } from './dates';
import type { Line, Word } from './layout';
import { GENERIC_COLUMNS, type ColumnRole, type IssuerProfile } from './profiles';

/**
 * Header rows as hints: a line (or two stacked lines) whose words match column label synonyms names
 * the table's columns. Where the values actually sit is decided later from their geometry.
 */

type Synonyms = Map<string, ColumnRole>;

export function buildSynonyms(profile: IssuerProfile): Synonyms {
  const map: Synonyms = new Map();
  for (const [role, list] of Object.entries(profile.columns ?? {})) for (const s of list ?? []) map.set(normaliseLabel(s), role as ColumnRole);
  for (const [role, list] of Object.entries(GENERIC_COLUMNS)) for (const s of list) if (!map.has(normaliseLabel(s))) map.set(normaliseLabel(s), role as ColumnRole);
  return map;
}

interface Token {
  text: string;
  word: Word;
}

interface Candidate {
  columns: Column[];
  score: number;
  currencyHint: string | null;
}

const MAX_PHRASE = 5;
const CURRENCY_IN_LABEL = /\(([^)]*)\)|\[([^\]]*)\]/g;

function tokens(words: Word[]): Token[] {
  const out: Token[] = [];
  for (const w of words) {
    const clean = w.text.replace(CURRENCY_IN_LABEL, ' ');
    for (const t of normaliseLabel(clean).split(' ')) if (t) out.push({ text: t, word: w });
  }
  return out;
}

/** Greedy longest-synonym matching over a run of header tokens. */
function matchGroup(toks: Token[], syn: Synonyms, out: Column[], stackedGap: boolean): { matched: number; unmatched: number } {
  let matched = 0;
  let unmatched = 0;
  let pending: Token[] = [];
  const flushOther = () => {
    if (!pending.length) return;
    out.push(column('other', pending));
    unmatched += pending.length;
    pending = [];
  };
  for (let i = 0; i < toks.length; ) {
    let hit = 0;
    for (let len = Math.min(MAX_PHRASE, toks.length - i); len >= 1; len--) {
      const run = toks.slice(i, i + len);
      if (!stackedGap && !tight(run)) continue;
      const role = syn.get(run.map((t) => t.text).join(' '));
      if (role) {
        flushOther();
        out.push(column(role, run));
        matched += len;
        hit = len;
        break;
      }
    }
    if (hit) i += hit;
    else {
      if (pending.length && !tight([pending[pending.length - 1]!, toks[i]!])) flushOther();
      pending.push(toks[i]!);
      i++;
    }
  }
  flushOther();
  return { matched, unmatched };
}

/** Words of one label sit close together (a column gap is wider). */
function tight(run: Token[]): boolean {
  for (let i = 1; i < run.length; i++) {
    const a = run[i - 1]!.word;
    const b = run[i]!.word;
    if (a !== b && b.x0 - a.x1 > Math.max(a.size, b.size) * 1.2) return false;
  }
  return true;
}

function column(role: ColumnRole, run: Token[]): Column {
  const words = [...new Set(run.map((t) => t.word))];
  return { role, label: words.map((w) => w.text).join(' '), x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)) };
}

function hasData(line: Line): boolean {
  if (!/\d/.test(line.text)) return false;
  return line.words.some((w) => {
    if (!/\d/.test(w.text)) return false;
    const m = parseMoney(w.text);
    return (m !== null && m !== 'blank' && /\d[.,]\d/.test(w.text)) || (scanDate(w.text) !== null && /\d/.test(w.text) && /[-/.]/.test(w.text));
  });
}

/** Scores one line, or two stacked lines, as a transaction table header. */
function evaluate(lines: Line[], syn: Synonyms): Candidate | null {
  if (lines.some(hasData)) return null;
  const columns: Column[] = [];
  let matched = 0;
  let unmatched = 0;
  for (const group of lines.length === 1 ? [lines[0]!.words] : stackedGroups(lines[0]!, lines[1]!)) {
    const r = matchGroup(tokens(group), syn, columns, lines.length > 1);
    matched += r.matched;
    unmatched += r.unmatched;
  }
  const cols = settleRoles(columns.sort((a, b) => a.x0 - b.x0));
  const roles = new Set(cols.map((c) => c.role));
  if (!roles.has('date')) return null;
  if (!roles.has('debit') && !roles.has('credit') && !roles.has('amount')) return null;
  if (matched < (matched + unmatched) * 0.5) return null;
  const currencyHint = labelCurrency(lines.map((l) => l.text).join(' '));
  return { columns: cols, score: roles.size * 10 + matched - 2 * unmatched, currencyHint };
}

/** Words of two header lines grouped by horizontal overlap (a label wrapped onto two lines). */
function stackedGroups(top: Line, bottom: Line): Word[][] {
  const all = [...top.words.map((w) => ({ w, top: true })), ...bottom.words.map((w) => ({ w, top: false }))];
  const parent = all.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      const overlap = Math.min(a.w.x1, b.w.x1) - Math.max(a.w.x0, b.w.x0);
      const sameLineGap = a.top === b.top ? Math.max(a.w.x0, b.w.x0) - Math.min(a.w.x1, b.w.x1) : Infinity;
      if ((a.top !== b.top && overlap > 0) || sameLineGap < a.w.size * 0.6) parent[find(i)] = find(j);
    }
  const groups = new Map<number, typeof all>();
  all.forEach((e, i) => {
    const k = find(i);
    groups.set(k, [...(groups.get(k) ?? []), e]);
  });
  return [...groups.values()]
    .map((g) => g.sort((a, b) => (a.top === b.top ? a.w.x0 - b.w.x0 : a.top ? -1 : 1)).map((e) => e.w))
    .sort((a, b) => Math.min(...a.map((w) => w.x0)) - Math.min(...b.map((w) => w.x0)));
}

/** A label that names a date or time column though it is not a known synonym ("Trans. Time", "Posted Dt"). */
const DATE_LIKE_LABEL = /\b(?:date|dated|time|dt|posted|datum|heure|data|tarehe|muda|fecha)\b/;

/**
 * One column per role: later duplicates become `other`. Without a transaction-date label, a column
 * left of the value date whose label names a date or time is the transaction date (contract item 6:
 * transaction date over value date); a lone value date is the date.
 */
function settleRoles(cols: Column[]): Column[] {
  const seen = new Set<ColumnRole>();
  const hasDate = cols.some((c) => c.role === 'date');
  const hasAmount = cols.some((c) => c.role === 'amount');
  const valueDate = cols.findIndex((c) => c.role === 'value_date');
  const dateLike = hasDate ? -1 : cols.findIndex((c, i) => c.role === 'other' && (valueDate < 0 || i < valueDate) && DATE_LIKE_LABEL.test(normaliseLabel(c.label)));
  return cols.map((c, i) => {
    let role = c.role;
    if (i === dateLike) role = 'date';
    if (role === 'value_date' && !hasDate && dateLike < 0 && !seen.has('date')) role = 'date';
    if (role === 'dc' && !hasAmount) role = 'other';
    if (role !== 'other' && seen.has(role)) role = 'other';
    seen.add(role);
    return { ...c, role };
  });
}

const ISO_IN_LABEL = /\b([A-Z]{3})\b|([₦$£€₵])/;
function labelCurrency(text: string): string | null {
  for (const m of text.matchAll(CURRENCY_IN_LABEL)) {
    const inner = (m[1] ?? m[2] ?? '').trim();
    const c = ISO_IN_LABEL.exec(inner);
    if (c) return c[1] ?? c[2] ?? null;
  }
  return null;
}


type Found = Candidate & { page: number; lineIndex: number; span: number };

/**
 * The best-scoring header in the document, then every line on any page that repeats it. The table
 * starts at the first repetition, not the best-scoring one: on a first page the header often
 * follows a title or a summary table and scores a little lower than on later pages, yet its rows
 * belong to the table all the same.
 */
export function findHeaders(pages: Line[][], profile: IssuerProfile): HeaderMatch[] {
  const syn = buildSynonyms(profile);
  let best: Found | null = null;
  const found: Found[] = [];
  pages.forEach((lines, p) => {
    const memo = new Map<number, Found | null>();
    const at = (i: number): Found | null => {
      if (!memo.has(i)) memo.set(i, pickAt(lines, i, syn, p));
      return memo.get(i)!;
    };
    for (let i = 0; i < lines.length; i++) {
      const c = at(i);
      if (!c) continue;
      // A two-line candidate must not swallow a line that is a better header start on its own
      // (a table title stacked over the real header row).
      if (c.span === 2) {
        const next = at(i + 1);
        if (next && next.score >= c.score) continue;
      }
      found.push(c);
      if (!best || c.score > best.score) best = c;
      if (c.span === 2) i++;
    }
  });
  if (!best) return [];
  const signature = sig((best as Found).columns);
  const out: HeaderMatch[] = [];
  for (const c of found) {
    if (sig(c.columns) !== signature) continue;
    if (out.some((o) => o.page === c.page)) continue;
    const lines = pages[c.page]!;
    out.push({ page: c.page, lineIndex: c.lineIndex, span: c.span, y: lines[c.lineIndex]!.y, columns: c.columns, currencyHint: c.currencyHint });
  }
  return out;
}

/** The better of line `i` alone and lines `i`, `i+1` stacked (same type size, a line apart). */
function pickAt(lines: Line[], i: number, syn: Synonyms, page: number): Found | null {
  const line = lines[i];
  if (!line) return null;
  const single = evaluate([line], syn);
  const next = lines[i + 1];
  const stacked =
    next && next.y - line.y <= Math.max(line.size, next.size) * 1.8 && Math.abs(next.size - line.size) <= Math.max(line.size, next.size) * 0.15;
  const pair = stacked ? evaluate([line, next], syn) : null;
  if (pair && (!single || pair.score > single.score)) return { ...pair, span: 2, lineIndex: i + 1, page };
  return single ? { ...single, span: 1, lineIndex: i, page } : null;
}

function sig(cols: Column[]): string {
  return cols.filter((c) => c.role !== 'other').map((c) => c.role).join(',');
}

