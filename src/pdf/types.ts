import type { DocumentInfo } from '../domain/statement';

/**
 * Positioned text as read from a PDF, independent of the PDF library. Coordinates are in PDF points
 * with a top-left origin in reading orientation (rotated pages are turned upright first).
 */
export interface PdfTextItem {
  str: string;
  /** Left edge of the text. */
  x: number;
  /** Baseline, measured down from the top edge of the page. */
  y: number;
  /** Advance width along the baseline. */
  width: number;
  /** Font size (glyph height). */
  height: number;
  fontName: string;
}

export interface PdfPage {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  /** Page /Rotate plus the rotation applied to turn the text upright, degrees clockwise. */
  rotation: number;
  items: PdfTextItem[];
}

export interface PdfText {
  pages: PdfPage[];
  info: DocumentInfo;
  /** Image XObjects the file declares (`countImageObjects`); absent where the text did not come from a file. */
  imageObjects?: number;
}

export interface PdfProbe {
  encrypted: boolean;
  pages: number;
}

export interface ReadPdfOptions {
  password?: string;
  /** Refuse documents with more pages (PdfError `too_many_pages`). */
  maxPages?: number;
}
