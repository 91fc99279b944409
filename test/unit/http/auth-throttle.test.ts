import assert from 'node:assert/strict';
import { AuthThrottle } from '../../../src/http/auth-throttle';

describe('failed-authentication throttle', () => {
  let now = 0;
  const throttle = () => new AuthThrottle({ perAddress: 3, perOrg: 5, windowMs: 60_000, maxKeys: 50 }, () => now);
  beforeEach(() => (now = 1_000_000));

  it('given 3 failures from one address, when it tries again within the window, then it is refused until the window ends', () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) {
      assert.equal(t.refusal('10.0.0.1', `org${i}`), null);
      t.failed('10.0.0.1', `org${i}`);
    }
    assert.deepEqual(t.refusal('10.0.0.1', 'another'), { scope: 'address', retryAfterSeconds: 60 });
    assert.equal(t.refusal('10.0.0.2', 'another'), null, 'other addresses are not affected');
    now += 45_000;
    assert.deepEqual(t.refusal('10.0.0.1', null), { scope: 'address', retryAfterSeconds: 15 });
    now += 15_000;
    assert.equal(t.refusal('10.0.0.1', null), null, 'a new window');
  });

  it('given 5 failures against one organisation from many addresses, then unknown addresses are refused for it, but an address that signed in to it is not', () => {
    const t = throttle();
    t.succeeded('192.168.1.10', 'acme');
    for (let i = 0; i < 5; i++) t.failed(`10.0.1.${i}`, 'acme');
    assert.deepEqual(t.refusal('10.0.9.9', 'acme'), { scope: 'organisation', retryAfterSeconds: 60 });
    assert.equal(t.refusal('192.168.1.10', 'acme'), null, 'the organisation’s own client is not locked out');
    assert.equal(t.refusal('10.0.9.9', 'other'), null, 'other organisations are not affected');
  });

  it('successes do not count as failures, and memory stays bounded under many distinct keys', () => {
    const t = throttle();
    for (let i = 0; i < 10; i++) t.succeeded('10.0.0.1', 'acme');
    assert.equal(t.refusal('10.0.0.1', 'acme'), null);
    for (let i = 0; i < 1000; i++) t.failed(`10.1.${i >> 8}.${i & 255}`, `org-${i}`);
    const sizes = t as unknown as { byAddress: Map<string, unknown>; byOrg: Map<string, unknown> };
    assert.ok(sizes.byAddress.size <= 50 && sizes.byOrg.size <= 50, `${sizes.byAddress.size} / ${sizes.byOrg.size}`);
  });
});
