import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: two date columns, posting date first', () => {
  describe('two date columns, posting date first', () => {
    const cases = [
      ['Posting Date', 'Trans. Date', 'label'],
      ['Post Date', 'Transaction Date', 'label'],
      ['Posted', 'Txn Date', 'label'],
      ['Date de comptabilisation', "Date d'opération", 'label'],
      ['Data de lançamento', 'Data do movimento', 'label'],
      ['Tarehe ya thamani', 'Tarehe ya muamala', 'label'],
      ['Posted', 'Trans.', 'label'],
      ['Posted', 'Txn', 'label'],
      ['Date', 'Date', 'rows'],
    ] as const;
    const formats: Record<string, (d: string) => string> = {
      'MON dd': (d) => d,
      'dd MON': (d) => d.split(' ').reverse().join(' '),
      'dd/mm': (d) => `${d.split(' ')[1]}/${d.startsWith('DEC') ? '12' : '01'}`,
    };
    for (const [format, fmt] of Object.entries(formats))
      for (const [firstLabel, secondLabel, how] of cases) {
        it(`given "${firstLabel}" before "${secondLabel}" with year-less ${format} dates when extracted then the transaction date is taken (${how})`, () => {
          const r = (y: number, post: string, txn: string, desc: string, a: string) =>
            row(y, [40, fmt(post)], [140, fmt(txn)], [240, desc], [520, a, 'right']);
          const H = row(90, [40, firstLabel], [140, secondLabel], [240, 'Description'], [520, 'Amount', 'right']);
          const s = extractStatement(
            pdfText(
              page(1, [
                row(40, [40, 'CARD SERVICES']),
                row(55, [40, 'Statement period 20 Dec 2024 to 19 Jan 2025']),
                H,
                r(105, 'DEC 30', 'DEC 28', 'Grocer', '45.10'),
                r(117, 'JAN 02', 'DEC 31', 'Fuel station', '60.00'),
                r(129, 'JAN 06', 'JAN 04', 'Pharmacy', '12.35'),
              ]),
            ),
          );
          assert.deepEqual(
            s.transactions.map((t) => t.date),
            ['2024-12-28', '2024-12-31', '2025-01-04'],
          );
          if (how === 'rows') assert.ok(s.reconciliation.warnings.some((w) => /two date columns/.test(w)));
        });
      }
  });
});
