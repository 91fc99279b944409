import assert from 'node:assert/strict';
import { matchRows } from '../../../bench/accuracy-score';
import { scoreReal, rowFaults } from '../../../bench/corpus/real-accuracy';
import { bestTruth } from '../../../bench/corpus/build-truth';
import { findDates, findMoney, headerColumns, joinWrappedDecimals, readText, type ReadOptions } from '../../../bench/corpus/text-reader';
import { buildTruth, labelledValues } from '../../../bench/corpus/truth-arithmetic';
import type { CorpusSource } from '../../../bench/corpus/corpus-sources';
import type { ExtractedStatement, StatementTransaction } from '../../../src/domain/statement';

/** The corpus truth builder: its simple text reader and the arithmetic that accepts or rejects rows. */

const read = (text: string, monthFirst = false) => readText(text, { monthFirst });
const truthOf = (text: string, kind: CorpusSource['kind'] = 'bank') => buildTruth(read(text), { id: 't', kind, builder: 'test' });

describe('corpus truth: money tokens', () => {
  it('reads grouping styles, decimal commas, lakh grouping and markers', () => {
    const v = (s: string) => findMoney(s).map((m) => [m.value, m.marker]);
    assert.deepEqual(v('  1,234.56  '), [[1234.56, null]]);
    assert.deepEqual(v('  1.234,56  '), [[1234.56, null]]);
    assert.deepEqual(v('  1,23,45,678.90 '), [[12345678.9, null]]);
    assert.deepEqual(v('  -18,088.25 '), [[18088.25, 'minus']]);
    assert.deepEqual(v('  17,706.01 Cr'), [[17706.01, 'cr']]);
    assert.deepEqual(v('  (45.00)  '), [[45, 'minus']]);
    assert.deepEqual(v('  12.50-  '), [[12.5, 'minus']]);
    assert.deepEqual(v('   .50   '), [[0.5, null]]);
  });

  it('reads a percentage as no money (an FX surcharge or interest rate printed beside a row)', () => {
    assert.deepEqual(findMoney('           Bearbeitungszuschlag: 1.75%'), []);
    assert.deepEqual(
      findMoney('01.01.2017 bis 14.03.2017        0,35% Zins          0,22').map((m) => m.value),
      [0.22],
    );
  });

  it('takes a DR/CR printed in its own column as the marker of the amount before it', () => {
    const m = findMoney('   23,000.00             DR        5,07,000.00   ');
    assert.deepEqual(
      m.map((t) => [t.value, t.marker]),
      [
        [23000, 'dr'],
        [507000, null],
      ],
    );
  });

  it('takes a marker printed in brackets after a balance as its marker', () => {
    assert.deepEqual(
      findMoney('  500.00            237.82(Dr)   10,078.68 (Cr)').map((t) => [t.value, t.marker]),
      [
        [500, null],
        [237.82, 'dr'],
        [10078.68, 'cr'],
      ],
    );
  });

  it('takes a Debit or Credit type printed in its own column before an amount as its marker', () => {
    assert.deepEqual(
      findMoney('May 30, 2025     Paid to shop               Debit        INR 6850.00').map((t) => t.marker),
      ['dr'],
    );
    assert.deepEqual(
      findMoney('May 31, 2025     Received from A            Credit       1,200.00').map((t) => t.marker),
      ['cr'],
    );
    assert.deepEqual(
      findMoney('May 31, 2025     Interest credit 1,200.00').map((t) => t.marker),
      [null],
    );
  });

  it('takes a lone C or D after an amount as its credit or debit marker', () => {
    assert.deepEqual(
      findMoney('  15,580.00         C').map((t) => t.marker),
      ['cr'],
    );
    assert.deepEqual(
      findMoney('  49,632.00         D').map((t) => t.marker),
      ['dr'],
    );
  });

  it('reads three-decimal amounts only when asked to', () => {
    assert.deepEqual(
      findMoney('   1,234.567   ', 3).map((t) => t.value),
      [1234.567],
    );
    assert.deepEqual(findMoney('   1,234.567   '), []);
  });

  it('does not read dates or times as money', () => {
    assert.deepEqual(findMoney('05.06.2015  12:30:45  29.63'), findMoney('                      29.63'));
    assert.equal(findMoney('Report generated on Jan 29, 2026 12.03 PM').length, 0);
  });
});

