import assert from 'node:assert/strict';
import type { ExtractedStatement, StatementTransaction } from '../../../src/domain/statement';
import { balancePerDay, oneSmallCorrection, proofreadByBalance } from '../../../src/ocr/balance-proofreader';

const row = (amount: number, type: 'credit' | 'debit', balance: number): StatementTransaction => ({
  date: '2024-03-01',
  description: 'x',
  amount,
  type,
  balance,
});

function statement(rows: StatementTransaction[], opening: number, closing: number, page = 1): ExtractedStatement {
  const breaks = [] as ExtractedStatement['reconciliation']['balance_breaks'];
  return {
    transactions: rows,
    details: rows.map(() => ({ time: null, reference: null, page })),
    reconciliation: {
      verdict: 'unreconciled',
      opening_balance: { printed: opening, computed: null, matches: null },
      closing_balance: { printed: closing, computed: null, matches: false },
      balance_checks: rows.length,
      balance_breaks: breaks,
      totals: [],
      balance_source: 'printed',
      excluded_rows: [],
      warnings: ['the running balance breaks at 1 of 3 rows'],
    },
  } as unknown as ExtractedStatement;
}

describe('ocr/balance-proofreader (the running balance corrects what OCR misread)', () => {
  it('given one-digit confusions, a dropped point and unrelated figures then only the small corrections qualify', () => {
    assert.ok(oneSmallCorrection(4773772, 4773172), '7 for 1');
    assert.ok(oneSmallCorrection(35839_72, 35939_72), '8 for 9');
    assert.ok(oneSmallCorrection(3000000, 30000), 'a dropped decimal point');
    assert.ok(oneSmallCorrection(509000600, 509000), '"5,090.00" read "5.090.006": a speck after the cents, the point lost');
    assert.ok(!oneSmallCorrection(509000600, 509001), 'the digits before the speck must be the figure');
    assert.ok(!oneSmallCorrection(4773772, 4773171), 'two digits');
    assert.ok(!oneSmallCorrection(100000, 200000), '1 and 2 are not confused');
    assert.ok(!oneSmallCorrection(100, 100), 'nothing to correct');
    assert.ok(oneSmallCorrection(4379360901, 379360901), 'a currency sign read as a leading digit (₦3,793,609.01 → 43,793,609.01)');
    assert.ok(!oneSmallCorrection(4379360902, 379360901), 'a leading digit and another change');
    assert.ok(oneSmallCorrection(12801200, 1280120), '12,801.20 read 12,8012: the point and the trailing zero lost');
    assert.ok(!oneSmallCorrection(12801210, 1280121), 'no trailing zero to lose');
    assert.ok(oneSmallCorrection(529133, 5529133), 'a digit lost (55,291.33 read 5,291.33)');
    assert.ok(oneSmallCorrection(46424958, 146424958), 'a leading digit lost');
    assert.ok(!oneSmallCorrection(52913, 5529133), 'two digits lost');
    assert.ok(!oneSmallCorrection(529134, 5529133), 'a digit lost and another changed');
    assert.ok(oneSmallCorrection(741072, 711072), '4 for 1');
    assert.ok(oneSmallCorrection(1970, 1971), '"19.71" read "19.7": the last digit lost');
    assert.ok(!oneSmallCorrection(1970, 1980), 'not a lost last digit');
  });

  it('given the first row lost (a 50.00 withdrawal) and the next amount read surely as 300.00 then it is not "corrected" to 350.00; read unsurely it is', () => {
    const rows = () => [row(300, 'debit', 1523.42), row(16.58, 'debit', 1506.84)];
    const sure = statement(rows(), 1873.42, 1506.84);
    sure.details[0]!.ocr_confidence = { row: 91, amount: 91, balance: 80 };
    assert.equal(proofreadByBalance(sure, [1]), 0);
    assert.equal(sure.transactions[0]!.amount, 300);
    assert.equal(sure.reconciliation.verdict, 'unreconciled');
    const unsure = statement(rows(), 1873.42, 1506.84);
    unsure.details[0]!.ocr_confidence = { row: 62, amount: 62, balance: 80 };
    assert.equal(proofreadByBalance(unsure, [1]), 1);
    assert.equal(unsure.transactions[0]!.amount, 350);
  });

  it('given an amount read 47,737.72 where the balances say 47,731.72 then the amount is corrected, recorded on the row, and the statement reconciles', () => {
    const s = statement([row(1000, 'credit', 111000), row(47737.72, 'debit', 63268.28), row(500, 'credit', 63768.28)], 110000, 63768.28);
    assert.equal(proofreadByBalance(s, [1]), 1);
    assert.equal(s.transactions[1]!.amount, 47731.72);
    assert.deepEqual(s.details[1]!.ocr_corrected, { field: 'amount', original: '47737.72', corrected: '47731.72' });
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.deepEqual(s.reconciliation.balance_breaks, []);
    assert.equal(s.reconciliation.closing_balance.matches, true);
  });

  it('given the same correction in a statement with a row the date check put outside the period then the balances chain but the verdict is only unverified', () => {
    const s = statement([row(1000, 'credit', 111000), row(47737.72, 'debit', 63268.28), row(500, 'credit', 63768.28)], 110000, 63768.28);
    s.reconciliation.dates = { status: 'checked', outside_period: [{ index: 2, date: '2028-03-01' }], out_of_order: [] };
    assert.equal(proofreadByBalance(s, [1]), 1);
    assert.deepEqual(s.reconciliation.balance_breaks, []);
    assert.equal(s.reconciliation.verdict, 'unverified');
  });

  it('given a balance read 1,622,788.34 between two that chain through 1,622,783.34 then the balance is corrected', () => {
    const s = statement([row(100, 'credit', 1622883.34), row(100, 'debit', 1622788.34), row(50, 'debit', 1622733.34)], 1622783.34, 1622733.34);
    assert.equal(proofreadByBalance(s, [1]), 1);
    assert.equal(s.transactions[1]!.balance, 1622783.34);
    assert.equal(s.details[1]!.ocr_corrected?.field, 'balance');
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a balance read 24,007.00 (2 for 3, digits not otherwise confused) between two that chain through 34,007.00 then the balance is corrected; an amount read so is not', () => {
    const s = statement([row(100, 'credit', 36405), row(2398, 'debit', 24007), row(50, 'debit', 33957)], 36305, 33957);
    assert.equal(proofreadByBalance(s, [1]), 1);
    assert.equal(s.transactions[1]!.balance, 34007);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    const a = statement([row(100, 'credit', 36405), row(2298, 'debit', 34007), row(50, 'debit', 33957)], 36305, 33957);
    assert.equal(proofreadByBalance(a, [1]), 0, 'an amount is fixed by one balance difference only: 1/2/3 stay unconfused there');
  });

  it('given a row whose balance OCR lost between two that chain through it then the balance is restored and recorded', () => {
    const s = statement([row(100, 'credit', 1100), row(250, 'debit', null as unknown as number), row(50, 'debit', 800)], 1000, 800);
    s.reconciliation.verdict = 'reconciled';
    assert.equal(proofreadByBalance(s, [1]), 1);
    assert.equal(s.transactions[1]!.balance, 850);
    assert.deepEqual(s.details[1]!.ocr_corrected, { field: 'balance', original: '', corrected: '850.00' });
  });

  it('given two consecutive rows whose balances OCR lost then both are restored when the next printed balance chains through them', () => {
    const s = statement(
      [
        row(100, 'credit', 1100),
        row(250, 'debit', null as unknown as number),
        row(25, 'debit', null as unknown as number),
        row(50, 'debit', 775),
        row(75, 'debit', 700),
        row(10, 'credit', 710),
      ],
      1000,
      710,
    );
    s.reconciliation.verdict = 'reconciled';
    assert.equal(proofreadByBalance(s, [1]), 2);
    assert.deepEqual(
      s.transactions.map((t) => t.balance),
      [1100, 850, 825, 775, 700, 710],
    );
    assert.equal(s.details[2]!.ocr_corrected?.corrected, '825.00');
  });

  it('given a statement printing a balance only on the last row of each day (most rows without) then none is "restored"', () => {
    const none = null as unknown as number;
    const s = statement(
      [row(100, 'debit', none), row(50, 'credit', 950), row(20, 'debit', none), row(30, 'debit', none), row(5, 'debit', 895)],
      1000,
      895,
    );
    assert.equal(proofreadByBalance(s, [1]), 0);
    assert.deepEqual(
      s.transactions.map((t) => t.balance),
      [null, 950, null, null, 895],
    );
  });

  it('given a statement whose days mostly hold one row and whose balance is printed on each day\'s last row only then the rows inside a day are not "restored"', () => {
    const none = null as unknown as number;
    const on = (date: string, t: StatementTransaction) => ({ ...t, date });
    const rows = [
      on('2023-12-11', row(270.3, 'credit', 2112.63)),
      on('2023-12-13', row(950, 'debit', 1162.63)),
      on('2023-12-15', row(153.27, 'debit', none)),
      on('2023-12-15', row(38, 'debit', 971.36)),
      on('2023-12-16', row(47.74, 'debit', none)),
      on('2023-12-16', row(22, 'debit', none)),
      on('2023-12-16', row(44.88, 'credit', 946.5)),
      on('2023-12-19', row(2.62, 'debit', 943.88)),
      on('2023-12-20', row(121.18, 'debit', 822.7)),
      on('2023-12-21', row(11, 'debit', 811.7)),
      on('2023-12-22', row(76.4, 'debit', 735.3)),
    ];
    const s = statement(rows, 1842.33, 735.3);
    assert.ok(balancePerDay(s.transactions));
    assert.equal(proofreadByBalance(s, [1]), 0);
    assert.deepEqual(s.transactions.filter((t) => t.balance === null).length, 3);
    // The same rows with one day's last balance lost as well: balances OCR lost, not a once-a-day statement.
    const lost = rows.map((t, i) => (i === 8 ? { ...t, balance: none } : t));
    assert.ok(!balancePerDay([...lost, on('2023-12-23', row(1, 'debit', none)), on('2023-12-23', row(1, 'debit', none))]));
  });

  it('given an overdrawn balance OCR read without its minus (or a credit one read with a speck for a minus) between two that chain through it then its sign is corrected', () => {
    const s = statement([row(100, 'debit', 50), row(200, 'debit', 150), row(20, 'debit', -170)], 150, -170);
    assert.equal(proofreadByBalance(s, [1]), 1);
    assert.equal(s.transactions[1]!.balance, -150);
    assert.deepEqual(s.details[1]!.ocr_corrected, { field: 'balance', original: '150.00', corrected: '-150.00' });
    const t = statement([row(100, 'credit', 250), row(200, 'credit', -450), row(20, 'debit', 430)], 150, 430);
    assert.equal(proofreadByBalance(t, [1]), 1);
    assert.equal(t.transactions[1]!.balance, 450);
  });

  it('given a balance OCR lost and the next one read without its minus when the amounts reach it the other way round then both are restored', () => {
    const none = null as unknown as number;
    const s = statement(
      [
        row(100, 'debit', 900),
        row(300, 'debit', 600),
        row(619.82, 'debit', -19.82),
        row(943.55, 'debit', none),
        row(132.35, 'debit', 1095.72),
        row(19.05, 'debit', -1114.77),
        row(20, 'debit', -1134.77),
        row(10, 'credit', -1124.77),
        row(5, 'debit', -1129.77),
        row(5, 'debit', -1134.77),
        row(5, 'debit', -1139.77),
      ],
      1000,
      -1139.77,
    );
    assert.equal(proofreadByBalance(s, [1]), 2);
    assert.deepEqual(
      s.transactions.slice(3, 6).map((t) => t.balance),
      [-963.37, -1095.72, -1114.77],
    );
  });

  it('given an amount read without its point ("413" for 4.13) under a balance that chains from the day above over a row printing none then it is corrected', () => {
    const none = null as unknown as number;
    const on = (date: string, t: StatementTransaction) => ({ ...t, date });
    const s = statement(
      [
        on('2024-05-31', row(954.05, 'debit', 1203.92)),
        on('2024-06-02', row(84, 'debit', none)),
        on('2024-06-02', row(89.79, 'credit', 1209.71)),
        on('2024-06-03', row(413, 'debit', 1205.58)),
        on('2024-06-04', row(196.32, 'debit', 1009.26)),
      ],
      2157.97,
      1009.26,
    );
    // Two cells: the amount, and (on rows this short, too few to tell a balance printed once a day) the blank balance restored.
    assert.equal(proofreadByBalance(s, [1]), 2);
    assert.equal(s.transactions[3]!.amount, 4.13);
    assert.deepEqual(s.details[3]!.ocr_corrected, { field: 'amount', original: '413.00', corrected: '4.13' });
  });

  it('given lost balances after which the next printed balance does not chain then nothing is restored', () => {
    const s = statement(
      [row(100, 'credit', 1100), row(250, 'debit', null as unknown as number), row(25, 'debit', null as unknown as number), row(50, 'debit', 700)],
      1000,
      700,
    );
    assert.equal(proofreadByBalance(s, [1]), 0);
    assert.equal(s.transactions[1]!.balance, null);
  });

  it('given a break no small correction explains (a row OCR lost) then nothing is changed and the verdict stays unreconciled', () => {
    const s = statement([row(100, 'credit', 1100), row(250, 'debit', 700), row(50, 'debit', 650)], 1000, 650);
    assert.equal(proofreadByBalance(s, [1]), 0);
    assert.equal(s.transactions[1]!.amount, 250);
    assert.equal(s.reconciliation.verdict, 'unreconciled');
  });

  it('given the same misread on a typed page (not read by OCR) then it is not touched', () => {
    const s = statement([row(1000, 'credit', 111000), row(47737.72, 'debit', 63268.28), row(500, 'credit', 63768.28)], 110000, 63768.28, 2);
    assert.equal(proofreadByBalance(s, [1]), 0);
    assert.equal(s.transactions[1]!.amount, 47737.72);
  });
  it('given a balance printed once a day and one of the day\'s amounts read "$1.41" for 51.41 then that amount is corrected, and a run two amounts could explain is left alone', () => {
    const none = (amount: number, type: 'credit' | 'debit') => ({ ...row(amount, type, 0), balance: null });
    const day = () => [row(100, 'credit', 1558.99), none(1.41, 'debit'), none(68.66, 'debit'), none(161.16, 'debit'), row(21.31, 'debit', 1256.45)];
    const one = statement(day(), 1458.99, 1256.45);
    assert.equal(proofreadByBalance(one, [1]), 1);
    assert.equal(one.transactions[1]!.amount, 51.41);
    assert.deepEqual(one.details[1]!.ocr_corrected, { field: 'amount', original: '1.41', corrected: '51.41' });
    assert.deepEqual(one.reconciliation.balance_breaks, []);
    // 61.16 and 11.31 could each have been 111.16 / 61.31 … only a single candidate is taken: here two fit.
    const two = statement([row(100, 'credit', 1558.99), none(1.41, 'debit'), none(1.41, 'debit'), row(21.31, 'debit', 1486.86)], 1458.99, 1486.86);
    assert.equal(proofreadByBalance(two, [1]), 0);
    assert.equal(two.transactions[1]!.amount, 1.41);
  });
});
