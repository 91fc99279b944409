import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { startStack, bearer, type Stack } from '../helpers/stack';
import { postgresUrl } from '../helpers/test-postgres';
import { eventually } from '../helpers/eventually';
import { bankStatement } from '../helpers/statements';
import { lenderStatement } from '../helpers/lender-statements';
import { parseCsv } from '../helpers/csv-parse';

const CSRF = { 'X-BSA-CSRF': '1' };

function sessionCookieOf(setCookie: string[] | string | undefined): { pair: string; attrs: string[] } {
  const line = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('bsa_session='));
  assert.ok(line, 'a bsa_session cookie is set');
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  return { pair: pair!, attrs };
}

async function waitCompleted(stack: Stack, token: string, taskId: string): Promise<Record<string, unknown>> {
  return eventually(
    async () => (await stack.http.get(`/v1/api/analysis/${taskId}`).set(bearer(token))).body as Record<string, unknown>,
    (body) => body.status !== 'processing',
    90_000,
  );
}

describe('dashboard API: session cookie, CSRF, task list, exports (real stack)', function () {
  this.timeout(180_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack.close();
  });

  it('exchanges a token for an HttpOnly SameSite=Strict cookie that authenticates reads and, with the CSRF header, writes', async () => {
    const { orgId, token } = await stack.org(3);
    const res = await stack.http.post('/v1/api/session').set(bearer(token)).set(CSRF);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.org_id, orgId);
    assert.ok(Date.parse(res.body.expires_at) > Date.now());
    assert.ok(!JSON.stringify(res.body).includes(token), 'the token is not echoed');
    const { pair, attrs } = sessionCookieOf(res.headers['set-cookie']);
    assert.ok(!pair.includes(token.slice(4)), 'the cookie holds the token sealed, not in clear');
    assert.ok(attrs.includes('HttpOnly'));
    assert.ok(attrs.includes('SameSite=Strict'));
    assert.ok(attrs.includes('Path=/'));
    assert.ok(!attrs.includes('Secure'), 'plain http: no Secure flag');
    assert.ok(attrs.some((a) => a === `Max-Age=${stack.config.sessionTtlSeconds}`));

    await stack.core.projector.catchUp();
    const credits = await stack.http.get('/v1/api/credits').set('Cookie', pair);
    assert.equal(credits.status, 200);
    assert.equal(credits.body.balance, 3);
    const me = await stack.http.get('/v1/api/session').set('Cookie', pair);
    assert.equal(me.status, 200);
    assert.equal(me.body.org_id, orgId);
  });

  it('refuses a cookie-authenticated state-changing request without the CSRF header or from another origin, consuming nothing', async () => {
    const { orgId, token } = await stack.org(2);
    const { pair } = sessionCookieOf((await stack.http.post('/v1/api/session').set(bearer(token)).set(CSRF)).headers['set-cookie']);
    const { bytes } = await bankStatement(8);
    const noHeader = await stack.http.post('/v1/api/analysis').set('Cookie', pair).attach('file', bytes, 'a.pdf');
    assert.equal(noHeader.status, 403);
    assert.equal(noHeader.body.error.code, 'csrf_rejected');
    assert.ok(noHeader.body.error.request_id);
    const foreign = await stack.http
      .post('/v1/api/analysis')
      .set('Cookie', pair)
      .set(CSRF)
      .set('Origin', 'https://evil.example')
      .attach('file', bytes, 'a.pdf');
    assert.equal(foreign.status, 403);
    const signInNoHeader = await stack.http.post('/v1/api/session').set(bearer(token));
    assert.equal(signInNoHeader.status, 403, 'sign-in needs the header too (login CSRF)');
    const signOutNoHeader = await stack.http.delete('/v1/api/session').set('Cookie', pair);
    assert.equal(signOutNoHeader.status, 403);
    const b = await stack.core.credits.balance(orgId);
    assert.deepEqual([b.balance, b.reserved], [2, 0], 'the ledger itself: nothing reserved or consumed');
  });

  it('stops working when the token is revoked, when tampered with, and after sign-out clears it', async () => {
    const { orgId, token } = await stack.org(1);
    const { pair } = sessionCookieOf((await stack.http.post('/v1/api/session').set(bearer(token)).set(CSRF)).headers['set-cookie']);
    const tampered = pair.slice(0, -3) + (pair.endsWith('AAA') ? 'BBB' : 'AAA');
    assert.equal((await stack.http.get('/v1/api/credits').set('Cookie', tampered)).status, 401);
    const out = await stack.http.delete('/v1/api/session').set('Cookie', pair).set(CSRF);
    assert.equal(out.status, 204);
    const cleared = sessionCookieOf(out.headers['set-cookie']);
    assert.equal(cleared.pair, 'bsa_session=');
    assert.ok(cleared.attrs.includes('Max-Age=0'));
    await stack.core.orgs.revokeToken(orgId, token);
    const after = await stack.http.get('/v1/api/credits').set('Cookie', pair);
    assert.equal(after.status, 401, 'a session of a revoked token is refused');
    assert.equal((await stack.http.post('/v1/api/session').set(bearer(token)).set(CSRF)).status, 401);
    assert.equal((await stack.http.post('/v1/api/session').set(CSRF)).status, 401);
  });

  it('lists tasks newest first with file names and pages; exports a completed task as CSV, XLSX and JSON', async () => {
    const { token } = await stack.org(5);
    const ids: string[] = [];
    const { bytes, truth } = await bankStatement(10, 21);
    for (const name of ['first.pdf', 'second, "quoted".pdf', 'third.pdf']) {
      const res = await stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, name);
      assert.equal(res.status, 202, JSON.stringify(res.body));
      ids.push(res.body.task_id);
    }
    // The task list is a read model: wait until it has projected the three submissions.
    await eventually(
      async () => (await stack.http.get('/v1/api/analysis?limit=5').set(bearer(token))).body.tasks?.length ?? 0,
      (n) => n === 3,
    );
    const page1 = await stack.http.get('/v1/api/analysis?limit=2').set(bearer(token));
    assert.equal(page1.status, 200);
    assert.deepEqual(
      page1.body.tasks.map((t: { task_id: string }) => t.task_id),
      [ids[2], ids[1]],
    );
    assert.deepEqual(page1.body.tasks[1].file_names, ['second, "quoted".pdf']);
    assert.ok(page1.body.next_before);
    const page2 = await stack.http.get(`/v1/api/analysis?limit=2&before=${page1.body.next_before}`).set(bearer(token));
    assert.deepEqual(
      page2.body.tasks.map((t: { task_id: string }) => t.task_id),
      [ids[0]],
    );
    assert.equal(page2.body.next_before, null);
    assert.equal((await stack.http.get('/v1/api/analysis?limit=0').set(bearer(token))).status, 400);
    assert.equal((await stack.http.get('/v1/api/analysis?before=xx').set(bearer(token))).body.error.code, 'invalid_cursor');
    const other = await stack.org(1);
    assert.deepEqual((await stack.http.get('/v1/api/analysis').set(bearer(other.token))).body.tasks, [], 'tenancy');

    const body = await waitCompleted(stack, token, ids[0]!);
    assert.equal(body.status, 'completed', JSON.stringify(body));
    const listed = await eventually(
      async () => (await stack.http.get('/v1/api/analysis?limit=5').set(bearer(token))).body,
      (b) => b.tasks.find((t: { task_id: string }) => t.task_id === ids[0])?.status === 'completed',
    );
    assert.equal(listed.tasks.find((t: { task_id: string }) => t.task_id === ids[0]).status, 'completed');

    const csv = await stack.http.get(`/v1/api/analysis/${ids[0]}/export?format=csv`).set(bearer(token)).buffer(true);
    assert.equal(csv.status, 200);
    assert.match(csv.headers['content-type']!, /^text\/csv/);
    assert.match(csv.headers['content-disposition']!, new RegExp(`attachment; filename="analysis-${ids[0]}.csv"`));
    const rows = parseCsv(csv.text);
    assert.equal(rows.length, truth.length + 1);
    const at = (h: string) => rows[0]!.indexOf(h);
    truth.forEach((t, i) => {
      assert.equal(rows[i + 1]![at('date')], t.date);
      assert.equal(Number(rows[i + 1]![at('amount')]), t.amount);
      assert.equal(rows[i + 1]![at('type')], t.type);
    });

    const xlsx = await stack.http
      .get(`/v1/api/analysis/${ids[0]}/export?format=xlsx`)
      .set(bearer(token))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    assert.equal(xlsx.status, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as ArrayBuffer);
    assert.equal(wb.getWorksheet('Transactions')!.rowCount, truth.length + 1);

    const json = await stack.http.get(`/v1/api/analysis/${ids[0]}/export?format=json`).set(bearer(token));
    assert.deepEqual(json.body, body.result);
    assert.equal((await stack.http.get(`/v1/api/analysis/${ids[0]}/export?format=pdf`).set(bearer(token))).body.error.code, 'invalid_format');
    assert.equal((await stack.http.get(`/v1/api/analysis/${ids[0]}/export?format=csv`).set(bearer(other.token))).status, 404);
  });
});

