import PDFDocument from 'pdfkit';

export type PdfVersion = '1.3' | '1.4' | '1.5' | '1.6' | '1.7' | '1.7ext3';

export interface BuildOptions {
  userPassword?: string;
  /** Default `<userPassword>-owner` when a user password is given; alone, it encrypts with an empty user password. */
  ownerPassword?: string;
  /** '1.3' → RC4-40, '1.4' → RC4-128, '1.6' → AES-128, '1.7ext3' → AES-256 (with a password). */
  pdfVersion?: PdfVersion;
  layout?: 'portrait' | 'landscape';
  size?: string | [number, number];
}

/** Renders a PDF with pdfkit; `draw` gets the document and adds pages itself after the first. */
export function buildPdf(draw: (doc: PDFKit.PDFDocument) => void, opts: BuildOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: opts.size ?? 'A4',
      layout: opts.layout ?? 'portrait',
      margin: 36,
      autoFirstPage: true,
      pdfVersion: opts.pdfVersion,
      userPassword: opts.userPassword,
      ownerPassword: opts.ownerPassword ?? (opts.userPassword ? `${opts.userPassword}-owner` : undefined),
      info: { Producer: 'pdf-builder test', Creator: 'mocha' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export interface TableColumn {
  label: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

export interface StatementPdfSpec extends BuildOptions {
  /** Lines printed above the table on the first page. */
  header: string[];
  columns: TableColumn[];
  /** Cell texts; '\n' in a cell wraps it onto further lines. */
  rows: string[][];
  rowsPerPage?: number;
  /** Print the column header on every page (default) or only on the first. */
  repeatHeader?: boolean;
  fontSize?: number;
  footer?: (page: number) => string;
}

/** A plain tabular statement, one text-show per cell line, top-aligned cells. */
export function buildStatementPdf(spec: StatementPdfSpec): Promise<Buffer> {
  const fs = spec.fontSize ?? 8;
  const pitch = fs * 1.4;
  const perPage = spec.rowsPerPage ?? 40;
  return buildPdf((doc) => {
    doc.font('Helvetica').fontSize(fs);
    let y = 40;
    for (const line of spec.header) {
      doc.text(line, 40, y, { lineBreak: false });
      y += pitch;
    }
    y += pitch;
    const drawHeader = () => {
      doc.font('Helvetica-Bold');
      for (const c of spec.columns) cell(doc, c, c.label, y);
      doc.font('Helvetica');
      y += pitch * 1.5;
    };
    drawHeader();
    let page = 1;
    spec.rows.forEach((row, i) => {
      if (i > 0 && i % perPage === 0) {
        if (spec.footer) doc.text(spec.footer(page), 40, doc.page.height - 40, { lineBreak: false });
        doc.addPage();
        page++;
        y = 40;
        if (spec.repeatHeader !== false) drawHeader();
      }
      let lines = 1;
      spec.columns.forEach((c, j) => {
        const parts = (row[j] ?? '').split('\n');
        parts.forEach((p, k) => cell(doc, c, p, y + k * pitch));
        lines = Math.max(lines, parts.length);
      });
      y += lines * pitch + fs * 0.4;
    });
    if (spec.footer) doc.text(spec.footer(page), 40, doc.page.height - 40, { lineBreak: false });
  }, spec);
}

function cell(doc: PDFKit.PDFDocument, c: TableColumn, text: string, y: number): void {
  if (!text) return;
  const w = doc.widthOfString(text);
  const x = c.align === 'right' ? c.x + c.width - w : c.x;
  doc.text(text, x, y, { lineBreak: false });
}
