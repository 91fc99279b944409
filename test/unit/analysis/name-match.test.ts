import assert from 'node:assert/strict';
import { compareNames, legacyInsights, narrationNamesHolder } from '../../../src/analysis';
import { aStatement } from '../../helpers/analysis-builders';

describe('compareNames', () => {
  const cases: [string, string, string][] = [
    ['Jane Wanjiku Doe', 'JANE WANJIKU DOE', 'match'],
    ['Doe Jane', 'JANE WANJIKU DOE', 'match'],
    ['J. W. Doe', 'Jane Wanjiku Doe', 'match'],
    ['Mrs Jane Doe', 'DOE, JANE', 'match'],
    ['Adébáyọ̀ Ọlá', 'ADEBAYO OLA', 'match'],
    ['Jane Smith', 'JANE WANJIKU DOE', 'partial'],
    ['Doe', 'JANE DOE', 'partial'],
    ['John Kamau', 'JANE WANJIKU DOE', 'mismatch'],
    ['', 'JANE DOE', 'unknown'],
  ];
  for (const [a, b, verdict] of cases) {
    it(`given "${a}" and "${b}", then the verdict is ${verdict}`, () => {
      assert.equal(compareNames(a, b).verdict, verdict);
    });
  }
});

describe('narrationNamesHolder', () => {
  it('given two name tokens in the narration, then it names the holder', () => {
    assert.equal(narrationNamesHolder('MPESA C2B 2547 JANE DOE', ['Jane Wanjiku Doe']), true);
  });
  it('given one token only, then it does not', () => {
    assert.equal(narrationNamesHolder('TRF TO JANE SMITH', ['Jane Wanjiku Doe']), false);
  });
});

describe('legacyInsights', () => {
  it('given transfers naming the holder, then they are reported as own-account transfers', () => {
    const s = aStatement(0)
      .credit('2024-01-01', 'MPESA C2B 254712 JANE DOE', 500)
      .debit('2024-01-02', 'TRF TO JANE W DOE EQUITY', 200)
      .credit('2024-01-03', 'SALARY JANE DOE ACME', 1000)
      .build();
    const r = legacyInsights(s, { fullname: 'Doe Jane' });
    assert.equal(r.name_check.verdict, 'match');
    assert.deepEqual(r.own_account_transfers, { inflow_total: 500, inflow_count: 1, outflow_total: 200, outflow_count: 1, transactions: [0, 1] });
  });

  it('given a different applicant, then the name check is a mismatch', () => {
    const s = aStatement(0).credit('2024-01-01', 'X', 1).build();
    assert.equal(legacyInsights(s, { fullname: 'Peter Otieno' }).name_check.verdict, 'mismatch');
  });
});
