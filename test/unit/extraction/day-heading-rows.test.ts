import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

describe('extraction: day headings over time-only rows', () => {
  describe('day headings in four languages over rows that print only a time', () => {
    const headings = [
      ['Terça-feira, 4 de março de 2025', 'Quarta-feira, 5 de março de 2025', '2025-03-04', '2025-03-05'],
      ['Lundi 3 mars 2025', 'Mardi 4 mars 2025', '2025-03-03', '2025-03-04'],
      ['Jumatatu, 3 Machi 2025', 'Jumanne, 4 Machi 2025', '2025-03-03', '2025-03-04'],
      ['Monday, 3 March 2025', 'Tuesday, 4 March 2025', '2025-03-03', '2025-03-04'],
    ] as const;
    for (const withHeader of [true, false]) {
      for (const [h1, h2, d1, d2] of headings) {
        it(`given "${h1}" headings over time-only rows ${withHeader ? 'under' : 'without'} a header row when extracted then rows take the heading's date and the time goes to details`, () => {
          const r = (y: number, t: string, desc: string, a: string, bal: string) => row(y, [40, t], [100, desc], [430, a, 'right'], [540, bal, 'right']);
          const lines: PdfTextItem[][] = [row(40, [40, 'KWANZA CARTEIRA']), row(55, [40, 'Extracto de conta'])];
          if (withHeader) lines.push(row(90, [40, 'Hora'], [100, 'Descrição'], [430, 'Montante', 'right'], [540, 'Saldo', 'right']));
          lines.push(
            row(105, [40, h1]),
            r(118, '08:15', 'Pagamento loja', '-1 234,56', '8 765,44 Kz'),
            r(130, '12:40:05', 'Transferência recebida', '+2 500,00', '11 265,44 Kz'),
            row(145, [40, h2]),
            r(158, '09:01', 'Levantamento', '-265,44', '11 000,00 Kz'),
          );
          const s = extractStatement(pdfText(page(1, lines)));
          assert.deepEqual(brief(s), [
            [d1, 'Pagamento loja', 1234.56, 'debit', 8765.44],
            [d1, 'Transferência recebida', 2500, 'credit', 11265.44],
            [d2, 'Levantamento', 265.44, 'debit', 11000],
          ]);
          assert.deepEqual(s.details.map((d) => d.time), ['08:15:00', '12:40:05', '09:01:00']);
        });
      }
    }
  });
  it('given headings that print the weekday after the date when extracted then they date the rows below them', () => {
    const r = (y: number, t: string, desc: string, a: string, bal: string) => row(y, [40, t], [100, desc], [430, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(pdfText(page(1, [
      row(40, [40, 'SOME WALLET']),
      row(105, [40, '04/03/2025 - Terça-feira']),
      r(118, '08:15', 'Pagamento loja', '-1 234,56', '8 765,44 Kz'),
      row(133, [40, '05/03/2025 - Quarta-feira']),
      r(146, '09:01:10', 'Transferência recebida', '+2 500,00', '11 265,44 Kz'),
    ])));
    assert.deepEqual(brief(s), [
      ['2025-03-04', 'Pagamento loja', 1234.56, 'debit', 8765.44],
      ['2025-03-05', 'Transferência recebida', 2500, 'credit', 11265.44],
    ]);
  });
});
