import type { NamedPattern } from './betting';

/**
 * PDF producers/creators that edit or re-create documents. Banks generate statements with report
 * engines (JasperReports, iText, Crystal Reports, Adobe PDF Library, wkhtmltopdf...), not with these.
 * "Adobe Acrobat" matches the desktop editor, not "Acrobat Distiller" or "Adobe PDF Library".
 */
export const EDITING_TOOLS: readonly NamedPattern[] = [
  { name: 'iLovePDF', pattern: String.raw`ilove ?pdf` },
  { name: 'Smallpdf', pattern: String.raw`small ?pdf` },
  { name: 'Sejda', pattern: String.raw`\bsejda\b` },
  { name: 'PDFescape', pattern: String.raw`pdf ?escape` },
  { name: 'Foxit PhantomPDF', pattern: String.raw`phantom ?pdf|foxit (pdf )?editor` },
  { name: 'Adobe Acrobat', pattern: String.raw`adobe acrobat(?! distiller)|acrobat (pro|standard|dc)\b|acrobat pdfmaker` },
  { name: 'Microsoft Word', pattern: String.raw`microsoft.{0,3} ?(office )?word` },
  { name: 'PDF-XChange Editor', pattern: String.raw`pdf-?xchange` },
  { name: 'Nitro PDF', pattern: String.raw`\bnitro\b` },
  { name: 'PDFelement', pattern: String.raw`pdfelement|wondershare` },
  { name: 'LibreOffice', pattern: String.raw`libreoffice|openoffice` },
  { name: 'Canva', pattern: String.raw`\bcanva\b` },
  { name: 'Photoshop', pattern: String.raw`photoshop` },
  { name: 'PDF24', pattern: String.raw`\bpdf24\b` },
  { name: 'PDF Candy', pattern: String.raw`pdf ?candy` },
  { name: 'Soda PDF', pattern: String.raw`soda ?pdf` },
  { name: 'Inkscape', pattern: String.raw`inkscape` },
];
