/**
 * Exports of transactions and analysis results as CSV, XLSX and JSON. The only module that imports `exceljs`.
 * Used by the API's export endpoint (`GET /v1/api/analysis/{task_id}/export`, README "Dashboard") and by the
 * `bsa` command-line client.
 */
import { analysisTables, combinedTables } from './analysis-tables';
import { toCsv } from './csv';
import { transactionTable } from './rows';
import type { ExportSource } from './source';
import { toXlsx } from './xlsx';

export { detectSource, ExportSourceError, type ExportSource } from './source';
export { transactionTable, type Cell, type Column, type Table } from './rows';
export { toCsv, csvField } from './csv';
export { analysisTables, combinedTables, reconciliationOf, type NamedTable } from './analysis-tables';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const isExportFormat = (s: string): s is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(s);

export interface ExportFile {
  body: Buffer;
  contentType: string;
  extension: ExportFormat;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/**
 * One file of a source:
 * - `csv`: the transactions only (one header row, one line per transaction);
 * - `xlsx`: `Transactions` first, then for an analysis `Summary`, `Monthly`, `Categories`, `Recurring` and
 *   `Findings` (risk reasons, reconciliation), for a combined result `Statements`;
 * - `json`: the source document as it is, pretty-printed.
 */
export async function exportAs(format: ExportFormat, source: ExportSource): Promise<ExportFile> {
  const file = (body: Buffer): ExportFile => ({ body, contentType: CONTENT_TYPES[format], extension: format });
  switch (format) {
    case 'csv':
      return file(Buffer.from(toCsv(transactionTable(source)), 'utf8'));
    case 'json':
      return file(Buffer.from(JSON.stringify(source.data, null, 2) + '\n', 'utf8'));
    case 'xlsx': {
      const extra = source.kind === 'analysis' ? analysisTables(source.data) : source.kind === 'combined' ? combinedTables(source.data) : [];
      return file(await toXlsx(transactionTable(source), extra));
    }
  }
}
