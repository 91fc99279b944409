import { afmWidth } from '../fixtures/lib/canvas';

/** One piece of text at (x, y) from the top-left of an A4 page, in points. */
export interface PlacedText {
  x: number;
  y: number;
  text: string;
  /** Right-aligned ending at x. */
  right?: boolean;
}

const WIDTH = 595;
const HEIGHT = 842;
const SIZE = 9;

/**
 * A PDF whose text is drawn in a font without a character map, as some report engines embed a subset font
 * with an empty `ToUnicode` and no `cmap`: the text layer holds glyph numbers, while the page shows the
 * text. Made with a Type3 font whose glyphs draw Helvetica letters, numbered 1, 2, 3… in order of first use
 * under names that map to no character, so a reader gets control codes and only OCR of the rendered page
 * can read it.
 */
export function unmappedFontPdf(pages: PlacedText[][]): Buffer {
  const codes = new Map<string, number>();
  for (const page of pages) for (const t of page) for (const ch of t.text) if (ch !== ' ' && !codes.has(ch)) codes.set(ch, codes.size + 1);
  if (codes.size > 250) throw new Error('too many distinct characters for one Type3 font');
  const space = codes.size + 1;
  const glyphs: Array<[string, number]> = [...codes, [' ', space]];

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const stream = (content: string, dict = '') => `<< ${dict} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

  const catalog = add('');
  const pagesRef = add('');
  const helvetica = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const procs = glyphs.map(([ch]) => {
    const w = Math.round(afmWidth(ch, 'Helvetica', 1000));
    const escaped = ch.replace(/[()\\]/g, (c) => `\\${c}`);
    return add(stream(ch === ' ' ? `${w} 0 d0` : `${w} 0 d0\nBT /F1 1000 Tf 0 0 Td (${escaped}) Tj ET`));
  });
  const font = add(
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 -250 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] ` +
      `/CharProcs << ${glyphs.map((_, i) => `/glyph${i + 1} ${procs[i]} 0 R`).join(' ')} >> ` +
      `/Encoding << /Type /Encoding /Differences [1 ${glyphs.map((_, i) => `/glyph${i + 1}`).join(' ')}] >> ` +
      `/FirstChar 1 /LastChar ${glyphs.length} /Widths [${glyphs.map(([ch]) => Math.round(afmWidth(ch, 'Helvetica', 1000))).join(' ')}] ` +
      `/Resources << /Font << /F1 ${helvetica} 0 R >> >> >>`,
  );
  const hex = (text: string) => [...text].map((ch) => (ch === ' ' ? space : codes.get(ch)!).toString(16).padStart(2, '0')).join('');
  const pageRefs = pages.map((placed) => {
    const ops = placed.map(({ x, y, text, right }) => {
      const left = right ? x - afmWidth(text, 'Helvetica', SIZE) : x;
      return `BT /T3 ${SIZE} Tf 1 0 0 1 ${left.toFixed(2)} ${(HEIGHT - y).toFixed(2)} Tm <${hex(text)}> Tj ET`;
    });
    const contents = add(stream(ops.join('\n')));
    return add(
      `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /T3 ${font} 0 R >> >> /Contents ${contents} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`;
  objects[pagesRef - 1] = `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
