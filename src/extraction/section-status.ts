import { foldAccents, normaliseLabel, type Column } from './columns';
import HEADINGS from './language/section-headings.json';
import STATUS_WORDS from './language/status-words.json';
import type { TableLine } from './table-lines';

/**
 * Section headings inside a transaction table. Two kinds:
 * - headings that say the rows below them moved no money ("Pending transactions", "Declined
 *   authorisations", "Opérations en attente"), and headings that end such a section ("Posted
 *   transactions");
 * - headings that give the rows below them their direction ("Deposits and other credits",
 *   "Withdrawals", "Fees"; `language/section-headings.json`), for statements that print money in
 *   and out apart; a heading that names neither ("Daily balance summary") ends such a section.
 * A heading is a short line on its own without figures, never a row's wrapped narration. A line
 * that repeats the table's header under each section is dropped. The words of the first kind are in
 * `language/status-words.json` ("headings").
 */
const STATUS_HEADINGS = STATUS_WORDS.headings;
const NOT_COMPLETED = new RegExp(String.raw`^(?:${STATUS_HEADINGS.not_completed.join('|')})\b[\w\s/&-]*$`, 'i');
const NOUN = new RegExp(String.raw`\b(?:${STATUS_HEADINGS.nouns.join('|')})\b`, 'i');
const COMPLETED = new RegExp(String.raw`^(?:${STATUS_HEADINGS.completed.join('|')})\s+(?:${STATUS_HEADINGS.completed_nouns.join('|')})\b`, 'i');

export type SectionSign = 'credit' | 'debit';

const phrases = (list: string[]) => list.map(normaliseLabel).sort((a, b) => b.length - a.length);
const SIGNED: Array<[SectionSign | null, string[]]> = [
  ['credit', phrases(HEADINGS.credit)],
  ['debit', phrases(HEADINGS.debit)],
  [null, phrases(HEADINGS.neutral)],
];
/** What may follow a heading's phrase: "(continued)", "this period", "and other …" are still the heading. */
const HEADING_TAIL =
  /^(?:(?:continued|cont|suite|fortsetzung|vervolg|continuacao|continuacion|and\s+\w+(?:\s+\w+)?|this\s+(?:period|statement)|for\s+this\s+period)\s*)*$/;

/** A heading's closing words naming its account ("… Account # 000009752", "… Konto Nr. 1234-5678"). */
const ACCOUNT_TAIL = new RegExp(
  String.raw`\s+(?:${HEADINGS.account_words.map((w) => w.replace(/[/.]/g, '\\$&')).join('|')})\s*(?:#|no\.?|nr\.?|number|nummer|numero|n°)?\s*:?\s*[\dXx*][\dXx*\s-]*\d\s*$`,
  'i',
);

/** A heading over rows billed in later statements ("Compras parceladas - próximas faturas"): no money moves in this one. */
const LATER = new RegExp(String.raw`(?:^|\s)(?:${HEADINGS.later.map(normaliseLabel).join('|')})(?:\s|$)`);

type Heading = { kind: 'pending' | 'done' } | { kind: 'sign'; sign: SectionSign | null };

function heading(l: TableLine): Heading | null {
  if (l.anchor || l.line.words.length > 6) return null;
  const t = foldAccents(l.line.text).trim().replace(/:$/, '');
  if ((NOT_COMPLETED.test(t) && NOUN.test(t)) || LATER.test(normaliseLabel(t))) return { kind: 'pending' };
  if (COMPLETED.test(t)) return { kind: 'done' };
  if (!startsLeftOfNarration(l)) return null;
  const sign = headingSign(t);
  return sign === undefined ? null : { kind: 'sign', sign };
}

/**
 * The direction a heading's text gives the rows below it: 'credit', 'debit', null for a heading that
 * names neither (it ends a section), undefined when the text is no section heading.
 */