describe('dashboard API: who each task is about, and the ledger newest first (real stack)', function () {
  this.timeout(180_000);

  it('lists holder, bank, period, verdict and risk from the sealed result, never in events, and forgets them at expiry', async () => {
    const short = await startStack({ env: { TASK_TTL_SECONDS: '15' } });
    try {
      const { token } = await short.org(2);
      const { bytes } = await lenderStatement({ holder: 'WANJIRU KAMAU TESTHOLDER', bank: 'LAKESIDE TRUST BANK LIMITED', breakAt: 9 });
      const res = await short.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 'applicant.pdf');
      assert.equal(res.status, 202, JSON.stringify(res.body));
      const taskId = res.body.task_id as string;
      const body = await waitCompleted(short, token, taskId);
      assert.equal(body.status, 'completed', JSON.stringify(body).slice(0, 300));
      const result = body.result as { integrity: { risk_level: string; risk_score: number }; reconciliation: { verdict: string } };
      const listed = await eventually(
        async () => (await short.http.get('/v1/api/analysis').set(bearer(token))).body.tasks[0],
        (t) => t?.status === 'completed',
      );
      assert.deepEqual(listed.summary, {
        holder: 'WANJIRU KAMAU TESTHOLDER',
        bank: 'LAKESIDE TRUST BANK LIMITED',
        account: '0110234567890',
        currency: 'KES',
        period_start: '2024-01-02',
        period_end: '2024-03-29',
        reconciliation: result.reconciliation.verdict,
        risk_level: result.integrity.risk_level,
        risk_score: result.integrity.risk_score,
        statements: 1,
      });
      assert.equal(result.reconciliation.verdict, 'unreconciled', 'the balance break is in the verdict');
      const events = JSON.stringify(await short.core.stores.events.readStream(`task-${taskId}`));
      assert.ok(!/TESTHOLDER|LAKESIDE/i.test(events), 'the holder and bank are not in the event log');

      await short.temporal.client.workflow.getHandle(taskId).result();
      assert.equal(await short.core.blobs.getBytes(`task/${taskId}/summary.json`), null, 'the summary is deleted at expiry');
      assert.deepEqual((await short.http.get('/v1/api/analysis').set(bearer(token))).body.tasks, [], 'the task left the list');
    } finally {
      await short.close();
    }
  });

  for (const store of ['sqlite', 'postgres'] as const)
    it(`pages the credit ledger newest first with order=desc and before (${store})`, async function () {
      if (store === 'postgres') postgresUrl(this);
      const stack = await startStack({ worker: false, store });
      try {
        const { orgId, token } = await stack.org(1);
        for (const n of [2, 3, 4]) await stack.core.credits.topUp(orgId, n);
        const all = await eventually(
          async () => (await stack.http.get('/v1/api/credits/ledger').set(bearer(token))).body.entries as { seq: number; amount: number }[],
          (e) => e.length === 4,
        );
        const page1 = await stack.http.get('/v1/api/credits/ledger?order=desc&limit=3').set(bearer(token));
        assert.equal(page1.status, 200);
        assert.deepEqual(
          page1.body.entries.map((e: { amount: number }) => e.amount),
          [4, 3, 2],
        );
        assert.equal(page1.body.next_after, null);
        const page2 = await stack.http.get(`/v1/api/credits/ledger?order=desc&limit=3&before=${page1.body.next_before}`).set(bearer(token));
        assert.deepEqual(
          page2.body.entries.map((e: { seq: number }) => e.seq),
          [all[0]!.seq],
        );
        assert.equal(page2.body.next_before, null);
        for (const before of ['-3', '9007199254740993'])
          assert.equal(
            (await stack.http.get(`/v1/api/credits/ledger?order=desc&before=${before}`).set(bearer(token))).body.error.code,
            'invalid_cursor',
          );
      } finally {
        await stack.close();
      }
    });
});
