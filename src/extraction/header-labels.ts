import DATE_LABELS from './language/date-labels.json';
import { normaliseLabel, type Column } from './columns';
import { rightToLeftOnly, type Line, type Word } from './layout';
import { cardColumnLabels } from './column-reading';
import { findPrintedCurrency } from './currency';
import { GENERIC_COLUMNS, type ColumnRole, type IssuerProfile } from './profiles';
import { DEFAULT_SETTINGS } from './settings';

/**
 * Header labels → columns: words matched against label synonyms (longest phrase first, words of a
 * label close together), labels wrapped over two lines grouped, one column per role.
 */

export type Synonyms = Map<string, ColumnRole>;

export function buildSynonyms(profile: IssuerProfile): Synonyms {
  const map: Synonyms = new Map();
  const add = (s: string, role: ColumnRole, replace: boolean) => {
    // A right-to-left label of several words lies on the page with its first word rightmost.
    for (const key of [normaliseLabel(s), ...(rightToLeftOnly(s) ? [normaliseLabel(s).split(' ').reverse().join(' ')] : [])])
      if (replace || !map.has(key)) map.set(key, role);
  };
  for (const [role, list] of Object.entries(profile.columns ?? {})) for (const s of list ?? []) add(s, role as ColumnRole, true);
  for (const [role, list] of Object.entries(GENERIC_COLUMNS)) for (const s of list) add(s, role as ColumnRole, false);
  return map;
}

export interface Token {
  text: string;
  word: Word;
  /** A word that is only a bracketed unit ("(INR)", "[USD]"): no role of its own, part of the label before it. */
  unit?: true;
  /** Joined to the token before it by a slash or ampersand printed between them ("Dr / Cr"): tight whatever the gap. */
  joined?: true;
}

const MAX_PHRASE = 5;
/** A token with a Latin letter or a digit (labels keep the letters of other scripts, see normaliseLabel). */
const LATIN_TOKEN = /[a-z0-9]/;
/**
 * A bracketed unit, also as right-to-left text comes out of a PDF with its brackets unmirrored (`مانده)ریال(`),
 * and a round bracket closed by a square or curly one, as OCR often reads `)` (`Money In (R}`).
 */
const CURRENCY_IN_LABEL = /\(([^)\]}]*)[)\]}]|\[([^\]]*)\]|(?<=\p{Script=Arabic}|^|\s)\)(\p{Script=Arabic}[^()]*)\(/gu;
/** A header word that is only a bracketed unit or currency ("(INR)", "[USD]", "(€)", right to left `)ریال(`). */
const UNIT_WORD = /^(?:\([^)\]}]*[)\]}]|\[[^\]]*\]|\)\p{Script=Arabic}[^()]*\()$/u;

/** What closes a parenthesised note: `)`, or the `]` or `}` OCR reads it as. */
const CLOSING_BRACKET = /[)\]}]/;

/** A word that only joins the words of a label beside it ("Dr / Cr", "Deposits & Credits"). */
const JOINING_MARK = /^[/&]$/;

export function tokens(words: Word[]): Token[] {
  const out: Token[] = [];
  let mark: Word | null = null;
  // A parenthesised note spread over several words ("Amount (in Rs.)") names a unit, not the role:
  // its words stay (they still occupy the header) but are marked so that no synonym takes them in.
  let note = false;
  for (const w of words) {
    let clean = w.text.replace(CURRENCY_IN_LABEL, ' ');
    let noted = '';
    if (note) {
      const close = clean.search(CLOSING_BRACKET);
      note = close < 0;
      noted = close < 0 ? clean : clean.slice(0, close);
      clean = close < 0 ? '' : clean.slice(close + 1);
    }
    const open = clean.lastIndexOf('(');
    if (open >= 0 && !CLOSING_BRACKET.test(clean.slice(open))) {
      note = true;
      noted += ` ${clean.slice(open + 1)}`;
      clean = clean.slice(0, open);
    }
    const before = out.length;
    for (const t of normaliseLabel(clean).split(' ')) if (t) out.push({ text: t, word: w });
    for (const t of normaliseLabel(noted).split(' ')) if (t) out.push({ text: `(${t})`, word: w });
    if (out.length === before && !note && UNIT_WORD.test(w.text)) out.push({ text: '', word: w, unit: true });
    else if (out.length === before && JOINING_MARK.test(w.text)) mark = w;
    // A slash or ampersand alone between two words ("Dr / Cr") names nothing but joins them: the word
    // after it counts as set tight against the word before it, when both sit close to the mark.
    if (out.length > before && mark && mark !== w) {
      const prev = out[before - 1]?.word;
      if (prev && mark.x0 - prev.x1 <= prev.size * 1.2 && w.x0 - mark.x1 <= w.size * 1.2) out[before] = { ...out[before]!, joined: true };
      mark = null;
    }
  }
  return out;
}