describe('corpus truth: figures wrapped after their decimal separator', () => {
  it('moves decimals printed alone under a figure cut after its separator up onto it, and nothing else', () => {
    const lines = joinWrappedDecimals([
      '18  07/08/2025  NEFT/ICIC   2,02,000.               1,16,795.',
      '    7542 06:05 PM  5080/HD         00                      93',
      '19  07/08/2025  NEFT/SBI    73,163.00               43,632.93',
      '    3218            103 /VERMA',
    ]);
    assert.deepEqual(
      findMoney(lines[0]!).map((m) => m.value),
      [202000, 116795.93],
    );
    assert.doesNotMatch(lines[1]!, /\b00\b|\b93\b/);
    assert.match(lines[1]!, /7542 06:05 PM {2}5080\/HD/);
    assert.equal(lines[3], '    3218            103 /VERMA');
  });
});

describe('corpus truth: dates', () => {
  it('reads numeric, ISO and named-month dates, leftmost first', () => {
    const d = findDates('01-06-2015  Balance  2025-08-19  12 Jun 2025  Jun 12, 2025');
    assert.equal(d.length, 4);
    assert.deepEqual([d[0]!.a, d[0]!.b, d[0]!.y], [1, 6, 2015]);
    assert.equal(d[1]!.ymd, true);
    assert.equal(d[2]!.named, true);
  });

  it('settles day/month order from the document and years from its latest full date', () => {
    const t = read('Period 01/09/2025 - 30/09/2025\n03/09  Coffee            4.50      95.50\n28/08  Rent            100.00     100.00');
    assert.deepEqual(
      t.rows.map((r) => r.date),
      ['2025-09-03', '2025-08-28'],
    );
  });

  it('prefers the transaction-date column over a posting or value date, by the header labels', () => {
    const t = read(
      [
        '                 Transaction',
        'Posting Date                      Description          Money In     Balance',
        '                 Date',
        '31/08/2018       19/08/2018       Correction           100.00       132.27',
      ].join('\n'),
    );
    assert.deepEqual(
      t.rows.map((r) => r.date),
      ['2018-08-19'],
    );
    const v = read(
      [
        '  TransDate     Details          ValueDate      Deposit     Balance',
        '  06-JUL-15     Transfer         05-JUL-15      4,000.00    24,615.35',
      ].join('\n'),
    );
    assert.deepEqual(
      v.rows.map((r) => r.date),
      ['2015-07-06'],
    );
  });

  it('reads US month-first dates when told so', () => {
    const t = read('09/03/2025  Coffee   4.50   95.50\n09/04/2025  Tea   1.00   94.50', true);
    assert.deepEqual(
      t.rows.map((r) => r.date),
      ['2025-09-03', '2025-09-04'],
    );
  });

  it('settles day/month order by the dates most of the document proves, not by one stray date', () => {
    const t = read(
      ['Payment due 03/01/26   ref 20/11', '02/06  Coffee   4.50   95.50', '02/21  Tea   1.00   94.50', '02/23  Cake   2.00   92.50'].join('\n'),
      true,
    );
    assert.deepEqual(
      t.rows.map((r) => r.date),
      ['2026-02-06', '2026-02-21', '2026-02-23'],
    );
  });

  it('lets the rows’ own dates vote on day/month order where they prove one (an instalment "<3/18>" in a narration is no date)', () => {
    const t = read(
      [
        '18/04/2025  Interest charges   2,499.07   1,000.00',
        '18/04/2025  IGST   449.83   550.17',
        '05/04/2025  Amortization <3/18>  274.80   275.37',
        '06/04/2025  Amortization <3/18>  49.46   225.91',
        '10/04/2025  Amortization <4/18>  197.21   28.70',
      ].join('\n'),
    );
    assert.deepEqual(
      t.rows.map((r) => r.date),
      ['2025-04-18', '2025-04-18', '2025-04-05', '2025-04-06', '2025-04-10'],
    );
  });
});

