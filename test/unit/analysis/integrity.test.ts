import assert from 'node:assert/strict';
import { analyseStatement } from '../../../src/analysis';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { aStatement } from '../../helpers/analysis-builders';
import { page, pdfText, row, type Cell } from '../../helpers/pdf-text';

const codes = (r: ReturnType<typeof analyseStatement>) => r.integrity.reasons.map((x) => x.code);
/** Enough readable rows to judge (a statement of one unreadable row is now a finding of its own). */
const enough = (date: string) => (b: ReturnType<typeof aStatement>, i: number) => b.credit(date, `PAYMENT FROM CUSTOMER NUMBER ${i}`, 1 + i);

describe('integrity', () => {
  it('given a clean statement from a report engine, then the risk score is 0 and low', () => {
    const r = analyseStatement(
      aStatement(0).repeat(10, enough('2024-01-01')).document({ created_at: '2024-01-02T08:00:00Z', modified_at: '2024-01-02T08:00:00Z' }).build(),
    );
    assert.deepEqual([r.integrity.risk_score, r.integrity.risk_level, codes(r)], [0, 'low', []]);
  });

  it('given a PDF produced by iLovePDF and modified after creation, then both reasons add up', () => {
    const r = analyseStatement(
      aStatement(0)
        .repeat(10, enough('2024-01-01'))
        .document({
          producer: 'iLovePDF',
          creator: 'Microsoft® Word for Microsoft 365',
          created_at: '2024-01-02T08:00:00Z',
          modified_at: '2024-01-05T10:00:00Z',
        })
        .build(),
    );
    assert.deepEqual(r.integrity.document.editing_tools, ['iLovePDF', 'Microsoft Word']);
    assert.equal(r.integrity.document.modified_after_creation, true);
    assert.deepEqual(codes(r), ['EDITING_TOOL', 'MODIFIED_AFTER_CREATION']);
    assert.equal(r.integrity.risk_score, 50);
    assert.equal(r.integrity.risk_level, 'high');
  });

  it('given Acrobat Distiller, then it is not an editing tool; Adobe Acrobat Pro is', () => {
    const a = analyseStatement(aStatement(0).document({ producer: 'Acrobat Distiller 10.0', creator: 'Adobe PDF Library' }).build());
    const b = analyseStatement(aStatement(0).document({ producer: 'Adobe Acrobat Pro DC 21.1' }).build());
    assert.deepEqual(a.integrity.document.editing_tools, []);
    assert.deepEqual(b.integrity.document.editing_tools, ['Adobe Acrobat']);
  });

  it('given a file created before the last transaction date, then CREATED_BEFORE_PERIOD_END', () => {
    const r = analyseStatement(aStatement(0).repeat(10, enough('2024-01-10')).document({ created_at: '2024-01-05T00:00:00Z' }).build());
    assert.ok(codes(r).includes('CREATED_BEFORE_PERIOD_END'));
  });

  it('given an extraction whose reconciliation verdict is unreconciled, then EXTRACTION_UNRECONCILED is a finding and the block is carried', () => {
    const clean = aStatement(0).repeat(10, enough('2024-01-01')).build();
    const s = {
      ...clean,
      reconciliation: { ...clean.reconciliation, verdict: 'unreconciled' as const, warnings: ['the running balance breaks at 1 of 120 rows'] },
    };
    const r = analyseStatement(s);
    assert.deepEqual(
      r.integrity.reasons.map((x) => [x.code, x.points]),
      [['EXTRACTION_UNRECONCILED', 15]],
    );
    assert.deepEqual(r.reconciliation, s.reconciliation);
  });

  it('given balance breaks, a type mismatch and an unreconciled closing balance, then each adds its points', () => {
    const s = aStatement(0)
      .repeat(10, enough('2024-01-01'))
      .with({
        validation: { verdict: 'breaks', checked: 5, breaks: 3, type_mismatches: 1, opening_balance: 0, closing_balance: 9, reconciles: false },
      })
      .build();
    const r = analyseStatement(s);
    assert.deepEqual(
      r.integrity.reasons.map((x) => [x.code, x.points]),
      [
        ['BALANCE_CONTINUITY_BREAKS', 30],
        ['BALANCE_TYPE_MISMATCH', 10],
        ['BALANCE_NOT_RECONCILED', 15],
      ],
    );
    assert.equal(r.integrity.risk_score, 55);
  });

  it('given two identical rows with a reference, then one duplicate row; identical rows without balance or reference are only possible', () => {
    const strong = aStatement(0)
      .credit('2024-01-01', 'X', 1, { reference: 'R1' })
      .credit('2024-01-01', 'X', 1, { reference: 'R1' })
      .withoutBalances()
      .build();
    const weak = aStatement(0).debit('2024-01-01', 'AIRTIME', 1).debit('2024-01-01', 'AIRTIME', 1).withoutBalances().build();
    const a = analyseStatement(strong).integrity;
    const b = analyseStatement(weak).integrity;
    assert.deepEqual([a.duplicates.duplicate_rows, a.duplicates.groups], [1, [[0, 1]]]);
    assert.ok(a.reasons.some((x) => x.code === 'DUPLICATE_ROWS'));
    assert.deepEqual([b.duplicates.duplicate_rows, b.duplicates.possible_duplicate_rows], [0, 1]);
  });

  it('given a fullname that does not match and an old statement, then NAME_MISMATCH and STALE_STATEMENT', () => {
    const r = analyseStatement(aStatement(0).repeat(10, enough('2024-01-01')).build(), {
      fullname: 'Peter Otieno',
      now: new Date('2024-06-01T00:00:00Z'),
    });
    assert.deepEqual(codes(r), ['NAME_MISMATCH', 'STALE_STATEMENT']);
    assert.equal(r.integrity.name_check?.verdict, 'mismatch');
  });

  it('given many reasons, then the score is capped at 100', () => {
    const s = aStatement(0)
      .repeat(10, enough('2024-01-10'))
      .with({
        validation: { verdict: 'breaks', checked: 5, breaks: 9, type_mismatches: 1, opening_balance: 0, closing_balance: 9, reconciles: false },
      })
      .document({ producer: 'Sejda', created_at: '2024-01-01T00:00:00Z', modified_at: '2024-02-01T00:00:00Z' })
      .build();
    assert.equal(analyseStatement(s).integrity.risk_score, 100);
  });

  describe('balance breaks as findings', () => {
    const HEADER = row(100, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']);
    /** A short statement read by the engine; `rows` as [date, description, debit, credit, balance]. */
    const read = (rows: [string, string, string, string, string][]) =>
      extractStatement(
        pdfText(
          page(1, [
            HEADER,
            ...rows.map(([d, text, debit, credit, bal], i) =>
              row(
                115 + 12 * i,
                [40, d],
                [110, text],
                ...(debit ? [[360, debit, 'right'] as Cell] : []),
                ...(credit ? [[430, credit, 'right'] as Cell] : []),
                [520, bal, 'right'],
              ),
            ),
          ]),
        ),
      );
    const GENUINE: [string, string, string, string, string][] = [
      ['01/03/2024', 'Salary ACME', '', '5,000.00', '5,000.00'],
      ['02/03/2024', 'Rent', '1,500.00', '', '3,500.00'],
      ['04/03/2024', 'Groceries', '230.00', '', '3,270.00'],
      ['07/03/2024', 'Airtime', '20.00', '', '3,250.00'],
      ['09/03/2024', 'Transfer in', '', '400.00', '3,650.00'],
    ];

    it('given a genuine short statement, then no break finding and no break reason', () => {
      const r = analyseStatement(read(GENUINE));
      assert.deepEqual(r.integrity.balance_breaks, []);
      assert.equal(r.reconciliation.verdict, 'reconciled');
      assert.ok(!codes(r).includes('BALANCE_BREAK_UNEXPLAINED'));
    });

    it('given a short statement with one edited amount, then it is analysed, unreconciled, the break listed and the risk high', () => {
      const edited = GENUINE.map((x) => [...x] as typeof x);
      edited[1]![2] = '1,050.00'; // rent 1,500.00 edited down; the printed balances still follow the real 1,500.00
      const s = read(edited);
      assert.equal(s.transactions.length, 5);
      const r = analyseStatement(s);
      assert.equal(r.reconciliation.verdict, 'unreconciled');
      assert.deepEqual(r.integrity.balance_breaks, [
        { index: 1, date: '2024-03-02', expected: 3950, printed: 3500, amount: -1050, explanation: null },
      ]);
      assert.ok(codes(r).includes('BALANCE_BREAK_UNEXPLAINED'));
      assert.equal(r.integrity.risk_level, 'high');
    });

    it('given a short statement with one row printed twice, then it is analysed, unreconciled, the copy listed and the risk high', () => {
      const twice = [...GENUINE.slice(0, 3), GENUINE[2]!, ...GENUINE.slice(3)];
      const s = read(twice);
      assert.equal(s.transactions.length, 6);
      const r = analyseStatement(s);
      assert.equal(r.reconciliation.verdict, 'unreconciled');
      assert.deepEqual(
        r.integrity.balance_breaks.map((b) => [b.index, b.printed, b.expected, b.explanation]),
        [[3, 3270, 3040, null]],
      );
      assert.equal(r.integrity.risk_level, 'high');
    });

    it('given a break by exactly the amount of a row printed as failed, then the break is explained and adds no unexplained-break reason', () => {
      const clean = aStatement(0).credit('2024-01-01', 'X', 100).debit('2024-01-02', 'Y', 10).build();
      const rec = clean.reconciliation;
      const s = {
        ...clean,
        reconciliation: {
          ...rec,
          verdict: 'unreconciled' as const,
          balance_breaks: [{ index: 1, date: '2024-01-02', expected: 90, printed: 85, amount: -10 }],
          excluded_rows: [{ date: '2024-01-02', description: 'POS purchase', amount: 5, type: 'debit' as const, status: 'FAILED', page: 1 }],
        },
      };
      const r = analyseStatement(s);
      assert.match(r.integrity.balance_breaks[0]!.explanation ?? '', /FAILED/);
      assert.ok(!codes(r).includes('BALANCE_BREAK_UNEXPLAINED'));
      assert.ok(codes(r).includes('EXTRACTION_UNRECONCILED'));
    });
  });
});
