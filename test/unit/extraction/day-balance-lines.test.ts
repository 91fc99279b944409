import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

/**
 * A savings statement (Portuguese): one "Valor" column whose amounts print their sign and a symbol with
 * letters before "$" apart ("+ R$ 13,00", "- R$ 49,00"), and an undated "Saldo do dia" line after each
 * day's rows printing the day's closing balance: a balance line, never a movement.
 */
describe('extraction: signed amounts with a lettered dollar symbol and day-balance lines', () => {
  const r = (y: number, d: string, text: string, v: string) => row(y, [40, d], [120, text], [540, v, 'right']);
  const day = (y: number, d: string, v: string) => row(y, [120, `Saldo do dia ${d}`], [540, v, 'right']);
  const doc = () =>
    pdfText(
      page(1, [
        row(30, [40, 'BANCO EXEMPLO']),
        row(45, [40, 'Extrato de conta poupança']),
        row(60, [40, 'Movimentações de 15/02/2025 a 16/03/2025']),
        row(90, [40, 'Data'], [120, 'Descrição'], [540, 'Valor', 'right']),
        row(110, [120, 'Saldo Anterior'], [540, 'R$ 77,83', 'right']),
        r(130, '17/02/2025', 'RECEBIMENTO PIX - FULANO', '+ R$ 13,00'),
        r(150, '17/02/2025', 'PAGAMENTO PIX - LOJA', '- R$ 49,00'),
        day(170, '17/02/2025', 'R$ 41,83'),
        r(190, '10/03/2025', 'Remuneracao TR', '+ R$ 0,02'),
        r(210, '10/03/2025', 'Remuneracao Poupanca', '+ R$ 1.200,14'),
        day(230, '10/03/2025', 'R$ 1.241,99'),
      ]),
    );

  it('given "+ R$ 13,00" amounts and "Saldo do dia" lines when extracted then every movement is a row and the day balances check them', () => {
    const s = extractStatement(doc());
    assert.deepEqual(brief(s), [
      ['2025-02-17', 'RECEBIMENTO PIX - FULANO', 13, 'credit', 90.83],
      ['2025-02-17', 'PAGAMENTO PIX - LOJA', 49, 'debit', 41.83],
      ['2025-03-10', 'Remuneracao TR', 0.02, 'credit', 41.85],
      ['2025-03-10', 'Remuneracao Poupanca', 1200.14, 'credit', 1241.99],
    ]);
    assert.equal(s.currency_code, 'BRL');
    assert.notEqual(s.reconciliation.verdict, 'unreconciled');
  });
});
