import DATE_LABELS from './language/date-labels.json';
import { findDatesInText, type DateInText, type DateParts } from './date-scan';
import { MONTH_WORD, monthNumber } from './month-names';

/**
 * The dates a statement prints about itself, read from its header text in English, French,
 * Portuguese and Swahili (periods also in German, Dutch, Afrikaans and Spanish), before the day/month order is known (see `resolveDates`).
 */
export interface HeaderDates {
  /** "Statement period: 01 Dec 2024 – 31 Jan 2025", "Du … au …", "De … a …", "Kuanzia … hadi …". */
  period: { start: DateParts; end: DateParts } | null;
  /** "Statement date", "Date d'arrêté", "Data de emissão", "Tarehe ya taarifa", "Printed on", … */
  statementDate: DateParts | null;
  /** A card's "Payment due date", "Date limite de paiement", "Data de vencimento", … */
  dueDate: DateParts | null;
  /** Every date printed with a year, in text order. */
  all: DateParts[];
}

const TIME = String.raw`(?:\d{1,2}[:hH]\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?)?`;
/** What joins the two ends of a range: a dash, a word, or the end's own label ("… End date: …"). */
const RANGE_JOIN = new RegExp(
  String.raw`^[\s,]*${TIME}[\s,]*(?:[-–—~]|to|till|until|through|thru|and|au|à|jusqu'?au|a|até|ate|e|hadi|mpaka|na|bis|tot(?:\s+en\s+met)?|t\/m|al|hasta|(?:end(?:ing)?|closing|to)\s+date|date\s+to|date\s+de\s+fin|fin|data\s+(?:final|de\s+fim)|tarehe\s+ya\s+mwisho)\s*:?\s*$`,
  'iu',
);
/** Words naming a range the statement period (`language/date-labels.json`, `period`). */
const PERIOD_LABEL = new RegExp(String.raw`(?:${DATE_LABELS.period.join('|')})[^\n]*$`, 'iu');
const DUE_LABEL =
  /(?:payment\s+due(?:\s+date)?|due\s+date|due\s+by|pay(?:ment)?\s+by|date\s+limite(?:\s+de\s+(?:paiement|r[èe]glement))?|date\s+d'?[ée]ch[ée]ance|[ée]ch[ée]ance|data\s+(?:de\s+vencimento|limite(?:\s+de\s+pagamento)?)|vencimento|tarehe\s+ya\s+(?:mwisho\s+ya\s+malipo|kulipa))\s*[:.-]?\s*$/iu;
const STATEMENT_LABEL =
  /(?:statement\s+date|date\s+of\s+statement|statement\s+as\s+(?:at|of)|\bas\s+(?:at|of)|issue\s+date|date\s+of\s+issue|issued\s+on|print(?:ed)?\s+(?:date|on)|date\s+printed|generated\s+on|date\s+generated|request\s+date|date\s+of\s+request|run\s+date|date\s+(?:d'?(?:[ée]dition|arr[êe]t[ée]?|[ée]mission)|du\s+relev[ée])|arr[êe]t[ée]\s+au|[ée]dit[ée]\s+le|data\s+(?:do\s+extrato|de\s+emiss[ãa]o|de\s+impress[ãa]o)|emitido\s+em|tarehe\s+ya\s+(?:taarifa|kuchapishwa))\s*[:.-]?\s*$/iu;

/** A label that names one of the statement's own dates ("Payment Due Date", "Statement date"): its value dates no row. */
export function namesStatementDate(label: string): boolean {
  return DUE_LABEL.test(label) || STATEMENT_LABEL.test(label);
}

export function readHeaderDates(text: string): HeaderDates {
  const found = findDatesInText(text);
  const out: HeaderDates = { period: null, statementDate: null, dueDate: null, all: found.filter((d) => d.parts.year !== null).map((d) => d.parts) };
  out.period = findRange(text, found) ?? labelledEnds(text, found) ?? balanceDates(text, found) ?? wholeMonth(text);
  found.forEach((d, i) => {
    const label = labelBefore(text, d, found[i - 1]);
    if (!out.dueDate && DUE_LABEL.test(label)) out.dueDate = d.parts;
    else if (!out.statementDate && STATEMENT_LABEL.test(label)) out.statementDate = d.parts;
  });
  return out;
}

/**
 * One account's part of a PDF holding several (see account-sections) prints its own block, but often not
 * the period, printed once at the top of the document or the page: the part keeps the dates it prints and
 * takes what it lacks (period, statement date, due date) from the document's header; the document's dated
 * lines are kept as further evidence of the years.
 */
export function withDocumentDates(own: HeaderDates, document: HeaderDates | null): HeaderDates {
  if (!document || own.period) return own;
  return {
    period: document.period,
    statementDate: own.statementDate ?? document.statementDate,
    dueDate: own.dueDate ?? document.dueDate,
    all: [...own.all, ...document.all],
  };
}

/** Two dates joined as a range; a range whose line names a period beats one that does not. */
function findRange(text: string, found: DateInText[]): HeaderDates['period'] {
  let unlabelled: HeaderDates['period'] = null;
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i]!;
    const b = found[i + 1]!;
    // Two ends of a range sit close together; a bounded gap also keeps the join test linear.
    if (b.index - a.end > 60 || !RANGE_JOIN.test(text.slice(a.end, b.index))) continue;
    if (a.parts.year === null && b.parts.year === null) continue;
    const range = { start: a.parts, end: b.parts };
    if (PERIOD_LABEL.test(labelBefore(text, a, found[i - 1]))) return range;
    unlabelled ??= range;
  }
  return unlabelled;
}

const START_LABEL =
  /(?:\bfrom|start(?:ing)?\s+date|date\s+from|opening\s+date|\bdu|date\s+de\s+d[ée]but|data\s+(?:inicial|de\s+in[íi]cio)|\bkuanzia|\btangu)\s*[:.-]?\s*$/iu;
const END_LABEL =
  /(?:\bto|end(?:ing)?\s+date|date\s+to|closing\s+date|\bau|\bat[ée]|date\s+de\s+fin|data\s+(?:final|de\s+fim)|\bhadi|\bmpaka)\s*[:.-]?\s*$/iu;

/** "From: 02-May-2024" and "To: 31-Jul-2024" printed apart (two label/value cells of a header grid). */
function labelledEnds(text: string, found: DateInText[]): HeaderDates['period'] {
  let start: DateParts | null = null;
  let end: DateParts | null = null;
  found.forEach((d, i) => {
    const label = labelBefore(text, d, found[i - 1]);
    if (!start && START_LABEL.test(label)) start = d.parts;
    else if (start && !end && END_LABEL.test(label)) end = d.parts;
  });
  return start && end ? { start, end } : null;
}

/** "Balance as of 01.10.2025", "Saldo per 31-10-2025", "Solde au 01/10/2025": the date a printed balance stands at. */
const BALANCE_DATE_LABEL =
  /\b(?:balance|saldo|solde|kontostand|stand)\s+(?:as\s+(?:at|of|on)|on|at|per|op|au|du|am|vom|zum|em|a|al|del|de)\s*[:.-]?\s*$/iu;

/**
 * The opening and closing balances each printed with their own date ("Balance as of 01.10.2025" …
 * "Balance as of 31.10.2025"): the earliest and latest such dates bound the period. One such date alone
 * is no period (it is the statement's date).
 */
function balanceDates(text: string, found: DateInText[]): HeaderDates['period'] {
  const dated = found.filter((d, i) => d.parts.year !== null && BALANCE_DATE_LABEL.test(labelBefore(text, d, found[i - 1])));
  if (dated.length < 2) return null;
  const first = dated[0]!.parts;
  const last = dated[dated.length - 1]!.parts;
  if (first.a === last.a && first.b === last.b && first.year === last.year) return null;
  return { start: first, end: last };
}

/** "Statement for December 2024", "Période : janvier 2025", "Mwezi: Desemba 2024": the whole month. */
const MONTH_YEAR = new RegExp(
  String.raw`(?:${DATE_LABELS.monthPeriod.join('|')})\b[^\n\d]{0,20}?(?<![\p{L}])(${MONTH_WORD})[ ,]+(\d{4})(?![\d/.-])`,
  'iu',
);

function wholeMonth(text: string): HeaderDates['period'] {
  const m = MONTH_YEAR.exec(text);
  const month = m ? monthNumber(m[1]!) : null;
  if (!m || !month) return null;
  const year = +m[2]!;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: { a: 1, b: month, year, fixed: true, time: null }, end: { a: last, b: month, year, fixed: true, time: null } };
}

/** The words printed before a date on its line, or on the line above when the date starts its line. */
function labelBefore(text: string, d: DateInText, prev: DateInText | undefined): string {
  const from = Math.max(prev?.end ?? 0, d.index - 80);
  const lines = text.slice(from, d.index).split('\n');
  const own = lines[lines.length - 1]!;
  return own.trim() || lines.length < 2 ? own : lines[lines.length - 2]!;
}
