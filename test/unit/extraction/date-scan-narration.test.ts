import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { splitDateNarration } from '../../../src/extraction/dates';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: a date cell that also holds the start of the narration', () => {
  it('given "14 Nov |FNB App Payment" then the date and the narration come apart', () => {
    assert.deepEqual(splitDateNarration('14 Nov |FNB App Payment From Quickpay'), { date: '14 Nov', narration: 'FNB App Payment From Quickpay' });
    assert.deepEqual(splitDateNarration('15 Nov J|ADT Cash Deposit'), { date: '15 Nov', narration: 'ADT Cash Deposit' });
    assert.deepEqual(splitDateNarration('05/01/2024 12:30 Transfer to savings'), { date: '05/01/2024 12:30', narration: 'Transfer to savings' });
  });

  it('given a date alone, with a weekday, a time, a second date or a mark after it then there is no narration to split', () => {
    for (const cell of [
      '14 Nov',
      '14 Nov 2022',
      '05/01/2024 - Monday',
      '05/01/2024 12:30',
      '14 Nov 15 Nov',
      '14 Nov |',
      '14 Nov Dr',
      'Balance 14 Nov',
    ])
      assert.equal(splitDateNarration(cell), null, cell);
  });

  it('given rows whose date and narration OCR read as one phrase under the date heading when extracted then each row keeps its narration', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [20, 'Statement Period : 12 November 2022 to 13 February 2023']),
          row(90, [16, 'Date'], [210, 'Description'], [439, 'Amount'], [502, 'Balance']),
          row(105, [12, '14 Nov |FNB App Payment From Quickpay'], [490, '629.00Cr', 'right'], [560, '707.95Cr', 'right']),
          row(117, [12, '14 Nov |Airtime Topup Airtime 26774583664'], [490, '20.00', 'right'], [560, '687.95Cr', 'right']),
          row(129, [12, '15 Nov |ATM Cash Mochudi'], [310, '409549*4772'], [490, '100.00', 'right'], [560, '587.95Cr', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.description]),
      [
        ['2022-11-14', 629, 'credit', 'FNB App Payment From Quickpay'],
        ['2022-11-14', 20, 'debit', 'Airtime Topup Airtime 26774583664'],
        ['2022-11-15', 100, 'debit', 'ATM Cash Mochudi 409549*4772'],
      ],
    );
  });
});
