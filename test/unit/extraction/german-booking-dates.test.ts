import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: a Volksbank-style statement with "Bu-Tag" and "Wert" columns of year-less dates', () => {
  it('given booking and value dates printed "03.03." when extracted then each row takes its booking date, the value date is kept, and the balances chain', () => {
    const r = (y: number, bu: string, wert: string, text: string, amount: string) =>
      row(y, [40, bu], [90, wert], [140, text], [520, amount, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Volksbank Rhein-Lahn eG']),
          row(55, [40, 'Kontoauszug 3/2025 vom 01.03.2025 bis 31.03.2025']),
          row(90, [40, 'Bu-Tag'], [90, 'Wert'], [140, 'Vorgang'], [520, 'Betrag EUR', 'right']),
          row(105, [140, 'alter Kontostand vom 28.02.2025'], [520, '1.500,00 H', 'right']),
          r(120, '03.03.', '01.03.', 'Kartenzahlung Aral Station', '243,96 S'),
          r(135, '04.03.', '04.03.', 'Gehalt Maerz Muster GmbH', '2.850,00 H'),
          r(150, '10.03.', '07.03.', 'Lastschrift Stadtwerke', '96,40 S'),
          row(165, [140, 'neuer Kontostand vom 31.03.2025'], [520, '4.009,64 H', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      [
        ['2025-03-03', 243.96, 'debit', 1256.04],
        ['2025-03-04', 2850, 'credit', 4106.04],
        ['2025-03-10', 96.4, 'debit', 4009.64],
      ],
    );
    assert.deepEqual(
      s.details.map((d) => d.value_date),
      ['2025-03-01', '2025-03-04', '2025-03-07'],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