/** Greedy longest-synonym matching over a run of header tokens. */
export function matchGroup(
  toks: Token[],
  syn: Synonyms,
  out: Column[],
  stackedGap: boolean,
  labelWordGap = DEFAULT_SETTINGS.headers.labelWordGap,
): { matched: number; unmatched: number } {
  let matched = 0;
  let unmatched = 0;
  let pending: Token[] = [];
  /** The tokens of the last matched label. */
  let lastRun: Token[] = [];
  const flushOther = () => {
    if (!pending.length) return;
    out.push(column('other', pending));
    unmatched += pending.length;
    pending = [];
  };
  for (let i = 0; i < toks.length;) {
    const unit = toks[i]!;
    if (unit.unit) {
      // "Debit (INR)": the unit widens the label it follows, so values under it are placed in that column.
      const last = out[out.length - 1];
      const gap = last ? unit.word.x0 - last.x1 : Infinity;
      if (!pending.length && last && gap >= 0 && gap <= unit.word.size * 1.2) out[out.length - 1] = { ...last, x1: unit.word.x1 };
      i++;
      continue;
    }
    // The longest run of tight tokens from here that is a label: runs grow while their words stay tight and
    // their text still begins some label.
    let hit = 0;
    let role: ColumnRole | undefined;
    const starts = labelStarts(syn);
    for (let len = 1, key = '', max = Math.min(MAX_PHRASE, toks.length - i); len <= max; len++) {
      const t = toks[i + len - 1]!;
      if (len > 1 && !stackedGap && !tight([toks[i + len - 2]!, t])) break;
      key = len === 1 ? t.text : `${key} ${t.text}`;
      const r = syn.get(key);
      if (r) [hit, role] = [len, r];
      if (!starts.has(key)) break;
    }
    if (hit && role) {
      let run = toks.slice(i, i + hit);
      // One unknown word set tight before a date label qualifies it ("Trans. Date" whose first word OCR garbled,
      // "frrans. Date"; "Buchungs Datum"): the date column begins at that word, which heads no column of its own.
      if (role === 'date' && pending.length === 1 && tight([pending[0]!, run[0]!])) {
        run = [...pending, ...run];
        pending = [];
      }
      flushOther();
      const last = out[out.length - 1];
      const prev = toks[i - 1];
      // A bilingual label ("Date 日期", "Balance 結餘"): the translation set tight against a label of the same role is
      // the same column, not a second one; so is one printed under it on the header's next line ("Balance" over "Baki").
      if (last?.role === role && prev && tight([prev, run[0]!]) && (bilingual(last.label, run) || (stackedGap && translationBelow(lastRun, run)))) {
        const words = [...new Set(run.map((t) => t.word))];
        out[out.length - 1] = {
          ...last,
          label: `${last.label} ${words.map((w) => w.text).join(' ')}`,
          x1: Math.max(last.x1, ...words.map((w) => w.x1)),
        };
      } else out.push(column(role, run));
      lastRun = run;
      matched += hit;
    }
    if (hit) i += hit;
    else if (extendsLabel(toks, i, out, pending)) {
      // A parenthesised note set tight after a label ("Credit (Money In)") qualifies that label: its
      // words widen the label's column instead of standing as a column of their own.
      const last = out[out.length - 1]!;
      const w = toks[i]!.word;
      const label = toks[i - 1]!.word === w ? last.label : `${last.label} ${w.text}`;
      out[out.length - 1] = { ...last, label, x1: Math.max(last.x1, w.x1) };
      i++;
    } else if (!LATIN_TOKEN.test(toks[i]!.text)) {
      // A word in another script that names no column is the translation beside a bilingual label ("Date 日期"):
      // it neither makes a column of its own nor counts against the header. Standing apart from both
      // neighbours it heads a column of its own (a branch or channel column, "거래점"), which keeps its values out
      // of the money column beside it; it still does not count against the header.
      const t = toks[i]!.word;
      const apart = (n: Token | undefined) =>
        !n || n.word === t || Math.max(n.word.x0 - t.x1, t.x0 - n.word.x1) > labelWordGap * Math.max(n.word.size, t.size);
      const alone = apart(toks[i - 1]) && apart(toks[i + 1]) && toks[i - 1]?.word !== t && toks[i + 1]?.word !== t;
      if (alone && !stackedGap) {
        flushOther();
        out.push(column('other', [toks[i]!]));
      }
      i++;
    } else {
      if (pending.length && !tight([pending[pending.length - 1]!, toks[i]!])) flushOther();
      pending.push(toks[i]!);
      i++;
    }
  }
  flushOther();
  return { matched, unmatched };
}

