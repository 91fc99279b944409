import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findHeaders } from '../../../src/extraction/header-hints';
import { pageLines } from '../../../src/extraction/layout';
import { genericProfile } from '../../../src/extraction/profiles';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A card statement (after an Indian issuer's layout) that prints each row's narration, reward points and
 * foreign amount a few points above its date line, and the row's amount with its `CR` on the date line:
 * the amount belongs to the date line, and the header's stacked "International | amount" is the foreign
 * amount, not a second money column.
 */
function card(): ReturnType<typeof pdfText> {
  const entry = (y: number, date: string, narration: string, points: string, amount: string) => [
    [item(186, y - 4.5, narration, 7)],
    [item(371, y - 3.5, points), item(489, y - 3.5, '0.00')],
    [item(30, y, date), item(78, y, '7456822909429000537')],
    [item(567 - amount.length * 5, y - 0.4, amount, 7)],
  ];
  return pdfText(
    page(1, [
      row(40, [30, 'Statement Date 23/04/2019']),
      row(60, [30, 'Credit Card Statement']),
      [item(342, 661, 'Reward'), item(444, 661, 'International')],
      row(666, [40, 'Date'], [100, 'Ref. Number'], [210, 'Transaction Details'], [393, 'Currency'], [508, 'Amount(in'], [561, '`)']),
      [item(344, 672, 'Points'), item(456, 672, 'amount')],
      ...entry(688, '21/03/2019', 'DISCOUNT ON FUEL PURCHASE', '0.00', '0.75 CR'),
      ...entry(712, '22/03/2019', 'AMAR SERVICE STATION', '0.00', '510.00'),
      ...entry(736, '24/03/2019', 'PAYU PAYMENTS PVT LTD', '2.00', '100.00'),
    ]),
  );
}

describe('extraction: figures offset from their line, and a stacked foreign-amount label', () => {
  it('given a figure alone just below a narration but on the baseline of the date line under it then it is on the date line', () => {
    const lines = pageLines(card().pages[0]!);
    const dated = lines.filter((l) => /^\d\d\/03\/2019/.test(l.text));
    assert.deepEqual(
      dated.map((l) => l.words.at(-1)!.text),
      ['CR', '510.00', '100.00'],
    );
  });

  it('given "International" stacked over "amount" beside "Amount(in `)" then the header names one amount column and the foreign amount as other', () => {
    const h = findHeaders([pageLines(card().pages[0]!)], genericProfile);
    assert.ok(h[0]);
    const roles = h[0].columns.map((c) => `${c.role}:${c.label}`);
    assert.ok(roles.includes('other:International amount'), roles.join(', '));
    assert.equal(h[0].columns.filter((c) => c.role === 'debit' || c.role === 'credit').length, 0, roles.join(', '));
  });

  it('given that card when extracted then purchases are debits and the marked discount a credit', () => {
    const s = extractStatement(card());
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2019-03-21', 0.75, 'credit'],
        ['2019-03-22', 510, 'debit'],
        ['2019-03-24', 100, 'debit'],
      ],
    );
  });
});
