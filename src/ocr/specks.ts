/**
 * Specks of a noisy scan that OCR reads as symbols around the words of a cell ("~ 3 450.00", "eee 69.00.",
 * "8 867.82Cr__", "«577.90"): a token of such symbols alone is dropped (a colon alone is a label's, kept), and a
 * token holding a figure loses the symbols stuck to either end of its digits (and a point or comma after its cents;
 * after a letter only underscores: "2,020.00C'" may be a marker OCR misread, left to the marker repairs), so the
 * figure reads as printed.
 * Minus signs and what OCR reads for one ("~", "_", "=" glued before a figure or set apart), dashes (a placeholder of
 * an empty column), brackets and currency signs are kept: they mean something.
 */
const SPECK = /^[«»“”‘’`´^•·"'.,*¢]+$/u;
const LEADING = /^[«»“”‘’`´^:;•·"']+(?=[\d(+−-])/u;
const TRAILING = /(?<=[\d)])[_«»“”‘’`´^:;•·"']+$|(?<=\p{L})_+$/u;
const POINT_AFTER_CENTS = /(\d[.,]\d{2})[.,]$/;

export function withoutSpecks(text: string): string {
  if (!/[_«»“”‘’`´^:;•·"'.,*¢]/u.test(text)) return text;
  return text
    .split(' ')
    .filter((t) => !SPECK.test(t))
    .map((t) => (/\d/.test(t) ? t.replace(LEADING, '').replace(TRAILING, '').replace(POINT_AFTER_CENTS, '$1') : t))
    .join(' ');
}
