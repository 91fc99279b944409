import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PdfError, type ExtractorPool } from '../../../src/pdf';
import { createExtractionPool, extractFromPdf } from '../../../src/extraction';
import { EXAMPLES, buildExample } from '../../../examples/generate';

const DIR = join(__dirname, '..', '..', '..', 'examples');
const read = (file: string) => readFileSync(join(DIR, file));

/** The README's quick start sends these files: they must stay what the generator makes and read exactly. */
describe('examples/ (the quick start sample statements)', function () {
  this.timeout(60_000);
  let pool: ExtractorPool;
  before(() => (pool = createExtractionPool({ size: 1 })));
  after(() => pool.close());

  for (const example of EXAMPLES) {
    const password = 'password' in example.options ? example.options.password : undefined;

    it(`${example.file} is small, is what \`npm run examples\` writes, and reads exactly as ${example.file.replace('.pdf', '.expected.json')}`, async () => {
      const pdf = read(example.file);
      const expected = JSON.parse(read(example.file.replace(/\.pdf$/, '.expected.json')).toString('utf8'));
      assert.ok(pdf.length < 20_000, `${pdf.length} bytes`);
      const rebuilt = await buildExample(example);
      assert.deepEqual(rebuilt.truth.response, expected);
      // pdfkit draws the AES file key at random: only the unencrypted bytes are stable.
      if (!password) assert.ok(Buffer.from(rebuilt.pdf).equals(pdf), 'the committed PDF is stale: run npm run examples');
      const s = await extractFromPdf(pdf, { pool, ...(password ? { password } : {}) });
      assert.deepEqual(
        s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]),
        expected.transactions.map((t: Record<string, unknown>) => [t.date, t.description, t.amount, t.type, t.balance]),
      );
      assert.deepEqual([s.name, s.account, s.currency_code], [expected.name, expected.account, expected.currency_code]);
    });
  }

  it('the encrypted sample needs its password (sample-1234)', async () => {
    await assert.rejects(
      extractFromPdf(read('sample-statement-encrypted.pdf'), { pool }),
      (e: unknown) => e instanceof PdfError && e.code === 'password_required',
    );
  });
});
