import assert from 'node:assert/strict';
import { readHeaderDates, withDocumentDates } from '../../../src/extraction/period';

describe('extraction/period: an account part takes the dates its document prints', () => {
  const document = readHeaderDates('Statement period: Oct 1 - Nov 30, 2023\nStatement date: 01 Dec 2023');

  it('given a part printing no period when combined then it takes the document period and statement date, keeping its own dates', () => {
    const own = readHeaderDates('CD - 36207901820\nMaturity date 01/26/2025');
    const got = withDocumentDates(own, document);
    assert.deepEqual(got.period, document.period);
    assert.deepEqual(got.statementDate, document.statementDate);
    assert.deepEqual(got.all, [...own.all, ...document.all]);
  });

  it('given a part printing its own period when combined then its own dates stand', () => {
    const own = readHeaderDates('Statement period: 01/01/2024 to 31/01/2024');
    assert.equal(withDocumentDates(own, document), own);
  });

  it('given no document dates when combined then the part is unchanged', () => {
    const own = readHeaderDates('Savings - 0123456789');
    assert.equal(withDocumentDates(own, null), own);
  });
});
