import MARKERS from './language/money-markers.json';
import type { PdfPage, PdfText, PdfTextItem } from '../pdf/types';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/**
 * Symbol glyphs printed right before a figure or a date ("■2,499.07", a check mark before each row's
 * date), dropped before the page is read. A dingbat font without a Unicode map reaches the text layer as
 * the letters of its code points (ZapfDingbats' `■` is an `n`), so a glyph is a symbol when it is one
 * of the Unicode symbol or private-use characters, or when it is a lone letter in a font that prints
 * nothing but lone glyphs on its page (no word, no figure). Only a glyph that touches the figure or date
 * after it on the same baseline is dropped: the same mark elsewhere (a bullet, a legend) is left as it
 * is, as are digits, signs, currency symbols and the direction markers of `language/money-markers.json`.
 */
export function withoutSymbolGlyphs(text: PdfText, settings: ReadingSettings = DEFAULT_SETTINGS): PdfText {
  const reach: Reach = { gap: settings.cells.symbolGap, baseline: settings.lines.baselineTolerance };
  let changed = false;
  const pages = text.pages.map((page) => {
    const kept = pageWithoutSymbols(page, reach);
    if (kept !== page) changed = true;
    return kept;
  });
  return changed ? { ...text, pages } : text;
}

/** Unicode symbols (other symbols: geometric shapes, dingbats, arrows) and private-use glyphs. */
const SYMBOL_CHAR = /^[\p{So}\p{Co}]$/u;
/** A symbol glued to the figure or date in one item ("■2,499.07", "✓05/01/2024"). */
const LEADING_SYMBOL = /^[\p{So}\p{Co}]+\s?(?=[-(]?\d)/u;
const LETTER = /^\p{L}$/u;
const STARTS_FIGURE = /^[-(+]?\d/;
const MARKER_LETTERS = new Set([...MARKERS.debit.letters, ...MARKERS.credit.letters].map((l) => l.toLowerCase()));

/** × type size: how far after a glyph its figure may start (`cells.symbolGap`), and off its baseline (`lines.baselineTolerance`). */
interface Reach {
  gap: number;
  baseline: number;
}
/** × type size: a figure may start this far inside the glyph's right edge (a tight or kerned glyph). */
const OVERLAP = 0.5;

function pageWithoutSymbols(page: PdfPage, reach: Reach): PdfPage {
  const symbolFonts = loneGlyphFonts(page.items);
  const isSymbol = (it: PdfTextItem) => {
    const s = it.str.trim();
    if (SYMBOL_CHAR.test(s)) return true;
    return LETTER.test(s) && !MARKER_LETTERS.has(s.toLowerCase()) && symbolFonts.has(it.fontName);
  };
  const drop = new Set<PdfTextItem>();
  for (const it of page.items) if (isSymbol(it) && touchesFigure(it, page.items, reach)) drop.add(it);
  let glued = false;
  const items: PdfTextItem[] = [];
  for (const it of page.items) {
    if (drop.has(it)) continue;
    const m = LEADING_SYMBOL.exec(it.str);
    if (!m) {
      items.push(it);
      continue;
    }
    // The figure keeps its right edge; its left edge moves by the glyph's share of the item's width.
    const share = it.str.length ? m[0].length / it.str.length : 0;
    items.push({ ...it, str: it.str.slice(m[0].length), x: it.x + share * it.width, width: it.width * (1 - share) });
    glued = true;
  }
  return drop.size || glued ? { ...page, items } : page;
}

/** Fonts whose every item on the page is one non-digit glyph: a dingbat or symbol font, not text. */
function loneGlyphFonts(items: readonly PdfTextItem[]): Set<string> {
  const lone = new Set<string>();
  const text = new Set<string>();
  for (const it of items) {
    const s = it.str.trim();
    if (!s) continue;
    if ([...s].length === 1 && !/\d/.test(s)) lone.add(it.fontName);
    else text.add(it.fontName);
  }
  for (const f of text) lone.delete(f);
  return lone;
}

/** The item right after the glyph on its baseline, within `reach.gap` × type size, starts a figure or a date. */
function touchesFigure(glyph: PdfTextItem, items: readonly PdfTextItem[], reach: Reach): boolean {
  const size = Math.max(glyph.height, 1);
  const end = glyph.x + glyph.width;
  let next: PdfTextItem | null = null;
  for (const it of items) {
    if (it === glyph || !it.str.trim() || Math.abs(it.y - glyph.y) > reach.baseline * size) continue;
    if (it.x < end - OVERLAP * size || it.x > end + reach.gap * size) continue;
    if (!next || it.x < next.x) next = it;
  }
  return next !== null && STARTS_FIGURE.test(next.str.trim());
}
