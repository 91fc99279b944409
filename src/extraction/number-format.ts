import type { DecimalMark } from './amounts';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

const FIGURE = /\d[\d.,'’ \u00a0\u202f]*\d/g;

/**
 * The decimal separator a document prints its money with, decided once from the figures that show
 * it unambiguously: both separators ("1.234,56": the last is the decimal mark) or one separator before
 * exactly two digits at the end ("12,50"). Null unless at least three figures agree and nine in ten
 * of them do (`settings.amounts`; a document in one format prints all its money in it).
 */
export function documentDecimal(texts: ReadonlyArray<string>, s: ReadingSettings['amounts'] = DEFAULT_SETTINGS.amounts): DecimalMark | null {
  let dot = 0;
  let comma = 0;
  for (const t of texts)
    for (const [f] of t.matchAll(FIGURE)) {
      const d = f.lastIndexOf('.');
      const c = f.lastIndexOf(',');
      if (d >= 0 && c >= 0) {
        if (d > c) dot++;
        else comma++;
      } else if (d >= 0 !== c >= 0 && /[.,]\d{2}$/.test(f) && f.split(/[.,]/).length === 2) {
        if (d >= 0) dot++;
        else comma++;
      }
    }
  const n = dot + comma;
  if (n < s.decimalMinFigures) return null;
  if (dot >= n * s.decimalShare) return '.';
  if (comma >= n * s.decimalShare) return ',';
  return null;
}
