import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const rowsOf = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe("extraction: other countries' conventions", () => {
  it('given a Dutch "Af Bij" column beside one unsigned amount when extracted then "Af" is a debit and "Bij" a credit, the first row too', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Voorbeeld Bank']),
          row(60, [40, 'Beginsaldo'], [130, 'EUR 1.000,00']),
          row(72, [40, 'Eindsaldo'], [130, 'EUR 1.154,50']),
          row(100, [40, 'Datum'], [100, 'Naam / Omschrijving'], [330, 'Af Bij'], [420, 'Bedrag (EUR)', 'right'], [520, 'Saldo', 'right']),
          row(115, [40, '01-04-2024'], [100, 'BEA Betaalautomaat Jumbo'], [330, 'Af'], [420, '45,50', 'right'], [520, '954,50', 'right']),
          row(130, [40, '02-04-2024'], [100, 'SALARIS Polderwerken BV'], [330, 'Bij'], [420, '250,00', 'right'], [520, '1.204,50', 'right']),
          row(145, [40, '03-04-2024'], [100, 'SEPA Incasso KPN'], [330, 'Af'], [420, '50,00', 'right'], [520, '1.154,50', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-04-01', 45.5, 'debit', 954.5],
      ['2024-04-02', 250, 'credit', 1204.5],
      ['2024-04-03', 50, 'debit', 1154.5],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a German Kontoauszug with "Alter/Neuer Kontostand" in the Betrag column and "Übertrag" lines when extracted then none of them is a row and the balances follow from the old one', () => {
    const header = (y: number) => row(y, [40, 'Buchungstag'], [110, 'Valuta'], [170, 'Verwendungszweck'], [540, 'Betrag EUR', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Sparkasse Beispielstadt']),
          row(60, [40, 'Kontoauszug']),
          header(100),
          row(115, [170, 'Alter Kontostand vom 31.12.2023'], [540, '1.000,00+', 'right']),
          row(130, [40, '02.01.2024'], [110, '02.01.2024'], [170, 'Lastschrift Stromversorger'], [540, '100,00-', 'right']),
          row(145, [40, '03.01.2024'], [110, '03.01.2024'], [170, 'Gutschrift Überweisung'], [540, '50,00+', 'right']),
          row(160, [50, 'Übertrag auf Blatt 2'], [540, '950,00+', 'right']),
        ]),
        page(2, [
          row(40, [50, 'Übertrag von Blatt 1'], [540, '950,00+', 'right']),
          header(60),
          row(75, [40, '04.01.2024'], [110, '04.01.2024'], [170, 'Kartenzahlung REWE'], [540, '25,50-', 'right']),
          row(90, [170, 'Neuer Kontostand vom 05.01.2024'], [540, '924,50+', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-01-02', 100, 'debit', 900],
      ['2024-01-03', 50, 'credit', 950],
      ['2024-01-04', 25.5, 'debit', 924.5],
    ]);
    assert.equal(s.reconciliation.closing_balance.matches, true);
  });

  it('given a dated "Übertrag auf Sparkonto …" row with its own debit and balance (a transfer, as Swiss banks call one) when extracted then it is a row, not a carried-forward line', () => {
    const header = (y: number) =>
      row(y, [40, 'Datum'], [110, 'Text'], [400, 'Belastung', 'right'], [470, 'Gutschrift', 'right'], [540, 'Saldo', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Regionalbank Beispiel AG']),
          header(100),
          row(115, [40, '31.12.2025'], [110, 'Saldovortrag'], [540, "8'234.15", 'right']),
          row(130, [40, '02.01.2026'], [110, 'Einkauf Debitkarte Denner'], [400, '34.15', 'right'], [540, "8'200.00", 'right']),
          row(145, [40, '28.01.2026'], [110, 'Übertrag auf Sparkonto 16 238.529.57'], [400, '500.00', 'right'], [540, "7'700.00", 'right']),
          row(160, [40, '29.01.2026'], [110, 'Gutschrift Zaugg Reto'], [470, '100.00', 'right'], [540, "7'800.00", 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2026-01-02', 34.15, 'debit', 8200],
      ['2026-01-28', 500, 'debit', 7700],
      ['2026-01-29', 100, 'credit', 7800],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given whole rupiah in point groups ("25.000 DB") and narration lines repeating an amount as "200000.00" when extracted then the amounts come from their column, not the narration', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'BANK NUSANTARA']),
          row(60, [300, 'NO. REKENING : 0372814459']),
          row(70, [300, 'PERIODE : FEBRUARI 2026']),
          row(136, [30, 'TANGGAL'], [78, 'KETERANGAN'], [300, 'CBG'], [440, 'MUTASI', 'right'], [565, 'SALDO', 'right']),
          row(152, [30, '01/02'], [78, 'SALDO AWAL'], [565, '7.432.150', 'right']),
          row(
            161,
            [30, '01/02'],
            [78, 'SWITCHING DB TOP UP GOPAY'],
            [300, '0000'],
            [440, '25.000', 'right'],
            [446, 'DB'],
            [565, '7.407.150', 'right'],
          ),
          row(171, [78, '081276970685']),
          row(180, [30, '02/02'], [78, 'TRSF E-BANKING CR'], [300, '0000'], [440, '200.000', 'right'], [446, 'CR'], [565, '7.607.150', 'right']),
          row(190, [78, '200000.00']),
          row(200, [30, '03/02'], [78, 'KARTU DEBIT'], [300, '0000'], [440, '1.468.900', 'right'], [446, 'DB'], [565, '6.138.250', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2026-02-01', 25000, 'debit', 7407150],
      ['2026-02-02', 200000, 'credit', 7607150],
      ['2026-02-03', 1468900, 'debit', 6138250],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given the first row after the opening line printing no date it could read ("ov/07") when extracted then the row is kept, dated as the line above, since its balance follows from the opening one', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [30, 'BANK X']),
          row(136, [30, 'Date'], [78, 'Description'], [440, 'Debit', 'right'], [500, 'Credit', 'right'], [565, 'Balance', 'right']),
          row(152, [30, '01/07/2024'], [78, 'Opening balance'], [565, '8,754.30', 'right']),
          row(161, [30, 'ov/07'], [78, 'ATM WITHDRAWAL'], [440, '1,500.00', 'right'], [565, '7,254.30', 'right']),
          row(180, [30, '05/07/2024'], [78, 'TRANSFER'], [440, '457.00', 'right'], [565, '6,797.30', 'right']),
          row(200, [30, '06/07/2024'], [78, 'SALARY'], [500, '1,000.00', 'right'], [565, '7,797.30', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-07-01', 1500, 'debit', 7254.3],
      ['2024-07-05', 457, 'debit', 6797.3],
      ['2024-07-06', 1000, 'credit', 7797.3],
    ]);
  });

  it('given a Spanish "Subtotales $" line printing whole pesos in point groups under a table of bare whole figures when extracted then it places no column', () => {
    const header = row(100, [36, 'Fecha'], [273, 'Descripción'], [416, 'Cargos $', 'right'], [491, 'Abonos $', 'right'], [563, 'Saldo $', 'right']);
    const line = (y: number, d: string, text: string, debit: string, credit: string, bal: string) =>
      row(y, [24, d], [242, text], [438, debit, 'right'], [513, credit, 'right'], [588, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [24, 'Cartola Histórica CuentaRUT']),
          row(60, [24, 'Saldo Anterior $'], [200, '212']),
          header,
          line(120, '28/02/2023', 'PAGO DE REMUNERACIONES', '0', '969608', '969820'),
          line(135, '01/03/2023', 'COM TRANSF OTRO BANCO', '300', '0', '969520'),
          line(150, '03/03/2023', 'COMPRA SALCOBRAND CL', '3628', '0', '965892'),
          row(170, [330, 'Subtotales $'], [438, '3.928', 'right'], [513, '969.608', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2023-02-28', 969608, 'credit', 969820],
      ['2023-03-01', 300, 'debit', 969520],
      ['2023-03-03', 3628, 'debit', 965892],
    ]);
  });

  it('given a loan under "Charges | Payments | Balance Owed" with "Owed" printed as a word of its own when extracted then interest is a debit, payments credits, and the balance is owed', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [50, 'PRAIRIE FCU']),
          row(60, [50, 'AUTO LOAN Account 448812-50']),
          row(
            80,
            [50, 'Date'],
            [126, 'Description'],
            [360, 'Charges', 'right'],
            [452, 'Payments', 'right'],
            [539, 'Balance', 'right'],
            [543, 'Owed'],
          ),
          row(95, [50, '10/01/2024'], [126, 'Beginning Balance'], [562, '15,982.30', 'right']),
          row(110, [50, '10/01/2024'], [126, 'INTEREST CHARGED 5.49% APR'], [360, '73.12', 'right'], [562, '16,055.42', 'right']),
          row(125, [50, '10/15/2024'], [126, 'PAYMENT FROM SHARE DRAFT'], [452, '387.12', 'right'], [562, '15,668.30', 'right']),
          row(140, [50, '10/28/2024'], [126, 'ADDITIONAL PRINCIPAL PAYMENT'], [452, '200.00', 'right'], [562, '15,468.30', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-10-01', 73.12, 'debit', -16055.42],
      ['2024-10-15', 387.12, 'credit', -15668.3],
      ['2024-10-28', 200, 'credit', -15468.3],
    ]);
  });

  it('given a French-Canadian card printing "64,15 $ CR" (the marker after the currency) when extracted then those rows are credits', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [50, 'Caisse populaire — Visa']),
          row(55, [50, 'Numéro de carte : 4530 XXXX XXXX 8812'], [300, 'Limite de crédit : 5 000,00 $']),
          row(80, [50, 'Date'], [126, 'Description'], [470, 'Montant', 'right'], [560, 'Solde', 'right']),
          row(95, [50, '15/12/2023'], [126, 'SOLDE PRÉCÉDENT'], [560, '1 845,66 $', 'right']),
          row(110, [50, '16/12/2023'], [126, 'METRO PLUS LAVAL QC'], [470, '223,79 $', 'right'], [560, '2 069,45 $', 'right']),
          row(125, [50, '17/12/2023'], [126, 'REMBOURSEMENT IGA'], [470, '64,15 $ CR', 'right'], [560, '2 005,30 $', 'right']),
          row(140, [50, '18/12/2023'], [126, 'TIM HORTONS'], [470, '147,24 $', 'right'], [560, '2 152,54 $', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type]),
      [
        [223.79, 'debit'],
        [64.15, 'credit'],
        [147.24, 'debit'],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a Polish header "Data | Data" over "księgowania | waluty" printed close together when extracted then the booking date dates the rows and the value date is kept', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [34, 'Bank Nadwiślański S.A.']),
          row(60, [34, 'Okres wyciągu:'], [142, 'od 1 marca 2024 do 31 marca 2024']),
          row(
            164,
            [34, 'Data'],
            [85, 'Data'],
            [136, 'Opis operacji'],
            [431, 'Obciążenia', 'right'],
            [493, 'Uznania', 'right'],
            [561, 'Saldo', 'right'],
          ),
          row(174, [34, 'księgowania'], [85, 'waluty']),
          row(190, [136, 'Saldo początkowe'], [561, '2 543,10', 'right']),
          row(203, [34, '01.03.2024'], [85, '28.02.2024'], [136, 'Płatność kartą EMPIK'], [431, '193,53', 'right'], [561, '2 349,57', 'right']),
          row(217, [34, '03.03.2024'], [85, '01.03.2024'], [136, 'Płatność kartą ROSSMANN'], [431, '83,09', 'right'], [561, '2 266,48', 'right']),
          row(230, [34, '04.03.2024'], [85, '04.03.2024'], [136, 'Przelew przychodzący'], [493, '261,40', 'right'], [561, '2 527,88', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-03-01', 193.53, 'debit', 2349.57],
      ['2024-03-03', 83.09, 'debit', 2266.48],
      ['2024-03-04', 261.4, 'credit', 2527.88],
    ]);
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2024-02-28', '2024-03-01', '2024-03-04'],
    );
  });

  it('given a checks section whose date is printed right of the check number when extracted then each check takes its own date', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'EXAMPLE FEDERAL BANK']),
          row(55, [40, 'Beginning Balance 1,000.00'], [300, 'Ending Balance 870.00']),
          row(80, [40, 'DEPOSITS AND ADDITIONS']),
          row(95, [40, 'DATE'], [110, 'DESCRIPTION'], [520, 'AMOUNT', 'right']),
          row(110, [40, '05/20/2024'], [110, 'PAYROLL ACME'], [520, '100.00', 'right']),
          row(125, [40, 'Total Deposits and Additions'], [520, '100.00', 'right']),
          row(150, [40, 'CHECKS PAID']),
          row(165, [40, 'CHECK NO.'], [110, 'DATE PAID'], [520, 'AMOUNT', 'right']),
          row(180, [40, '1005'], [110, '05/14/2024'], [520, '200.00', 'right']),
          row(195, [40, 'Total Checks Paid'], [520, '200.00', 'right']),
          row(220, [40, 'ELECTRONIC WITHDRAWALS']),
          row(235, [40, 'DATE'], [110, 'DESCRIPTION'], [520, 'AMOUNT', 'right']),
          row(250, [40, '05/27/2024'], [110, 'UTILITY ACH PMT'], [520, '30.00', 'right']),
          row(265, [40, 'Total Electronic Withdrawals'], [520, '30.00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-05-14', 200, 'debit', 800],
      ['2024-05-20', 100, 'credit', 900],
      ['2024-05-27', 30, 'debit', 870],
    ]);
  });

  it('given an Amount column and a charges column printed beside it when the running balance follows the Amount column then the charges move nothing', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Example Bank']),
          row(60, [40, 'Opening Balance'], [200, '1,000.00Cr']),
          row(72, [40, 'Statement Period: 01 Mar 2024 to 31 Mar 2024']),
          row(90, [40, 'Date'], [90, 'Description'], [380, 'Amount', 'right'], [460, 'Balance', 'right'], [540, 'Bank Charges', 'right']),
          ...[
            ['02 Mar', 'POS PURCHASE GROCER', '100.00', '900.00Cr', '3.50'],
            ['03 Mar', 'EFT CREDIT EMPLOYER', '500.00Cr', '1,400.00Cr', ''],
            ['04 Mar', 'ATM WITHDRAWAL', '200.00', '1,200.00Cr', '7.00'],
            ['05 Mar', 'DEBIT ORDER INSURER', '1,300.00', '100.00Dr', '2.00'],
            ['06 Mar', 'POS PURCHASE FUEL', '50.00', '150.00Dr', '1.50'],
          ].map(([d, t, a, b, c], i) =>
            row(
              105 + i * 15,
              [40, d!],
              [90, t!],
              [380, a!, 'right'],
              [460, b!, 'right'],
              ...(c ? [[540, c, 'right'] as [number, string, 'right']] : []),
            ),
          ),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-03-02', 100, 'debit', 900],
      ['2024-03-03', 500, 'credit', 1400],
      ['2024-03-04', 200, 'debit', 1200],
      ['2024-03-05', 1300, 'debit', -100],
      ['2024-03-06', 50, 'debit', -150],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