/** Per label set, the texts that begin a longer label ("money" of "money in"): a run of words that begins none can grow into no label. */
const STARTS = new WeakMap<Synonyms, Set<string>>();
function labelStarts(syn: Synonyms): Set<string> {
  let out = STARTS.get(syn);
  if (!out) {
    out = new Set();
    for (const key of syn.keys()) for (let k = key.indexOf(' '); k >= 0; k = key.indexOf(' ', k + 1)) out.add(key.slice(0, k));
    STARTS.set(syn, out);
  }
  return out;
}

/** Two labels in different scripts: one with Latin letters, the other without. */
function bilingual(label: string, run: Token[]): boolean {
  const latin = (t: string) => /[A-Za-z]/.test(t);
  return latin(label) !== run.some((t) => latin(t.word.text));
}

/** A label on another line of a stacked header than the label before it, under or over it: its translation. */
function translationBelow(before: Token[], run: Token[]): boolean {
  const ys = new Set(before.map((t) => t.word.y));
  if (!before.length || run.some((t) => ys.has(t.word.y))) return false;
  const span = (list: Token[]) => [Math.min(...list.map((t) => t.word.x0)), Math.max(...list.map((t) => t.word.x1))] as const;
  const [a0, a1] = span(before);
  const [b0, b1] = span(run);
  return b0 < a1 && a0 < b1;
}

/** Token `i` is a parenthesised note right after a matched label, tight against it. */
function extendsLabel(toks: Token[], i: number, out: Column[], pending: Token[]): boolean {
  const t = toks[i]!;
  const last = out[out.length - 1];
  if (pending.length || !last || last.role === 'other' || !/^\(.*\)$/.test(t.text) || i === 0) return false;
  const prev = toks[i - 1]!;
  return prev.word === t.word || (t.word.x0 >= last.x0 && tight([prev, t]));
}

/** Words of one label sit close together (a column gap is wider). */
function tight(run: Token[]): boolean {
  for (let i = 1; i < run.length; i++) {
    const a = run[i - 1]!.word;
    const b = run[i]!.word;
    if (a !== b && !run[i]!.joined && b.x0 - a.x1 > Math.max(a.size, b.size) * 1.2) return false;
  }
  return true;
}

function column(role: ColumnRole, run: Token[]): Column {
  const words = [...new Set(run.map((t) => t.word))];
  return { role, label: words.map((w) => w.text).join(' '), x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)) };
}

/**
 * Words of stacked header lines (two or three) grouped into one label group per column: words on
 * different lines that overlap horizontally belong together (a label wrapped over lines), and so do
 * words of one line set close together (closer than `labelWordGap` type sizes, `settings.headers`: "Value
 * Date"). Closeness alone does not join two words of one line when
 * each heads its own cell below or above them that the other lines keep apart ("Transaction" over
 * "Date" beside "Transaction" over "Posted Date"): they are two labels sharing a word, not one.
 */
