import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { labelledBalances } from '../../../src/extraction/summary-lines';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A statement in a currency printed without cents (whole pesos, dot thousands): its summary prints
 * "Saldo Anterior $ 45.874" and "Saldo Final $ 31.254"; the rows print signed whole amounts and a
 * balance at the end of some days only.
 */
function statement(opening: string, rows: [string, string, string, string][]): PdfTextItem[][] {
  return [
    row(30, [40, 'CARTOLA CUENTA VISTA']),
    row(45, [40, 'Fecha Inicio 01/03/2023'], [300, 'Fecha Final 31/03/2023']),
    row(60, [40, `Saldo Anterior $ ${opening}`], [300, 'Saldo Final $ 31.254']),
    row(90, [40, 'Fecha'], [110, 'Descripción'], [400, 'Monto', 'right'], [500, 'Saldo', 'right']),
    ...rows.map(([d, desc, amt, bal], i) =>
      row(105 + 12 * i, [40, d], [110, desc], [400, amt, 'right'], ...(bal ? [[500, bal, 'right'] as [number, string, 'right']] : [])),
    ),
  ];
}
const ROWS: [string, string, string, string][] = [
  ['02/03/2023', 'COMPRA SUPERMERCADO', '-2.200', ''],
  ['02/03/2023', 'TRANSFERENCIA A TERCEROS', '-20.011', '23.663'],
  ['09/03/2023', 'COMPRA FARMACIA', '-1.920', '21.743'],
  ['15/03/2023', 'ABONO REMUNERACION', '15.000', ''],
  ['15/03/2023', 'GIRO CAJERO', '-5.489', '31.254'],
];

describe('extraction: balances printed as whole figures', () => {
  it('given whole-peso rows and "Saldo Anterior $ 45.874", then the opening is 45,874 and the first day chains from it', () => {
    const s = extractStatement(pdfText(page(1, statement('45.874', ROWS))));
    assert.equal(s.reconciliation.opening_balance.printed, 45874);
    assert.equal(s.reconciliation.closing_balance.printed, 31254);
    assert.deepEqual(
      s.transactions.map((t) => [t.type, t.amount]),
      [
        ['debit', 2200],
        ['debit', 20011],
        ['debit', 1920],
        ['credit', 15000],
        ['debit', 5489],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given an opening that the first day does not reach, then the break is listed', () => {
    const s = extractStatement(pdfText(page(1, statement('46.874', ROWS))));
    assert.equal(s.reconciliation.opening_balance.printed, 46874);
    assert.equal(s.reconciliation.verdict, 'unreconciled');
  });

  it('reads a whole figure after a balance label only when told the rows print whole amounts', () => {
    const lines = [{ text: 'Saldo Anterior $ 45.874   Nuevo Saldo $ 212' }];
    assert.equal(labelledBalances(lines).opening, null);
    const whole = labelledBalances(lines, true);
    assert.equal(whole.opening?.minor, 4587400);
    assert.equal(whole.closing?.minor, 21200);
    // A plain number with no currency sign before it is no balance ("Saldo anterior 2 de marzo").
    assert.equal(labelledBalances([{ text: 'Saldo anterior 2 de marzo' }], true).opening, null);
  });
});
