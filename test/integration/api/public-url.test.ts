import assert from 'node:assert/strict';
import { startStack, type Stack } from '../../helpers/stack';

const signIn = (stack: Stack, token: string, headers: Record<string, string>) =>
  stack.http
    .post('/v1/api/session')
    .set({ Authorization: `Bearer ${token}`, 'X-BSA-CSRF': '1', ...headers })
    .send();

describe('behind a TLS-terminating proxy (PUBLIC_URL, TRUST_PROXY)', function () {
  this.timeout(60_000);
  const stacks: Stack[] = [];
  after(async () => {
    for (const s of stacks) await s.close();
  });
  const stack = async (env: Record<string, string>) => {
    const s = await startStack({ worker: false, env });
    stacks.push(s);
    return s;
  };

  it('PUBLIC_URL=https://…: sign-in and a cookie upload from the https origin pass the origin check; the cookie is Secure; another origin is refused', async () => {
    const s = await stack({ PUBLIC_URL: 'https://bsa.example.com/' });
    const { token } = await s.org(1);
    // The request reaches the service over plain HTTP (supertest), as it would from the proxy.
    const ok = await signIn(s, token, { Origin: 'https://bsa.example.com' });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    const cookie = String(ok.headers['set-cookie']);
    assert.match(cookie, /; Secure/);
    const session = /bsa_session=[^;]+/.exec(cookie)![0];
    const upload = await s.http
      .post('/v1/api/analysis')
      .set({ Cookie: session, 'X-BSA-CSRF': '1', Origin: 'https://bsa.example.com' })
      .attach('file', Buffer.from('not a pdf'), 'a.pdf');
    assert.equal(upload.status, 400, 'past the origin check to the request-shape check');
    assert.equal(upload.body.error.code, 'not_a_pdf');
    const signOut = await s.http.delete('/v1/api/session').set({ Cookie: session, 'X-BSA-CSRF': '1', Origin: 'https://bsa.example.com' });
    assert.equal(signOut.status, 204);

    for (const origin of ['http://bsa.example.com', 'https://evil.example', `http://${ok.request.url.split('/')[2]}`]) {
      const refused = await signIn(s, token, { Origin: origin });
      assert.deepEqual([refused.status, refused.body.error.code], [403, 'csrf_rejected'], origin);
    }
  });

  it('TRUST_PROXY=true: the forwarded protocol and host make the https origin this server’s own; without it they are ignored', async () => {
    const forwarded = { Origin: 'https://bsa.example.com', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'bsa.example.com' };
    const trusting = await stack({ TRUST_PROXY: 'true' });
    const a = await trusting.org(1);
    const ok = await signIn(trusting, a.token, forwarded);
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.match(String(ok.headers['set-cookie']), /; Secure/, 'Secure: the browser used https');

    const plain = await stack({});
    const b = await plain.org(1);
    const refused = await signIn(plain, b.token, forwarded);
    assert.deepEqual([refused.status, refused.body.error.code], [403, 'csrf_rejected']);
  });
});
