import assert from 'node:assert/strict';
import { packPages, unpackPages } from '../../../src/pdf/compact-pages';
import { pageThreads, startPageThreads, stopPageThreads } from '../../../src/pdf/page-threads';
import { pageRanges, readPdfText } from '../../../src/pdf/read-pdf-text';
import type { PdfText } from '../../../src/pdf/types';
import { buildFixture, layoutById } from '../../fixtures';
import { buildPdf } from '../../helpers/pdf-builder';

/** pdf.js names a font after the document it was loaded for: equal within one reading, not across readings. */
const withoutFontNames = (t: PdfText) => ({ ...t, pages: t.pages.map((p) => ({ ...p, items: p.items.map((it) => ({ ...it, fontName: '' })) })) });

describe('pdf/compact pages and page threads', () => {
  after(() => stopPageThreads());

  it('given pages of positioned text when packed and unpacked then they are the same pages', () => {
    const pages = [
      {
        number: 1,
        width: 595.28,
        height: 841.89,
        rotation: 0,
        items: [{ str: 'Date', x: 30.5, y: 100.25, width: 20, height: 8, fontName: 'g_d0_f1' }],
      },
      { number: 2, width: 841.89, height: 595.28, rotation: 90, items: [] },
      {
        number: 3,
        width: 612,
        height: 792,
        rotation: 0,
        items: [
          { str: 'Ünïcödé €1,234.50', x: 1e-3, y: -2, width: 0, height: 12, fontName: 'g_d0_f2' },
          { str: '', x: 3, y: 4, width: 5, height: 6, fontName: 'g_d0_f1' },
        ],
      },
    ];
    const packed = packPages(pages);
    assert.ok(packed.numbers.buffer instanceof ArrayBuffer);
    assert.deepEqual(unpackPages(packed), pages);
  });

  it('given page counts and parts when split then consecutive ranges of near-equal size cover every page once', () => {
    assert.deepEqual(pageRanges(10, 3), [
      { from: 1, to: 4 },
      { from: 5, to: 7 },
      { from: 8, to: 10 },
    ]);
    assert.deepEqual(pageRanges(3, 0), [{ from: 1, to: 3 }]);
    assert.deepEqual(pageRanges(2, 5), [
      { from: 1, to: 1 },
      { from: 2, to: 2 },
    ]);
  });

  it('given page threads when a long statement is read then its pages are the ones read on one thread, in order', async function () {
    this.timeout(120_000);
    const f = await buildFixture(layoutById('mpesa'), { name: 'page-threads-mpesa-30p', pages: 30 });
    const alone = await readPdfText(new Uint8Array(f.pdf));
    await startPageThreads(1);
    assert.equal(pageThreads().length, 1);
    const split = await readPdfText(new Uint8Array(f.pdf));
    assert.deepEqual(
      split.pages.map((p) => p.number),
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    assert.deepEqual(withoutFontNames(split), withoutFontNames(alone));
  });

  it('given page threads and an encrypted statement when read with its password then the threads open it too', async function () {
    this.timeout(120_000);
    await startPageThreads(1);
    const pdf = await buildPdf(
      (doc) => {
        for (let i = 0; i < 30; i++) {
          if (i) doc.addPage();
          doc.fontSize(10).text(`Page ${i + 1} line`, 72, 100, { lineBreak: false });
        }
      },
      { userPassword: 'pw-secret', ownerPassword: 'owner' },
    );
    const text = await readPdfText(new Uint8Array(pdf), { password: 'pw-secret' });
    assert.deepEqual(
      text.pages.map((p) => p.items.map((it) => it.str).join()),
      Array.from({ length: 30 }, (_, i) => `Page ${i + 1} line`),
    );
  });
});