export function stackedGroups(lines: readonly Line[], labelWordGap = DEFAULT_SETTINGS.headers.labelWordGap): Word[][] {
  const all = lines.flatMap((l, li) => l.words.map((w) => ({ w, li })));
  const parent = all.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const overlap = (a: Word, b: Word) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const gap = (a: Word, b: Word) => Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
  // Each line's words in runs of close words (its cells).
  const cell = all.map((_, i) => i);
  for (let li = 0; li < lines.length; li++) {
    const idx = all.map((e, i) => (e.li === li ? i : -1)).filter((i) => i >= 0);
    idx.sort((a, b) => all[a]!.w.x0 - all[b]!.w.x0);
    for (let k = 1; k < idx.length; k++) {
      const a = all[idx[k - 1]!]!.w;
      const b = all[idx[k]!]!.w;
      if (gap(a, b) < a.size * labelWordGap) cell[idx[k]!] = cell[idx[k - 1]!]!;
    }
  }
  /** The cells of other lines a word stands over or under. */
  const across: Set<string>[] = [];
  const cellsAcross = (i: number) =>
    (across[i] ??= new Set(all.flatMap((e, j) => (e.li !== all[i]!.li && overlap(e.w, all[i]!.w) > 0 ? [`${e.li}:${cell[j]}`] : []))));
  const apart = (i: number, j: number) => {
    const a = cellsAcross(i);
    const b = cellsAcross(j);
    return a.size > 0 && b.size > 0 && ![...a].some((c) => b.has(c));
  };
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      const join = a.li !== b.li ? overlap(a.w, b.w) > 0 : gap(a.w, b.w) < a.w.size * labelWordGap && !apart(i, j);
      if (join) parent[find(i)] = find(j);
    }
  const groups = new Map<number, typeof all>();
  all.forEach((e, i) => {
    const k = find(i);
    groups.set(k, [...(groups.get(k) ?? []), e]);
  });
  return [...groups.values()]
    .map((g) => g.sort((a, b) => a.li - b.li || a.w.x0 - b.w.x0).map((e) => e.w))
    .sort((a, b) => Math.min(...a.map((w) => w.x0)) - Math.min(...b.map((w) => w.x0)));
}

/** Every word of every known label ("withdrawal", "date"): what a word broken over two lines must rejoin into. */
export function labelVocabulary(syn: Synonyms): Set<string> {
  const out = new Set<string>();
  for (const key of syn.keys()) for (const w of key.split(' ')) if (w) out.add(w);
  return out;
}

/**
 * Of one stacked label group (its words top line first, as `stackedGroups` gives them), a word broken
 * over two lines rejoined: the last word of a line and the first word of the next line under it
 * ("Withdra" over "wal (Dr)", "Depos" over "it", "Bal-" over "ance") become one word when the two
 * together are one label word and the parts are not both label words of their own.
 */
export function joinBrokenWords(group: readonly Word[], vocabulary: ReadonlySet<string>): Word[] {
  const out = [...group];
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!;
    const b = out[i + 1]!;
    // `b` starts the next line of the group: it sits lower, and under `a`.
    if (!mayRejoin(a, b, vocabulary)) continue;
    const head = a.text.replace(/[-\u00ad]$/, '');
    // Two words of their own stacked ("Value" over "Date") stay two words.
    if (vocabulary.has(bareLabel(head)) && vocabulary.has(bareLabel(b.text))) continue;
    out.splice(i, 2, { ...a, text: head + b.text, x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1) });
  }
  return out;
}

const bareLabel = (t: string) => normaliseLabel(t.replace(CURRENCY_IN_LABEL, ' ')).replace(/ /g, '');

/**
 * Whether `joinBrokenWords` may rejoin `b` to `a`: `b` sits lower and under `a`, `a` ends with a letter (or a
 * hyphen after one), `b` starts with one, and the two together are one label word.
 */
export function mayRejoin(a: Word, b: Word, vocabulary: ReadonlySet<string>): boolean {
  if (b.y - a.y < a.size * 0.5 || Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) <= 0) return false;
  const head = a.text.replace(/[-\u00ad]$/, '');
  return /[a-z]$/i.test(head) && /^[a-z]/i.test(b.text) && vocabulary.has(bareLabel(head + b.text));
}

