import assert from 'node:assert/strict';
import { csvField, detectSource, exportAs, toCsv, transactionTable } from '../../../src/exports';
import { analyseStatement } from '../../../src/analysis';
import { EXAMPLE_NOW, exampleWallet } from '../../helpers/analysis-examples';
import { parseCsv } from '../../helpers/csv-parse';
import type { TransactionsResponse } from '../../../src/domain/statement';

const tricky: TransactionsResponse = {
  name: 'A',
  account: '1',
  contacts: '',
  company: 'Bank',
  currency: 'KES',
  currency_code: 'KES',
  start_date: '2024-01-01',
  end_date: '2024-01-03',
  no_of_transactions: 4,
  transactions: [
    { date: '2024-01-01', description: 'Paid "Mama", Nairobi', amount: 1234.5, type: 'debit', balance: -1234.5 },
    { date: '2024-01-02', description: 'line one\nline two', amount: 0.1, type: 'credit', balance: null },
    { date: '2024-01-03', description: '=HYPERLINK("http://evil")', amount: 10, type: 'debit', balance: 5 },
    { date: '2024-01-03', description: 'Café Öl – ünïcode', amount: 1000000, type: 'credit', balance: 1000005 },
  ],
  reconciliation: {
    verdict: 'unverified',
    opening_balance: { printed: null, computed: null, matches: null },
    closing_balance: { printed: null, computed: null, matches: null },
    balance_checks: 0,
    balance_breaks: [],
    totals: [],
    balance_source: 'printed',
    excluded_rows: [],
    warnings: [],
  },
};

describe('exports: CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and reads back to the same text', () => {
    assert.equal(csvField('plain'), 'plain');
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('x\r\ny'), '"x\r\ny"');
    const rows = parseCsv(toCsv(transactionTable(detectSource(tricky))));
    assert.deepEqual(rows[0], ['date', 'description', 'type', 'amount', 'balance']);
    assert.deepEqual(rows[1], ['2024-01-01', 'Paid "Mama", Nairobi', 'debit', '1234.50', '-1234.50']);
    assert.deepEqual(rows[2], ['2024-01-02', 'line one\nline two', 'credit', '0.10', '']);
    assert.equal(rows[4]![1], 'Café Öl – ünïcode');
    assert.equal(rows[4]![3], '1000000.00');
    assert.equal(rows.length, 5);
  });

  it('defuses text cells a spreadsheet would run as a formula, never numbers', () => {
    const rows = parseCsv(toCsv(transactionTable(detectSource(tricky))));
    assert.equal(rows[3]![1], `'=HYPERLINK("http://evil")`);
    assert.equal(rows[1]![4], '-1234.50', 'a negative balance stays a number');
  });

  it('exports an analysis with its categories and counterparties, one line per transaction, totals matching', async () => {
    const result = analyseStatement(exampleWallet(), { now: EXAMPLE_NOW });
    const file = await exportAs('csv', detectSource(result));
    assert.equal(file.contentType, 'text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(file.body.toString('utf8'));
    assert.deepEqual(header!.slice(0, 6), ['index', 'date', 'description', 'type', 'amount', 'balance']);
    assert.ok(header!.includes('category') && header!.includes('counterparty'));
    assert.equal(rows.length, result.transactions.length);
    const sum = (type: string) => rows.filter((r) => r[3] === type).reduce((s, r) => s + Math.round(Number(r[4]) * 100), 0) / 100;
    assert.equal(sum('credit'), result.cash_flow.inflow.total);
    assert.equal(sum('debit'), result.cash_flow.outflow.total);
    const cat = header!.indexOf('category');
    assert.deepEqual(
      rows.map((r) => r[cat]),
      result.transactions.map((t) => t.category),
    );
  });

  it('JSON is the document itself; a polling body is unwrapped to its result', async () => {
    const result = analyseStatement(exampleWallet(), { now: EXAMPLE_NOW });
    const source = detectSource({ status: 'completed', task_id: 'x', result });
    assert.equal(source.kind, 'analysis');
    const file = await exportAs('json', source);
    assert.deepEqual(JSON.parse(file.body.toString('utf8')), result);
    assert.throws(() => detectSource({ foo: 1 }), /not a transactions response/);
    assert.throws(() => detectSource([1]), /JSON object/);
  });
});
