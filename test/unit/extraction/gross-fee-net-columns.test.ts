import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A wallet's transaction overview (German) printing each movement's gross amount, its fee and the net
 * amount ("Brutto | Entgelt | Netto"), signed, with no balance: a top-up from the bank ("+2,99") is
 * money in, a payment ("-2,99") money out; the net is what moved the wallet.
 */
describe('extraction: gross, fee and net columns', () => {
  it('given signed "Brutto | Entgelt | Netto" columns when extracted then top-ups are credits and payments debits', () => {
    const r = (y: number, d: string, typ: string, code: string, gross: string, fee: string, net: string) =>
      row(y, [40, d], [100, typ], [300, code], [430, gross, 'right'], [490, fee, 'right'], [550, net, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'EXAMPLE WALLET (Europe)']),
          row(45, [40, 'Kontoauszug für 01 April 2023 bis 30 April 2023']),
          row(80, [40, 'Transaktionsübersicht - EUR']),
          row(
            95,
            [40, 'Datum'],
            [100, 'Typ'],
            [300, 'Transaktionscode'],
            [430, 'Brutto', 'right'],
            [490, 'Entgelt', 'right'],
            [550, 'Netto', 'right'],
          ),
          r(110, '06.04.23', 'Zahlung', '0US97265N05065605', '-2,99', '0,00', '-2,99'),
          r(125, '06.04.23', 'Bankgutschrift auf Konto', '349663878A0504915', '2,99', '0,00', '2,99'),
          r(140, '07.04.23', 'Website-Zahlung', '8CA74375LS929872M', '-118,58', '0,00', '-118,58'),
          r(155, '07.04.23', 'Bankgutschrift auf Konto', '1NS18236PV840120D', '118,58', '0,00', '118,58'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      [
        ['2023-04-06', 2.99, 'debit'],
        ['2023-04-06', 2.99, 'credit'],
        ['2023-04-07', 118.58, 'debit'],
        ['2023-04-07', 118.58, 'credit'],
      ],
    );
  });
});
