import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

/**
 * Trans Date | Reference | Value Date | Debits | Credits | Balance | Remarks, as a spreadsheet prints it: the
 * balance and the remark beside it drawn a third of an em apart, which pdf.js joins into one text run. Inside the
 * run the words are placed by character count, and the figure's digits, wider than the run's average character,
 * come out ending past the start of the Remarks label.
 */
const line = (y: number, d: string, ref: string, debit: string, credit: string, bal: string, remark: string) => {
  const run = item(330, y, `${bal} ${remark}`);
  run.width = run.str.length * 5.8;
  return [...row(y, [30, d], [80, ref], [150, d], [255, debit, 'right'], [315, credit, 'right']), run];
};

describe('extraction: a balance and the narration beside it printed in one text run', () => {
  it('given figures whose placed span grazes the next label when extracted then the label keeps its column and every balance and narration is read', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'GUARANTY TRUST BANK']),
          row(55, [30, 'Period: 01-Mar-2025 to 31-Mar-2025']),
          row(
            90,
            [30, 'Trans Date'],
            [80, 'Reference'],
            [150, 'Value Date'],
            [255, 'Debits', 'right'],
            [315, 'Credits', 'right'],
            [375, 'Balance', 'right'],
            [386, 'Remarks'],
          ),
          row(105, [30, 'Opening Balance'], [375, '312,450.75', 'right']),
          line(120, '01-Mar-2025', 'FT2503', '', '485,000.00', '797,450.75', 'SALARY FEB 2025 FROM LAGOON HEALTHCARE'),
          line(135, '02-Mar-2025', 'FT2504', '24,781.68', '', '772,669.07', 'ATM WDL ADMIRALTY WAY'),
          line(150, '02-Mar-2025', 'FT2505', '3.75', '', '772,665.32', 'VAT ON NIP TRANSFER COMMISSION'),
          line(165, '03-Mar-2025', 'FT2506', '12,000.00', '', '760,665.32', 'POS PURCHASE SHOPRITE LEKKI'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance, t.description]),
      [
        ['2025-03-01', 485000, 'credit', 797450.75, 'SALARY FEB 2025 FROM LAGOON HEALTHCARE'],
        ['2025-03-02', 24781.68, 'debit', 772669.07, 'ATM WDL ADMIRALTY WAY'],
        ['2025-03-02', 3.75, 'debit', 772665.32, 'VAT ON NIP TRANSFER COMMISSION'],
        ['2025-03-03', 12000, 'debit', 760665.32, 'POS PURCHASE SHOPRITE LEKKI'],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
