import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { gutterOf } from '../../../src/extraction/side-by-side';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

type Entry = [date: string, narration: string, amount: string];

const NOTICE = [
  'PLEASE NOTE THAT STATEMENTS WILL FROM NOW ON BE SENT BY EMAIL AND NO LONGER BY POST',
  'KINDLY KEEP YOUR EMAIL ADDRESS UP TO DATE THROUGH THE CALL CENTRE OR YOUR BRANCH',
  'DEBIT ORDERS GIVE MORE CONTROL AND ARE A SAFE WAY OF PAYING YOUR ACCOUNT EVERY MONTH',
];

/**
 * A card statement whose transaction page prints two tables side by side (each with its own date,
 * description and amount columns, and its own section headings printed a little left of its dates),
 * under a legal line and above notices that both run across the whole page.
 */
function sideBySideCard(left: Entry[], right: Entry[]): ReturnType<typeof pdfText> {
  const summary = page(1, [
    row(40, [300, 'Example Card Business Credit']),
    row(60, [300, 'Statement Period'], [560, '6 Oct 25 to 5 Nov 25', 'right']),
    row(90, [60, 'Balance brought forward'], [560, '1,000.00', 'right']),
    row(102, [60, 'Closing balance'], [560, '1,543.30', 'right']),
  ]);
  const lines: PdfTextItem[][] = [
    row(30, [28, 'Example Card Limited (Reg. No. 1999/000001/06) an authorised financial services and registered credit provider']),
    row(60, [28, 'Transaction details']),
    row(72, [31, 'Date'], [85, 'Description'], [283, 'Amount', 'right'], [300, 'Date'], [354, 'Description'], [553, 'Amount', 'right']),
    row(84, [34, '6 Oct 25'], [88, 'Balance Brought Forward'], [292, '1,000.00', 'right']),
    row(96, [31, 'Debit'], [300, 'Debit']),
  ];
  const rows = Math.max(left.length, right.length);
  for (let k = 0; k < rows; k++) {
    const cells: Parameters<typeof row>[1][] = [];
    const l = left[k];
    const r = right[k];
    if (l) cells.push([34, l[0]], [88, l[1]], [292, l[2], 'right']);
    if (r) cells.push([303, r[0]], [357, r[1]], [561, r[2], 'right']);
    lines.push(row(108 + k * 12, ...cells));
  }
  const end = 108 + rows * 12;
  lines.push(row(end, [405, 'Closing balance'], [561, '1,543.30', 'right']));
  NOTICE.forEach((text, k) => lines.push(row(end + 60 + k * 12, [110, text])));
  return pdfText(summary, page(2, lines));
}

describe('extraction/side-by-side: two tables side by side between lines printed across the page', () => {
  const left: Entry[] = [
    ['9 Oct 25', 'Online Service Inc. 0.06', '1.22'],
    ['10 Oct 25', 'Corner Cafe', '315.60'],
    ['11 Oct 25', 'Fuel Station North', '212.80'],
    ['14 Oct 25', 'Grocer Main Road', '479.60'],
  ];
  const right: Entry[] = [
    ['21 Oct 25', 'Tyre Fitment Shop', '-500.00'],
    ['22 Oct 25', 'Burger Place', '20.40'],
    ['24 Oct 25', 'Book Shop', '13.68'],
  ];

  it('given a legal line above and notices below running across the gutter when the page is read then the band between them parts in two', () => {
    const text = sideBySideCard(left, right);
    const lines = pageLines(text.pages[1]!);
    const g = gutterOf(lines);
    assert.ok(g);
    // The right half's headings ("Date", "Debit") start left of its dates and still fall on its side.
    assert.ok(g.x < 300 && g.x > 292, String(g.x));
    assert.ok(lines[g.from]!.text.startsWith('Transaction details'));
    assert.ok(lines.slice(g.to).every((l) => !/\d/.test(l.text)));
  });

  it('given that card statement when extracted then every row of both halves is read once with its own narration, and the notices are no narration', () => {
    const s = extractStatement(sideBySideCard(left, right));
    const got = s.transactions.map((t) => [t.date, t.amount, t.description]);
    assert.deepEqual(got, [
      ['2025-10-09', 1.22, 'Online Service Inc. 0.06'],
      ['2025-10-10', 315.6, 'Corner Cafe'],
      ['2025-10-11', 212.8, 'Fuel Station North'],
      ['2025-10-14', 479.6, 'Grocer Main Road'],
      ['2025-10-21', 500, 'Tyre Fitment Shop'],
      ['2025-10-22', 20.4, 'Burger Place'],
      ['2025-10-24', 13.68, 'Book Shop'],
    ]);
    assert.ok(s.transactions.every((t) => !/NOTE|EMAIL|DEBIT ORDERS/.test(t.description)));
  });
});
