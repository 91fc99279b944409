import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { buildSynonyms, matchGroup, tokens } from '../../../src/extraction/header-labels';
import { genericProfile } from '../../../src/extraction/profiles';
import type { Column } from '../../../src/extraction/columns';
import type { Word } from '../../../src/extraction/layout';
import { page, pdfText, row } from '../../helpers/pdf-text';

const words = (...ws: [number, string][]): Word[] => ws.map(([x0, text]) => ({ text, x0, x1: x0 + text.length * 4.4, y: 100, size: 8 }));

describe('extraction: a parenthesised note after a column label', () => {
  it('given "Credit (Money In)" and "Payment reference" when matched then the note widens the credit label and "Payment" names no debit column', () => {
    const cols: Column[] = [];
    const r = matchGroup(
      tokens(
        words([40, 'Payment'], [74, 'reference'], [200, 'Credit'], [229, '(Money'], [259, 'In)'], [300, 'Debit'], [325, '(Money'], [355, 'Out)']),
      ),
      buildSynonyms(genericProfile),
      cols,
      false,
    );
    assert.deepEqual(
      cols.map((c) => [c.role, c.label]),
      [
        ['reference', 'Payment reference'],
        ['credit', 'Credit (Money In)'],
        ['debit', 'Debit (Money Out)'],
      ],
    );
    assert.equal(r.unmatched, 0);
    assert.equal(cols[1]!.x1, 259 + 3 * 4.4);
  });

  it('given a page whose only credit sits under "(Money In)" when extracted then it is read as a credit and the balances chain', () => {
    const r = (y: number, d: string, desc: string, cr: string, dr: string, bal: string) =>
      row(
        y,
        [40, desc],
        [200, `S${y}`],
        [260, d],
        ...(cr ? ([[372, cr, 'right']] as [number, string, 'right'][]) : []),
        ...(dr ? ([[452, dr, 'right']] as [number, string, 'right'][]) : []),
        [540, bal, 'right'],
      );
    const header = row(
      80,
      [40, 'Transaction Details'],
      [200, 'Payment reference'],
      [260, 'Value Date'],
      [320, 'Credit (Money In)'],
      [400, 'Debit (Money Out)'],
      [520, 'Balance'],
    );
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'HIGHLAND BANK  Account statement']),
          row(55, [40, 'Account number 0123456789']),
          header,
          r(100, '01/05/2024', 'Opening deposit', '5,000.00', '', '5,000.00'),
          r(115, '02/05/2024', 'Card purchase', '', '120.00', '4,880.00'),
          r(130, '03/05/2024', 'Card purchase', '', '80.00', '4,800.00'),
          r(145, '04/05/2024', 'ATM withdrawal', '', '1,000.00', '3,800.00'),
          r(160, '05/05/2024', 'Card purchase', '', '300.00', '3,500.00'),
          r(175, '06/05/2024', 'Salary', '2,000.00', '', '5,500.00'),
          r(190, '07/05/2024', 'Card purchase', '', '500.00', '5,000.00'),
          r(205, '08/05/2024', 'Card purchase', '', '45.00', '4,955.00'),
          r(220, '09/05/2024', 'Card purchase', '', '55.00', '4,900.00'),
        ]),
        page(2, [
          header,
          r(100, '10/05/2024', 'Card purchase', '', '100.00', '4,800.00'),
          r(115, '11/05/2024', 'Transfer in', '4,000.00', '', '8,800.00'),
          r(130, '12/05/2024', 'Card purchase', '', '800.00', '8,000.00'),
          r(145, '13/05/2024', 'Card purchase', '', '1,000.00', '7,000.00'),
        ]),
      ),
    );
    const credits = s.transactions.filter((t) => t.type === 'credit').map((t) => [t.date, t.amount, t.balance]);
    assert.deepEqual(credits, [
      ['2024-05-01', 5000, 5000],
      ['2024-05-06', 2000, 5500],
      ['2024-05-11', 4000, 8800],
    ]);
    assert.equal(s.transactions.length, 13);
    assert.equal(s.reconciliation.balance_breaks.length, 0);
  });
});
