import assert from 'node:assert/strict';
import { PdfError } from '../../../src/pdf/errors';
import { probePdfInThread, readPdfText } from '../../../src/pdf/read-pdf-text';
import { buildPdf, type PdfVersion } from '../../helpers/pdf-builder';

const isCode = (code: string) => (e: unknown) => e instanceof PdfError && e.code === code && !/secret/.test(e.message);
const simple = (opts = {}) => buildPdf((doc) => doc.fontSize(10).text('Hello Statement', 72, 100, { lineBreak: false }), opts);

describe('pdf/readPdfText (pdfkit-made PDFs)', () => {
  it('given a PDF when read then items carry text, top-left coordinates, size and document info', async () => {
    const text = await readPdfText(new Uint8Array(await simple()));
    const [it0] = text.pages[0]!.items;
    assert.equal(it0!.str, 'Hello Statement');
    assert.ok(Math.abs(it0!.x - 72) < 0.5);
    assert.ok(it0!.y > 100 && it0!.y < 112, `baseline below the top of the text box: ${it0!.y}`);
    assert.equal(it0!.height, 10);
    assert.equal(text.info.pages, 1);
    assert.equal(text.info.producer, 'pdf-builder test');
    assert.equal(text.info.encrypted, false);
  });

  it('given a landscape page when read then width exceeds height and text stays upright', async () => {
    const text = await readPdfText(new Uint8Array(await simple({ layout: 'landscape' })));
    const p = text.pages[0]!;
    assert.ok(p.width > p.height);
    assert.ok(Math.abs(p.items[0]!.x - 72) < 0.5);
  });

  it('given text drawn rotated 90° on a portrait page when read then it is turned into reading orientation', async () => {
    const pdf = await buildPdf((doc) => {
      doc.rotate(90, { origin: [300, 400] });
      doc.fontSize(10).text('Sideways one', 300, 400, { lineBreak: false });
      doc.text('Sideways two', 300, 412, { lineBreak: false });
    });
    const p = (await readPdfText(new Uint8Array(pdf))).pages[0]!;
    assert.ok(p.width > p.height, 'page turned to landscape');
    const [a, b] = p.items;
    assert.ok(Math.abs(a!.x - b!.x) < 0.5 && b!.y > a!.y, 'second line below the first, same left edge');
  });

  const kinds: Array<[string, PdfVersion]> = [
    ['RC4-40', '1.3'],
    ['RC4-128', '1.4'],
    ['AES-128', '1.6'],
    ['AES-256', '1.7ext3'],
  ];
  for (const [kind, pdfVersion] of kinds) {
    describe(`given a ${kind} encrypted PDF`, () => {
      let pdf: Buffer;
      before(async () => (pdf = await simple({ userPassword: 'secret', pdfVersion })));
      it('when opened with the right password then the text is read', async () => {
        const text = await readPdfText(new Uint8Array(pdf), { password: 'secret' });
        assert.equal(text.pages[0]!.items[0]!.str, 'Hello Statement');
        assert.equal(text.info.encrypted, true);
      });
      it('when opened without a password then password_required', async () => {
        await assert.rejects(readPdfText(new Uint8Array(pdf)), isCode('password_required'));
      });
      it('when opened with a wrong password then password_incorrect', async () => {
        await assert.rejects(readPdfText(new Uint8Array(pdf), { password: 'secrex' }), isCode('password_incorrect'));
      });
      it('when probed with the password then it reports encrypted and the page count', async () => {
        assert.deepEqual(await probePdfInThread(new Uint8Array(pdf), 'secret'), { encrypted: true, pages: 1 });
      });
    });
  }

  it('given bytes that are not a PDF when read then not_a_pdf', async () => {
    await assert.rejects(readPdfText(new TextEncoder().encode('Date,Amount\n01/01/2024,5.00\n')), isCode('not_a_pdf'));
  });

  it('given a truncated PDF when read then corrupt_pdf', async () => {
    const pdf = await simple();
    await assert.rejects(readPdfText(new Uint8Array(pdf.subarray(0, 400))), isCode('corrupt_pdf'));
  });

  it('given a PDF header followed by garbage when read then corrupt_pdf', async () => {
    await assert.rejects(readPdfText(new TextEncoder().encode('%PDF-1.7\n' + 'x'.repeat(2000))), isCode('corrupt_pdf'));
  });

  it('given more pages than allowed when read then too_many_pages', async () => {
    const pdf = await buildPdf((doc) => {
      doc.text('one');
      doc.addPage().text('two');
    });
    await assert.rejects(readPdfText(new Uint8Array(pdf), { maxPages: 1 }), isCode('too_many_pages'));
  });
});