describe('corpus truth: stacked date lines', () => {
  it('reads a row printed on two dated lines (posting date above, value date and figures below) and a CR wrapped alone', () => {
    const text = [
      ' Post Date     Description                 Debit        Credit        Balance',
      '                BROUGHT FORWARD                                      1,000.00CR',
      ' 01-04-2022    CASH CHEQUE',
      '          01-04-2022   CASH WITHDRAWAL     600.00                    400.00CR',
      ' 02-04-2022    DEP TFR                                            10,400.00',
      '          02-04-2022   RTGS UTR NO:                    10,000.00',
      '                                                                        CR',
      '               REF 12345',
      ' 03-04-2022    CHQ TRFR',
      '          03-04-2022   NEFT UTR NO:       400.00                  10,000.00CR',
    ].join('\n');
    const rows = read(text).rows;
    assert.deepEqual(
      rows.map((r) => [r.date, r.money.map((m) => [m.value, m.marker])]),
      [
        [
          '2022-04-01',
          [
            [600, null],
            [400, 'cr'],
          ],
        ],
        [
          '2022-04-02',
          [
            [10000, null],
            [10400, 'cr'],
          ],
        ],
        [
          '2022-04-03',
          [
            [400, null],
            [10000, 'cr'],
          ],
        ],
      ],
    );
    assert.equal(truthOf(text).checks.breaks, 0);
  });
});

describe('corpus truth: arithmetic', () => {
  const statement = [
    'Opening Balance: 1,000.00',
    'Date        Description           Debit      Credit     Balance',
    '01/02/2025  Salary                           500.00    1,500.00',
    '02/02/2025  Rent               700.00                    800.00',
    '03/02/2025  Coffee               4.50                    795.50',
    'Closing Balance: 795.50',
  ].join('\n');

  it('proves every row whose balance chains and signs it by the balance movement', () => {
    const t = truthOf(statement);
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.date, r.type, r.amount, r.balance, r.certain]),
      [
        ['2025-02-01', 'credit', 500, 1500, true],
        ['2025-02-02', 'debit', 700, 800, true],
        ['2025-02-03', 'debit', 4.5, 795.5, true],
      ],
    );
    assert.equal(t.opening_balance, 1000);
    assert.equal(t.checks.closing_matches, true);
  });

  it('marks the truth partial, with the broken row uncertain, when a balance does not chain', () => {
    const t = truthOf(statement.replace('795.50\nClosing', '790.50\nClosing'));
    assert.equal(t.status, 'partial');
    assert.deepEqual(
      t.rows.map((r) => r.certain),
      [true, true, false],
    );
    assert.equal(t.checks.breaks, 1);
  });

  it('reads newest-first statements and returns the rows oldest first', () => {
    const lines = statement.split('\n');
    const t = truthOf([lines[0], lines[1], lines[4], lines[3], lines[2], lines[5]].join('\n'));
    assert.equal(t.status, 'checked');
    assert.equal(t.printed_order, 'newest-first');
    assert.deepEqual(
      t.rows.map((r) => r.date),
      ['2025-02-01', '2025-02-02', '2025-02-03'],
    );
  });

  it('orders rows printed in the same second so that their balances chain', () => {
    const t = truthOf(
      [
        '2022-01-31 12:41:52  OverDraft of Credit Party       21.00            21.00',
        '2022-01-31 12:41:52  Pay Bill Charge                            -1.00   0.00',
        '2022-01-31 12:41:52  Pay Bill Fuliza M-Pesa                    -20.00   1.00',
        '2022-01-30 18:00:00  Funds received                   5.00             0.00',
        '2022-01-30 17:00:00  Airtime                                   -5.00  -5.00',
      ].join('\n'),
      'mobile_money',
    );
    assert.equal(t.printed_order, 'newest-first');
    assert.equal(t.checks.breaks, 0);
    assert.deepEqual(
      t.rows.slice(2).map((r) => [r.amount, r.type, r.balance]),
      [
        [21, 'credit', 21],
        [20, 'debit', 1],
        [1, 'debit', 0],
      ],
    );
  });

  it('signs a card statement without balances by its markers and checks it against opening and closing', () => {
    const t = truthOf(
      [
        'Previous Balance   100.00',
        '01/02/2025  Payment thank you          100.00 CR',
        '05/02/2025  Shop                        40.00',
        '06/02/2025  Fuel                        10.00',
        'New Balance   50.00',
      ].join('\n'),
      'card',
    );
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.type, r.balance]),
      [
        ['credit', 0],
        ['debit', -40],
        ['debit', -50],
      ],
    );
  });

  it('reads a minus on a card balance as a credit balance, money the holder is owed', () => {
    const t = truthOf(
      [
        'Previous Balance   $94.64',
        '06/02/2026  Payment Thank You        -300.00',
        '09/02/2026  Shop                       25.00',
        'New Balance   -$180.36',
      ].join('\n'),
      'card',
    );
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.type, r.balance]),
      [
        ['credit', 205.36],
        ['debit', 180.36],
      ],
    );
  });

  it('reads a card table beside a rewards panel: the opening from a summary line naming a due date, the amounts from the table column', () => {
    const panel = (s: string) => s.padEnd(60) + '    ';
    const t = truthOf(
      [
        'Statement period 06/17/2025 - 07/16/2025',
        `${panel('Previous Balance                 $0.00')}New Balance  Payment Due Date`,
        `${panel('Purchases                      +$70.00')}REWARDS PREVIOUS BALANCE     $120.38`,
        `${panel('06/25  SHOP ONE                  $20.00')}`,
        `${panel('06/26  SHOP TWO                  $30.00')}REDEEMED THIS PERIOD         -$0.00`,
        `${panel('06/27  SHOP THREE                $15.00')}`,
        `${panel('06/28  SHOP FOUR                  $5.00')}EARNED THIS PERIOD           +$4.42`,
        'New Balance:                     $70.00',
      ].join('\n'),
      'card',
    );
    assert.equal(t.status, 'checked');
    assert.equal(t.opening_balance, -0);
    assert.deepEqual(
      t.rows.map((r) => [r.amount, r.type]),
      [
        [20, 'debit'],
        [30, 'debit'],
        [15, 'debit'],
        [5, 'debit'],
      ],
    );
  });

  it('finds a labelled figure printed below its label in a summary table', () => {
    const lines = ['    Opening Balance     Total Dues', '      17,706.01           2,980.00'];
    assert.deepEqual(
      labelledValues(lines, /opening\s+balance/i).map((t) => t.value),
      [17706.01],
    );
  });
});

