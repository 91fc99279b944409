import assert from 'node:assert/strict';
import { fileKind, notAPdfMessage } from '../../../src/documents/file-kind';
import { fileTooLarge, formatSize, unexpectedFileField, uploadError } from '../../../src/http/upload-errors';
import { validateFields } from '../../../src/http/openapi/validate';
import { COMBINED_FORM_FIELDS } from '../../../src/http/routes/analysis.openapi';
import { pagePng } from '../../helpers/scanned-pdfs';

describe('http error messages: what went wrong and what to do', () => {
  it('sizes read as the README documents them (binary MB): the default limit is "20 MB", not 21037056 bytes', () => {
    assert.equal(formatSize(20 * 1024 * 1024), '20 MB');
    assert.equal(formatSize(25_000_000), '23.8 MB');
    assert.equal(formatSize(1536), '1.5 KB');
    assert.equal(formatSize(900), '900 bytes');
    const single = { files: [{ name: 'file', maxCount: 1 }], maxUploadBytes: 20 * 1024 * 1024 };
    assert.match(
      fileTooLarge(single).message,
      /^The upload is larger than the limit of 20 MB per file \(MAX_UPLOAD_BYTES on this server\): send a smaller PDF/,
    );
    assert.match(
      fileTooLarge({ files: [{ name: 'files', maxCount: 5 }], maxUploadBytes: 20 * 1024 * 1024 }, 110 * 1024 * 1024).message,
      /upload \(110 MB\) .* 20 MB per file, up to 5 files/,
    );
    assert.equal(fileTooLarge(single).status, 413);
    assert.equal(uploadError({ code: 'LIMIT_FILE_SIZE' }, single)?.code, 'file_too_large');
    assert.equal(uploadError({ code: 'LIMIT_UNEXPECTED_FILE', field: 'pdf' }, single)?.message, unexpectedFileField('pdf', single).message);
    assert.equal(uploadError(new Error('other'), single), null);
  });

  it('a file that is not a PDF is named by its kind', () => {
    assert.equal(fileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0])), 'a JPEG image');
    assert.equal(fileKind(pagePng(4, 4)), 'a PNG image');
    assert.equal(fileKind(Buffer.from('PK\x03\x04rest', 'latin1')), 'a ZIP archive (or a Word/Excel .docx/.xlsx file)');
    assert.equal(fileKind(Buffer.from('<!DOCTYPE html><html>')), 'an HTML page');
    assert.equal(fileKind(Buffer.from('date,amount\n2024-01-01,5\n')), 'a text file (for example CSV)');
    assert.equal(fileKind(Buffer.from([0x00, 0x01, 0x02, 0xfe])), null);
    assert.match(
      notAPdfMessage('files[1]', Buffer.from([0xff, 0xd8, 0xff])),
      /^The "files\[1\]" file is a JPEG image, not a PDF: .*photos and scans cannot be read$/,
    );
    assert.match(
      notAPdfMessage('file', Buffer.from([0x00, 0x01])),
      /^The "file" file is not a PDF document \(it does not start with %PDF-\): send the statement as the PDF/,
    );
  });

  it('a missing required form field is named with what it is for', () => {
    assert.throws(
      () => validateFields(COMBINED_FORM_FIELDS, {}),
      (e: Error & { code?: string }) =>
        e.code === 'callback_url_required' &&
        e.message ===
          'The "callback_url" field is required: the http(s) URL that receives the combined result, which is delivered only there (there is no polling for it)',
    );
  });
});
