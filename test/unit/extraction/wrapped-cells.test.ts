import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { returnOverflow } from '../../../src/extraction/overflow-cells';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);
const HEADER = row(100, [40, 'Date'], [110, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']);

describe('extraction: narration and amounts that leave their cells', () => {
  it('given descriptions that run under the debit label when extracted then the words stay in the description and the amounts are read', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      HEADER,
      row(115, [40, '01/03/2025'], [110, 'OPENING BALANCE'], [540, '1,000.00', 'right']),
      // The narration ends at x≈330, across the debit column (x≈304–330), on rows with no debit.
      row(130, [40, '02/03/2025'], [110, 'CARD REFUND SUPERMARKET WESTLANDS BRANCH NAIROBI'], [430, '25.00', 'right'], [540, '1,025.00', 'right']),
      row(145, [40, '03/03/2025'], [110, 'SALARY'], [430, '1,000.00', 'right'], [540, '2,025.00', 'right']),
      row(160, [40, '04/03/2025'], [110, 'TRANSFER TO SAVINGS ACCT'], [330, '500.00', 'right'], [540, '1,525.00', 'right']),
      row(175, [40, '05/03/2025'], [110, 'REFUND FROM CITY SQUARE MALL NAIROBI KENYA LTD'], [430, '200.00', 'right'], [540, '1,725.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2025-03-02', 'CARD REFUND SUPERMARKET WESTLANDS BRANCH NAIROBI', 25, 'credit', 1025],
      ['2025-03-03', 'SALARY', 1000, 'credit', 2025],
      ['2025-03-04', 'TRANSFER TO SAVINGS ACCT', 500, 'debit', 1525],
      ['2025-03-05', 'REFUND FROM CITY SQUARE MALL NAIROBI KENYA LTD', 200, 'credit', 1725],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given amounts printed one line below their row, beside the narration’s second line, when extracted then each row gets its amount', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      HEADER,
      row(115, [40, '01/03/2025'], [110, 'OPENING BALANCE'], [540, '1,000.00', 'right']),
      row(130, [40, '02/03/2025'], [110, 'POS PURCHASE'], [540, '900.00', 'right']),
      row(140, [110, 'SUPERMARKET'], [330, '100.00', 'right']),
      row(155, [40, '03/03/2025'], [110, 'SALARY'], [430, '1,000.00', 'right'], [540, '1,900.00', 'right']),
      row(170, [40, '04/03/2025'], [110, 'MOBILE TRANSFER'], [540, '1,700.00', 'right']),
      row(180, [110, 'TO 0722000000'], [330, '200.00', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(brief(s), [
      ['2025-03-02', 'POS PURCHASE SUPERMARKET', 100, 'debit', 900],
      ['2025-03-03', 'SALARY', 1000, 'credit', 1900],
      ['2025-03-04', 'MOBILE TRANSFER TO 0722000000', 200, 'debit', 1700],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given narration printed above and below the line with the numbers when extracted then each row keeps all of it', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK']),
      HEADER,
      row(115, [40, '01/03/2025'], [110, 'OPENING BALANCE'], [540, '1,000.00', 'right']),
      row(135, [110, 'POS PURCHASE']),
      row(145, [40, '02/03/2025'], [110, 'SUPERMARKET'], [330, '100.00', 'right'], [540, '900.00', 'right']),
      row(155, [110, 'WESTLANDS']),
      row(175, [110, 'SALARY ACME']),
      row(185, [40, '03/03/2025'], [110, 'LTD MARCH'], [430, '1,000.00', 'right'], [540, '1,900.00', 'right']),
      row(195, [110, 'REF 123']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['POS PURCHASE SUPERMARKET WESTLANDS', 'SALARY ACME LTD MARCH REF 123'],
    );
  });
});

describe('extraction/overflow-cells: returnOverflow', () => {
  const w = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4.4, y: 100, size: 8 });
  const columns = [
    { role: 'description' as const, label: 'Description', x0: 110, x1: 158 },
    { role: 'debit' as const, label: 'Debit', x0: 300, x1: 330 },
  ];
  it('given text words running on from the description, left of a figure across a column gap, when returned then they join the description; a tight currency mark, a marker or a far note stays', () => {
    const out = returnOverflow([[w('TRANSFER', 110)], [w('ACCT', 148), w('500.00', 303)]], columns);
    assert.deepEqual(
      out.map((c) => c.map((x) => x.text).join(' ')),
      ['TRANSFER ACCT', '500.00'],
    );
    const mark = returnOverflow([[w('FEE', 110)], [w('GH', 280), w('₵', 290), w('12.00', 300)]], columns);
    assert.deepEqual(
      mark.map((c) => c.map((x) => x.text).join(' ')),
      ['FEE', 'GH ₵ 12.00'],
    );
    const marker = returnOverflow([[w('FEE', 110)], [w('12.00', 290), w('DR', 318)]], columns);
    assert.deepEqual(
      marker.map((c) => c.map((x) => x.text).join(' ')),
      ['FEE', '12.00 DR'],
    );
    const note = returnOverflow([[w('FEE', 110)], [w('Order', 300), w('by', 325)]], columns);
    assert.deepEqual(
      note.map((c) => c.map((x) => x.text).join(' ')),
      ['FEE', 'Order by'],
    );
    const balanceColumns = [...columns, { role: 'balance' as const, label: 'Balance', x0: 420, x1: 460 }];
    const lone = returnOverflow([[], [w('Order', 300), w('by', 325)], []], balanceColumns);
    assert.deepEqual(
      lone.map((c) => c.map((x) => x.text).join(' ')),
      ['', 'Order by', ''],
    );
    const label = returnOverflow([[], [w('Opening', 300), w('Balance', 334)], [w('3,191.57', 420)]], balanceColumns);
    assert.deepEqual(
      label.map((c) => c.map((x) => x.text).join(' ')),
      ['Opening Balance', '', '3,191.57'],
    );
  });
});