describe('corpus truth: scoring a real statement', () => {
  const tx = (date: string, amount: number, type: 'credit' | 'debit', balance: number | null): StatementTransaction => ({
    date,
    description: '',
    amount,
    type,
    balance,
  });
  const source = { id: 's', country: 'KE', issuer: 'x', kind: 'bank', synthetic: false } as CorpusSource;
  const want = [tx('2025-01-01', 10, 'credit', 10), tx('2025-01-02', 4, 'debit', 6), tx('2025-01-03', 1, 'debit', 5)];

  it('classifies wrong rows by cause', () => {
    const got = [tx('2025-01-01', 10, 'debit', 10), tx('2025-01-01', 4, 'debit', 6)];
    assert.deepEqual(rowFaults(want, got), { sign: 1, date: 1, balance: 0, missing: 1 });
    assert.equal(matchRows(want, got, []).exact, 0);
  });

  /** Truth of `want` as a checked running-balance statement, every row proven. */
  const checkedTruth = () => ({
    id: 's',
    builder: 'b',
    status: 'checked' as const,
    reason: null,
    mode: 'running-balance' as const,
    printed_order: 'oldest-first' as const,
    opening_balance: 0,
    closing_balance: 5,
    checks: { rows_read: 3, links: 3, breaks: 0, opening_matches: true, closing_matches: true, totals_printed: null },
    rows: want.map((w) => ({ ...w, certain: true })),
  });

  it('counts the rows of a statement answered reconciled while wrong', () => {
    const truth = checkedTruth();
    const got = { transactions: [want[0]!, want[1]!], reconciliation: { verdict: 'reconciled' } } as unknown as ExtractedStatement;
    const s = scoreReal(source, truth, got, null, 1);
    assert.equal(s.exact, 2);
    assert.equal(s.totalsRight, false);
    assert.equal(s.reconciledWrongRows, 1);
    const refused = scoreReal(source, truth, null, 'unrecognised_format: x', 1);
    assert.equal(refused.refused, 'unrecognised_format: x');
    assert.equal(refused.exact, 0);
  });
  it('leaves a row of 0.00 out of the match (the truth lists only rows that move money), so it is neither spurious nor missed', () => {
    const truth = checkedTruth();
    const withZero = [tx('2025-01-01', 0, 'credit', 0), ...want];
    const s = scoreReal(
      source,
      truth,
      { transactions: withZero, reconciliation: { verdict: 'reconciled' } } as unknown as ExtractedStatement,
      null,
      1,
    );
    assert.equal(s.exact, 3);
    assert.equal(s.spurious, 0);
    assert.equal(s.reconciledWrongRows, 0);
    const withOther = [tx('2025-01-01', 2, 'credit', 2), ...want];
    const o = scoreReal(
      source,
      truth,
      { transactions: withOther, reconciliation: { verdict: 'reconciled' } } as unknown as ExtractedStatement,
      null,
      1,
    );
    assert.equal(o.spurious, 1, 'a row that moves money and is not in the truth is still spurious');
    assert.equal(o.reconciledWrongRows, 1);
  });
  it('scores a PDF of several accounts on the rows of every account, and unverifiable truth without balances, never as reconciled while wrong', () => {
    const base = {
      id: 's',
      builder: 'b',
      reason: null,
      printed_order: 'oldest-first' as const,
      opening_balance: 0,
      closing_balance: 5,
      checks: { rows_read: 3, links: 3, breaks: 0, opening_matches: true, closing_matches: true, totals_printed: null },
      rows: want.map((w) => ({ ...w, certain: true })),
    };
    const truth = { ...base, status: 'checked' as const, mode: 'running-balance' as const };
    const accounts = [{ transactions: [want[0]!] }, { transactions: [want[1]!, want[2]!] }];
    const got = { transactions: [want[0]!], accounts, reconciliation: { verdict: 'reconciled' } } as unknown as ExtractedStatement;
    const s = scoreReal(source, truth, got, null, 1);
    assert.equal(s.exact, 3);
    assert.equal(s.reconciledWrongRows, 0);
    const unverifiable = { ...base, status: 'unverifiable' as const, mode: 'opening-closing' as const };
    const noBalances = { transactions: want.map((w) => ({ ...w, balance: null })), reconciliation: { verdict: 'reconciled' } };
    const u = scoreReal(source, unverifiable, noBalances as unknown as ExtractedStatement, null, 1);
    assert.equal(u.exact, 3);
    assert.equal(u.reconciledWrongRows, 0);
  });
});

