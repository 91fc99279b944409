import { buildPdf, type BuildOptions } from './pdf-builder';

/** Ground truth for a generated statement, in chronological order. */
export interface TruthRow {
  date: string;
  time: string;
  description: string;
  amount: number;
  type: 'credit' | 'debit';
  balance: number;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARTIES = [
  'JOHN KAMAU',
  'MARY WANJIKU',
  'NAIVAS SUPERMARKET',
  'KPLC PREPAID',
  'SAFARICOM DATA BUNDLES',
  'ACME SUPPLIES LIMITED',
  'PETER OTIENO',
];
const KINDS = ['Customer Transfer to', 'Funds received from', 'Merchant Payment to', 'Pay Bill Online to', 'Customer Withdrawal At Agent Till'];

/** Random chronological transactions starting at `start` (ISO date) with an opening balance. */
export function makeTruth(n: number, seed: number, start = '2023-12-20', opening = 5_000): TruthRow[] {
  const r = rng(seed);
  let t = Date.parse(`${start}T08:00:00Z`);
  let bal = Math.round(opening * 100);
  const out: TruthRow[] = [];
  for (let i = 0; i < n; i++) {
    t += Math.floor(r() * 6 * 3600) * 1000 + (r() < 0.1 ? 0 : 1000);
    const credit = r() < 0.4 || bal < 50_000;
    const minor = Math.round((r() < 0.2 ? 1 + r() * 50 : 10 + r() * 4_000) * 100);
    const amount = credit ? minor : Math.min(minor, bal);
    bal += credit ? amount : -amount;
    const party = PARTIES[Math.floor(r() * PARTIES.length)]!;
    const kind = KINDS[Math.floor(r() * KINDS.length)]!;
    const long = r() < 0.3 ? ` - 2547${String(Math.floor(r() * 1e8)).padStart(8, '0')} via online banking reference ${Math.floor(r() * 1e6)}` : '';
    const iso = new Date(t).toISOString();
    out.push({
      date: iso.slice(0, 10),
      time: iso.slice(11, 19),
      description: `${kind} ${party}${long}`,
      amount: amount / 100,
      type: credit ? 'credit' : 'debit',
      balance: bal / 100,
    });
  }
  return out;
}

export function money(v: number): string {
  return v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Greedy word wrap by character count (enough for a fixture). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur && (cur + ' ' + w).length > max) {
      lines.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) lines.push(cur);
  return lines;
}

interface Col {
  label: string;
  x: number;
  w: number;
  right?: boolean;
}

function drawCell(doc: PDFKit.PDFDocument, c: Col, text: string, y: number): void {
  if (!text) return;
  const x = c.right ? c.x + c.w - doc.widthOfString(text) : c.x;
  doc.text(text, x, y, { lineBreak: false });
}

/**
 * An M-Pesa-style statement: header block, SUMMARY table, DETAILED STATEMENT newest first with
 * negative withdrawals and Details wrapped over lines, page footer "Page n of m".
 */
