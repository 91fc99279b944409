import assert from 'node:assert/strict';
import type { DateParts } from '../../../src/extraction/dates';
import type { Entry } from '../../../src/extraction/entries';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { chronological } from '../../../src/extraction/ordering';
import { readingSettings } from '../../../src/extraction/settings';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

/** An entry at `at` ("2024-03-01 10:00:05"), credit + / debit −, in minor units; `cols` puts it in a debit or credit column. */
function entry(description: string, at: string, signed: number, balance: number | null, cols = true): Entry {
  const [iso, time] = at.split(' ');
  const date = { time: time ?? null } as DateParts;
  return {
    kind: 'txn',
    date,
    valueDate: null,
    impossibleDate: null,
    iso: iso!,
    description,
    reference: null,
    signed,
    signKnown: true,
    balance,
    balanceMarker: null,
    debit: cols && signed < 0 ? signed : null,
    credit: cols && signed > 0 ? signed : null,
    amount: null,
    figure: null,
    status: null,
    corrected: false,
    page: 1,
  };
}
const names = (list: Entry[]) => list.map((e) => e.description);

describe('extraction/ordering: rows that share a timestamp', () => {
  it('given an oldest-first day whose rows are printed out of balance order, then the permutation that chains is chosen', () => {
    const rows = [
      entry('open', '2024-03-01', 10_000, 10_000),
      entry('c', '2024-03-02', -1_000, 6_000),
      entry('a', '2024-03-02', -2_000, 8_000),
      entry('b', '2024-03-02', -1_000, 7_000),
      entry('next', '2024-03-03', 500, 6_500),
    ];
    const o = chronological(rows, null);
    assert.deepEqual(names(o.txns), ['open', 'a', 'b', 'c', 'next']);
    assert.deepEqual([o.reordered, o.postings, o.printed], [1, 0, 'oldest-first']);
  });

  it('given a newest-first statement whose same-second pair is printed in chain order, then it is reversed and kept', () => {
    const printed = [
      entry('payment', '2024-03-01 10:00:05', -30_000, 0),
      entry('overdraft draw', '2024-03-01 10:00:05', 25_000, 30_000),
      entry('received', '2024-03-01 09:00:00', 5_000, 5_000),
    ];
    const o = chronological(printed, 0);
    assert.deepEqual(names(o.txns), ['received', 'overdraft draw', 'payment']);
    assert.equal(o.printed, 'newest-first');
  });

  it('given a newest-first same-second draw and payment printed in the other order, then they are swapped so the balances chain', () => {
    const printed = [
      entry('overdraft draw', '2024-03-01 10:00:05', 25_000, 30_000),
      entry('payment', '2024-03-01 10:00:05', -30_000, 0),
      entry('received', '2024-03-01 09:00:00', 5_000, 5_000),
    ];
    const o = chronological(printed, 0);
    assert.deepEqual(names(o.txns), ['received', 'overdraft draw', 'payment']);
    assert.equal(o.reordered, 1);
  });

  it('given a same-second draw and payment that both print the final balance, then the pair is one posting and only its last row is checked', () => {
    const printed = [
      entry('payment', '2024-03-01 10:00:05', -30_000, 0),
      entry('overdraft draw', '2024-03-01 10:00:05', 25_000, 0),
      entry('received', '2024-03-01 09:00:00', 5_000, 5_000),
    ];
    const o = chronological(printed, 0);
    assert.deepEqual(names(o.txns), ['received', 'overdraft draw', 'payment']);
    assert.deepEqual(names([...o.interior]), ['overdraft draw']);
    assert.equal(o.postings, 1);
  });

  it('given an edited amount inside a same-second group, then no order and no posting fits and the printed order stands', () => {
    const printed = [
      entry('payment', '2024-03-01 10:00:05', -20_000, 0),
      entry('overdraft draw', '2024-03-01 10:00:05', 25_000, 0),
      entry('received', '2024-03-01 09:00:00', 5_000, 5_000),
    ];
    const o = chronological(printed, 0);
    assert.deepEqual(names(o.txns), ['received', 'overdraft draw', 'payment']);
    assert.deepEqual([o.interior.size, o.postings, o.reordered], [0, 0, 0]);
  });

  it('given a same-second posting whose figures sit in the wrong columns but print their signs, then the printed signs decide', () => {
    // Debits print a minus under Withdrawn; here the payment's "-300.00" sits under Paid In and the draw's "250.00" under Withdrawn.
    const pay = { ...entry('payment', '2024-03-01 10:00:05', 30_000, 0), credit: -30_000, debit: null };
    const draw = { ...entry('overdraft draw', '2024-03-01 10:00:05', -25_000, 0), debit: 25_000, credit: null };
    const printed = [
      pay,
      draw,
      entry('airtime', '2024-03-01 09:30:00', -1_000, 5_000),
      entry('bundle', '2024-03-01 09:10:00', -1_000, 6_000),
      entry('received', '2024-03-01 09:00:00', 7_000, 7_000),
    ];
    const o = chronological(printed, 0);
    assert.equal(o.postings, 1);
    assert.deepEqual(
      o.txns.map((e) => [e.description, e.signed, e.corrected]),
      [
        ['received', 7_000, false],
        ['bundle', -1_000, false],
        ['airtime', -1_000, false],
        ['overdraft draw', 25_000, true],
        ['payment', -30_000, true],
      ],
    );
  });

  it('given a group larger than the posting limit, then it is not taken as one posting', () => {
    const printed = [
      entry('a', '2024-03-01 10:00:05', -100, 700),
      entry('b', '2024-03-01 10:00:05', -100, 700),
      entry('c', '2024-03-01 10:00:05', -100, 700),
      entry('start', '2024-03-01 09:00:00', 1_000, 1_000),
    ];
    assert.equal(chronological(printed, 0, readingSettings({ ordering: { maxPostingGroup: 2 } })).postings, 0);
    assert.equal(chronological(printed, 0).postings, 1);
  });
});