/** What the words of a line can give `matchGroup` (see `lineLabelWords`). */
export interface LineLabelWords {
  /** A word gives a word of a debit, credit or amount label. */
  movement: boolean;
  /** A word keeps a bracket after its bracketed units are taken out: `tokens` may read its words as a note. */
  note: boolean;
  /** Words that are a word of some label: all `matchGroup` can match. */
  known: number;
  /** Words with a Latin letter or digit that are no word of any label: `matchGroup` counts each unmatched. */
  unknown: number;
}

/**
 * The label words a line's words give `tokens` (outside a bracketed note), counted: a header must name a
 * movement column and match at least as many words as it leaves unmatched (`evaluate` in header-hints), which
 * most lines of a statement, narration, cannot. `movementWords`: the words of the debit, credit and amount
 * labels; `vocabulary`: every label's words.
 */
export function lineLabelWords(line: Line, movementWords: ReadonlySet<string>, vocabulary: ReadonlySet<string>): LineLabelWords {
  const out: LineLabelWords = { movement: false, note: false, known: 0, unknown: 0 };
  for (const w of line.words) {
    const clean = w.text.replace(CURRENCY_IN_LABEL, ' ');
    if (clean.includes('(') || clean.includes(')')) out.note = true;
    for (const t of normaliseLabel(clean).split(' ')) {
      if (!t) continue;
      if (movementWords.has(t)) out.movement = true;
      if (vocabulary.has(t)) out.known++;
      else if (LATIN_TOKEN.test(t)) out.unknown++;
    }
  }
  return out;
}

/** The words of the labels that name a movement's column (debit, credit, amount). */
export function movementLabelWords(syn: Synonyms): Set<string> {
  const out = new Set<string>();
  for (const [key, role] of syn) if (role === 'debit' || role === 'credit' || role === 'amount') for (const w of key.split(' ')) if (w) out.add(w);
  return out;
}

/**
 * Of one stacked label group, unknown words printed above or below a date column's label ("GL." over
 * "Date", "Transaction" over "Posted Date") qualify that date: they join its label (which date it is, posting or transaction, is read
 * from the words), rather than standing as a column of their own over the same place.
 */
export function withDateQualifiers(group: Column[]): Column[] {
  const dates = group.filter((c) => c.role === 'date' || c.role === 'value_date');
  if (dates.length !== 1) return group;
  const d = dates[0]!;
  // Labels of one group that overlap never sit side by side: one is printed over the other. A lone
  // narration word stacked over the date ("Transaction" over "Posted Date") qualifies it too.
  const over = (c: Column) =>
    (c.role === 'other' || (c.role === 'description' && !c.label.includes(' '))) && Math.min(c.x1, d.x1) - Math.max(c.x0, d.x0) > 0;
  const qualifiers = group.filter(over);
  if (!qualifiers.length) return group;
  const at = group.indexOf(d);
  const label = group
    .filter((c) => c === d || over(c))
    .map((c) => c.label)
    .join(' ');
  const all = [d, ...qualifiers];
  const merged: Column = { ...d, label, x0: Math.min(...all.map((c) => c.x0)), x1: Math.max(...all.map((c) => c.x1)) };
  return group.filter((c, i) => i === at || !over(c)).map((c) => (c === d ? merged : c));
}

/**
 * A credit label printed over a debit label, or a debit over a credit ("Abonos /" over "Cargos": they
 * overlap by more than `signedPairOverlap` of the narrower, `settings.headers`), heads one column: its figures carry their own sign (a debit
 * printed "-2.200"), so it is one signed amount column, not two columns sharing one place.
 */
export function withSignedAmount(cols: Column[], signedPairOverlap = DEFAULT_SETTINGS.headers.signedPairOverlap): Column[] {
  const debit = cols.find((c) => c.role === 'debit');
  const credit = cols.find((c) => c.role === 'credit');
  if (!debit || !credit || cols.some((c) => c.role === 'amount')) return cols;
  const overlap = Math.min(debit.x1, credit.x1) - Math.max(debit.x0, credit.x0);
  if (overlap <= signedPairOverlap * Math.min(debit.x1 - debit.x0, credit.x1 - credit.x0)) return cols;
  const [first, second] = debit.x0 <= credit.x0 ? [debit, credit] : [credit, debit];
  const merged: Column = {
    role: 'amount',
    label: `${credit.label} ${debit.label}`,
    x0: Math.min(first.x0, second.x0),
    x1: Math.max(first.x1, second.x1),
  };
  return cols.filter((c) => c !== second).map((c) => (c === first ? merged : c));
}

