import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

type Purchase = [date: string, merchant: string, amount: string];

const FIRST: Purchase[] = [
  ['Dec 17', 'FUEL STATION OTTAWA ON', '54.98'],
  ['Dec 18', 'ONLINE MARKET WWW.SHOP.CA', '7.90'],
  ['Dec 19', 'GROCER NEPEAN ON', '15.81'],
  ['Dec 21', 'SKI RESORT CHELSEA QC', '130.51'],
  ['Dec 22', 'FUEL STATION NEPEAN ON', '30.00'],
];
const SECOND: Purchase[] = [
  ['Dec 27', 'HARDWARE STORE OTTAWA ON', '65.81'],
  ['Dec 31', 'PAYMENT, THANK YOU', '-200.00'],
  ['Jan 2', 'CAR WASH OTTAWA ON', '7.00'],
];

/**
 * A card statement (no running balance) whose first page ends in a payment coupon: the figures of the
 * coupon sit under their own labels, but a lone whole number printed at the coupon's foot (`extra`,
 * a scan mark) falls in the amount column between the two pages' rows.
 */
function cardWithCoupon(extra: string, second = SECOND): ReturnType<typeof pdfText> {
  const cents = [...FIRST, ...second].reduce((s, p) => s + Math.round(Number(p[2]) * 100), 0);
  const newBalance = (500_00 + cents) / 100;
  const lines: PdfTextItem[][] = [
    row(40, [40, 'Statement Period Dec 18, 2024 - Jan 17, 2025']),
    row(55, [40, 'Minimum payment'], [200, '$22.91', 'right'], [220, 'Previous balance'], [380, '$500.00', 'right']),
    row(67, [40, 'Payment due date'], [200, 'Feb 7, 2025', 'right'], [220, 'New Balance'], [380, `$${newBalance.toFixed(2)}`, 'right']),
    row(79, [40, 'Credit limit'], [200, '$1,500.00', 'right']),
    row(100, [40, 'Transaction Details']),
    row(112, [40, 'Trans Date'], [100, 'Post Date'], [160, 'Description'], [420, 'Amount ($)', 'right']),
  ];
  FIRST.forEach(([d, m, a], i) => lines.push(row(124 + 12 * i, [40, d], [100, d], [160, m], [420, a, 'right'])));
  lines.push(row(300, [200, 'AMOUNT DUE'], [300, 'NEW BALANCE']));
  lines.push(row(312, [200, `$${newBalance.toFixed(2)}`], [300, `$${newBalance.toFixed(2)}`]));
  lines.push(row(360, [420, extra, 'right']));
  const next: PdfTextItem[][] = [
    row(40, [40, 'Transaction Details - continued']),
    row(52, [40, 'Trans Date'], [100, 'Post Date'], [160, 'Description'], [420, 'Amount ($)', 'right']),
  ];
  second.forEach(([d, m, a], i) => next.push(row(64 + 12 * i, [40, d], [100, d], [160, m], [420, a, 'right'])));
  return pdfText(page(1, lines), page(2, next));
}

describe('extraction/undated-rows: a whole figure printed beside a table whose rows all print cents', () => {
  it('given a lone whole number under the first page rows when extracted then it is no row and the statement reconciles', () => {
    const s = extractStatement(cardWithCoupon('96'));
    assert.deepEqual(
      s.transactions.map((t) => t.amount),
      [...FIRST, ...SECOND].map((p) => Math.abs(Number(p[2]))),
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given the same figure printed with cents when extracted then it stays a row, and the break is shown', () => {
    const s = extractStatement(cardWithCoupon('96.00'));
    assert.ok(s.transactions.some((t) => t.amount === 96));
    assert.equal(s.reconciliation.verdict, 'unreconciled');
  });
});
