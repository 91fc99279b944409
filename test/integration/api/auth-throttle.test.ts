import assert from 'node:assert/strict';
import { startStack, type Stack } from '../../helpers/stack';

/** A token of `orgId`'s form with a wrong secret: a guess at that organisation's tokens. */
const guessFor = (token: string) => token.slice(0, -43) + 'x'.repeat(43);

describe('failed-authentication throttling (429 too_many_auth_failures)', function () {
  this.timeout(60_000);
  const stacks: Stack[] = [];
  after(async () => {
    for (const s of stacks) await s.close();
  });

  it('per address: after AUTH_FAILURES_PER_ADDRESS failures the address is refused, even with a valid token, with Retry-After', async () => {
    const s = await startStack({ worker: false, env: { AUTH_FAILURES_PER_ADDRESS: '5' } });
    stacks.push(s);
    const { token } = await s.org(1);
    for (let i = 0; i < 5; i++) {
      const res = await s.http.get('/v1/api/credits').set('Authorization', `Bearer bsa_${'0'.repeat(32)}_${String(i).padStart(43, 'a')}`);
      assert.equal(res.status, 401);
    }
    for (const t of ['bsa_nope', token]) {
      const res = await s.http.get('/v1/api/credits').set('Authorization', `Bearer ${t}`);
      assert.equal(res.status, 429);
      assert.equal(res.body.error.code, 'too_many_auth_failures');
      const retry = Number(res.headers['retry-after']);
      assert.ok(retry > 0 && retry <= 60, `Retry-After ${retry}`);
    }
    // The dashboard's sign-in is throttled the same way.
    const signIn = await s.http.post('/v1/api/session').set({ Authorization: `Bearer ${token}`, 'X-BSA-CSRF': '1' });
    assert.equal(signIn.status, 429);
  });

  it('per organisation: guesses from many addresses lock out new addresses, never a client that signed in before', async () => {
    const s = await startStack({ worker: false, env: { AUTH_FAILURES_PER_ORG: '3', TRUST_PROXY: 'true' } });
    stacks.push(s);
    const { token } = await s.org(1);
    const from = (address: string, t: string) => s.http.get('/v1/api/credits').set({ Authorization: `Bearer ${t}`, 'X-Forwarded-For': address });
    assert.equal((await from('203.0.113.10', token)).status, 200, 'the organisation’s client signs in');
    for (let i = 1; i <= 3; i++) assert.equal((await from(`198.51.100.${i}`, guessFor(token))).status, 401);
    const blocked = await from('198.51.100.99', guessFor(token));
    assert.deepEqual([blocked.status, blocked.body.error.code], [429, 'too_many_auth_failures']);
    assert.equal((await from('203.0.113.10', token)).status, 200, 'the known client is not locked out');
    const other = await s.org(1);
    assert.equal((await from('198.51.100.99', other.token)).status, 200, 'other organisations are not affected');
  });
});
