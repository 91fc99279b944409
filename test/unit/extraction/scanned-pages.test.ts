import assert from 'node:assert/strict';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import type { PdfPage, PdfText } from '../../../src/pdf/types';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { scannedDocumentError, scannedMessage, textlessPages } from '../../../src/extraction/scanned-pages';
import { failureMessage } from '../../../src/documents/error-catalogue';
import { scannedPdf } from '../../helpers/scanned-pdfs';
import { bankStatement } from '../../helpers/statements';

const page = (number: number, words: string[]): PdfPage => ({
  number,
  width: 595,
  height: 842,
  rotation: 0,
  items: words.map((str, i) => ({ str, x: 40 + i * 30, y: 800, width: 25, height: 8, fontName: 'F1' })),
});
const doc = (pages: PdfPage[], imageObjects: number): PdfText => ({
  pages,
  imageObjects,
  info: { pages: pages.length, producer: null, creator: null, created_at: null, modified_at: null, encrypted: false },
});

describe('extraction/scanned-pages: a document whose pages have no text layer is refused as scanned_document', () => {
  it('given pages with no text at all, or a few words over images, then they are textless; a page of text is not', () => {
    const text = doc(
      [
        page(1, []),
        page(2, ['Scanned', 'with', 'PhoneScan']),
        page(3, 'Date Description Debit Credit Balance 01/02/2024 Opening balance brought forward 1,000.00 02/02/2024 ATM'.split(' ')),
      ],
      2,
    );
    assert.deepEqual(textlessPages(text), [
      { number: 1, words: 0 },
      { number: 2, words: 3 },
    ]);
    assert.deepEqual(textlessPages(doc(text.pages, 0)), [{ number: 1, words: 0 }], 'a few words and no image at all: a short typed page');
  });

  it('given every page textless then the refusal names them; given one typed page then there is none', () => {
    const scan = scannedDocumentError(doc([page(1, [])], 1));
    assert.equal(scan?.code, 'scanned_document');
    assert.match(
      scan!.message,
      /^The document is a scan: page 1 is an image with no text layer\. Scanned pages are read by OCR only where it is enabled, and it is off on this service \(OCR=off\)/,
    );
    assert.equal(scannedDocumentError(doc([page(1, []), page(2, 'a b c d e f g h i j k l'.split(' '))], 1)), null);
    assert.match(
      scannedMessage(
        [1, 2, 3, 5, 7, 8].map((n) => ({ number: n, words: 0 })),
        9,
      ),
      /pages 1-3, 5 and 7-8 are images .*; the other pages hold no transaction table/,
    );
  });

  it('given a scanned PDF (page-sized images) when extracted then scanned_document, never "no line starts with a date"', async () => {
    const text = await readPdfText(new Uint8Array(await scannedPdf([{ kind: 'image' }, { kind: 'image' }])));
    assert.equal(text.imageObjects, 2);
    assert.throws(
      () => extractStatement(text),
      (e: Error & { code?: string }) => e.code === 'scanned_document' && /pages 1-2 are images with no text layer/.test(e.message),
    );
  });

  it('given a typed letter followed by a scanned page when extracted then scanned_document names the scanned page', async () => {
    const text = await readPdfText(
      new Uint8Array(
        await scannedPdf([
          { kind: 'text', lines: ['Dear customer,', 'please find your statement attached.', 'Kind regards, the branch team'] },
          { kind: 'image' },
        ]),
      ),
    );
    assert.throws(
      () => extractStatement(text),
      (e: Error & { code?: string }) =>
        e.code === 'scanned_document' && /page 2 is an image with no text layer; the other pages hold no transaction table/.test(e.message),
    );
  });

  it('given a typed statement then the scan check lets it through', async () => {
    const text = await readPdfText(new Uint8Array((await bankStatement(8)).bytes));
    assert.deepEqual(textlessPages(text), []);
    assert.equal(extractStatement(text).no_of_transactions, 8);
  });

  it('a task that fails on a scan says so in its error', () => {
    assert.equal(failureMessage('scanned_document', 1, 'page 1 is an image'), 'The statement (document 2) could not be read: page 1 is an image');
    assert.equal(failureMessage('scanned_document', 0), 'The PDF (document 1) is a scan: its pages are images with no text layer');
  });
});
