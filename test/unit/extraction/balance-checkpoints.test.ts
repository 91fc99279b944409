import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

/**
 * A statement with one signed amount column and no running balance on each row: a dated
 * `Saldo em <date>` line closes each day and a `Saldo anterior` line repeats the balance inside a day.
 * Those lines are balance checkpoints, not movements: the rows between them get balances computed
 * from the checkpoint before, and each checkpoint checks the chain.
 */
describe('extraction: balance lines printed between groups of rows', () => {
  const r = (y: number, d: string, text: string, v: string) => row(y, [40, d], [120, text], [480, v, 'right']);
  const label = (y: number, text: string, v: string) => row(y, [120, text], [480, v, 'right']);
  const doc = (lastDebit = '300,00-') =>
    pdfText(
      page(1, [
        row(30, [40, 'BANCO EXEMPLO - EXTRATO MENSAL']),
        row(60, [40, 'Data'], [120, 'Histórico'], [480, 'Valor', 'right']),
        label(80, 'Saldo anterior', '1.000,00'),
        r(100, '10/10/2016', 'VENDA CARTAO 0320310', '250,00'),
        r(120, '10/10/2016', 'VENDA CARTAO 0320311', '1.250,50'),
        label(140, 'Saldo anterior', '2.500,50'),
        r(160, '10/10/2016', 'TARIFA BANCARIA', '0,50-'),
        r(180, '10/10/2016', 'TRANSF CONTAS 0320312', '500,00-'),
        label(200, 'Saldo em 10/10/2016', '2.000,00'),
        r(220, '11/10/2016', 'VENDA CARTAO 0320313', '100,00'),
        r(240, '11/10/2016', 'TRANSF CONTAS 0320314', lastDebit),
        label(260, 'Saldo em 11/10/2016', '1.800,00'),
      ]),
    );

  it('given day and page balance lines when extracted then they are checkpoints, not rows, and every row has its balance', () => {
    const s = extractStatement(doc());
    assert.deepEqual(brief(s), [
      ['2016-10-10', 250, 'credit', 1250],
      ['2016-10-10', 1250.5, 'credit', 2500.5],
      ['2016-10-10', 0.5, 'debit', 2500],
      ['2016-10-10', 500, 'debit', 2000],
      ['2016-10-11', 100, 'credit', 2100],
      ['2016-10-11', 300, 'debit', 1800],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.balance_breaks.length, 0);
  });

  it('given an edited amount when extracted then the checkpoint after it is listed as a break and the statement is not reconciled', () => {
    const s = extractStatement(doc('30,00-'));
    assert.equal(s.transactions.length, 6);
    assert.notEqual(s.reconciliation.verdict, 'reconciled');
    assert.ok(s.reconciliation.balance_breaks.length >= 1);
  });

  it('given balance lines in a balance column beside an available-amount line in the amount column when extracted then only the balance column checks the rows', () => {
    const r = (y: number, d: string, text: string, v: string) => row(y, [40, d], [120, text], [400, v, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'BANCO EXEMPLO']),
          row(60, [40, 'Data'], [120, 'Lançamento'], [400, 'Valor (R$)', 'right'], [500, 'Saldo (R$)', 'right']),
          row(80, [40, '29/03/2019'], [120, 'SALDO ANTERIOR'], [500, '1.000,00', 'right']),
          r(100, '01/04/2019', 'TED RECEBIDA', '500,00'),
          r(120, '01/04/2019', 'COBRANCA', '250,00'),
          r(140, '01/04/2019', 'SALDO FINAL DISP CREDOR', '500,00'),
          row(160, [40, '01/04/2019'], [120, 'SALDO'], [500, '1.750,00', 'right']),
          r(180, '02/04/2019', 'PAGAMENTO FORNECEDOR', '700,00 -'),
          r(200, '02/04/2019', 'TED RECEBIDA', '50,00'),
          row(220, [40, '02/04/2019'], [120, 'SALDO'], [500, '1.100,00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2019-04-01', 500, 'credit', 1500],
      ['2019-04-01', 250, 'credit', 1750],
      ['2019-04-02', 700, 'debit', 1050],
      ['2019-04-02', 50, 'credit', 1100],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a lone row named after a balance that the rows around it do not reach when extracted then it checks nothing', () => {
    const r = (y: number, d: string, text: string, v: string) => row(y, [40, d], [120, text], [400, v, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'EXAMPLE BANK']),
          row(60, [40, 'Date'], [120, 'Description'], [400, 'Amount', 'right']),
          r(80, '2024-01-01', 'Grocery Store', '156.75'),
          r(100, '2024-01-03', 'Restaurant', '89.90'),
          r(120, '2024-01-10', 'Previous Balance Payment', '500.00'),
          r(140, '2024-01-15', 'Electronics Store', '899.99'),
        ]),
      ),
    );
    assert.ok(s.transactions.every((t) => t.balance !== 500));
    assert.equal(s.reconciliation.balance_breaks.length, 0);
  });
});