describe('extraction: an M-Pesa-like newest-first statement with same-second pairs', () => {
  const H = row(
    100,
    [30, 'Receipt No.'],
    [90, 'Completion Time'],
    [180, 'Details'],
    [330, 'Transaction Status'],
    [430, 'Paid In', 'right'],
    [490, 'Withdrawn', 'right'],
    [560, 'Balance', 'right'],
  );
  type R = [receipt: string, time: string, details: string, paidIn: string, withdrawn: string, balance: string];
  const statement = (rows: R[]) =>
    extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'M-PESA STATEMENT']),
          row(52, [30, 'Customer Name: JANE WANJIKU']),
          H,
          ...rows.map(([receipt, time, details, pin, out, bal], i) =>
            row(
              115 + 12 * i,
              [30, receipt],
              [90, time],
              [180, details],
              [330, 'Completed'],
              ...(pin ? [[430, pin, 'right'] as Cell] : []),
              ...(out ? [[490, out, 'right'] as Cell] : []),
              [560, bal, 'right'],
            ),
          ),
        ]),
      ),
    );
  const ROWS: R[] = [
    ['SBK7XQ1A10', '2024-03-04 18:31:05', 'Merchant Payment Fuliza M-Pesa to SHOP', '', '-300.00', '0.00'],
    ['SBK7XQ1A10', '2024-03-04 18:31:05', 'OverDraft of Credit Party', '250.00', '', '300.00'],
    ['SBK6XQ1A09', '2024-03-03 12:00:00', 'Pay Bill Charge', '', '-1.00', '50.00'],
    ['SBK6XQ1A09', '2024-03-03 12:00:00', 'Pay Bill Online to KPLC', '', '-100.00', '51.00'],
    ['SBK5XQ1A08', '2024-03-02 08:15:00', 'Funds received from JOHN', '151.00', '', '151.00'],
  ];

  it('given pairs printed in chain order, then rows come back oldest first, every balance chained', () => {
    const s = statement(ROWS);
    assert.deepEqual(
      s.transactions.map((t) => [t.description.slice(0, 14), t.type, t.amount, t.balance]),
      [
        ['Funds received', 'credit', 151, 151],
        ['Pay Bill Onlin', 'debit', 100, 51],
        ['Pay Bill Charg', 'debit', 1, 50],
        ['OverDraft of C', 'credit', 250, 300],
        ['Merchant Payme', 'debit', 300, 0],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given the draw printed above its payment in the same second, then they are reordered and the statement reconciles', () => {
    const s = statement([ROWS[1]!, ROWS[0]!, ...ROWS.slice(2)]);
    assert.deepEqual(
      s.transactions.slice(3).map((t) => t.description.slice(0, 14)),
      ['OverDraft of C', 'Merchant Payme'],
    );
    assert.deepEqual([s.reconciliation.verdict, s.reconciliation.balance_breaks.length], ['reconciled', 0]);
  });

  it('given the draw and its payment both printing the final balance, then the pair is one posting in printed order and the statement reconciles', () => {
    const rows = ROWS.map((r) => [...r] as R);
    rows[1]![5] = '0.00';
    rows[2]![5] = '50.00';
    rows[3]![5] = '50.00'; // the bill and its charge both print the balance after the charge
    const s = statement([rows[1]!, rows[0]!, ...rows.slice(2)]);
    assert.deepEqual(
      s.transactions.map((t) => [t.description.slice(0, 14), t.type, t.amount, t.balance]),
      [
        ['Funds received', 'credit', 151, 151],
        ['Pay Bill Onlin', 'debit', 100, 50],
        ['Pay Bill Charg', 'debit', 1, 50],
        // Equal balances cannot tell the order: the printed one stands (newest first: the draw, printed on top, is later).
        ['Merchant Payme', 'debit', 300, 0],
        ['OverDraft of C', 'credit', 250, 0],
      ],
    );
    assert.deepEqual([s.reconciliation.verdict, s.reconciliation.balance_breaks.length], ['reconciled', 0]);
    assert.match(s.reconciliation.warnings.join('\n'), /2 groups of rows sharing a timestamp chain only as one posting/);
  });

  it('given an edited amount inside a same-second pair, then the pair still breaks and the break is listed', () => {
    const rows = ROWS.map((r) => [...r] as R);
    rows[0]![4] = '-200.00';
    const s = statement(rows);
    assert.equal(s.transactions.length, 5);
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.deepEqual(
      s.reconciliation.balance_breaks.map((b) => [b.index, b.printed, b.expected]),
      [[4, 0, 100]],
    );
  });
});