export function mpesaStatementPdf(rows: TruthRow[], opts: BuildOptions & { rowsPerPage?: number } = {}): Promise<Buffer> {
  const cols: Col[] = [
    { label: 'Receipt No.', x: 30, w: 60 },
    { label: 'Completion Time', x: 92, w: 80 },
    { label: 'Details', x: 176, w: 150 },
    { label: 'Transaction Status', x: 330, w: 70 },
    { label: 'Paid In', x: 402, w: 55, right: true },
    { label: 'Withdrawn', x: 460, w: 55, right: true },
    { label: 'Balance', x: 518, w: 55, right: true },
  ];
  const perPage = opts.rowsPerPage ?? 24; // keep rows clear of the footer at y=800
  const printed = [...rows].reverse();
  return buildPdf((doc) => {
    doc.font('Helvetica').fontSize(7);
    const footer = (n: number) => doc.text(`Page ${n}`, 270, 805, { lineBreak: false });
    doc.fontSize(11).text('M-PESA STATEMENT', 30, 40, { lineBreak: false }).fontSize(7);
    const meta = [
      ['Customer Name:', 'JANE WAMBUI DOE'],
      ['Mobile Number:', '0712345678'],
      ['Email Address:', 'jane.doe@example.com'],
      ['Statement Period:', `${rows[0]!.date} - ${rows[rows.length - 1]!.date}`],
      ['Request Date:', '2024-02-01'],
    ];
    meta.forEach(([k, v], i) => {
      doc.text(k!, 30, 62 + i * 10, { lineBreak: false });
      doc.text(v!, 110, 62 + i * 10, { lineBreak: false });
    });
    doc.text('SUMMARY', 30, 120, { lineBreak: false });
    doc
      .text('TRANSACTION TYPE', 30, 132, { lineBreak: false })
      .text('PAID IN', 200, 132, { lineBreak: false })
      .text('PAID OUT', 280, 132, { lineBreak: false });
    const inSum = rows.filter((r) => r.type === 'credit').reduce((s, r) => s + r.amount, 0);
    const outSum = rows.filter((r) => r.type === 'debit').reduce((s, r) => s + r.amount, 0);
    doc
      .text('TOTAL:', 30, 144, { lineBreak: false })
      .text(money(inSum), 200, 144, { lineBreak: false })
      .text(money(outSum), 280, 144, { lineBreak: false });
    doc.text('DETAILED STATEMENT', 30, 166, { lineBreak: false });
    let y = 180;
    const header = () => {
      for (const c of cols) drawCell(doc, c, c.label, y);
      y += 14;
    };
    header();
    let pageNo = 1;
    let onPage = 0;
    printed.forEach((r) => {
      const details = wrap(r.description, 34);
      if (onPage >= perPage || y + details.length * 9 > 780) {
        footer(pageNo++);
        doc.addPage();
        y = 40;
        onPage = 0;
        header();
      }
      onPage++;
      const i = printed.indexOf(r);
      const cells = [
        `S${(i * 7919 + 1000003).toString(36).toUpperCase().padStart(9, 'X')}`,
        `${r.date} ${r.time}`,
        '',
        'Completed',
        r.type === 'credit' ? money(r.amount) : '',
        r.type === 'debit' ? `-${money(r.amount)}` : '',
        money(r.balance),
      ];
      cols.forEach((c, k) => drawCell(doc, c, cells[k]!, y));
      details.forEach((d, k) => drawCell(doc, cols[2]!, d, y + k * 9));
      y += details.length * 9 + 5;
    });
    footer(pageNo);
  }, opts);
}

export interface BankLayout {
  title: string[];
  cols: Col[];
  /** Renders one row's cells, in `cols` order. */
  cells(r: TruthRow): string[];
  /** Index of the description column (wrapped). */
  descCol: number;
  wrapAt: number;
  newestFirst?: boolean;
  opening?: (bal: number) => string[];
}

/** A bank statement in the given layout, oldest first unless the layout says otherwise. */
export function bankStatementPdf(
  rows: TruthRow[],
  layout: BankLayout,
  opts: BuildOptions & { rowsPerPage?: number; repeatHeader?: boolean } = {},
): Promise<Buffer> {
  const perPage = opts.rowsPerPage ?? 30;
  const printed = layout.newestFirst ? [...rows].reverse() : rows;
  const landscape = opts.layout === 'landscape';
  return buildPdf((doc) => {
    doc.font('Helvetica').fontSize(7.5);
    let y = 36;
    for (const t of layout.title) {
      doc.text(t, 36, y, { lineBreak: false });
      y += 11;
    }
    y += 10;
    const header = () => {
      doc.font('Helvetica-Bold');
      for (const c of layout.cols) drawCell(doc, c, c.label, y);
      doc.font('Helvetica');
      y += 14;
    };
    header();
    if (layout.opening) {
      const first = rows[0]!;
      const before = first.type === 'credit' ? first.balance - first.amount : first.balance + first.amount;
      layout.opening(Math.round(before * 100) / 100).forEach((v, k) => drawCell(doc, layout.cols[k]!, v, y));
      y += 12;
    }
    const bottom = (landscape ? 595 : 842) - 40;
    let onPage = 0;
    printed.forEach((r) => {
      const lines = wrap(layout.cells(r)[layout.descCol]!, layout.wrapAt).length;
      if (onPage >= perPage || y + lines * 9 > bottom) {
        onPage = 0;
        doc.addPage();
        y = 36;
        if (opts.repeatHeader !== false) header();
      }
      onPage++;
      const cells = layout.cells(r);
      const desc = wrap(cells[layout.descCol]!, layout.wrapAt);
      layout.cols.forEach((c, k) => drawCell(doc, c, k === layout.descCol ? desc[0]! : cells[k]!, y));
      desc.slice(1).forEach((d, k) => drawCell(doc, layout.cols[layout.descCol]!, d, y + (k + 1) * 9));
      y += desc.length * 9 + 4;
    });
  }, opts);
}
