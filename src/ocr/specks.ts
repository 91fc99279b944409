/**
 * Specks of a noisy scan that OCR reads as symbols around the words of a cell ("~ 3 450.00", "eee 69.00.",
 * "8 867.82Cr__", "«577.90"): a token of such symbols alone is dropped (a colon alone is a label's, kept), and a
 * token holding a figure loses the symbols stuck to either end of its digits (and a point or comma after its cents;
 * after a letter only underscores: "2,020.00C'" may be a marker OCR misread, left to the marker repairs), so the
 * figure reads as printed.
 * Minus signs and what OCR reads for one ("~", "_", "=" glued before a figure or set apart before it; alone after a
 * figure ending the cell, "398,000 ~", it is a speck), dashes (a placeholder of an empty column), brackets and
 * currency signs are kept: they mean something.
 */
const SPECK = /^[«»“”‘’`´^•·"'.,;*¢]+$/u;
/** What OCR reads for a minus, alone after a figure at the end of a cell ("398,000 ~"): a speck, not a sign. */
const TRAILING_TILDE = /^[~_=]+$/;
const LEADING = /^[«»“”‘’`´^:;•·"']+(?=[\d(+−-])/u;
const TRAILING = /(?<=[\d)])[_«»“”‘’`´^:;•·"']+$|(?<=\p{L})_+$/u;
const POINT_AFTER_CENTS = /(\d[.,]\d{2})[.,]$/;

export function withoutSpecks(text: string): string {
  if (!/[~=_«»“”‘’`´^:;•·"'.,*¢]/u.test(text)) return text;
  const tokens = text.split(' ');
  return tokens
    .filter((t, i) => !SPECK.test(t) && !(i === tokens.length - 1 && i > 0 && TRAILING_TILDE.test(t) && /\d$/.test(tokens[i - 1]!)))
    .map((t) => (/\d/.test(t) ? t.replace(LEADING, '').replace(TRAILING, '').replace(POINT_AFTER_CENTS, '$1') : t))
    .join(' ');
}