describe('corpus truth: readings the arithmetic chooses', () => {
  const truthWith = (text: string, opts: Partial<ReadOptions>, kind: CorpusSource['kind'] = 'bank') =>
    buildTruth(readText(text, { monthFirst: false, ...opts }), { id: 't', kind, builder: 'test' });

  it('reads rows printed under one date without their own, signed by the header columns, checked by opening and closing', () => {
    const text = [
      'Start balance  1,000.00',
      'Date        Description                 Money out       Money in        Balance',
      '19 Dec 2023 Start balance                                               1,000.00',
      '19 Dec 2023 Card Payment to Shop             7.99',
      '            Card Payment to Market          12.01',
      '            Salary                                       500.00         1,480.00',
      '20 Dec 2023 Cash Machine                    80.00                       1,400.00',
      'End balance  1,400.00',
    ].join('\n');
    assert.notEqual(truthWith(text, {}).status, 'checked');
    const t = truthWith(text, { undatedRows: true });
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.date, r.type, r.amount]),
      [
        ['2023-12-19', 'debit', 7.99],
        ['2023-12-19', 'debit', 12.01],
        ['2023-12-19', 'credit', 500],
        ['2023-12-20', 'debit', 80],
      ],
    );
  });

  it('reads one-decimal figures (a program float output) only when asked to', () => {
    const text = [
      'Date        Name       DrCr   Amount    Balance',
      '2022-01-01  Rent       Db     1000.0    4000.5',
      '2022-01-02  Pay        Cr     250.25    4250.75',
      '2022-01-03  Shop       Db     0.5       4250.25',
    ].join('\n');
    assert.notEqual(truthWith(text, {}).status, 'checked');
    const t = truthWith(text, { looseDecimals: true });
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.type, r.amount, r.balance]),
      [
        ['debit', 1000, 4000.5],
        ['credit', 250.25, 4250.75],
        ['debit', 0.5, 4250.25],
      ],
    );
  });

  it('takes a balance wrapped alone onto the next line as the row figure it belongs to', () => {
    const text = [
      '                BROUGHT FORWARD :                          27,000.00Cr',
      '06/01/23  RTGS TRANSFER        24,000.00',
      '3,000.00Cr',
      '01/02/23  BY TRF.                                  1.00',
      '3,001.00Cr',
    ].join('\n');
    const t = truthWith(text, { figuresBelow: true });
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.type, r.amount, r.balance]),
      [
        ['debit', 24000, 3000],
        ['credit', 1, 3001],
      ],
    );
  });

  it('signs rows by their section heading and leaves a daily balance summary out, checked by the printed totals', () => {
    const text = [
      'STATEMENT DATE 01/09/14',
      'TOTAL DEBITS 98.50   TOTAL DEPOSITS 27.00',
      '    DEPOSITS AND OTHER CREDITS',
      '12/31          27.00 FUNDS TRANSFER CR',
      '    OTHER DEBITS',
      '12/13          80.00 FUNDS TRANSFER DB',
      '12/16          18.50 POS DEBIT',
      ' DAILY BALANCE SUMMARY',
      '      12/09         217.00                                      12/26          60.78',
      '      12/13         137.00                                      12/31          87.78',
    ].join('\n');
    const t = truthWith(text, {}, 'bank');
    assert.equal(t.status, 'checked');
    assert.deepEqual(t.rows.map((r) => [r.type, r.amount]).sort(), [
      ['credit', 27],
      ['debit', 18.5],
      ['debit', 80],
    ]);
  });

  it("keeps a row where the statement's own arithmetic breaks as printed, between rows that chain, and says so", () => {
    const text = [
      'Opening Balance: 1,000.00',
      'Date        Description           Debit      Credit     Balance',
      '01/02/2025  Salary                           500.00    1,500.00',
      '02/02/2025  Rent               100.00                  1,400.00',
      '03/02/2025  Coffee              10.00                  1,390.00',
      '04/02/2025  Deposit                           50.00    1,350.00',
      '05/02/2025  Shop                20.00                  1,330.00',
      '06/02/2025  Bonus                             30.00    1,360.00',
      '07/02/2025  Refund                            10.00    1,370.00',
      'Closing Balance: 1,370.00',
    ].join('\n');
    const t = truthWith(text, {});
    assert.equal(t.status, 'checked');
    const broken = t.rows.filter((r) => r.document_break);
    assert.deepEqual(
      broken.map((r) => [r.date, r.type, r.amount, r.balance]),
      [['2025-02-04', 'credit', 50, 1350]],
    );
    assert.match(t.reason ?? '', /break/);
  });

  it('leaves out a row printed as cancelled whose balance is the one beside it: it moved no money, and is no break', () => {
    const text = [
      'Opening Balance: 1,000.00',
      'Date        Description              Status        Debit      Credit     Balance',
      '01/02/2025  Salary                   Completed                500.00    1,500.00',
      '02/02/2025  Rent                     Completed    100.00                1,400.00',
      '03/02/2025  Coffee                   Completed     10.00                1,390.00',
      '04/02/2025  Withdraw                 Cancelled                 50.00    1,390.00',
      '05/02/2025  Shop                     Completed     20.00                1,370.00',
      '06/02/2025  Bonus                    Completed                 30.00    1,400.00',
      '07/02/2025  Refund                   Completed                 10.00    1,410.00',
      'Closing Balance: 1,410.00',
    ].join('\n');
    const t = truthWith(text, {});
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => r.description.split(' ')[0]),
      ['Salary', 'Rent', 'Coffee', 'Shop', 'Bonus', 'Refund'],
    );
    assert.equal(
      t.rows.some((r) => r.document_break),
      false,
    );
  });

  it('marks rows with printed signs but nothing to check them against as unverifiable', () => {
    const text = [
      'Date             Transaction Details                     Type      Amount',
      'Aug 21, 2026     Paid to STORES                          DEBIT     INR 25.00',
      'Aug 21, 2026     Received from 8491                      CREDIT    INR 25.00',
      'Aug 20, 2026     Paid to KADAM 2                         DEBIT     INR 20.00',
    ].join('\n');
    const t = truthWith(text, {});
    assert.equal(t.status, 'unverifiable');
    assert.deepEqual(
      t.rows.map((r) => [r.type, r.amount]),
      [
        ['debit', 20],
        ['credit', 25],
        ['debit', 25],
      ],
    );
  });

  it('chooses among readings by what the arithmetic proves, the plain reading on a tie', () => {
    const text = [
      'Date        Name       Amount    Balance',
      '2022-01-01  Rent       1000.0    4000.5',
      '2022-01-02  Pay        250.25    4250.75',
    ].join('\n');
    const t = bestTruth(text, (opts) => buildTruth(readText(text, opts), { id: 't', kind: 'bank', builder: 'test' }), false);
    assert.deepEqual(t.reading, ['looseDecimals']);
    assert.equal(t.rows.length, 2);
  });
});

