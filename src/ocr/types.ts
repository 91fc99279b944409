/** One word as the OCR engine returns it, in image pixels (top-left origin). */
export interface OcrWord {
  text: string;
  /** 0-100. */
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A text line: its words and its baseline (pixels), from which each word's baseline is read. */
export interface OcrLine {
  words: OcrWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
  /** Row height in pixels (ascender to descender), when the engine states it. */
  rowHeight: number | null;
}

export interface OcrPageResult {
  lines: OcrLine[];
  /** Image size in pixels. */
  width: number;
  height: number;
}

/** What OCR did to a document, for the reconciliation. */
export type { OcrReport as OcrSummary } from '../domain/statement';
