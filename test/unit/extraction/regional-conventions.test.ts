import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

/**
 * Conventions the regional families (test/fixtures/layouts/regional) exposed, each on a hand-built page:
 * balances printed on some rows only (kept null where not printed, as the real-corpus truth has them), French opening/closing and sub-total lines printed in the money
 * columns, a card's original-amount and rate columns, a Spanish value date printed before the operation date.
 */
describe('extraction: regional conventions', () => {
  it('given a balance printed only on the last row of each day when extracted then the rows that print none keep no balance, and the printed ones are checked through them', () => {
    const r = (y: number, d: string, desc: string, amt: string, bal: string) => row(y, [40, d], [90, desc], [420, amt, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Extrato de conta corrente']),
          row(60, [40, 'Periodo: 01/03/2025 a 31/03/2025']),
          row(80, [40, 'Data'], [90, 'Lancamento'], [420, 'Valor', 'right'], [520, 'Saldo', 'right']),
          r(95, '', 'SALDO ANTERIOR', '', '1.000,00'),
          r(107, '03/03/2025', 'PIX RECEBIDO MARIA', '200,00', ''),
          r(119, '03/03/2025', 'COMPRA CARTAO DEB', '-50,00', ''),
          r(131, '03/03/2025', 'PAGTO BOLETO', '-100,00', '1.050,00'),
          r(143, '04/03/2025', 'SAQUE 24H', '-20,00', ''),
          r(155, '04/03/2025', 'PIX RECEBIDO JOAO', '70,00', '1.100,00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-03-03', 200, 'credit', null],
      ['2025-03-03', 50, 'debit', null],
      ['2025-03-03', 100, 'debit', 1050],
      ['2025-03-04', 20, 'debit', null],
      ['2025-03-04', 70, 'credit', 1100],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.balance_checks, 2);
  });

  it('given a day-end balance that the amounts before it do not reach when extracted then the break is listed and the statement is not reconciled', () => {
    const r = (y: number, d: string, desc: string, amt: string, bal: string) => row(y, [40, d], [90, desc], [420, amt, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(80, [40, 'Date'], [90, 'Details'], [420, 'Amount', 'right'], [520, 'Balance', 'right']),
          r(95, '', 'Balance brought forward', '', '1,000.00'),
          r(107, '03/03/2025', 'Transfer in', '200.00', ''),
          r(119, '03/03/2025', 'Card purchase', '-50.00', '1,160.00'),
          r(131, '04/03/2025', 'Card purchase', '-60.00', '1,100.00'),
        ]),
      ),
    );
    assert.equal(s.reconciliation.verdict, 'unreconciled');
    assert.ok(s.reconciliation.balance_breaks.length >= 1);
  });

  it('given a French relevé with "SOLDE CREDITEUR AU" and sub-totals printed in the Débit/Crédit columns when extracted then they are balances and sub-totals, not rows', () => {
    const r = (y: number, d: string, desc: string, deb: string, cre: string) => row(y, [40, d], [90, desc], [420, deb, 'right'], [520, cre, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'RELEVE DE COMPTE du 01/12/2024 au 31/12/2024']),
          row(80, [40, 'Date'], [90, 'Libellé'], [420, 'Débit', 'right'], [520, 'Crédit', 'right']),
          r(95, '', 'SOLDE CREDITEUR AU 01/12/2024', '', '1 500,00'),
          r(107, '02 déc.', 'CB MONOPRIX', '25,40', ''),
          r(119, '03 déc.', 'VIR SEPA RECU SALAIRE', '', '2 100,00'),
          r(131, '', 'SOUS-TOTAL A REPORTER', '25,40', '2 100,00'),
          r(143, '', 'REPORT DU SOUS-TOTAL', '25,40', '2 100,00'),
          r(155, '05 déc.', 'PRLV SEPA EDF', '74,60', ''),
          r(167, '', 'NOUVEAU SOLDE CREDITEUR AU 31/12/2024', '', '3 500,00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-12-02', 25.4, 'debit', 1474.6],
      ['2024-12-03', 2100, 'credit', 3574.6],
      ['2024-12-05', 74.6, 'debit', 3500],
    ]);
    assert.equal(s.reconciliation.opening_balance.printed, 1500);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a card with Original Amount, currency and rate columns beside the Amount column when extracted then only the Amount column moves the account', () => {
    const r = (y: number, d: string, desc: string, orig: string, cur: string, rate: string, amt: string) =>
      row(y, [40, d], [90, desc], [330, orig, 'right'], [340, cur], [430, rate, 'right'], [540, amt, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'SERENGETI CARD SERVICES  Credit Card Statement']),
          row(55, [40, 'Period 01/12/2024 to 31/12/2024']),
          row(70, [300, 'Previous Balance'], [540, '1,000.00', 'right']),
          row(82, [300, 'Closing Balance'], [540, '11,600.00', 'right']),
          row(
            110,
            [40, 'Date'],
            [90, 'Description'],
            [330, 'Original Amount', 'right'],
            [340, 'Curr'],
            [430, 'Rate', 'right'],
            [540, 'Amount (KES)', 'right'],
          ),
          r(125, '05/12/2024', 'HILTON LONDON GB', '60.63', 'GBP', '164.9300', '10,000.00'),
          r(137, '06/12/2024', 'NAIVAS WESTLANDS', '', '', '', '2,600.00'),
          r(149, '07/12/2024', 'PAYMENT RECEIVED THANK YOU', '', '', '', '-2,000.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2024-12-05', 10000, 'debit'],
        ['2024-12-06', 2600, 'debit'],
        ['2024-12-07', 2000, 'credit'],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given "F. Valor" printed before "F. Oper." when extracted then the operation date is the row date', () => {
    const r = (y: number, v: string, o: string, desc: string, amt: string, bal: string) =>
      row(y, [40, v], [100, o], [160, desc], [440, amt, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(60, [40, 'EXTRACTO DE CUENTA CORRIENTE']),
          row(80, [40, 'F. Valor'], [100, 'F. Oper.'], [160, 'Concepto'], [440, 'Importe', 'right'], [540, 'Saldo', 'right']),
          r(95, '06/01/2025', '04/01/2025', 'RECIBO IBERDROLA', '-134,97', '2.694,08'),
          r(107, '06/01/2025', '05/01/2025', 'BIZUM DE PABLO', '98,02', '2.792,10'),
          r(119, '07/01/2025', '07/01/2025', 'COMPRA TARJ. MERCADONA', '-12,10', '2.780,00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2025-01-04', '2025-01-05', '2025-01-07'],
    );
  });

  it('given a Swiss "Text" column and a British "Payment type and details" column when extracted then the narration is read whole from them', () => {
    const swiss = extractStatement(
      pdfText(
        page(1, [
          row(60, [40, 'Datum'], [100, 'Text'], [380, 'Belastung', 'right'], [450, 'Gutschrift', 'right'], [470, 'Valuta'], [560, 'Saldo', 'right']),
          row(75, [40, '04.01.25'], [100, 'Saldovortrag'], [560, "14'380.55", 'right']),
          row(87, [40, '06.01.25'], [100, 'TWINT Zahlung Cafe Sprungli'], [380, '50.01', 'right'], [470, '06.01.25'], [560, "14'330.54", 'right']),
          row(99, [40, '07.01.25'], [100, 'Gutschrift Lohn Stadt Zuerich'], [450, '5.00', 'right'], [470, '07.01.25'], [560, "14'335.54", 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      swiss.transactions.map((t) => t.description),
      ['TWINT Zahlung Cafe Sprungli', 'Gutschrift Lohn Stadt Zuerich'],
    );
    const british = extractStatement(
      pdfText(
        page(1, [
          row(60, [40, 'Date'], [90, 'Payment type and details'], [400, 'Paid out', 'right'], [470, 'Paid in', 'right'], [550, 'Balance', 'right']),
          row(75, [40, '04 Jan 25'], [90, 'BALANCE BROUGHT FORWARD'], [550, '318.42', 'right']),
          row(87, [40, '06 Jan 25'], [90, 'DD BRITISH GAS'], [400, '217.18', 'right'], [550, '101.24', 'right']),
          row(99, [40, '06 Jan 25'], [90, 'VIS BOOTS 1123 LEEDS'], [400, '85.74', 'right'], [550, '15.50', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      british.transactions.map((t) => t.description),
      ['DD BRITISH GAS', 'VIS BOOTS 1123 LEEDS'],
    );
  });

  it('given the real, the franc, the zloty and the leu printed in headers and column labels when extracted then their ISO codes are returned', () => {
    const table = (label: string) => [
      row(60, [40, 'Date'], [100, 'Description'], [450, label, 'right'], [540, 'Balance', 'right']),
      row(75, [40, '03/03/2025'], [100, 'Opening balance'], [540, '100.00', 'right']),
      row(87, [40, '04/03/2025'], [100, 'Transfer'], [450, '-10.00', 'right'], [540, '90.00', 'right']),
    ];
    const code = (header: string[], label = 'Amount') =>
      extractStatement(pdfText(page(1, [...header.map((h, i) => row(20 + i * 10, [40, h])), ...table(label)]))).currency_code;
    assert.equal(code([], 'Valor (R$)'), 'BRL');
    assert.equal(code(['Kontoauszug Privatkonto CHF']), 'CHF');
    assert.equal(code(['Waluta: PLN']), 'PLN');
    assert.equal(code(['Moneda: RON']), 'RON');
  });
});
