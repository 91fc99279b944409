import type { DocumentInfo } from '../../src/domain/statement';
import type { PdfPage, PdfText, PdfTextItem } from '../../src/pdf/types';

/** Average Helvetica advance at size 8, enough to place hand-built words. */
export const CHAR_W = 4.4;

/** A cell: left-aligned at x, or right-aligned ending at x when `right`. */
export type Cell = [x: number, text: string] | [x: number, text: string, align: 'right'];

export function item(x: number, y: number, str: string, size = 8): PdfTextItem {
  return { str, x, y, width: str.length * CHAR_W * (size / 8), height: size, fontName: 'f1' };
}

/** One line of cells at baseline y. */
export function row(y: number, ...cells: Cell[]): PdfTextItem[] {
  return cells.map(([x, text, align]) => item(align === 'right' ? x - text.length * CHAR_W : x, y, text));
}

export function page(number: number, items: PdfTextItem[][], size: [number, number] = [595, 842]): PdfPage {
  return { number, width: size[0], height: size[1], rotation: 0, items: items.flat() };
}

export const INFO: DocumentInfo = { pages: 1, producer: null, creator: null, created_at: null, modified_at: null, encrypted: false };

export function pdfText(...pages: PdfPage[]): PdfText {
  return { pages, info: { ...INFO, pages: pages.length } };
}
