import type { OcrLine, OcrPageResult, OcrWord } from './types';

/**
 * Tesseract's hOCR → the lines tesseract.js returns: each line's words with their boxes and confidences,
 * its baseline (hOCR: `baseline <slope> <offset>` from the bottom-left corner of the line's box). The row
 * height hOCR states (`x_size`) is left out, as tesseract.js does not report one: both engines' items then
 * take their height from the word boxes, and go through the same deskew and positioned-text model (with the
 * row height, items were 40% shorter than tesseract.js's and the engine grouped a wallet's rows wrongly).
 */
const LINE =
  /<span class='(?:ocr_line|ocr_header|ocr_caption|ocr_textfloat)'[^>]*title="([^"]*)"[^>]*>([\s\S]*?)<\/span>\s*(?=<span class='ocr_(?:line|header|caption|textfloat)'|<\/p>)/g;
const WORD = /<span class='ocrx_word'[^>]*title='([^']*)'[^>]*>([\s\S]*?)<\/span>/g;

export function parseHocr(hocr: string, width: number, height: number): OcrPageResult {
  const lines: OcrLine[] = [];
  for (const [, lineTitle, body] of hocr.matchAll(LINE)) {
    const box = bbox(lineTitle!);
    if (!box) continue;
    const words: OcrWord[] = [];
    for (const [, title, inner] of body!.matchAll(WORD)) {
      const b = bbox(title!);
      const text = unescapeXml(inner!.replace(/<[^>]*>/g, ''));
      if (!b || !text) continue;
      const conf = /x_wconf (-?\d+(?:\.\d+)?)/.exec(title!);
      words.push({ text, confidence: conf ? Number(conf[1]) : 0, ...b });
    }
    if (!words.length) continue;
    const base = /baseline (-?[\d.]+) (-?[\d.]+)/.exec(lineTitle!);
    const slope = base ? Number(base[1]) : 0;
    const offset = base ? Number(base[2]) : 0;
    lines.push({
      words,
      baseline: { x0: box.x0, y0: box.y1 + offset, x1: box.x1, y1: box.y1 + offset + slope * (box.x1 - box.x0) },
      rowHeight: null,
    });
  }
  return { lines, width, height };
}

function bbox(title: string): { x0: number; y0: number; x1: number; y1: number } | null {
  const m = /bbox (\d+) (\d+) (\d+) (\d+)/.exec(title);
  return m ? { x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]) } : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? all;
  });
}
