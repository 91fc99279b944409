import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { Sealer } from '../../../src/crypto/sealer';
import { assertSameOrigin, SessionCookies } from '../../../src/http/session-cookie';

/** The few Context members the cookie code touches. */
function fakeCtx(opts: { secure?: boolean; method?: string; headers?: Record<string, string> } = {}) {
  const set: string[] = [];
  const headers: Record<string, string> = Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const ctx = {
    secure: opts.secure ?? false,
    protocol: opts.secure ? 'https' : 'http',
    host: 'dash.example:8080',
    method: opts.method ?? 'GET',
    get: (name: string) => headers[name.toLowerCase()] ?? '',
    append: (name: string, value: string) => {
      assert.equal(name, 'Set-Cookie');
      set.push(value);
    },
  };
  return { ctx: ctx as unknown as Context, set };
}

const TOKEN = `bsa_${'a'.repeat(32)}_${'b'.repeat(43)}`;

describe('dashboard session cookie', () => {
  const key = randomBytes(32);
  let now = new Date('2026-01-01T00:00:00Z');
  const cookies = (secure: boolean | null = null, k = key) =>
    new SessionCookies({ sealer: new Sealer(k), ttlSeconds: 3600, secure, clock: () => now });

  it('seals the token with an expiry; opens only with the same key and before the expiry', () => {
    const { ctx, set } = fakeCtx();
    const expires = cookies().issue(ctx, TOKEN);
    assert.equal(expires.toISOString(), '2026-01-01T01:00:00.000Z');
    const value = /^bsa_session=([^;]+);/.exec(set[0]!)![1]!;
    assert.ok(!value.includes(TOKEN) && !value.includes('b'.repeat(43)), 'not readable in the cookie');
    assert.equal(cookies().open(value)?.token, TOKEN);
    assert.equal(cookies(null, randomBytes(32)).open(value), null, 'another key');
    assert.equal(cookies().open(value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA')), null, 'tampered');
    now = new Date('2026-01-01T00:59:59Z');
    assert.ok(cookies().open(value));
    now = new Date('2026-01-01T01:00:00Z');
    assert.equal(cookies().open(value), null, 'expired');
    now = new Date('2026-01-01T00:00:00Z');
  });

  it('sets HttpOnly, SameSite=Strict, Path=/ and Max-Age; Secure over HTTPS or when configured', () => {
    const plain = fakeCtx();
    cookies().issue(plain.ctx, TOKEN);
    assert.match(plain.set[0]!, /; Path=\/; Max-Age=3600; HttpOnly; SameSite=Strict$/);
    const tls = fakeCtx({ secure: true });
    cookies().issue(tls.ctx, TOKEN);
    assert.match(tls.set[0]!, /; SameSite=Strict; Secure$/);
    const forced = fakeCtx();
    cookies(true).issue(forced.ctx, TOKEN);
    assert.match(forced.set[0]!, /; Secure$/);
    const off = fakeCtx({ secure: true });
    cookies(false).issue(off.ctx, TOKEN);
    assert.ok(!off.set[0]!.includes('Secure'));
    const cleared = fakeCtx();
    cookies().clear(cleared.ctx);
    assert.match(cleared.set[0]!, /^bsa_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/);
  });

  it('reads the cookie among others', () => {
    assert.equal(SessionCookies.rawValue(fakeCtx({ headers: { Cookie: 'a=1; bsa_session=v1.xyz; b=2' } }).ctx), 'v1.xyz');
    assert.equal(SessionCookies.rawValue(fakeCtx({ headers: { Cookie: 'xbsa_session=v1.xyz' } }).ctx), null);
    assert.equal(SessionCookies.rawValue(fakeCtx().ctx), null);
  });

  it('CSRF: safe methods pass; others need the header and, when sent, their own origin', () => {
    assert.doesNotThrow(() => assertSameOrigin(fakeCtx({ method: 'GET' }).ctx));
    const refused = (headers: Record<string, string>, method = 'POST') =>
      assert.throws(
        () => assertSameOrigin(fakeCtx({ method, headers }).ctx),
        (e: { status: number; code: string }) => e.status === 403 && e.code === 'csrf_rejected',
      );
    refused({});
    refused({}, 'DELETE');
    refused({ 'X-BSA-CSRF': 'yes' });
    refused({ 'X-BSA-CSRF': '1', Origin: 'http://evil.example' });
    refused({ 'X-BSA-CSRF': '1', Origin: 'https://dash.example:8080' }, 'POST');
    refused({ 'X-BSA-CSRF': '1', Origin: 'null' });
    assert.doesNotThrow(() => assertSameOrigin(fakeCtx({ method: 'POST', headers: { 'X-BSA-CSRF': '1' } }).ctx));
    assert.doesNotThrow(() => assertSameOrigin(fakeCtx({ method: 'POST', headers: { 'X-BSA-CSRF': '1', Origin: 'http://dash.example:8080' } }).ctx));
  });
});
