import type { PdfPage, PdfTextItem } from './types';

/**
 * Pages of positioned text in a compact, transferable form: every string in one string, every number in one
 * `Float64Array` (its buffer is transferred, not copied), font names once each. Posting this between threads
 * costs a fraction of a structured clone of one object per text item.
 */
export interface CompactPages {
  text: string;
  /** Per page: number, width, height, rotation, item count; then per item: x, y, width, height, font index, string length. */
  numbers: Float64Array<ArrayBuffer>;
  fonts: string[];
}

const PAGE_FIELDS = 5;
const ITEM_FIELDS = 6;

export function packPages(pages: PdfPage[]): CompactPages {
  let size = 0;
  for (const p of pages) size += PAGE_FIELDS + ITEM_FIELDS * p.items.length;
  const numbers = new Float64Array(size);
  const fonts: string[] = [];
  const fontIndex = new Map<string, number>();
  const strings: string[] = [];
  let i = 0;
  for (const p of pages) {
    numbers[i++] = p.number;
    numbers[i++] = p.width;
    numbers[i++] = p.height;
    numbers[i++] = p.rotation;
    numbers[i++] = p.items.length;
    for (const it of p.items) {
      let font = fontIndex.get(it.fontName);
      if (font === undefined) {
        font = fonts.push(it.fontName) - 1;
        fontIndex.set(it.fontName, font);
      }
      numbers[i++] = it.x;
      numbers[i++] = it.y;
      numbers[i++] = it.width;
      numbers[i++] = it.height;
      numbers[i++] = font;
      numbers[i++] = it.str.length;
      strings.push(it.str);
    }
  }
  return { text: strings.join(''), numbers, fonts };
}

export function unpackPages({ text, numbers, fonts }: CompactPages): PdfPage[] {
  const pages: PdfPage[] = [];
  let i = 0;
  let at = 0;
  while (i < numbers.length) {
    const number = numbers[i++]!;
    const width = numbers[i++]!;
    const height = numbers[i++]!;
    const rotation = numbers[i++]!;
    const count = numbers[i++]!;
    const items: PdfTextItem[] = new Array<PdfTextItem>(count);
    for (let k = 0; k < count; k++) {
      const x = numbers[i++]!;
      const y = numbers[i++]!;
      const w = numbers[i++]!;
      const h = numbers[i++]!;
      const fontName = fonts[numbers[i++]!]!;
      const length = numbers[i++]!;
      items[k] = { str: text.slice(at, at + length), x, y, width: w, height: h, fontName };
      at += length;
    }
    pages.push({ number, width, height, rotation, items });
  }
  return pages;
}
