import assert from 'node:assert/strict';
import { ExtractionError, createExtractionPool, extractFromPdf, probeStatementPdf } from '../../../src/extraction';
import { PdfError, type ExtractorPool } from '../../../src/pdf';
import { buildPdf } from '../../helpers/pdf-builder';
import { LAYOUTS } from '../../helpers/pdf-layouts';
import { bankStatementPdf, makeTruth, mpesaStatementPdf, type TruthRow } from '../../helpers/pdf-statements';
import type { ExtractedStatement } from '../../../src/domain/statement';

function assertMatches(s: ExtractedStatement, truth: TruthRow[]): void {
  assert.equal(s.no_of_transactions, truth.length);
  assert.deepEqual(
    s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]),
    truth.map((t) => [t.date, t.description, t.amount, t.type, t.balance]),
  );
  assert.equal(s.validation.verdict, 'ok');
}

describe('extraction/extractFromPdf (pdfkit statements through the worker pool)', () => {
  let pool: ExtractorPool;
  before(() => (pool = createExtractionPool({ size: 2 })));
  after(() => pool.close());

  it('given an RC4-128 M-Pesa-style statement (summary first, newest first, wrapped details) when extracted then every row and the metadata match', async () => {
    const truth = makeTruth(80, 3);
    const pdf = await mpesaStatementPdf(truth, { userPassword: '12345', pdfVersion: '1.4' });
    const s = await extractFromPdf(pdf, { password: '12345', pool });
    assertMatches(s, truth);
    assert.deepEqual(
      [s.name, s.account, s.company, s.currency_code, s.profile, s.account_kind],
      ['JANE WAMBUI DOE', '0712345678', 'Safaricom PLC', 'KES', 'mpesa-safaricom', 'mobile_money'],
    );
    assert.equal(s.details[0]!.time, truth[0]!.time);
    assert.ok(s.details.every((d) => d.reference?.startsWith('S')));
  });

  for (const [name, layout] of Object.entries(LAYOUTS)) {
    for (const variant of ['portrait', 'landscape', 'header on first page only'] as const) {
      it(`given the ${name} layout (${variant}) when extracted then every row matches`, async () => {
        const truth = makeTruth(45, name.length * 7 + variant.length);
        const pdf = await bankStatementPdf(truth, layout, {
          layout: variant === 'landscape' ? 'landscape' : 'portrait',
          repeatHeader: variant !== 'header on first page only',
          rowsPerPage: variant === 'landscape' ? 18 : 25,
        });
        assertMatches(await extractFromPdf(pdf, { pool }), truth);
      });
    }
  }

  it('given a wrong password when extracted then password_incorrect', async () => {
    const pdf = await mpesaStatementPdf(makeTruth(3, 1), { userPassword: 'right', pdfVersion: '1.4' });
    await assert.rejects(extractFromPdf(pdf, { password: 'wrong', pool }), (e: PdfError) => e instanceof PdfError && e.code === 'password_incorrect');
    assert.deepEqual(await probeStatementPdf(pdf, { password: 'right' }, pool), { encrypted: true, pages: 1 });
  });

  it('given a PDF without a transaction table when extracted then unrecognised_format crosses the thread as an ExtractionError', async () => {
    const pdf = await buildPdf((doc) => doc.text('Dear customer, your letter.', 72, 72));
    await assert.rejects(extractFromPdf(pdf, { pool }), (e: ExtractionError) => e instanceof ExtractionError && e.code === 'unrecognised_format');
  });

  it('given a PDF with an empty table when extracted then no_transactions', async () => {
    const pdf = await buildPdf((doc) => {
      doc.fontSize(8).text('Date', 40, 100, { lineBreak: false }).text('Description', 110, 100, { lineBreak: false });
      doc
        .text('Debit', 300, 100, { lineBreak: false })
        .text('Credit', 380, 100, { lineBreak: false })
        .text('Balance', 460, 100, { lineBreak: false });
      doc.text('No transactions for the period', 110, 120, { lineBreak: false });
    });
    await assert.rejects(extractFromPdf(pdf, { pool }), (e: ExtractionError) => e instanceof ExtractionError && e.code === 'no_transactions');
  });
});
