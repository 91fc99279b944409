import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/** Column names in the profiles' synonym lists, through the engine: which printed date is the row's date. */
describe('extraction/profiles: column synonyms', () => {
  const table = (dateLabel: string, valueLabel: string) =>
    extractStatement(
      pdfText(
        page(1, [
          row(300, [40, dateLabel], [100, valueLabel], [160, 'Libellé'], [360, 'Débit', 'right'], [430, 'Crédit', 'right'], [520, 'Solde', 'right']),
          row(315, [40, '02/01/2024'], [100, '04/01/2024'], [160, 'Versement'], [430, '1 000,00', 'right'], [520, '1 500,00', 'right']),
          row(327, [40, '05/01/2024'], [100, '03/01/2024'], [160, 'Retrait DAB'], [360, '700,00', 'right'], [520, '800,00', 'right']),
        ]),
      ),
    );

  it('given "Date | Valeur" or "Date opér. | Date val." headers when extracted then the operation date is the row date, not the value date', () => {
    for (const [d, v] of [
      ['Date', 'Valeur'],
      ['Date opér.', 'Date val.'],
      ['Data mov.', 'Data valor'],
    ]) {
      assert.deepEqual(
        table(d, v).transactions.map((t) => t.date),
        ['2024-01-02', '2024-01-05'],
        `${d} | ${v}`,
      );
    }
  });

  it('given the value-date column printed first ("Valeur | Date opé.") when extracted then the operation date still dates the rows', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(300, [40, 'Valeur'], [100, 'Date opé.'], [160, 'Libellé'], [360, 'Débit', 'right'], [430, 'Crédit', 'right'], [520, 'Solde', 'right']),
          row(315, [40, '04/01/2024'], [100, '02/01/2024'], [160, 'Versement'], [430, '1 000,00', 'right'], [520, '1 500,00', 'right']),
          row(327, [40, '03/01/2024'], [100, '05/01/2024'], [160, 'Retrait DAB'], [360, '700,00', 'right'], [520, '800,00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-01-02', '2024-01-05'],
    );
  });

  it('given a "Trans. Time | Value Date" wallet header when extracted then the transaction time column dates the rows', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(300, [40, 'Trans. Time'], [140, 'Value Date'], [220, 'Details'], [430, 'Amount', 'right'], [520, 'Balance', 'right']),
          row(315, [40, '2024-01-02 10:15:00'], [140, '2024-01-04'], [220, 'Received'], [430, '1,000.00', 'right'], [520, '1,500.00', 'right']),
          row(327, [40, '2024-01-05 08:00:00'], [140, '2024-01-03'], [220, 'Paid'], [430, '-700.00', 'right'], [520, '800.00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-01-02', '2024-01-05'],
    );
  });
});