/** A label that names a date or time column though it is not a known synonym ("Trans. Time", "Posted Dt"). */
const DATE_LIKE_LABEL = /\b(?:date|dated|time|dt|posted|datum|heure|data|tarehe|muda|fecha|hora|saa)\b/;

/**
 * One column per role: later duplicates become `other`. Without a transaction-date label, a column
 * left of the value date whose label names a date or time is the transaction date (contract item 6:
 * transaction date over value date); a lone value date is the date.
 */
export function settleRoles(cols: Column[]): Column[] {
  const seen = new Set<ColumnRole>();
  const hasDate = cols.some((c) => c.role === 'date');
  const hasAmount = cols.some((c) => c.role === 'amount');
  const valueDate = cols.findIndex((c) => c.role === 'value_date');
  // The only date column says it is the posting date ("Posted"): an unnamed column labelled like a
  // date or like a transaction ("Trans.", "Txn") is the transaction's date (contract item 6).
  const postingOnly = hasDate && valueDate < 0 && cols.filter((c) => c.role === 'date').every((c) => POSTING_LABEL.test(normaliseLabel(c.label)));
  const dateLike =
    hasDate && !postingOnly
      ? -1
      : cols.findIndex((c, i) => {
          const l = dateLabelWords(c.label);
          return (
            c.role === 'other' && (valueDate < 0 || i < valueDate) && (DATE_LIKE_LABEL.test(l) || (postingOnly && TRANSACTION_ABBREVIATION.test(l)))
          );
        });
  // Two columns both labelled as the amount ("Kiasi | Kiasi", the second line telling out from in)
  // with no debit/credit labels: a debit/credit pair, oriented by the running balance later.
  const amounts = cols.map((c, i) => (c.role === 'amount' ? i : -1)).filter((i) => i >= 0);
  const pair = amounts.length === 2 && !cols.some((c) => c.role === 'debit' || c.role === 'credit') ? amounts : null;
  // "Purchases | Payments" on a card: both name money out of a bank account, but beside purchases the
  // payments are what the holder paid in, the card's credits.
  const debits = cols.map((c, i) => (c.role === 'debit' ? i : -1)).filter((i) => i >= 0);
  const cardPayments =
    debits.length === 2 &&
    !cols.some((c) => c.role === 'credit') &&
    cardColumnLabels([
      { ...cols[debits[0]!]!, role: 'debit' },
      { ...cols[debits[1]!]!, role: 'credit' },
    ])
      ? debits[1]!
      : -1;
  const dates = cols.map((c, i) => (c.role === 'date' || i === dateLike ? i : -1)).filter((i) => i >= 0);
  const txnDate = dates.length > 1 ? transactionDate(cols, dates) : -1;
  let prev: Column['role'] | null = null;
  const settled = cols.map((c, i) => {
    let role = c.role;
    if (i === dateLike) role = 'date';
    if (pair) role = i === pair[0] ? 'debit' : i === pair[1] ? 'credit' : role;
    if (i === cardPayments) role = 'credit';
    // Two date columns: the transaction date is the date, the other (posting, value) a value date.
    if (txnDate >= 0 && role === 'date' && i !== txnDate)
      role = seen.has('value_date') || cols.some((x) => x.role === 'value_date') ? 'other' : 'value_date';
    if (txnDate >= 0 && i === txnDate) role = 'date';
    if (role === 'value_date' && !hasDate && dateLike < 0 && !seen.has('date')) role = 'date';
    if (role === 'dc' && !hasAmount) role = 'other';
    // A narration column right after the narration ("Buchungstext | Verwendungszweck") continues it.
    const continues = role === 'description' && prev === 'description';
    if (role !== 'other' && seen.has(role) && !continues) role = 'other';
    seen.add(role);
    prev = role;
    return { ...c, role };
  });
  return withDescription(settled);
}

