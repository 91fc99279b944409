import assert from 'node:assert/strict';
import type { Column } from '../../../src/extraction/columns';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { sidePanelEdge } from '../../../src/extraction/side-panel';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

type Purchase = [date: string, merchant: string, amount: string];

/** Text of a rewards panel printed right of the table, line by line, starting level with the table's title. */
const PANEL: Array<[string, string?]> = [
  ['Rewards summary'],
  ['PREVIOUS POINTS BALANCE', '$120.38'],
  ['EARNED THIS PERIOD'],
  ['1% Cashback on purchases', '+$4.42'],
  ['REDEEMED THIS PERIOD', '-$0.00'],
  ['POINTS BALANCE', '$124.80'],
  ['Earn 5% back on groceries'],
  ['and on fuel every quarter when'],
  ['you activate the offer online'],
];

/**
 * A card bill (no running balance): page 1 prints the account summary, page 2 the purchases with a
 * rewards panel beside them, some of its lines level with rows, some on lines of their own, under a
 * "Previous balance" of its own above the table's header.
 */
function cardWithPanel(purchases: Purchase[]): ReturnType<typeof pdfText> {
  const cents = purchases.reduce((s, p) => s + Math.round(Number(p[2]) * 100), 0);
  const total = `$${(cents / 100).toFixed(2)}`;
  const summary = page(1, [
    row(40, [40, 'EXAMPLE CARD ENDING IN 1234']),
    row(55, [40, 'Account Summary'], [240, '06/17/2025 - 07/16/2025']),
    row(70, [40, 'Previous Balance'], [300, '$0.00', 'right']),
    row(82, [40, 'Payments and Credits'], [300, '+$0.00', 'right']),
    row(94, [40, 'Purchases'], [300, `+${total}`, 'right']),
    row(106, [40, 'New Balance:'], [300, total, 'right']),
    row(118, [40, 'Minimum Payment Due'], [300, '$35.00', 'right']),
    row(130, [40, 'Payment Due Date'], [300, '08/13/2025', 'right']),
    row(142, [40, 'Credit Line'], [300, '$4,000', 'right']),
  ]);
  const lines: PdfTextItem[][] = [];
  const panel = (k: number) => {
    const [text, figure] = PANEL[k] ?? [];
    if (!text) return [] as Parameters<typeof row>[1][];
    return [[414, text], ...(figure ? [[594, figure, 'right']] : [])] as Parameters<typeof row>[1][];
  };
  lines.push(row(60, [43, 'Transactions'], ...panel(0)));
  lines.push(row(72, [38, 'TRANS.'], ...panel(1)));
  lines.push(row(84, [38, 'DATE'], [80, 'PURCHASES'], [257, 'MERCHANT CATEGORY'], [405, 'AMOUNT', 'right']));
  let y = 96;
  let k = 2;
  purchases.forEach(([date, merchant, amount], i) => {
    // Every other row shares its line with the panel; between them the panel prints a line of its own.
    const beside = i % 2 === 0 ? panel(k++) : [];
    lines.push(row(y, [38, date], [80, merchant], [257, 'Merchandise'], [405, `$${amount}`, 'right'], ...beside));
    y += 12;
    if (i % 2 === 1 && k < PANEL.length) {
      lines.push(row(y, ...panel(k++)));
      y += 12;
    }
  });
  lines.push(row(y + 12, [40, 'TOTAL FEES FOR THIS PERIOD'], [405, '$0.00', 'right']));
  return pdfText(summary, page(2, lines));
}

describe('extraction/side-panel: a panel printed beside the transaction table', () => {
  const purchases: Purchase[] = [
    ['06/25', 'ONLINE STORAGE G.CO/HELP', '2.15'],
    ['06/26', 'BURGER PLACE SPRINGFIELD', '25.98'],
    ['06/28', 'BOOKSHOP ONLINE', '85.32'],
    ['06/28', 'SUPERSTORE 800-555-0100', '4.19'],
    ['06/30', 'CHAT SUBSCRIPTION', '21.60'],
    ['07/01', 'SUPERSTORE 800-555-0100', '6.82'],
    ['07/04', 'MARKETPLACE ORDER', '61.55'],
    ['07/06', 'AUCTION SITE SAN JOSE', '70.59'],
  ];

  it('given rows sharing their lines with a rewards panel when extracted then every purchase is read once, as a debit of the card, from the account summary opening', () => {
    const s = extractStatement(cardWithPanel(purchases));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      purchases.map(([d, , a]) => [`2025-${d.replace('/', '-')}`, Number(a), 'debit']),
    );
    assert.ok(s.transactions.every((t) => !/REDEEMED|Cashback|POINTS|Earn/.test(t.description)));
    // The account summary's "Previous Balance $0.00", not the panel's points balance beside the table's title.
    assert.ok(s.reconciliation.opening_balance.printed === 0, String(s.reconciliation.opening_balance.printed));
    assert.equal(s.reconciliation.reading?.chosen.convention, 'card');
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given the panel when its edge is looked for then it starts right of the amount column', () => {
    const lines = pageLines(cardWithPanel(purchases).pages[1]!);
    const header = lines.findIndex((l) => l.text.startsWith('DATE PURCHASES'));
    const columns: Column[] = [
      { role: 'date', label: 'DATE', x0: 38, x1: 58 },
      { role: 'description', label: 'PURCHASES', x0: 80, x1: 125 },
      { role: 'amount', label: 'AMOUNT', x0: 375, x1: 405 },
    ];
    const edge = sidePanelEdge(lines.slice(header + 1), columns);
    assert.ok(edge !== null && edge > 405 && edge < 414, String(edge));
  });

  it('given an unlabelled DR/CR marker column right of the amounts when its edge is looked for then there is no panel', () => {
    const lines = pageLines(
      page(
        1,
        [0, 1, 2, 3, 4, 5].map((k) =>
          row(100 + k * 12, [38, `0${k + 1}/07`], [80, 'TRANSFER FROM SAVINGS'], [405, `${k + 1}0.00`, 'right'], [414, k % 2 ? 'CR' : 'DR']),
        ),
      ),
    );
    const columns: Column[] = [
      { role: 'date', label: 'DATE', x0: 38, x1: 58 },
      { role: 'description', label: 'DETAILS', x0: 80, x1: 125 },
      { role: 'amount', label: 'AMOUNT', x0: 375, x1: 405 },
    ];
    assert.equal(sidePanelEdge(lines, columns), null);
  });
});
