import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { dateRunInto } from '../../../src/extraction/rows';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction/rows: a date cell that clipped narration from the next cells runs into', () => {
  it('given a cell printing one full date glued to other text when read then that date and its time are the cell', () => {
    assert.equal(dateRunInto('SHRI27/05/2024RAM 1:48:55 pm'), '27/05/2024 1:48:55 pm');
    assert.equal(dateRunInto('UPI/454407614555/113225/U26/06/2024 11:32:24 PI/9936869851ybl/Paym am'), '26/06/2024 11:32:24 am');
    assert.equal(dateRunInto('x 31-07-2024 y'), '31-07-2024');
    // The year run into the narration's digits ("… for MAY 24" drawn over "26/06/2024").
    assert.equal(dateRunInto('for MAYSMS26/06/202424 Charges11:58:31for MAY am'), '26/06/2024 11:58:31 am');
    // The narration's own dates ("IntPd01-05-2024 to 31-07-2024"): the one printed with its time is the cell's.
    assert.equal(dateRunInto('2024 to 31-07-2024 02/08/2024 10:15:29'), '02/08/2024 10:15:29');
    assert.equal(dateRunInto('66090100001280IntPd01-05-02/08/2024 10:15:29 2024am to 31-07-2024'), '02/08/2024 10:15:29');
    // Two different dates that nothing tells apart, or none: nothing is guessed.
    assert.equal(dateRunInto('2024 to 31-07-2024 02/08/2024'), null);
    assert.equal(dateRunInto('01/02/2024 10:00 and 03/02/2024 11:00'), null);
    assert.equal(dateRunInto('UPI/454407614555/113225/U'), null);
  });

  // A report engine draws every cell's text whole under a clipping box: in the text layer the narration
  // runs over the "Transaction Time" cell, whose date and time sit a line above the row's figures.
  const r = (y: number, id: string, value: string, time: string, narration: string, amount: string, balance: string) => [
    row(y - 9, [190, time]),
    row(y, [20, id], [100, value], [300, narration], [460, amount, 'right'], [540, balance, 'right']),
    row(y + 9, [190, 'pm']),
  ];
  const lines = [
    row(40, [20, 'Statement From : 03 Apr 2024   Statement To : 03 Apr 2025']),
    row(70, [20, 'Trxn ID'], [100, 'Value Date'], [190, 'Transaction Time'], [300, 'Narration'], [430, 'Amount'], [500, 'Current Balance']),
    row(90, [20, 'Opening Balance'], [540, '7254.16', 'right']),
    ...r(120, 'S0001', '2024-05-03', '04/05/2024 1:24:50', 'BY CASH', '2000.00', '9254.16'),
    ...r(150, 'S0002', '2024-05-26', 'SHRI27/05/2024RAM 1:48:55', 'SHRI RAM', '-8000.00', '1254.16'),
    ...r(180, 'S0003', '2024-06-25', 'UPI/454407614555/U26/06/2024 11:32:24 PI/98ybl', 'UPI/454407614555/U', '100.00', '1354.16'),
    ...r(210, 'S0004', '2024-06-26', 'for MAYSMS26/06/202424 Charges11:58:31for MAY', 'SMS Charges for MAY 24', '-0.47', '1353.69'),
    ...r(240, 'S0005', '2024-07-31', 'IntPd01-05-02/08/2024 10:15:29 2024 to 31-07-2024', 'IntPd01-05-2024 to 31-07-2024', '24.00', '1377.69'),
  ];

  it('given rows whose date cells carry such runs when extracted then each row keeps its own transaction date, not the date printed above an earlier row', () => {
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2024-05-04', 2000, 'credit', 9254.16],
        ['2024-05-27', 8000, 'debit', 1254.16],
        ['2024-06-26', 100, 'credit', 1354.16],
        ['2024-06-26', 0.47, 'debit', 1353.69],
        ['2024-08-02', 24, 'credit', 1377.69],
      ],
    );
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2024-05-03', '2024-05-26', '2024-06-25', '2024-06-26', '2024-07-31'],
    );
  });
});