describe('corpus truth: lines that move no money', () => {
  const kontoauszug = [
    '                                            Alter Saldo                 130,28 Euro',
    '                                            Neuer Saldo               1.031,29 Euro',
    'Buchung      Buchung / Verwendungszweck                          Betrag (EUR)',
    'Valuta',
    '02.01.2017   Lastschrift-Einzug MUSTERMANN                             1.100,00',
    '02.01.2017   EXTRA-KONTO',
    '18.04.2017   Ueberweisung MUSTERMANN                                   -200,00',
    '18.04.2017   Uebertrag vom Extra-Konto',
    '29.12.2017   Zinsertrag                                                   1,01',
    '30.12.2017',
    '             Neuer Saldo                                               1.031,29',
    '',
    'Abschluss für Konto',
    'Zeitraum                         Zins p.a.                            Ertrag',
    '01.01.2017 bis 14.03.2017        0,35% Zins                             0,22',
    '15.03.2017 bis 31.12.2017        0,10% Zins                             0,79',
    'Abschlussbetrag                                                         1,01',
  ].join('\n');

  it('reads a period printed as a range (`X bis Y`, `X to Y`) as no row', () => {
    assert.deepEqual(
      read(kontoauszug).rows.map((r) => r.date),
      ['2017-01-02', '2017-04-18', '2017-12-29', '2017-12-30'],
    );
    assert.deepEqual(
      read('01/03/2024 to 31/03/2024   Interest at 2%     12.50\n05/03/2024  Coffee   4.50   95.50').rows.map((r) => r.date),
      ['2024-03-05'],
    );
  });

  it('dates year-less rows by the printed period, not by a later date (a maturity) nor by a range in a sentence', () => {
    const statement = [
      '                                   STATEMENT PERIOD',
      '                                   Oct 1 - Nov 30, 2023',
      'CD - 36207901820',
      '$2,071.36      24      01/26/2025       4.29%',
      'Oct 1     Opening Balance                                   $2,056.84',
      'Oct 25    Monthly Interest Paid      Credit   + $7.13       $2,063.97',
      'Nov 25    Monthly Interest Paid      Credit   + $7.39       $2,071.36',
    ].join('\n');
    assert.deepEqual(
      read(statement, true)
        .rows.filter((r) => r.description.includes('Interest'))
        .map((r) => r.date),
      ['2023-10-25', '2023-11-25'],
    );
    // A fee notice's range inside a sentence is no period: the latest full date (the statement date) stands.
    const notice = [
      'Statement date 31 Jul 2025',
      '02 Jul    Card purchase        12.00     88.00',
      'A monthly fee was charged on your average balance from 1 Sep 2024 to 30 Nov 2024 and debited on 5 Dec 2024.',
    ].join('\n');
    assert.deepEqual(
      read(notice).rows.map((r) => r.date),
      ['2025-07-02'],
    );
  });

  it('takes a closing balance printed under its date (`Neuer Saldo`, a language-data label) as the closing, not a row', () => {
    const t = truthOf(kontoauszug);
    assert.equal(t.status, 'checked');
    assert.equal(t.opening_balance, 130.28);
    assert.equal(t.closing_balance, 1031.29);
    assert.deepEqual(
      t.rows.map((r) => [r.date, r.type, r.amount, r.balance]),
      [
        ['2017-01-02', 'credit', 1100, 1230.28],
        ['2017-04-18', 'debit', 200, 1030.28],
        ['2017-12-29', 'credit', 1.01, 1031.29],
      ],
    );
  });

  it('reads bracketed subtotals and a dated line printing only the opening balance as no rows', () => {
    const text = [
      'Statement date: 19 Apr 2012',
      'Balance from last statement                                   1 000,00',
      'Total balance owing                                             924,50',
      'Balance from previous statement',
      'Date                                                          Amount R',
      '20 Mar 2012                                                   1 000,00',
      '',
      'Tran date  Description                                        Amount R',
      '21 Mar     SHOP ONE                                             100,00',
      '23 Mar     SHOP TWO                                              24,50',
      '                                          (Subtotal)            124,50',
      '30 Mar     Card payment                                         200,00 Cr',
      '                                          (Subtotal)            200,00 Cr',
    ].join('\n');
    const t = truthOf(text, 'card');
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.date, r.type, r.amount]),
      [
        ['2012-03-21', 'debit', 100],
        ['2012-03-23', 'debit', 24.5],
        ['2012-03-30', 'credit', 200],
      ],
    );
  });
});

