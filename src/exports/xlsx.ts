import type ExcelJS from 'exceljs';
import type { Cell, Column, Table } from './rows';
import type { NamedTable } from './analysis-tables';

const NUM_FMT: Partial<Record<Column['kind'], string>> = { money: '#,##0.00', integer: '0', date: 'yyyy-mm-dd' };

/** An ISO date becomes a real spreadsheet date (UTC midnight, so no time zone shifts the day). */
function cellValue(cell: Cell, column: Column): ExcelJS.CellValue {
  if (column.kind === 'date' && typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell)) return new Date(`${cell}T00:00:00Z`);
  return cell;
}

function addSheet(wb: ExcelJS.Workbook, name: string, table: Table): void {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = table.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.kind === 'text' ? (c.key === 'description' ? 60 : 24) : 14,
    style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of table.rows) ws.addRow(row.map((cell, i) => cellValue(cell, table.columns[i]!)));
}

/**
 * A workbook whose first sheet is `Transactions`, then one sheet per extra table. `exceljs` (some 700 modules)
 * is loaded on the first XLSX export, not when the exports are imported: every `bsa` command imports them, and
 * most never write a workbook.
 */
export async function toXlsx(transactions: Table, extra: NamedTable[] = []): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default;
  const wb = new Workbook();
  wb.creator = 'bank-statement-analysis';
  addSheet(wb, 'Transactions', transactions);
  for (const t of extra) addSheet(wb, t.name, t);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