/** Words of a date column's label that say which date it is (`language/date-labels.json`). */
const wordsOf = (list: readonly string[]) => new RegExp(String.raw`\b(?:${list.join('|')})\b`);
/** A transaction-date column labelled by an abbreviation alone ("Trans.", "Txn"), never a narration's word. */
const TRANSACTION_ABBREVIATION = new RegExp(`^(?:${DATE_LABELS.abbreviations.join('|')})$`);
const TRANSACTION_LABEL = wordsOf(DATE_LABELS.transaction);
const POSTING_LABEL = wordsOf(DATE_LABELS.posting);
const VALUE_LABEL = wordsOf(DATE_LABELS.value);
const BOOKING_LABEL = wordsOf(DATE_LABELS.booking);

/**
 * Whether the labels say which of two date columns is the transaction's (null: one date column).
 * Without that, the rows decide (the transaction date is never after the posting date).
 */
export function datesToldByLabel(cols: Column[]): boolean | null {
  const date = cols.find((c) => c.role === 'date');
  const value = cols.find((c) => c.role === 'value_date');
  if (!date || !value) return null;
  const d = dateLabelWords(date.label);
  const v = dateLabelWords(value.label);
  // "Buchungstag | Valuta", "Booking date | Value date": the booking date beside the value date is the row's date.
  if (BOOKING_LABEL.test(d) && !VALUE_LABEL.test(d) && VALUE_LABEL.test(v)) return true;
  // "Posting Date | Value Date": both name the bank's dates, neither the transaction's; the rows decide.
  if (!TRANSACTION_LABEL.test(d) && POSTING_LABEL.test(d) && POSTING_LABEL.test(v)) return false;
  return (TRANSACTION_LABEL.test(d) && !POSTING_LABEL.test(d)) || POSTING_LABEL.test(v);
}

/** A date column's label in words, glued labels split ("TransDate", "VALUEDATE" → "trans date", "value date"). */
function dateLabelWords(label: string): string {
  return normaliseLabel(label.replace(/([a-z])([A-Z])/g, '$1 $2')).replace(/\B(date|dt)\b/g, ' $1');
}

/** Of several date columns, the one labelled as the transaction's; else the first not a bank's date; else the booking date beside a value date; else the first (leftmost). */
function transactionDate(cols: Column[], dates: number[]): number {
  const label = (i: number) => dateLabelWords(cols[i]!.label);
  const txn = dates.filter((i) => TRANSACTION_LABEL.test(label(i)) && !POSTING_LABEL.test(label(i)));
  if (txn.length) return txn[0]!;
  const notPosting = dates.filter((i) => !POSTING_LABEL.test(label(i)));
  const booking = dates.filter((i) => BOOKING_LABEL.test(label(i)) && !VALUE_LABEL.test(label(i)));
  const valued = dates.some((i) => VALUE_LABEL.test(label(i)));
  return notPosting[0] ?? (valued ? booking[0] : undefined) ?? dates[0]!;
}

/** A table whose narration label is unknown: the first unnamed column between the dates and the money is it. */
function withDescription(cols: Column[]): Column[] {
  if (cols.some((c) => c.role === 'description')) return cols;
  const lastDate = Math.max(
    cols.findIndex((c) => c.role === 'date'),
    cols.findIndex((c) => c.role === 'value_date'),
  );
  const firstMoney = cols.findIndex((c) => c.role === 'debit' || c.role === 'credit' || c.role === 'amount' || c.role === 'balance');
  const k = cols.findIndex((c, i) => c.role === 'other' && i > lastDate && (firstMoney < 0 || i < firstMoney));
  return k < 0 ? cols : cols.map((c, i) => (i === k ? { ...c, role: 'description' } : c));
}

// A symbol with letters before it ("R$", "US$", "N$") is another currency's: the currency list reads it whole.
const ISO_IN_LABEL = /\b([A-Z]{3})\b|(?<![A-Za-z])([₦$£€₵])/;
export function labelCurrency(text: string): string | null {
  for (const m of text.matchAll(CURRENCY_IN_LABEL)) {
    const inner = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    const c = ISO_IN_LABEL.exec(inner);
    if (c) return c[1] ?? c[2] ?? null;
    // "Amount (in Rs.)", "Montant (en euros)": a symbol or name the currency list knows.
    if (findPrintedCurrency(inner)) return inner;
  }
  return null;
}
