import type { HeaderMatch } from './columns';
import type { Line } from './layout';
import { headingSign } from './section-status';

/**
 * Statements that print each kind of movement in its own section, each under its own heading and its
 * own header row ("Deposits & Other Credits" over "Description | Date Credited | Amount", "Checks Paid"
 * over "Date Paid | Check Number | Amount"): the headers name different columns, so the document's
 * one header (the best-scoring one and its repetitions) reads only one section. Every header printed
 * under a heading that gives its rows a direction is then a table header of its own, carrying that
 * direction (`sectionSign`); its rows are read with its columns until the next header.
 *
 * Applies only when such headers name at least two different sets of columns (sections sharing one
 * header are read as one table whose headings sign their rows, see section-status).
 */
export function withSectionHeaders(headers: HeaderMatch[], candidates: HeaderMatch[], pages: Line[][]): HeaderMatch[] {
  const sections = candidates.flatMap((c) => {
    const above = pages[c.page]?.[c.lineIndex - c.span];
    const sign = above ? headingSign(above.text) : undefined;
    const dated = c.columns.some((x) => x.role === 'date');
    return dated && (sign === 'credit' || sign === 'debit') ? [{ ...c, sectionSign: sign }] : [];
  });
  if (new Set(sections.map((c) => signature(c))).size < 2) return headers;
  const at = (h: HeaderMatch) => `${h.page}:${h.lineIndex}`;
  const signed = new Map(sections.map((c) => [at(c), c]));
  const merged = [...headers.map((h) => signed.get(at(h)) ?? h), ...sections.filter((c) => !headers.some((h) => at(h) === at(c)))];
  return merged.sort((a, b) => a.page - b.page || a.lineIndex - b.lineIndex);
}

function signature(h: HeaderMatch): string {
  return h.columns
    .filter((c) => c.role !== 'other')
    .map((c) => c.role)
    .join(',');
}
