import assert from 'node:assert/strict';
import { analyseStatement } from '../../../src/analysis';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('printed period: from the header to the monthly averages', () => {
  it('given "Statement period 01/12/2023 to 31/12/2023" and rows from the 3rd to the 9th, then the analysis period is the printed month', () => {
    const H = row(100, [40, 'Trans Date'], [110, 'Description'], [470, 'Amount', 'right']);
    const r = (y: number, d: string, desc: string, a: string) => row(y, [40, d], [110, desc], [470, a, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'EXAMPLE BANK CREDIT CARD STATEMENT']),
          row(42, [40, 'Statement period 01/12/2023 to 31/12/2023']),
          H,
          r(115, '', 'Previous balance', '1,000.00'),
          r(127, '03/12/2023', 'SUPERMARKET', '50.00'),
          r(139, '05/12/2023', 'PAYMENT THANK YOU', '(200.00)'),
          r(151, '09/12/2023', 'INTEREST', '12.34'),
          r(163, '', 'New balance', '862.34'),
        ]),
      ),
    );
    assert.deepEqual(s.printed_period, { start_date: '2023-12-01', end_date: '2023-12-31' });
    assert.deepEqual([s.start_date, s.end_date], ['2023-12-03', '2023-12-09']);
    const p = analyseStatement(s).period;
    assert.deepEqual([p.start_date, p.end_date, p.days, p.basis], ['2023-12-01', '2023-12-31', 31, 'printed']);
  });
});
