import assert from 'node:assert/strict';
import { isTableFooter } from '../../../src/extraction/balance-rows';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, pdfText, row, type Cell } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

/** Receipt | Time | Details | Paid In | Withdrawn | Balance, the M-Pesa shape, at font size 7. */
function mpesaHeader(y: number): PdfTextItem[] {
  return [
    item(26, y, 'Receipt No.', 7),
    item(88, y, 'Completion Time', 7),
    item(170, y, 'Details', 7),
    item(330, y, 'Transaction', 7),
    item(417, y, 'Paid In', 7),
    item(468, y, 'Withdrawn', 7),
    item(539, y, 'Balance', 7),
    item(330, y + 9, 'Status', 7),
  ];
}
function mpesaRow(y: number, receipt: string, time: string, details: string, amount: string, balance: string): PdfTextItem[] {
  const x = amount.startsWith('-') ? 500 - amount.length * 3.85 : 440 - amount.length * 3.85;
  return [
    item(26, y, receipt, 7),
    item(88, y, time, 7),
    item(170, y, details, 7),
    item(330, y, 'Completed', 7),
    item(x, y, amount, 7),
    item(560 - balance.length * 3.85, y, balance, 7),
  ];
}

describe('extraction: where the transaction table starts and ends', () => {
  it('given a table title printed just above a two-line header on page 1 when extracted then page 1 rows are kept, not only later pages', () => {
    const p1 = page(1, [
      [item(30, 37, 'Safaricom PLC', 10)],
      [item(30, 150, 'SUMMARY', 9)],
      [item(30, 165, 'TRANSACTION TYPE', 7.5), item(303, 165, 'PAID IN', 7.5), item(395, 165, 'PAID OUT', 7.5)],
      [item(30, 180, 'SEND MONEY', 7.5), item(315, 180, '0.00', 7.5), item(397, 180, '500.00', 7.5)],
      [item(30, 291, 'DETAILED STATEMENT', 9)],
      mpesaHeader(305.5),
      mpesaRow(330, 'SB2', '2023-10-05 09:00:00', 'Airtime Purchase', '-50.00', '950.50'),
      mpesaRow(342, 'SB1', '2023-10-04 08:00:00', 'Funds received', '1,000.00', '1,000.50'),
    ]);
    const p2 = page(2, [mpesaHeader(43), mpesaRow(67, 'SA9', '2023-10-03 07:00:00', 'Agent deposit', '0.50', '0.50')]);
    const s = extractStatement(pdfText(p1, p2));
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2023-10-03', '2023-10-04', '2023-10-05'],
    );
    assert.equal(s.end_date, '2023-10-05');
  });

  it('given a carried-forward balance line just under the last row when extracted then it is not glued onto the row', () => {
    const header = row(100, [40, 'Date'], [110, 'Description'], [360, 'Money Out', 'right'], [440, 'Money In', 'right'], [520, 'Balance', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          header,
          row(115, [40, '2024/01/08'], [110, 'CASH DEPOSIT'], [440, '500.00', 'right'], [520, '1,500.00', 'right']),
          row(130, [40, '2024/01/09'], [110, 'EFT TRANSFER TO'], [360, '100.00', 'right'], [520, '1,400.00', 'right']),
          row(139, [110, 'ESTHER NJERI']),
          row(150, [40, 'Balance carried forward: 1,400.00']),
          row(162, [40, 'Page 1 of 1']),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-01-08', 'CASH DEPOSIT', 500, 'credit', 1500],
      ['2024-01-09', 'EFT TRANSFER TO ESTHER NJERI', 100, 'debit', 1400],
    ]);
  });

  it('given footer-looking text when classified then totals, carried balances, page numbers and notices end a table but a wrapped name does not', () => {
    for (const t of [
      'Balance carried forward: 32,010.00',
      'TOTAL 1,200.00 3,400.00',
      'Page 2 of 9',
      'Page 2 sur 9',
      'Disclaimer: this record is for information only',
      'Solde final au 31.01.2024 7.220.985,00',
    ]) {
      assert.ok(isTableFooter(t), t);
    }
    for (const t of ['TOTAL ENERGIES THIKA RD', 'ACCOUNT OPENING FEE', 'HOUSE ABC PLACE']) assert.ok(!isTableFooter(t), t);
  });

  it('given a French statement (accented two-line headers, 1.234,56 amounts, dd.mm.yyyy, solde initial/final) when extracted then it reads like any other', () => {
    const cells = (y: number, c: Cell[]) => row(y, ...c);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(60, [50, 'Banque du Sahel S.A.']),
          row(80, [50, 'Titulaire :'], [150, 'IBRAHIMA FALL']),
          row(92, [50, 'Numéro de compte :'], [150, 'SN012 01001 67558556759']),
          row(104, [50, 'Devise :'], [150, 'XOF (Franc CFA)']),
          row(116, [50, 'Téléphone :'], [150, '+221 77 863 48 44']),
          row(128, [50, 'Période :'], [150, 'du 01.01.2024 au 07.02.2024']),
          row(150, [50, 'Date'], [102, 'Date'], [156, 'Libellé'], [400, 'Débit', 'right'], [470, 'Crédit', 'right'], [550, 'Solde', 'right']),
          row(159, [50, 'opération'], [102, 'valeur']),
          cells(175, [
            [50, '01.01.2024'],
            [156, 'SOLDE INITIAL'],
            [550, '1.850.000,00', 'right'],
          ]),
          cells(188, [
            [50, '03.01.2024'],
            [102, '03.01.2024'],
            [156, 'VIREMENT SALAIRE'],
            [470, '1.307.000,00', 'right'],
            [550, '3.157.000,00', 'right'],
          ]),
          cells(201, [
            [50, '13.01.2024'],
            [102, '14.01.2024'],
            [156, 'RETRAIT DAB'],
            [400, '20.000,50', 'right'],
            [550, '3.136.999,50', 'right'],
          ]),
          cells(214, [
            [50, '07.02.2024'],
            [156, 'SOLDE FINAL'],
            [550, '3.136.999,50', 'right'],
          ]),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-01-03', 'VIREMENT SALAIRE', 1307000, 'credit', 3157000],
      ['2024-01-13', 'RETRAIT DAB', 20000.5, 'debit', 3136999.5],
    ]);
    assert.deepEqual(
      [s.name, s.account, s.contacts, s.company, s.currency, s.currency_code],
      ['IBRAHIMA FALL', 'SN012 01001 67558556759', '+221 77 863 48 44', 'Banque du Sahel S.A.', 'XOF', 'XOF'],
    );
    assert.deepEqual([s.validation.opening_balance, s.validation.closing_balance, s.validation.reconciles], [1850000, 3136999.5, true]);
  });
});