export function headingSign(text: string): SectionSign | null | undefined {
  const heading = text.replace(ACCOUNT_TAIL, '');
  if (/\d/.test(heading) || heading.trim().split(/\s+/).length > 6) return undefined;
  const words = normaliseLabel(heading.replace(/\s&\s/g, ' and '));
  for (const [sign, list] of SIGNED)
    for (const p of list) if ((words === p || words.startsWith(`${p} `)) && HEADING_TAIL.test(words.slice(p.length).trim())) return sign;
  return undefined;
}

/** The line prints words in its narration column (a row of a table; a balance grid's lines print dates and figures). */
function narrated(l: TableLine): boolean {
  const d = l.columns.findIndex((c) => c.role === 'description');
  return d >= 0 && (l.cells[d] ?? []).some((w) => /\p{L}/u.test(w.text));
}

/** A neutral heading that names balances: the lines below it print balances, not movements. */
const BALANCE_GRID = /\b(?:balances?|saldo|saldi|solde|soldes|kontostand|salio)\b/i;

const ENDS = new Set(HEADINGS.ends.map(normaliseLabel));

/** A summary heading printed after the last row ("STATEMENT SUMMARY :-"): the table ends at it. */
export function endsTable(text: string): boolean {
  return ENDS.has(normaliseLabel(foldAccents(text)));
}

/** A line of the table that is a section heading (kept for `sectionStatus`, not dropped as a note). */
export function isSectionHeading(l: TableLine): boolean {
  return heading(l) !== null;
}

/** A heading starts at the table's left edge, not inside the narration column where wrapped text sits. */
function startsLeftOfNarration(l: TableLine): boolean {
  const d = l.columns.find((c) => c.role === 'description');
  const x = l.line.words[0]?.x0 ?? 0;
  return !d || x < d.x0 - l.line.size * 0.5;
}

/** The header's labels printed again inside the table (one header per section). */
function repeatsHeader(l: TableLine): boolean {
  if (l.anchor) return false;
  const labels = normaliseLabel(l.columns.map((c) => c.label).join(' '));
  return labels.length > 0 && normaliseLabel(l.line.text) === labels;
}

export interface Sections {
  lines: TableLine[];
  /** Row anchors under a heading of rows that moved no money, with the heading as printed. */
  status: Map<TableLine, string>;
  /** Row anchors under a heading that gives their direction. */
  sign: Map<TableLine, SectionSign>;
}

/**
 * The table lines without headings, and for each row anchor under one what the heading says.
 * `initial`: the direction of a heading printed just above the table's header (the first section's);
 * `headerSigns`: the direction each section's own header carries, when sections print different headers.
 */
export function sectionStatus(
  all: TableLine[],
  initial: SectionSign | null = null,
  headerSigns: ReadonlyMap<Column[], SectionSign> = new Map(),
): Sections {
  const lines: TableLine[] = [];
  const status = new Map<TableLine, string>();
  const sign = new Map<TableLine, SectionSign>();
  let current: string | null = null;
  let direction: SectionSign | null = initial;
  // Under a heading that names balances ("Daily ledger balances"), the lines are a grid of dates and
  // balances, not movements: skipped until the next heading or page.
  let grid: number | null = null;
  let columns: Column[] | null = null;
  for (const l of all) {
    // A section's own header (several headers, section-headers) gives its rows the heading's direction.
    if (l.columns !== columns) {
      columns = l.columns;
      direction = headerSigns.get(columns) ?? direction;
    }
    if (repeatsHeader(l)) continue;
    const h = heading(l);
    // A balance grid runs on over the page break ("DAILY ENDING BALANCE" continued at the top of the next
    // page) while its lines print no narration: the first narrated line there is the table again.
    if (grid !== null && (h || (l.line.page !== grid && narrated(l)))) grid = null;
    if (h?.kind === 'sign') {
      direction = h.sign;
      if (h.sign === null && BALANCE_GRID.test(foldAccents(l.line.text))) grid = l.line.page;
      continue;
    }
    if (h) {
      current = h.kind === 'pending' ? l.line.text.trim().replace(/:$/, '') : null;
      continue;
    }
    if (grid !== null) continue;
    if (l.anchor && current !== null) status.set(l, current);
    if (l.anchor && direction !== null) sign.set(l, direction);
    lines.push(l);
  }
  return { lines, status, sign };
}
