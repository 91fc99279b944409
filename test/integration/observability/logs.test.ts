import assert from 'node:assert/strict';
import { eventually } from '../../helpers/eventually';
import { startStack, bearer, type Stack } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { mpesaStatement } from '../../helpers/statements';
import { createLogger } from '../../../src/logger';

const PASSWORD = 'Sup3r-Secret-PDF-pw';
const FULLNAME = 'Jane Wambui Doe';
const REQUEST_ID = 'obs-log-test-0001';

describe('structured logs of a real request cycle hold ids, never secrets or statement contents', function () {
  this.timeout(180_000);
  const lines: string[] = [];
  let stack: Stack;
  let receiver: CallbackReceiver;

  before(async () => {
    stack = await startStack({ logger: createLogger('debug', { service: 'test' }, (l) => lines.push(l)) });
    receiver = new CallbackReceiver();
  });
  after(async () => {
    await stack.close();
  });

  it('upload with password and callback URL, poll, callback, legacy call: ids logged, secrets not', async () => {
    const hook = `${await receiver.start()}/cb-path-secret-7f3a?sig=cb-query-secret-91`;
    try {
      const { orgId, token } = await stack.org(3);
      const { bytes, truth } = await mpesaStatement(10, 4, PASSWORD);
      const res = await stack.http
        .post('/v1/api/analysis')
        .set(bearer(token))
        .set('X-Request-Id', REQUEST_ID)
        .attach('file', bytes, 'statement-of-jane.pdf')
        .field('password', PASSWORD)
        .field('callback_url', hook);
      assert.equal(res.status, 202, JSON.stringify(res.body));
      const taskId = res.body.task_id as string;
      const [cb] = await receiver.waitFor(1);
      assert.equal(cb!.json.status, 'completed');
      const legacy = await stack.http
        .post('/api/v1/analysis/2d')
        .set(bearer(token))
        .attach('file', bytes, 's.pdf')
        .field('fullname', FULLNAME)
        .field('password', PASSWORD);
      assert.equal(legacy.status, 200);
      assert.equal((await stack.http.get('/v1/api/credits').set('Authorization', 'Bearer bsa_wrong_token_value')).status, 401);
      // The callback line is written when its outcome is recorded, just after the receiver answered.
      await eventually(
        async () => lines.some((l) => l.includes('"msg":"callback"') && l.includes(taskId)),
        (seen) => seen,
      );

      const text = lines.join('\n');
      const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      // What must be there: one request line with request id, org id, route pattern, status and duration.
      const submit = records.find((r) => r.msg === 'request' && r.request_id === REQUEST_ID);
      assert.ok(submit, 'request line with the caller-supplied request id');
      assert.equal(submit.org_id, orgId);
      assert.equal(submit.route, '/v1/api/analysis');
      assert.equal(submit.status, 202);
      assert.equal(typeof submit.ms, 'number');
      assert.ok(
        records.some((r) => r.msg === 'request' && r.status === 401 && r.org_id === undefined),
        'the 401 is logged without an org',
      );
      const activities = records.filter((r) => r.msg === 'activity' && r.task_id === taskId);
      // analyseTask (which accepts the task; accept-in-analysis), postCallback (which records the delivery and
      // discards the inputs; lean-steps)
      assert.ok(activities.length >= 2, `activity lines for the task: ${activities.length}`);
      assert.ok(activities.some((r) => r.activity === 'postCallback'));
      assert.ok(activities.some((r) => r.org_id === orgId && r.activity === 'analyseTask'));
      assert.ok(records.some((r) => r.msg === 'callback' && r.task_id === taskId && r.delivered === true));

      // What must not: password, token, callback URL, holder name, file name, transactions. The token's secret
      // part is its fixed-length tail after `bsa_<org id>_` (base64url may itself contain `_`).
      const tokenSecret = /^bsa_[0-9a-f]{32}_([A-Za-z0-9_-]{43})$/.exec(token)?.[1];
      assert.ok(tokenSecret, 'token has the documented form');
      const secrets = [
        PASSWORD,
        token,
        tokenSecret,
        'bsa_wrong_token_value',
        hook,
        'cb-path-secret-7f3a',
        'cb-query-secret-91',
        FULLNAME,
        'JANE WAMBUI DOE',
        'statement-of-jane',
        ...truth.slice(0, 5).map((t) => t.description.slice(0, 18)),
      ];
      for (const secret of secrets) assert.ok(!text.includes(secret), `log output contains a secret: ${secret.slice(0, 12)}…`);
      assert.ok(!text.includes('%PDF-'), 'PDF bytes in logs');
    } finally {
      await receiver.stop();
    }
  });
});