describe('corpus truth: table headers in other languages', () => {
  it("takes the language data's money-in and money-out labels as a header without a balance column, never prose or an English summary", () => {
    const roles = (line: string) => headerColumns([line]).map((h) => h.columns.map((c) => c.role).join(','));
    assert.deepEqual(roles('Einkauf       Buchungstext          Betrag   Belastung     Gutschrift    Buchung'), ['debit,credit']);
    assert.deepEqual(roles('Fecha      Concepto          Cargos        Abonos        Saldo'), ['debit,credit,balance']);
    assert.deepEqual(roles('Date        Description        Debit        Credit        Balance'), ['debit,credit,balance']);
    // An English summary without a balance column heads no rows; prose naming both is no header.
    assert.deepEqual(roles('TRANSACTION TYPE                         PAID IN                       PAID OUT'), []);
    assert.deepEqual(roles('the Gutschrift and the Belastung of your account are shown below in the table of this page'), []);
  });

  it('reads an English header line with its Malay translation under it as one header, each column spanning both labels', () => {
    const english = '    Date         Transaction Description                             Deposit          Withdrawal               Balance';
    const malay = '   Tarikh        Deskripsi Transaksi                               Simpanan           Pengeluaran               Baki';
    const h = headerColumns([english, malay]);
    assert.equal(h.length, 1);
    const span = (a: string, b: string) => [
      Math.min(english.indexOf(a), malay.indexOf(b)),
      Math.max(english.indexOf(a) + a.length, malay.indexOf(b) + b.length),
    ];
    assert.deepEqual(
      h[0]!.columns.map((c) => [c.role, c.start, c.end]),
      [
        ['credit', ...span('Deposit', 'Simpanan')],
        ['debit', ...span('Withdrawal', 'Pengeluaran')],
        ['balance', ...span('Balance', 'Baki')],
      ],
    );
  });

  it('signs rows by those columns when no balance is printed', () => {
    const text = [
      'Einkauf       Buchungstext                          Betrag   Belastung     Gutschrift    Buchung',
      '15.03.2026    Google One                         EUR 9.99     CHF 9.36                   16.03.2026',
      '26.02.2026    LSV-ZAHLUNG                                                   CHF 29.65    27.02.2026',
    ].join('\n');
    const t = truthOf(text);
    assert.deepEqual(
      t.rows.map((r) => [r.date, r.type, r.amount, r.certain]),
      [
        ['2026-02-26', 'credit', 29.65, true],
        ['2026-03-15', 'debit', 9.36, true],
      ],
    );
  });
});

