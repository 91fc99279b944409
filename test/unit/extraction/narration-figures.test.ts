import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findHeaders } from '../../../src/extraction/header-hints';
import { pageLines, repeatedLineKeys } from '../../../src/extraction/layout';
import { genericProfile } from '../../../src/extraction/profiles';
import { placeColumns } from '../../../src/extraction/table-columns';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: figures quoted in wrapped narration are no money column', () => {
  // Newest first; each cash withdrawal prints its narration below the row, the amount quoted in it at
  // the same place on every line ("IN080369INR 1526.40"), left of the empty Credit column.
  const r = (y: number, date: string, desc: string, credit: string, debit: string, bal: string) =>
    row(
      y,
      [40, date],
      [140, desc],
      ...(credit ? [[345, credit, 'right'] as [number, string, 'right']] : []),
      ...(debit ? [[450, debit, 'right'] as [number, string, 'right']] : []),
      [550, bal, 'right'],
    );
  const narration = (y: number, ref: string, figure: string, shop: string) => [
    row(y, [140, 'CASH W/D']),
    row(y + 10, [140, '03JUN24 ELECTRO 02:01:29']),
    row(y + 20, [140, ref], [196, figure]),
    row(y + 30, [140, shop]),
  ];
  const text = pdfText(
    page(1, [
      row(40, [40, 'Account summary and transactions']),
      row(70, [40, 'Date'], [140, 'Description'], [325, 'Credit'], [420, 'Debit'], [520, 'Balance']),
      r(90, '03/06/2024', 'CASH W/D', '', '5,827.50', '58,295.07'),
      ...narration(100, 'IN026656', '5827.50', 'LIFE STYLE'),
      r(150, '03/06/2024', 'CASH W/D', '', '1,297.00', '64,122.57'),
      ...narration(160, 'IN040008', '1297.00', 'MARKS AND SPENCER'),
      r(210, '03/06/2024', 'CASH W/D', '', '1,526.40', '65,419.57'),
      ...narration(220, 'IN080369', '1526.40', 'HENNES'),
      r(270, '03/06/2024', 'CASH W/D', '', '2,263.00', '66,945.97'),
      ...narration(280, 'IN011017', '2263.00', 'LIFE STYLE'),
      r(330, '02/06/2024', 'TRANSFER', '', '3,152.00', '69,208.97'),
    ]),
  );

  it('when the columns are placed then the empty Credit column keeps its label, not the narration figures', () => {
    const pages = text.pages.map((p) => pageLines(p));
    const [h] = placeColumns(findHeaders(pages, genericProfile), pages, repeatedLineKeys(pages));
    const credit = h!.columns.find((c) => c.role === 'credit')!;
    assert.ok(credit.x0 >= 300, `credit placed at ${credit.x0}`);
  });

  it('when extracted then only the rows are read, each a debit, and the balances chain', () => {
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.type, t.amount, t.balance]),
      [
        ['debit', 3152, 69208.97],
        ['debit', 2263, 66945.97],
        ['debit', 1526.4, 65419.57],
        ['debit', 1297, 64122.57],
        ['debit', 5827.5, 58295.07],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
