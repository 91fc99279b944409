import assert from 'node:assert/strict';
import { PdfError } from '../../../src/pdf';
import { probePdfInThread, readPdfText } from '../../../src/pdf/read-pdf-text';
import { buildPdf } from '../../helpers/pdf-builder';
import { emptyOwnerPasswordPdf, ownerPasswordOnlyPdf } from '../../helpers/hostile-pdfs';

describe('pdf/read-pdf-text: owner-password-only PDFs', () => {
  it('given a PDF with only an owner password when read with any password then it opens (it was never user-protected)', async () => {
    const pdf = await ownerPasswordOnlyPdf('owner-secret');
    for (const password of [undefined, 'anything', 'owner-secret']) {
      assert.deepEqual(await probePdfInThread(new Uint8Array(pdf), password), { encrypted: true, pages: 1 }, String(password));
      const text = await readPdfText(new Uint8Array(pdf), { password });
      assert.equal(text.pages[0]!.items[0]!.str, 'Owner password only');
    }
  });

  it('given a PDF with a user password when the wrong one is sent then still password_incorrect', async () => {
    const pdf = await buildPdf((doc) => doc.text('Locked', 72, 72, { lineBreak: false }), { userPassword: 'user-pw', pdfVersion: '1.4' });
    await assert.rejects(probePdfInThread(new Uint8Array(pdf), 'wrong'), (e: PdfError) => e instanceof PdfError && e.code === 'password_incorrect');
    await assert.rejects(probePdfInThread(new Uint8Array(pdf)), (e: PdfError) => e.code === 'password_required');
    assert.deepEqual(await probePdfInThread(new Uint8Array(pdf), 'user-pw'), { encrypted: true, pages: 1 });
  });

  for (const version of ['1.3', '1.4'] as const) {
    it(`given a PDF with a user password but an EMPTY owner password (PDF ${version}, RC4) when read with no or any password then it opens`, async () => {
      const pdf = await emptyOwnerPasswordPdf('user-pw', version);
      for (const password of [undefined, 'wrong', 'user-pw']) {
        assert.deepEqual(await probePdfInThread(new Uint8Array(pdf), password), { encrypted: true, pages: 1 }, String(password));
        const text = await readPdfText(new Uint8Array(pdf), { password });
        assert.equal(text.pages[0]!.items[0]!.str, 'Empty owner password', String(password));
      }
    });
  }
});
