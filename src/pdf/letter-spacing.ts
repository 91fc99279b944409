/**
 * Letter-spaced text (a producer's character spacing, PDF `Tc`, wider than about a tenth of the font
 * size) comes out of pdf.js with a space after every glyph: "1 2 , 2 6 , 9 6 3 . 8 2". A run that is
 * nothing but single glyphs each followed by one space is read back without those spaces; a gap wide
 * enough to be a real word break makes pdf.js start a new text item, so words stay apart. A run of fewer
 * than `MIN_GLYPHS` glyphs ("D R", "S / N") is left as printed.
 */
const MIN_GLYPHS = 4;
const LETTER_SPACED = new RegExp(String.raw`^\S(?: \S){${MIN_GLYPHS - 1},}$`);

export function withoutLetterSpacing(str: string): string {
  const t = str.trim();
  return LETTER_SPACED.test(t) ? t.replace(/ /g, '') : str;
}
