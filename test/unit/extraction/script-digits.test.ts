import assert from 'node:assert/strict';
import { asciiDigits } from '../../../src/extraction/digits';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: digits of other scripts', () => {
  it('given Persian, Arabic-Indic and Devanagari digits when read then they are ASCII digits, the length unchanged', () => {
    for (const [printed, ascii] of [
      ['۱۴۰۵/۰۳/۰۶', '1405/03/06'],
      ['٣١٤٬٧١٥٫٩٢', '314,715.92'],
      ['१२,३४५.६७', '12,345.67'],
      ['Ref ０４２', 'Ref 042'],
      ['plain 12.00', 'plain 12.00'],
    ]) {
      assert.equal(asciiDigits(printed!), ascii);
      assert.equal(asciiDigits(printed!).length, printed!.length);
    }
  });

  it('given a table whose dates and amounts print Arabic-Indic digits when extracted then its rows read and reconcile', () => {
    const ar = (s: string) => s.replace(/\d/g, (d) => String.fromCodePoint(0x660 + Number(d)));
    const r = (y: number, date: string, desc: string, debit: string, credit: string, bal: string) =>
      row(y, [40, ar(date)], [110, desc], [330, ar(debit), 'right'], [410, ar(credit), 'right'], [500, ar(bal), 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'EXAMPLE BANK']),
          row(90, [40, 'Date'], [110, 'Description'], [300, 'Debit'], [380, 'Credit'], [470, 'Balance']),
          r(105, '01/03/2025', 'Opening balance', '', '', '1,000.00'),
          r(117, '02/03/2025', 'Salary', '', '2,500.00', '3,500.00'),
          r(129, '05/03/2025', 'Rent', '1,200.00', '', '2,300.00'),
          r(141, '09/03/2025', 'Grocer', '45.50', '', '2,254.50'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.type, t.amount, t.balance]),
      [
        ['2025-03-02', 'credit', 2500, 3500],
        ['2025-03-05', 'debit', 1200, 2300],
        ['2025-03-09', 'debit', 45.5, 2254.5],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
