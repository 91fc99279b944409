import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { item, page, pdfText, row, CHAR_W } from '../../helpers/pdf-text';

/** A cell centred on x (its width by character count, as the helper places words). */
const centred = (x: number, y: number, text: string) => item(x - (text.length * CHAR_W) / 2, y, text);

describe('extraction: figures centred in their columns, no header', () => {
  // No header row in the text layer; debit, credit and balance figures are centred, so neither their
  // left nor their right edges line up; "-" fills an empty money cell.
  const r = (y: number, date: string, desc: string, debit: string, credit: string, bal: string) => [
    ...row(y, [30, date], [90, date], [150, desc]),
    centred(370, y, debit),
    centred(450, y, credit),
    centred(530, y, bal),
  ];
  const text = pdfText(
    page(1, [
      row(40, [30, 'STATEMENT OF ACCOUNT']),
      row(55, [30, 'Statement From : 01-02-2026 to 11-02-2026']),
      r(100, '02/02/2026', 'UPI/DR/6399/Indian', '10.00', '-', '100.45'),
      r(115, '02/02/2026', 'UPI/DR/6033/IJAJUL', '20.00', '-', '80.45'),
      r(130, '04/02/2026', 'UPI/DR/6401/ASLAM', '12.00', '-', '68.45'),
      r(145, '05/02/2026', 'NEFT/CR/salary', '-', '2,500.00', '2,568.45'),
      r(160, '06/02/2026', 'UPI/DR/6037/Hachina', '1,100.00', '-', '1,468.45'),
      r(175, '07/02/2026', 'UPI/CR/6040/refund', '-', '9.37', '1,477.82'),
      r(190, '09/02/2026', 'UPI/DR/6042/shop', '100.00', '-', '1,377.82'),
    ]),
  );

  it('when extracted then the columns are found by their centres: amounts and balances read, balances chain', () => {
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.type, t.amount, t.balance]),
      [
        ['debit', 10, 100.45],
        ['debit', 20, 80.45],
        ['debit', 12, 68.45],
        ['credit', 2500, 2568.45],
        ['debit', 1100, 1468.45],
        ['credit', 9.37, 1477.82],
        ['debit', 100, 1377.82],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
