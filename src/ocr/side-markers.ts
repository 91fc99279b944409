/**
 * A balance or amount printed with its side after it ("707.95 Cr", "20.00Dr") whose `r` OCR read as another
 * thin glyph: "707.95 Ci", "2,227.95C1", "386.00C!", "2,443.95 C.", "1,507.85 Cy". Where the page prints such
 * markers clearly (`printsSideMarkers`), a `C` or `D` followed by one such glyph, right after a figure with two
 * decimals, is read as `Cr` or `Dr`, so the engine sees the side the page printed.
 */

/** A figure with two decimals (any grouping). */
const FIGURE = /^-?\d[\d,.']*[.,]\d{2}$/;
/** The glyphs OCR reads a small `r` as. */
const R_LIKE = "ilI1!:.)|}\\]y'";
const MISREAD_MARK = new RegExp(`^([CD])[${R_LIKE}]$`);
const GLUED = new RegExp(`^(-?\\d[\\d,.']*[.,]\\d{2})([CD])([r${R_LIKE}])$`);
const CLEAR_MARK = /^[CD]r$/;

/** Clear markers on a page before its misread ones are trusted (one clear `Cr` could be chance). */
export const MIN_CLEAR_MARKERS = 2;

/** Whether a page's tokens (in reading order) print at least `MIN_CLEAR_MARKERS` figures followed by a clear `Cr` or `Dr`. */
export function printsSideMarkers(tokens: readonly string[]): boolean {
  let clear = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const glued = GLUED.exec(t);
    if ((glued && glued[3] === 'r') || (CLEAR_MARK.test(t) && FIGURE.test(tokens[i - 1] ?? ''))) clear++;
  }
  return clear >= MIN_CLEAR_MARKERS;
}

/** An OCR item's text with each misread side marker after a figure read as `Cr` or `Dr`. */
export function restoreSideMarkers(text: string): string {
  const tokens = text.split(' ');
  return tokens
    .map((t, i) => {
      const glued = GLUED.exec(t);
      if (glued) return `${glued[1]}${glued[2]}r`;
      return MISREAD_MARK.test(t) && FIGURE.test(tokens[i - 1] ?? '') ? `${t[0]}r` : t;
    })
    .join(' ');
}

/**
 * The single-letter markers German statements print after a figure ("980,00 S" Soll, "612,40 H" Haben) where OCR
 * read the `S` as the glyphs it resembles ("§", "$", "S$"): on a page printing at least `MIN_CLEAR_MARKERS`
 * clear ones after figures, each such glyph right after a figure is read as `S`.
 */
const S_LIKE = /^(?:§|\$|S\$|\$S|S§|§S)$/;
const CLEAR_LETTER = /^[SH]$/;

/** Whether a page's tokens print at least `MIN_CLEAR_MARKERS` figures followed by a clear `S` or `H`. */
export function printsLetterMarkers(tokens: readonly string[]): boolean {
  let clear = 0;
  for (let i = 1; i < tokens.length; i++) if (CLEAR_LETTER.test(tokens[i]!) && FIGURE.test(tokens[i - 1]!)) clear++;
  return clear >= MIN_CLEAR_MARKERS;
}

/**
 * A marker OCR read glued to its figure ("2.846,31H", "1.120,00$", "83,00:S"), behind a speck or not: the figure
 * and the letter set apart. Where the page's decimal mark is a comma, an `S` read as a `5` or an `8` after the
 * cents, or as two of them ("29,995", "3,238", "70,3558": digits after a decimal comma's two, which no amount
 * prints) is one too.
 */
const GLUED_LETTER = /^(-?\d[\d.']*,\d{2})[:.;]?(S|H|§|\$|S\$|\$S)$/;
const GLUED_S_DIGIT = /^(-?\d[\d.']*,\d{2})[58]{1,2}$/;

/** An OCR item's text with each misread `S` marker after a figure read as `S` (`decimalComma`: the page's decimal mark is `,`). */
export function restoreLetterMarkers(text: string, previous = '', decimalComma = false): string {
  const tokens = text.split(' ');
  return tokens
    .map((t, i) => {
      const glued = GLUED_LETTER.exec(t) ?? (decimalComma ? GLUED_S_DIGIT.exec(t) : null);
      if (glued) return `${glued[1]} ${glued[2] === 'H' ? 'H' : 'S'}`;
      return S_LIKE.test(t) && FIGURE.test(i > 0 ? tokens[i - 1]! : previous) ? 'S' : t;
    })
    .join(' ');
}
