import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { detectSource, exportAs } from '../../../src/exports';
import { analyseCombined, analyseStatement } from '../../../src/analysis';
import { EXAMPLE_NOW, exampleBank, exampleWallet } from '../../helpers/analysis-examples';

async function readBack(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

const rowValues = (ws: ExcelJS.Worksheet, n: number) => (ws.getRow(n).values as ExcelJS.CellValue[]).slice(1);

describe('exports: XLSX', () => {
  it('reads back with exceljs: transactions with numbers as numbers and dates as dates, then the analysis sheets', async () => {
    const result = analyseStatement(exampleWallet(), { now: EXAMPLE_NOW });
    const file = await exportAs('xlsx', detectSource(result));
    assert.equal(file.contentType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.equal(file.body.subarray(0, 2).toString('latin1'), 'PK', 'an XLSX file is a zip archive');
    const wb = await readBack(file.body);
    assert.deepEqual(
      wb.worksheets.map((w) => w.name),
      ['Transactions', 'Summary', 'Monthly', 'Categories', 'Recurring', 'Findings'],
    );

    const tx = wb.getWorksheet('Transactions')!;
    assert.equal(tx.rowCount, result.transactions.length + 1);
    const header = rowValues(tx, 1) as string[];
    const at = (name: string) => header.indexOf(name);
    result.transactions.forEach((t, i) => {
      const row = rowValues(tx, i + 2);
      assert.equal(typeof row[at('amount')], 'number');
      assert.equal(row[at('amount')], t.amount);
      assert.equal(row[at('balance')], t.balance);
      assert.equal(row[at('description')], t.description);
      assert.ok(row[at('date')] instanceof Date);
      assert.equal((row[at('date')] as Date).toISOString().slice(0, 10), t.date);
    });
    assert.equal(tx.getColumn(at('amount') + 1).numFmt, '#,##0.00');

    const monthly = wb.getWorksheet('Monthly')!;
    assert.equal(monthly.rowCount, result.cash_flow.monthly.length + 1);
    assert.deepEqual(rowValues(monthly, 2).slice(0, 3), [
      result.cash_flow.monthly[0]!.month,
      result.cash_flow.monthly[0]!.inflow,
      result.cash_flow.monthly[0]!.outflow,
    ]);

    const categories = wb.getWorksheet('Categories')!;
    assert.equal(categories.rowCount, 8, 'seven categories and a header');
    const mobile = rowValues(categories, 2);
    assert.deepEqual(mobile.slice(0, 2), ['mobile_banking', result.cash_flow.categories.inflow.mobile_banking.total]);

    const summary = wb.getWorksheet('Summary')!;
    const fields = new Map<string, ExcelJS.CellValue>();
    summary.eachRow((r, n) => {
      if (n > 1) fields.set(String(r.getCell(1).value), r.getCell(2).value ?? r.getCell(3).value);
    });
    assert.equal(fields.get('inflow_total'), result.cash_flow.inflow.total);
    assert.equal(fields.get('net'), result.cash_flow.net);
    assert.equal(fields.get('risk_level'), result.integrity.risk_level);
  });

  it("a combined result gives every statement's transactions in one sheet and a row per statement", async () => {
    const combined = analyseCombined([exampleBank(), exampleWallet()], { now: EXAMPLE_NOW });
    const wb = await readBack((await exportAs('xlsx', detectSource(combined))).body);
    assert.deepEqual(
      wb.worksheets.map((w) => w.name),
      ['Transactions', 'Statements'],
    );
    const total = combined.statements.reduce((n, s) => n + s.transactions.length, 0);
    assert.equal(wb.getWorksheet('Transactions')!.rowCount, total + 1);
    assert.equal(wb.getWorksheet('Statements')!.rowCount, combined.statements.length + 1);
  });
});
