import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: small-font control marks printed beside a row are no part of its figures', () => {
  // A print engine's control marks (tiny glyph runs with digits in them) sit a few points right of
  // some balances, inside the balance column's reach; the other rows print clean balances.
  const mark = (y: number, code: string) => [item(558, y, code, 4), item(570, y, 't', 4), item(573, y, ']@D0M+', 4)];
  const r = (y: number, date: string, desc: string, debit: string, credit: string, bal: string, code: string) => [
    ...row(
      y,
      [40, date],
      [110, desc],
      ...(debit ? [[400, debit, 'right'] as [number, string, 'right']] : []),
      ...(credit ? [[470, credit, 'right'] as [number, string, 'right']] : []),
      [550, bal, 'right'],
    ),
    ...(code ? mark(y, code) : []),
  ];
  const text = pdfText(
    page(1, [
      row(40, [40, 'ESTADO DE CUENTA']),
      row(70, [40, 'FECHA'], [110, 'CONCEPTO'], [370, 'CARGOS'], [440, 'ABONOS'], [520, 'SALDO']),
      row(90, [40, '01/07/2025'], [110, 'BALANCE INICIAL'], [550, '1,000.00', 'right']),
      r(110, '01/07/2025', 'DEPOSITO SPEI', '', '250.00', '1,250.00', ''),
      r(130, '02/07/2025', 'HOME DEPOT', '37.51', '', '1,212.49', ')E\u0002q\bE\u001aB%U'),
      r(150, '03/07/2025', 'COMISION', '12.00', '', '1,200.49', ''),
      r(170, '04/07/2025', 'DEPOSITO EN CUENTA', '', '300.00', '1,500.49', '(\u0003N8%k'),
      r(190, '05/07/2025', 'GASOLINERA', '100.00', '', '1,400.49', ''),
    ]),
  );

  it('when extracted then every balance is read and the chain reconciles', () => {
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.type, t.amount, t.balance]),
      [
        ['credit', 250, 1250],
        ['debit', 37.51, 1212.49],
        ['debit', 12, 1200.49],
        ['credit', 300, 1500.49],
        ['debit', 100, 1400.49],
      ],
    );
  });

  it('when a marker is printed at the figure size then it stays with the figure', () => {
    const cr = pdfText(
      page(1, [
        row(70, [40, 'Date'], [110, 'Details'], [380, 'Amount'], [520, 'Balance']),
        row(90, [40, '01/07/2025'], [110, 'Opening balance'], [540, '100.00', 'right'], [546, 'CR']),
        row(110, [40, '02/07/2025'], [110, 'Purchase'], [400, '40.00', 'right'], [540, '60.00', 'right'], [546, 'CR']),
        row(130, [40, '03/07/2025'], [110, 'Purchase'], [400, '80.00', 'right'], [540, '20.00', 'right'], [546, 'DR']),
      ]),
    );
    const s = extractStatement(cr);
    assert.deepEqual(
      s.transactions.map((t) => t.balance),
      [60, -20],
    );
  });
});
