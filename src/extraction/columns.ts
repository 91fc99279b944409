import type { ColumnRole } from './profiles';

/** A table column: a role and the horizontal span its values (or, failing those, its label) occupy. */
export interface Column {
  role: ColumnRole;
  /** Label as printed (several header lines joined); '' for a column inferred from the values alone. */
  label: string;
  x0: number;
  x1: number;
}

export interface TableHeader {
  /** Index of the header's last line in its page's lines (the line above the first row when inferred). */
  lineIndex: number;
  /** Number of lines the header spans (1 or 2; 0 when the columns were inferred without a header). */
  span: number;
  y: number;
  columns: Column[];
  /** Currency code printed in a label, e.g. "Balance (KES)". */
  currencyHint: string | null;
}

export interface HeaderMatch extends TableHeader {
  page: number;
  /** The direction the heading over this header gives its section's rows (several headers, one per section; section-headers). */
  sectionSign?: 'credit' | 'debit';
}

export const MONEY_ROLES: ReadonlySet<ColumnRole> = new Set(['debit', 'credit', 'amount', 'balance']);

/** "Libellé" → "Libelle": accents removed (plain ASCII is returned as is, without the costly decomposition). */
export function foldAccents(s: string): string {
  return NON_ASCII.test(s) ? s.normalize('NFD').replace(MARKS, '') : s;
}
const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /\p{M}+/gu;

/**
 * Label text → lower-case words without punctuation or accents, so "Libellé", "LIBELLE" and
 * "Débit" match the synonyms "libelle" and "debit" whatever the statement's language or casing.
 */
export function normaliseLabel(s: string): string {
  let label = LABELS.get(s);
  if (label === undefined) {
    if (LABELS.size >= LABELS_KEPT) LABELS.clear();
    label = foldAccents(arabicBaseLetters(s))
      .toLowerCase()
      .replace(FOLDED_LETTERS, (c) => LETTER_FOLDS[c]!)
      .replace(NOT_LABEL_CHARACTER, ' ')
      .trim();
    LABELS.set(s, label);
  }
  return label;
}

/** The same line and cell texts are normalised by every header candidate and pass: each text once (a bounded memo). */
const LABELS = new Map<string, string>();
const LABELS_KEPT = 20_000;

/**
 * Arabic-script text as plain letters: presentation forms (the contextual glyph shapes `ﺗﺎﺭﯾﺦ` some PDF
 * producers leave in the text layer) read as their letters (`تاریخ`), and the Persian yeh and keheh read as
 * the Arabic yeh and kaf they are written for, so a Persian label and its Arabic twin (`تاریخ`, `تاريخ`) match.
 */
export function arabicBaseLetters(s: string): string {
  if (!ARABIC_FOLDED.test(s)) return s;
  return presentationLetters(s).replace(/[یىک]/g, (c) => ARABIC_LETTER_FOLDS[c]!);
}

/** Arabic presentation forms (contextual glyph shapes) as the letters they show, Persian letters kept. */
export function presentationLetters(s: string): string {
  return PRESENTATION_FORM.test(s) ? s.replace(PRESENTATION_FORMS, (m) => m.normalize('NFKC')) : s;
}
const PRESENTATION_FORM = /[\ufb50-\ufdff\ufe70-\ufefe]/;
const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufefe]+/g;
const ARABIC_FOLDED = /[\ufb50-\ufdff\ufe70-\ufefeیىک]/;
const ARABIC_LETTER_FOLDS: Record<string, string> = { ی: 'ي', ى: 'ي', ک: 'ك' };

/** Latin letters with no decomposition that statements' labels print in place of their base letter (Turkish `ı`, Polish `ł`, Vietnamese `đ`). */
const LETTER_FOLDS: Record<string, string> = { ı: 'i', ł: 'l', đ: 'd', ø: 'o', æ: 'ae', ß: 'ss' };
/** The letters `LETTER_FOLDS` folds, as one pattern. */
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');
/** Labels keep Latin letters and digits, and the letters of scripts written without Latin (Arabic, Japanese, Chinese, Cyrillic, Greek...). */
const NOT_LABEL_CHARACTER =
  /[^a-z0-9\p{Script=Arabic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hangul}\p{Script=Thai}\p{Script=Hebrew}\p{Script=Devanagari}ー]+/gu;
