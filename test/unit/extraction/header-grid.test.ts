import assert from 'node:assert/strict';
import { readHeaderDates, resolveDates, scanDate } from '../../../src/extraction/dates';
import { headerText } from '../../../src/extraction/header-grid';
import { pageLines } from '../../../src/extraction/layout';
import { isCardStatement } from '../../../src/extraction/statement-kind';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, row } from '../../helpers/pdf-text';

const textOf = (...lines: PdfTextItem[][]) => headerText(pageLines(page(1, lines)));

describe('extraction/header-grid', () => {
  it('given a row of labels over a row of values when spelled out then each label gets the value under it', () => {
    const text = textOf(
      row(60, [30, 'Statement Date'], [160, 'Payment Due Date'], [300, 'Credit Limit'], [420, 'Minimum Payment']),
      row(72, [30, '15/01/2025'], [160, '05/02/2025'], [340, '50,000.00', 'right'], [470, '2,500.00', 'right']),
    );
    assert.match(text, /^Statement Date: 15\/01\/2025$/m);
    assert.match(text, /^Payment Due Date: 05\/02\/2025$/m);
    assert.match(text, /^Credit Limit: 50,000\.00$/m);
    const r = resolveDates(['20/12', '03/01'].map(scanDate), { header: readHeaderDates(text) });
    assert.deepEqual([r.statementDate, r.dueDate, r.dates], ['2025-01-15', '2025-02-05', ['2024-12-20', '2025-01-03']]);
    assert.equal(isCardStatement(text), true);
  });

  it('given label/value lines or prose when spelled out then nothing is added', () => {
    const lines = [row(60, [30, 'Name: JOHN DOE'], [300, 'Account: 0123456789']), row(72, [30, 'P.O. Box 1'], [300, 'Nairobi'])];
    assert.equal(textOf(...lines), 'Name: JOHN DOE Account: 0123456789\nP.O. Box 1 Nairobi');
  });
});