describe('corpus truth: Brazilian real amounts and day balances', () => {
  it("reads a sign printed before `R$` as the amount's, and a day's balance line (`Saldo do dia`) as a balance, not a row", () => {
    assert.deepEqual(
      findMoney('   + R$ 13,00     - R$ 49,00').map((m) => [m.value, m.marker]),
      [
        [13, 'plus'],
        [49, 'minus'],
      ],
    );
    const text = [
      ' Data             Descrição                                              Valor',
      '                  Saldo Anterior                                      R$ 77,83',
      ' 17/02/2025       RECEBIMENTO PIX - NAUE                            + R$ 13,00',
      ' 17/02/2025       PAGAMENTO PIX - NAUE                              - R$ 49,00',
      '                  Saldo do dia 17/02/2025                             R$ 41,83',
      ' 10/03/2025       Remuneracao Poupanca                               + R$ 0,14',
      '                  Saldo do dia 10/03/2025                             R$ 41,97',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.date, r.type, r.amount, r.balance]),
      [
        ['2025-02-17', 'credit', 13, 90.83],
        ['2025-02-17', 'debit', 49, 41.83],
        ['2025-03-10', 'credit', 0.14, 41.97],
      ],
    );
  });
});

describe('corpus truth: balances of a statement proven by its printed totals', () => {
  it('seeds the running balance with the one printed opening balance when no closing is printed', () => {
    const text = [
      'Previous Balance                 100.00',
      'Total Deposits                    50.00',
      'Total Withdrawals                 30.00',
      '',
      'Deposits',
      'Date        Description                  Amount',
      '03/02/2024  Salary                        50.00',
      'Withdrawals',
      'Date        Description                  Amount',
      '03/05/2024  Grocer                        10.00',
      '03/09/2024  Fuel                          20.00',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'checked');
    assert.equal(t.closing_balance, null);
    assert.deepEqual(
      t.rows.map((r) => [r.type, r.amount, r.balance]),
      [
        ['credit', 50, 150],
        ['debit', 10, 140],
        ['debit', 20, 120],
      ],
    );
  });
});
