import assert from 'node:assert/strict';
import type { Entry } from '../../../src/extraction/entries';
import type { RawRow } from '../../../src/extraction/rows';
import { readTable } from '../../../src/extraction/table-reading';
import { readTrailingAmounts } from '../../../src/extraction/trailing-amounts';

/**
 * A statement whose text layer lost its column spacing ("01/02/2024 DIRECT DEPOSIT - PAYROLL $2,500.00
 * $3,750.00", the Debit, Credit and Balance labels over nothing): the columns found from the values hold
 * one figure per row, the balance, and the movement ends the narration.
 */
describe('extraction: the movement at the end of the narration, the balance in the money column', () => {
  const raw = (y: number, date: string, description: string, figure: string): RawRow => ({
    page: 1,
    y,
    text: { date, description, amount: figure },
    section: null,
  });
  const rows = [
    raw(100, '01/02/2024', 'DIRECT DEPOSIT - PAYROLL $2,500.00', '$3,750.00'),
    raw(112, '01/03/2024', 'ATM WITHDRAWAL #001234 $200.00', '$3,550.00'),
    raw(124, '01/05/2024', 'DEBIT CARD - WALMART SUPERCENTER $85.50', '$3,464.50'),
    raw(136, '01/15/2024', 'DIRECT DEPOSIT - BONUS $1,000.00', '$4,464.50'),
    // A line of the page footer wrapped onto the narration after the figure stays narration.
    raw(148, '01/18/2024', 'CHECK #1001 - RENT PAYMENT $1,200.00 RIVERSIDE BANK', '$3,264.50'),
    raw(160, '01/31/2024', 'INTEREST PAYMENT $12.50', '$3,277.00'),
  ];
  const hints = {
    dates: { order: undefined, header: null },
    cardHint: false,
    outside: { opening: { minor: 125000, marker: null }, closing: { minor: 327700, marker: null } },
  };

  it('given such rows when read then each takes its movement from the narration, its balance from the column, and the balances chain from the opening to the closing', () => {
    const t = readTable(rows, hints as unknown as Parameters<typeof readTable>[1]);
    assert.deepEqual(
      t.txns.map((e) => [e.iso, e.description, e.signed, e.balance]),
      [
        ['2024-01-02', 'DIRECT DEPOSIT - PAYROLL', 250000, 375000],
        ['2024-01-03', 'ATM WITHDRAWAL #001234', -20000, 355000],
        ['2024-01-05', 'DEBIT CARD - WALMART SUPERCENTER', -8550, 346450],
        ['2024-01-15', 'DIRECT DEPOSIT - BONUS', 100000, 446450],
        ['2024-01-18', 'CHECK #1001 - RENT PAYMENT RIVERSIDE BANK', -120000, 326450],
        ['2024-01-31', 'INTEREST PAYMENT', 1250, 327700],
      ],
    );
    assert.equal(t.validation.breaks, 0);
  });

  const entry = (description: string, amount: number): Entry => ({
    kind: 'txn',
    date: null,
    valueDate: null,
    iso: null,
    description,
    reference: null,
    signed: amount,
    signKnown: false,
    balance: null,
    balanceMarker: null,
    debit: null,
    credit: null,
    amount: { minor: amount, marker: null },
    figure: null,
    status: null,
    corrected: false,
    impossibleDate: null,
    page: 1,
  });

  it('leaves the rows as read when the narration figures do not move the column from row to row, or a row prints none', () => {
    const rows = [entry('Fuel 40.00', 5000), entry('Shop 12.50', 7000), entry('Shop 1.99', 1000), entry('Fuel 3.00', 2500)];
    assert.equal(readTrailingAmounts(rows, 0.8), false);
    assert.deepEqual(
      rows.map((e) => [e.amount?.minor, e.balance, e.description]),
      [
        [5000, null, 'Fuel 40.00'],
        [7000, null, 'Shop 12.50'],
        [1000, null, 'Shop 1.99'],
        [2500, null, 'Fuel 3.00'],
      ],
    );
    assert.equal(readTrailingAmounts([entry('A 10.00', 1000), entry('B', 2000), entry('C 5.00', 1500)], 0.8), false);
  });
});
