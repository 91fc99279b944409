import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { labelledBalances } from '../../../src/extraction/summary-lines';
import { TOTAL_ONLY } from '../../../src/extraction/total-labels';
import { findCurrency } from '../../../src/extraction/currency';
import { genericProfile } from '../../../src/extraction/profiles';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: layouts of blind round 13 (German S/H balances, masked sub-accounts, OCR dollars, French totals)', () => {
  it('given "Neuer Kontostand 616,97 S" ending its line when the labelled balances are read then S makes it a debit balance; a capital starting another label does not', () => {
    const got = labelledBalances([{ text: 'Alter Kontostand 245,30 H' }, { text: 'Neuer Kontostand 616,97 S' }]);
    assert.equal(got.opening?.minor, 24530);
    assert.equal(got.closing?.minor, -61697);
    assert.equal(labelledBalances([{ text: 'Closing balance 1,234.56 D Daily limit 500.00' }]).closing?.minor, 123456);
  });

  it('given two tables headed "ACCOUNT XXXXXX4471-S0001" and "ACCOUNT XXXXXX4471-S0010" when extracted then they are two accounts, each reconciled', () => {
    const H = (y: number) => row(y, [40, 'Date'], [90, 'Transaction Description'], [330, 'Withdrawals'], [410, 'Deposits'], [500, 'Balance']);
    const r = (y: number, d: string, desc: string, w: string, dep: string, bal: string) =>
      row(y, [40, d], [90, desc], [380, w, 'right'], [460, dep, 'right'], [550, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(60, [40, 'Statement Period: 03/01/26 - 03/31/26']),
          row(100, [40, 'PRIMARY SHARE SAVINGS'], [200, 'ACCOUNT XXXXXX4471-S0001']),
          H(112),
          r(124, '03/01', 'Beginning Balance', '', '', '5,122.44'),
          r(136, '03/02', 'Transfer To Checking', '100.00', '', '5,022.44'),
          r(148, '03/04', 'Transfer From Checking', '', '250.00', '5,272.44'),
          r(160, '03/31', 'Ending Balance', '', '', '5,272.44'),
          row(200, [40, 'FREE CHECKING'], [200, 'ACCOUNT XXXXXX4471-S0010']),
          H(212),
          r(224, '03/01', 'Beginning Balance', '', '', '1,847.33'),
          r(236, '03/05', 'Debit Card CASEYS', '113.06', '', '1,734.27'),
          r(248, '03/06', 'ACH Deposit PAYROLL', '', '2,135.44', '3,869.71'),
          r(260, '03/31', 'Ending Balance', '', '', '3,869.71'),
        ]),
      ),
    );
    assert.equal(s.accounts?.length, 2);
    assert.deepEqual(
      s.accounts!.map((a) => [a.account, a.transactions.length, a.reconciliation.verdict]),
      [
        ['XXXXXX4471-S0001', 2, 'reconciled'],
        ['XXXXXX4471-S0010', 2, 'reconciled'],
      ],
    );
  });

  it('given "Balance (S$)" in the header of a statement that names Toronto and no Singapore then the dollar is the named country\'s', () => {
    const got = findCurrency({ currency: '' }, 'S$', 'Maple Royal Bank, P.O. Box 4047, Station A, Toronto ON M5W 1E5', genericProfile);
    assert.equal(got.currency_code, 'CAD');
    assert.equal(findCurrency({ currency: '' }, 'S$', 'Lion City Bank, Singapore 049315', genericProfile).currency_code, 'SGD');
  });

  it('given "TOTAL DES OPÉRATIONS" or "Total movimientos" alone on a dated row then it is a total, not a movement', () => {
    for (const t of ['TOTAL DES OPÉRATIONS', 'TOTAL DES OPERATIONS', 'Total movimientos', 'Summe der Umsätze']) assert.ok(TOTAL_ONLY.test(t), t);
    assert.ok(!TOTAL_ONLY.test('TOTAL ENERGIES STATION'));
  });
});
