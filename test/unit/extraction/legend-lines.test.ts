import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: a key to the abbreviations printed over the table', () => {
  it('given "Buchungstag = Bu-Tag … S = Soll, H = Haben" over "Bu-Tag | Wert | Verwendungszweck | Betrag" when extracted then the key heads nothing: booking dates, S/H signs, the opening balance', () => {
    const text = pdfText(
      page(1, [
        row(40, [40, 'Volksbank Beispiel eG'], [400, 'Zeitraum 01.03.2024 - 28.03.2024']),
        row(80, [40, 'Buchungstag = Bu-Tag, Wertstellung = Wert. Beträge mit S = Soll (Belastung), H = Haben (Gutschrift).']),
        row(100, [40, 'Bu-Tag'], [100, 'Wert'], [160, 'Vorgang / Verwendungszweck'], [540, 'Betrag (EUR)', 'right']),
        row(112, [40, 'Alter Kontostand vom 29.02.2024'], [540, '2.846,31 H', 'right']),
        row(124, [40, '01.03.'], [100, '01.03.'], [160, 'Dauerauftrag Hausverwaltung'], [540, '1.120,00 S', 'right']),
        row(136, [40, '05.03.'], [100, '06.03.'], [160, 'Kartenzahlung girocard'], [540, '3,23 S', 'right']),
        row(148, [40, '07.03.'], [100, '07.03.'], [160, 'Gehalt Maerz'], [540, '2.400,00 H', 'right']),
        row(160, [40, 'Neuer Kontostand vom 28.03.2024'], [540, '4.123,08 H', 'right']),
      ]),
    );
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.type, t.amount]),
      [
        ['2024-03-01', 'debit', 1120],
        ['2024-03-05', 'debit', 3.23],
        ['2024-03-07', 'credit', 2400],
      ],
    );
    assert.equal(s.reconciliation.opening_balance.printed, 2846.31);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
