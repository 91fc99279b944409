import assert from 'node:assert/strict';
import { PROFILES, detectProfile } from '../../../src/extraction/profiles';

describe('extraction/profiles', () => {
  const cases: Array<[string, string]> = [
    ['M-PESA STATEMENT\nReceipt No. Completion Time Details', 'mpesa-safaricom'],
    ['EQUITY BANK (KENYA) LIMITED\nStatement', 'equity-ke'],
    ['KCB Bank Kenya Limited', 'kcb-ke'],
    ['Stanbic Bank Uganda', 'stanbic'],
    ['CRDB BANK PLC', 'crdb-tz'],
    ['Guaranty Trust Bank Plc', 'gtbank-ng'],
    ['Access Bank Plc statement', 'access-ng'],
    ['Some Unknown Bank', 'generic'],
  ];
  for (const [text, id] of cases) {
    it(`given "${text.split('\n')[0]}" on the first page when detected then ${id}`, () => assert.equal(detectProfile(text).id, id));
  }

  it('given every profile when listed then ids are unique and each names its issuer', () => {
    assert.equal(new Set(PROFILES.map((p) => p.id)).size, PROFILES.length);
    for (const p of PROFILES) assert.ok(p.company && (p.detect.any?.length || p.detect.all?.length), p.id);
  });
});
