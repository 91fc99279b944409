import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

const rowsOf = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe("extraction: what other producers' text layers print", () => {
  it('given a line-printer table whose dates are dd.mm (which also read as money) when extracted then the date columns stay dates and the year comes from the period across the year end', () => {
    const rows = [
      ['28.12', '28.12', 'KARTENZAHLUNG MIGROS', '45.20', '', "1'154.80"],
      ['30.12', '31.12', 'LOHNZAHLUNG ALPINA AG', '', "4'000.00", "5'154.80"],
      ['31.12', '02.01', 'LSV SWISSCOM 123456', '65.00', '', "5'089.80"],
      ['02.01', '02.01', 'BANCOMAT BEZUG ALTDORF', '200.00', '', "4'889.80"],
      ['03.01', '03.01', 'TWINT A. MEIER', '12.50', '', "4'877.30"],
      ['06.01', '06.01', 'KARTENZAHLUNG COOP', '7.95', '', "4'869.35"],
    ];
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'BERGKANTONALBANK']),
          row(52, [40, 'KONTOAUSZUG 01.12.2024 - 31.01.2025']),
          row(
            80,
            [40, 'DATUM'],
            [80, 'VALUTA'],
            [120, 'BUCHUNGSTEXT'],
            [360, 'BELASTUNG', 'right'],
            [440, 'GUTSCHRIFT', 'right'],
            [540, 'SALDO', 'right'],
          ),
          row(90, [40, '------------------------------------------------------------------------------------------------------------']),
          row(100, [120, 'SALDOVORTRAG'], [540, "1'200.00", 'right']),
          ...rows.map(([d, v, t, dr, cr, b], i) =>
            row(110 + i * 10, [40, d!], [80, v!], [120, t!], [360, dr!, 'right'], [440, cr!, 'right'], [540, b!, 'right']),
          ),
          row(170, [40, '------------------------------------------------------------------------------------------------------------']),
          row(180, [120, 'NEUER SALDO'], [540, "4'869.35", 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2024-12-28', 45.2, 'debit', 1154.8],
      ['2024-12-30', 4000, 'credit', 5154.8],
      ['2024-12-31', 65, 'debit', 5089.8],
      ['2025-01-02', 200, 'debit', 4889.8],
      ['2025-01-03', 12.5, 'debit', 4877.3],
      ['2025-01-06', 7.95, 'debit', 4869.35],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.reconciliation.closing_balance.matches, true);
    // The ruled line drawn with dashes is no narration.
    assert.equal(s.transactions.at(-1)!.description, 'KARTENZAHLUNG COOP');
  });

  it('given French "À reporter" and "Report" lines carrying the balance over a page break when extracted then neither joins the narration of the row above', () => {
    const header = (y: number) => row(y, [40, 'Date'], [110, 'Libellé'], [380, 'Débit', 'right'], [460, 'Crédit', 'right'], [540, 'Solde', 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Banque Exemple']),
          row(60, [40, 'Relevé du 01/03/2025 au 31/03/2025']),
          header(90),
          row(105, [110, 'Solde initial'], [540, '1 000,00 CR', 'right']),
          row(120, [40, '03/03/2025'], [110, 'Paiement carte Migros'], [380, '100,00', 'right'], [540, '900,00 CR', 'right']),
          row(135, [40, '04/03/2025'], [110, 'Virement reçu Dupont'], [460, '50,00', 'right'], [540, '950,00 CR', 'right']),
          row(150, [110, 'À reporter'], [540, '950,00 CR', 'right']),
        ]),
        page(2, [
          row(40, [110, 'Report'], [540, '950,00 CR', 'right']),
          header(60),
          row(75, [40, '05/03/2025'], [110, 'Retrait distributeur'], [380, '1 000,00', 'right'], [540, '50,00 DR', 'right']),
          row(90, [110, 'Solde final'], [540, '50,00 DR', 'right']),
        ]),
      ),
    );
    assert.deepEqual(rowsOf(s), [
      ['2025-03-03', 100, 'debit', 900],
      ['2025-03-04', 50, 'credit', 950],
      ['2025-03-05', 1000, 'debit', -50],
    ]);
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Paiement carte Migros', 'Virement reçu Dupont', 'Retrait distributeur'],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it("given a report server's money cells printed 3.5 pt below their row's narration when lines are rebuilt then they join the row, while the next row stays apart", () => {
    const lines = pageLines(
      page(1, [
        [item(40, 100, 'Dec 04'), item(86, 100, 'INTERAC PURCHASE'), item(330, 103.5, '-$150.52'), item(500, 103.5, '$1,054.78')],
        [item(40, 112, 'Dec 05'), item(86, 112, 'BILL PAYMENT'), item(330, 115.5, '-$178.02'), item(500, 115.5, '$876.76')],
      ]),
    );
    assert.deepEqual(
      lines.map((l) => l.text),
      ['Dec 04 INTERAC PURCHASE -$150.52 $1,054.78', 'Dec 05 BILL PAYMENT -$178.02 $876.76'],
    );
  });

  it('given two lines of one column 5 pt apart at 8 pt when lines are rebuilt then they stay two lines (words one above the other never share a line)', () => {
    const lines = pageLines(page(1, [[item(86, 100, 'FIRST LINE OF NARRATION')], [item(86, 105, 'SECOND LINE')]]));
    assert.equal(lines.length, 2);
  });

  it('given a narration drawn whole under a clip, running under the Debit figure of its row, when lines are rebuilt then its hidden words are dropped and the figure reads alone', () => {
    const narration = { str: 'POS PURCHASE @ CHICKEN REPUBLIC YABA NG REF:742825839667', x: 142, y: 100, width: 210, height: 7.5, fontName: 'f1' };
    const [line] = pageLines(page(1, [[narration, item(325, 100, '162,866.02', 7.5), item(520, 100, '21,383.98', 7.5)]]));
    assert.deepEqual(
      line!.words.map((w) => w.text),
      ['POS', 'PURCHASE', '@', 'CHICKEN', 'REPUBLIC', 'YABA', 'NG', '162,866.02', '21,383.98'],
    );
  });

  it('given a balance column printed left-aligned beside right-aligned debits and credits when extracted then its figures of different widths stay one column', () => {
    const rows = [
      ['03/03/2025', 'LEVANTAMENTO ATM', '12.300,00', '', '233.000,00'],
      ['03/03/2025', 'DEPOSITO BALCAO', '', '1.122.300,00', '1.355.300,00'],
      ['04/03/2025', 'COMPRA POS SPAR', '349,63', '', '1.354.950,37'],
      ['05/03/2025', 'TRANSFERENCIA PARA ANA', '354.950,37', '', '1.000.000,00'],
      ['06/03/2025', 'IMPOSTO DE SELO', '52,23', '', '999.947,77'],
      ['07/03/2025', 'DEPOSITO BALCAO', '', '52,23', '1.000.000,00'],
      ['08/03/2025', 'COMPRA POS SHOPRITE', '10.000,00', '', '990.000,00'],
    ];
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [50, 'Banco Exemplo']),
          row(52, [50, 'Período de 1 de março de 2025 a 31 de março de 2025']),
          row(80, [50, 'Data'], [110, 'Descritivo'], [388, 'Débito', 'right'], [464, 'Crédito', 'right'], [468, 'Saldo']),
          row(92, [110, 'Saldo anterior'], [468, '245.300,00']),
          ...rows.map(([d, t, dr, cr, b], i) => row(104 + i * 12, [50, d!], [110, t!], [388, dr!, 'right'], [464, cr!, 'right'], [468, b!])),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [12300, 'debit', 233000],
        [1122300, 'credit', 1355300],
        [349.63, 'debit', 1354950.37],
        [354950.37, 'debit', 1000000],
        [52.23, 'debit', 999947.77],
        [52.23, 'credit', 1000000],
        [10000, 'debit', 990000],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
