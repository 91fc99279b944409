import assert from 'node:assert/strict';
import { closingReached } from '../../../src/extraction/computed-balances';
import type { Entry } from '../../../src/extraction/entries';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A card statement whose transaction table ("Date | Transaction Description | Amount") is followed by a
 * points summary ("Opening Balance … Closing Balance") and, on a later page, an interest illustration
 * whose header names more columns ("Date | Transaction Details | Amount | Balance | Transaction Type"):
 * the better-labelled header heads the illustration, and the points summary's closing is not the card's.
 */
describe('extraction: the transaction table beside a better-labelled illustration and a points summary', () => {
  const statement = () =>
    pdfText(
      page(1, [
        row(40, [40, 'COASTAL CARD  Credit card statement']),
        row(55, [40, 'Statement Date'], [300, '18-Jul-2025']),
        row(70, [40, 'Total Amount Due'], [300, '1,984.98']),
        row(90, [300, 'Account Summary']),
        row(102, [300, 'Opening Balance'], [480, '26,425.24', 'right']),
        row(114, [300, 'Purchases & Debits'], [480, '1,984.98', 'right']),
        row(126, [300, 'Payments & Credits'], [480, '26,425.24', 'right']),
        row(138, [300, 'Total Amount Due'], [480, '1,984.98', 'right']),
        row(170, [40, 'Date'], [120, 'Transaction Description'], [480, 'Amount', 'right']),
        row(185, [40, '23 / 06 / 2025'], [120, 'ZUDIO BANGALORE IN'], [480, '998.00 Dr.', 'right']),
        row(197, [40, '30 / 06 / 2025'], [120, 'PYMNT RCV BBPS'], [480, '26,425.24 Cr.', 'right']),
        row(209, [40, '04 / 07 / 2025'], [120, 'AMAZON WEBSERVICES IN'], [480, '487.98 Dr.', 'right']),
        row(221, [40, '16 / 07 / 2025'], [120, 'NETFLIX IN'], [480, '499.00 Dr.', 'right']),
        row(260, [40, 'Reward Point Summary']),
        row(275, [40, 'Opening Balance'], [160, 'Earned'], [260, 'Redeemed'], [380, 'Closing Balance']),
        row(287, [40, '4,424.00'], [160, '44.00'], [260, '0.00'], [380, '4,468.00']),
      ]),
      page(2, [
        row(40, [40, 'Illustration for calculating interest charges']),
        row(60, [40, 'Date'], [90, 'Transaction / Details'], [220, 'Amount'], [280, 'Balance'], [340, 'Transaction Type'], [440, 'Remarks']),
        row(75, [40, '05-Dec'], [90, 'Apparel Purchase'], [220, '10,000'], [280, '10,000'], [340, 'Debit']),
        row(87, [40, '10-Dec'], [90, 'Electricity Bill Payment'], [220, '5,000'], [280, '15,000'], [340, 'Debit']),
        row(99, [40, '13-Dec'], [90, 'Food delivery'], [220, '236'], [280, '15,236'], [340, 'Debit']),
        row(111, [40, '31-Dec'], [90, '-'], [220, '-15,000'], [280, '236'], [340, 'Credit'], [440, 'Partial payment']),
      ]),
    );

  it('given such a statement when extracted then the card rows are read, their balances computed from the account opening and reconciled against the amount due', () => {
    const s = extractStatement(statement());
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2025-06-23', 998, 'debit', -27423.24],
        ['2025-06-30', 26425.24, 'credit', -998],
        ['2025-07-04', 487.98, 'debit', -1485.98],
        ['2025-07-16', 499, 'debit', -1984.98],
      ],
    );
    assert.equal(s.reconciliation.closing_balance.printed, -1984.98);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.match(s.reconciliation.reading?.table ?? '', /Transaction Description/);
  });

  const entry = (minor: number, marker: 'cr' | 'dr' | null = null): Entry => ({
    kind: 'txn',
    date: null,
    valueDate: null,
    iso: null,
    description: '',
    reference: null,
    signed: marker === 'cr' ? minor : -minor,
    signKnown: marker !== null,
    balance: null,
    balanceMarker: null,
    debit: null,
    credit: null,
    amount: { minor, marker },
    figure: null,
    status: null,
    corrected: false,
    impossibleDate: null,
    page: 1,
  });

  it('closingReached keeps the printed closing the rows reach, else takes the first one they reach, else keeps it', () => {
    const rows = [entry(99800), entry(2642524, 'cr'), entry(48798), entry(49900)];
    const opening = { minor: 2642524, marker: null };
    const due = { minor: 198498, marker: null };
    const points = { minor: 446800, marker: null };
    assert.equal(closingReached(rows, opening, [due, due, points], points, true), due);
    assert.equal(closingReached(rows, opening, [due, points], due, true), due);
    assert.equal(closingReached(rows, opening, [points], points, true), points);
    assert.equal(closingReached(rows, null, [due, points], points, true), points);
  });
});
