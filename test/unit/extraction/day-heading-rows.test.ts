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
          const r = (y: number, t: string, desc: string, a: string, bal: string) =>
            row(y, [40, t], [100, desc], [430, a, 'right'], [540, bal, 'right']);
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
          assert.deepEqual(
            s.details.map((d) => d.time),
            ['08:15:00', '12:40:05', '09:01:00'],
          );
          assert.equal(s.currency_code, 'AOA');
        });
      }
    }
  });
  it('given headings that print the weekday after the date when extracted then they date the rows below them', () => {
    const r = (y: number, t: string, desc: string, a: string, bal: string) => row(y, [40, t], [100, desc], [430, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'SOME WALLET']),
          row(105, [40, '04/03/2025 - Terça-feira']),
          r(118, '08:15', 'Pagamento loja', '-1 234,56', '8 765,44 Kz'),
          row(133, [40, '05/03/2025 - Quarta-feira']),
          r(146, '09:01:10', 'Transferência recebida', '+2 500,00', '11 265,44 Kz'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-03-04', 'Pagamento loja', 1234.56, 'debit', 8765.44],
      ['2025-03-05', 'Transferência recebida', 2500, 'credit', 11265.44],
    ]);
  });
  for (const withHeader of [true, false]) {
    it(`given 72 time-only rows under Portuguese day headings over three pages ${withHeader ? 'with' : 'without'} a header row when extracted then every row is read and reconciles`, () => {
      const weekdays = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'];
      const grouped = (minor: number) => {
        const [units, cents] = (Math.abs(minor) / 100).toFixed(2).split('.');
        return `${units!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
      };
      let balance = 5_000_000;
      let day = 3;
      const want: unknown[] = [];
      const pages = [1, 2, 3].map((p) => {
        const lines: PdfTextItem[][] = p === 1 ? [row(40, [40, 'KWANZA CARTEIRA']), row(55, [40, 'Extracto de conta 01/03/2025 a 31/03/2025'])] : [];
        if (withHeader) lines.push(row(80, [40, 'Hora'], [100, 'Descrição'], [430, 'Montante', 'right'], [540, 'Saldo', 'right']));
        let y = 100;
        for (let g = 0; g < 6; g++, day++) {
          lines.push(row(y, [40, `${weekdays[day % 7]}, ${day} de março de 2025`]));
          y += 14;
          for (let k = 0; k < 4; k++, y += 12) {
            const v = (k % 2 ? -1 : 1) * (12_345 + day * 1000 + k * 777);
            balance += v;
            lines.push(
              row(
                y,
                [40, `${String(8 + k).padStart(2, '0')}:${String(10 + g)}`],
                [100, k % 2 ? 'Pagamento comerciante' : 'Transferência recebida'],
                [430, `${v < 0 ? '-' : '+'}${grouped(v)}`, 'right'],
                [540, `${grouped(balance)} Kz`, 'right'],
              ),
            );
            want.push([`2025-03-${String(day).padStart(2, '0')}`, Math.abs(v) / 100, v < 0 ? 'debit' : 'credit', balance / 100]);
          }
        }
        lines.push(row(800, [40, `Página ${p} de 3`]));
        return page(p, lines);
      });
      const s = extractStatement(pdfText(...pages));
      assert.deepEqual(
        s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
        want,
      );
      assert.equal(s.reconciliation.verdict, 'reconciled');
    });
  }
  it('given a header that names no time column over rows whose narration cell opens with the time when extracted then the time leaves the description', () => {
    const r = (y: number, t: string, desc: string, a: string, bal: string) => row(y, [40, `${t}  ${desc}`], [430, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'KWANZA CARTEIRA']),
          row(90, [40, 'Descrição'], [430, 'Montante', 'right'], [540, 'Saldo', 'right']),
          row(105, [40, 'Terça-feira, 4 de março de 2025']),
          r(118, '08:15', 'Pagamento loja', '-1 234,56', '8 765,44 Kz'),
          r(130, '12:40:05', 'Transferência recebida', '+2 500,00', '11 265,44 Kz'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-03-04', 'Pagamento loja', 1234.56, 'debit', 8765.44],
      ['2025-03-04', 'Transferência recebida', 2500, 'credit', 11265.44],
    ]);
    assert.deepEqual(
      s.details.map((d) => d.time),
      ['08:15:00', '12:40:05'],
    );
  });
});
