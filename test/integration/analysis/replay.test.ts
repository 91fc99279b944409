import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { temporal } from '@temporalio/proto';
import { startStack, bearer } from '../../helpers/stack';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { bankStatement, letterPdf, mpesaStatement } from '../../helpers/statements';
import { sharedWorkflowBundle } from '../../helpers/temporal';
import { documentReadersFor } from '../../../src/roots/document-reader';
import { localActivities, steps } from './stub-activities';
import { redeliverCallback } from '../../../workflows/callback-redelivery';

const DIR = path.join(__dirname, '..', '..', 'fixtures', 'histories');

/** Planted in the callback URL and the PDF password when recording, so a history can be searched for them. */
const MARKER = 'REPLAY-SECRET-MARKER';

/** A history's JSON with every payload decoded (base64 `data` fields), as someone reading it would see it. */
function decodedHistory(raw: unknown): string {
  return JSON.stringify(raw).replace(/"data":"([A-Za-z0-9+/=]+)"/g, (_m, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));
}

/**
 * Determinism guard: recorded histories of real runs (committed under test/fixtures/histories) are replayed
 * against the current workflow code; a change that breaks determinism fails here, not in production.
 *
 * - `v1-*.json`: runs of the previous workflow code (commit a975b76: the callback URL in clear in the input,
 *   its time budget as a second workflow argument), kept to prove that tasks in flight across the deploy
 *   replay. `v1-completed`/`v1-failed` come from the whole service (no callback asked for);
 *   `v1-completed-with-callback` from that workflow code with stubbed activities, taking the callback branch
 *   (its URL, `https://receiver.example/hook`, is in clear: what this change ends).
 * - `v2-*.json`: the one-argument input with a sealed callback URL, each taking the callback branch (one
 *   `deliverCallback` activity that read and posted), one of them cancelled mid-extraction.
 * - `v3-*.json`: the callback prepared by its own activity, then one `postCallback` (`prepared-callback`
 *   patch), the completed one with a redelivery the client asked for.
 * - `v4-*.json`: the `local-steps` patch: accept, outcome, delivery record, clean-up, expiry and the callback's
 *   preparation as local activities, the analysis as one `analyseTask` activity that records the completed
 *   outcome, the POST still one normal single-attempt activity; started eagerly.
 * - `v5-*.json`: the `lean-steps` patch: the analysis also prepares the callback, and the POST records its
 *   outcome and discards the inputs, so a completed task runs one local activity (accept) before its expiry.
 * - `v6-*.json`: the `accept-in-analysis` patch: the analysis accepts the task itself, so a completed task runs
 *   no local activity before its expiry; one that did not complete is accepted by the workflow's local activity
 *   before its outcome is recorded.
 * - `v7-*.json`: the current code (`local-analysis` patch): the analysis is a local activity of the first
 *   workflow task, the POST the only normal activity. `RECORD_HISTORIES=1` re-records these from fresh runs of
 *   the whole service on the dev server (the v1 to v6 files are never overwritten).
 */
describe('workflow replay over recorded histories', function () {
  this.timeout(240_000);

  before(async function () {
    if (process.env.RECORD_HISTORIES !== '1') return;
    const stack = await startStack({ env: { TASK_TTL_SECONDS: '15' } });
    const receiver = new CallbackReceiver();
    const hook = `${await receiver.start()}?token=${MARKER}`;
    try {
      const { token } = await stack.org(5);
      const submit = (bytes: Buffer, password?: string) => {
        const req = stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', bytes, 's.pdf').field('callback_url', hook);
        return password ? req.field('password', password) : req;
      };
      const record = async (name: string, taskId: string) => {
        const history = await stack.temporal.client.workflow.getHandle(taskId).fetchHistory();
        assert.ok(!decodedHistory(history).includes(MARKER), `${name}: the callback URL or the password is in the history`);
        fs.writeFileSync(path.join(DIR, `${name}.json`), JSON.stringify(history, null, 1));
      };
      fs.mkdirSync(DIR, { recursive: true });
      for (const [name, bytes] of [
        ['v7-completed-with-callback-and-redelivery', (await bankStatement(8)).bytes],
        ['v7-failed-with-callback', await letterPdf()],
      ] as const) {
        const res = await submit(bytes);
        assert.equal(res.status, 202, JSON.stringify(res.body));
        const handle = stack.temporal.client.workflow.getHandle(res.body.task_id);
        if (name.endsWith('redelivery')) {
          await receiver.waitFor(1);
          assert.equal((await handle.executeUpdate(redeliverCallback)).delivered, true);
        }
        await handle.result();
        await record(name, res.body.task_id);
      }
      // The analysis (a local activity, not listed among pending activities) has given the PDF to an extractor. The
      // statement is long enough (about 380 pages) to be still in reading when the cancel reaches the analysis,
      // which is when the SDK extends the workflow task running it (after 8 s).
      let stop = () => {};
      const extracting = new Promise<void>((resolve) => {
        stop = documentReadersFor(stack.config).observe((e) => e.type === 'dispatched' && e.lane === 'background' && resolve());
      });
      const slow = await submit((await mpesaStatement(8000, 21, MARKER)).bytes, MARKER);
      assert.equal(slow.status, 202, JSON.stringify(slow.body));
      const handle = stack.temporal.client.workflow.getHandle(slow.body.task_id);
      await extracting;
      stop();
      await handle.cancel();
      await assert.rejects(handle.result());
      await record('v7-cancelled-with-callback', slow.body.task_id);
      assert.equal(receiver.received.length, 4, 'one callback per task, and the redelivery');
    } finally {
      await receiver.stop();
      await stack.close();
    }
  });

  const files = fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((f) => f.endsWith('.json')) : [];
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
  const eventsOf = (file: string) => temporal.api.history.v1.History.fromObject(read(file)).events ?? [];

  it('has recorded histories to replay: the previous API and the current one, with callbacks and a cancel', () => {
    for (const f of [
      'v1-completed.json',
      'v1-failed.json',
      'v1-completed-with-callback.json',
      'v2-completed-with-callback.json',
      'v2-failed-with-callback.json',
      'v2-cancelled-with-callback.json',
      'v3-completed-with-callback-and-redelivery.json',
      'v3-failed-with-callback.json',
      'v3-cancelled-with-callback.json',
      'v4-completed-with-callback-and-redelivery.json',
      'v4-failed-with-callback.json',
      'v4-cancelled-with-callback.json',
      'v5-completed-with-callback-and-redelivery.json',
      'v5-failed-with-callback.json',
      'v5-cancelled-with-callback.json',
      'v6-completed-with-callback-and-redelivery.json',
      'v6-failed-with-callback.json',
      'v6-cancelled-with-callback.json',
      'v7-completed-with-callback-and-redelivery.json',
      'v7-failed-with-callback.json',
      'v7-cancelled-with-callback.json',
    ]) {
      assert.ok(files.includes(f), `expected ${f} in ${DIR}`);
    }
  });

  for (const file of files) {
    it(`replays ${file} deterministically`, async () => {
      const history = temporal.api.history.v1.History.fromObject(read(file));
      await Worker.runReplayHistory({ workflowBundle: await sharedWorkflowBundle() }, history, file);
    });
  }

  it('no history of the current API holds a URL, the callback token or the password in clear', () => {
    for (const file of files.filter((f) => /^v[2-9]-/.test(f))) {
      const text = decodedHistory(read(file));
      assert.ok(!text.includes(MARKER), `${file}: marker found`);
      assert.ok(!/https?:\/\//.test(text), `${file}: a URL found`);
    }
  });

  it('the histories with a callback show the callback branch taken with exactly one automatic attempt, and the cancel cleaned up', () => {
    const scheduled = (file: string) =>
      eventsOf(file).flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name] : []));
    for (const file of [...files.filter((f) => f.startsWith('v2-')), 'v1-completed-with-callback.json']) {
      const names = scheduled(file);
      assert.equal(names.filter((n) => n === 'deliverCallback').length, 1, `${file}: ${names.join(',')}`);
      assert.deepEqual(names.slice(-3), ['recordDelivery', 'discardInputs', 'expireTask'], file);
    }
    for (const file of files.filter((f) => f.startsWith('v3-'))) {
      const names = scheduled(file);
      const redeliveries = names.filter((n) => n === 'recordRedelivery').length;
      assert.ok(!names.includes('deliverCallback'), file);
      assert.equal(names.filter((n) => n === 'postCallback').length, 1 + redeliveries, `${file}: ${names.join(',')}`);
      const automatic = names.indexOf('postCallback');
      assert.deepEqual(names.slice(automatic - 1, automatic + 3), ['prepareCallback', 'postCallback', 'recordDelivery', 'discardInputs'], file);
      assert.equal(names.at(-1), 'expireTask', file);
    }
    assert.equal(scheduled('v3-completed-with-callback-and-redelivery.json').filter((n) => n === 'recordRedelivery').length, 1);
    for (const file of ['v2-cancelled-with-callback.json', 'v3-cancelled-with-callback.json']) assertCancelCleanedUp(file);
  });

  it('the local-steps histories: only the analysis and the POSTs are normal activities, exactly one automatic POST, the cancel cleaned up', () => {
    for (const file of files.filter((f) => f.startsWith('v4-'))) {
      const events = eventsOf(file);
      const normal = events.flatMap((e) =>
        e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name] : [],
      );
      const redeliveries = localActivities(events).filter((n) => n === 'recordRedelivery').length;
      assert.equal(normal.filter((n) => n === 'postCallback').length, 1 + redeliveries, `${file}: ${normal.join(',')}`);
      assert.deepEqual(
        normal.filter((n) => n !== 'postCallback' && n !== 'prepareCallback'),
        ['analyseTask'],
        `${file}: ${normal.join(',')} (a redelivery prepares with a normal activity)`,
      );
      const all = steps(events);
      assert.equal(all[0], 'acceptTask', file);
      const automatic = all.indexOf('postCallback');
      assert.deepEqual(all.slice(automatic - 1, automatic + 3), ['prepareCallback', 'postCallback', 'recordDelivery', 'discardInputs'], file);
      assert.equal(all.at(-1), 'expireTask', file);
    }
    assert.equal(localActivities(eventsOf('v4-completed-with-callback-and-redelivery.json')).filter((n) => n === 'recordRedelivery').length, 1);
    assert.ok(!steps(eventsOf('v4-completed-with-callback-and-redelivery.json')).includes('recordOutcome'), 'the analysis recorded the outcome');
    assert.ok(steps(eventsOf('v4-failed-with-callback.json')).includes('recordOutcome'), 'a failure is recorded by the workflow');
    const cancelled = eventsOf('v4-cancelled-with-callback.json');
    const EventType = temporal.api.enums.v1.EventType;
    assert.equal(cancelled.at(-1)?.eventType, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED);
    const cancelAt = cancelled.findIndex((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED);
    const stoppedAt = cancelled.findIndex((e, i) => i > cancelAt && e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_CANCELED);
    const recordAt = cancelled.findIndex((e) => localActivities([e])[0] === 'recordOutcome');
    assert.ok(cancelAt > 0 && stoppedAt > cancelAt && stoppedAt < recordAt, 'the clean-up ran once the analysis had stopped');
  });

  it('the lean-steps histories: accept is the only local activity of a completed task, one automatic POST that recorded and discarded', () => {
    const normal = (events: ReturnType<typeof eventsOf>) =>
      events.flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name] : []));
    for (const file of files.filter((f) => f.startsWith('v5-'))) {
      const events = eventsOf(file);
      const redeliveries = localActivities(events).filter((n) => n === 'recordRedelivery').length;
      assert.equal(normal(events).filter((n) => n === 'postCallback').length, 1 + redeliveries, `${file}: ${normal(events).join(',')}`);
      const all = steps(events);
      assert.equal(all[0], 'acceptTask', file);
      const automatic = all.indexOf('postCallback');
      assert.ok(!all.slice(automatic).includes('recordDelivery') && !all.slice(automatic).includes('discardInputs'), `${file}: ${all.join(',')}`);
      assert.equal(all.at(-1), 'expireTask', file);
      const patches = events.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_patch');
      assert.equal(patches.length, 1, `${file}: one patch marker (lean-steps)`);
    }
    const completed = steps(eventsOf('v5-completed-with-callback-and-redelivery.json'));
    assert.deepEqual(completed.slice(0, 3), ['acceptTask', 'analyseTask', 'postCallback'], completed.join(','));
    assert.deepEqual(steps(eventsOf('v5-failed-with-callback.json')), [
      'acceptTask',
      'analyseTask',
      'recordOutcome',
      'prepareCallback',
      'postCallback',
      'expireTask',
    ]);
    const cancelled = eventsOf('v5-cancelled-with-callback.json');
    const EventType = temporal.api.enums.v1.EventType;
    assert.equal(cancelled.at(-1)?.eventType, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED);
    const cancelAt = cancelled.findIndex((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED);
    const stoppedAt = cancelled.findIndex((e, i) => i > cancelAt && e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_CANCELED);
    const recordAt = cancelled.findIndex((e) => localActivities([e])[0] === 'recordOutcome');
    assert.ok(cancelAt > 0 && stoppedAt > cancelAt && stoppedAt < recordAt, 'the clean-up ran once the analysis had stopped');
  });

  it('the accept-in-analysis histories: no local activity before a completed task expires, one automatic POST, a failure accepted before it is recorded', () => {
    const normal = (events: ReturnType<typeof eventsOf>) =>
      events.flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name] : []));
    for (const file of files.filter((f) => f.startsWith('v6-'))) {
      const events = eventsOf(file);
      const redeliveries = localActivities(events).filter((n) => n === 'recordRedelivery').length;
      assert.equal(normal(events).filter((n) => n === 'postCallback').length, 1 + redeliveries, `${file}: ${normal(events).join(',')}`);
      const all = steps(events);
      assert.equal(all[0], 'analyseTask', file);
      assert.equal(all.at(-1), 'expireTask', file);
      const patches = events.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_patch');
      assert.equal(patches.length, 1, `${file}: one patch marker (accept-in-analysis)`);
    }
    const completed = steps(eventsOf('v6-completed-with-callback-and-redelivery.json'));
    assert.deepEqual(completed.slice(0, 2), ['analyseTask', 'postCallback'], completed.join(','));
    assert.ok(!completed.includes('acceptTask'), `the analysis accepted the task: ${completed.join(',')}`);
    assert.deepEqual(steps(eventsOf('v6-failed-with-callback.json')), [
      'analyseTask',
      'acceptTask',
      'recordOutcome',
      'prepareCallback',
      'postCallback',
      'expireTask',
    ]);
    const cancelled = eventsOf('v6-cancelled-with-callback.json');
    const EventType = temporal.api.enums.v1.EventType;
    assert.equal(cancelled.at(-1)?.eventType, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED);
    const cancelAt = cancelled.findIndex((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED);
    const stoppedAt = cancelled.findIndex((e, i) => i > cancelAt && e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_CANCELED);
    const acceptAt = cancelled.findIndex((e) => localActivities([e])[0] === 'acceptTask');
    const recordAt = cancelled.findIndex((e) => localActivities([e])[0] === 'recordOutcome');
    assert.ok(
      cancelAt > 0 && stoppedAt > cancelAt && stoppedAt < acceptAt && acceptAt < recordAt,
      'accepted, then recorded, once the analysis had stopped',
    );
  });

  it('the local-analysis histories: the POST is the only normal activity, the analysis a local one, a cancel stops it before the clean-up', () => {
    const normal = (events: ReturnType<typeof eventsOf>) =>
      events.flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name] : []));
    for (const file of files.filter((f) => f.startsWith('v7-'))) {
      const events = eventsOf(file);
      const redeliveries = localActivities(events).filter((n) => n === 'recordRedelivery').length;
      const posts = normal(events).filter((n) => n !== 'prepareCallback'); // a redelivery prepares with a normal activity
      assert.deepEqual(posts, Array(1 + redeliveries).fill('postCallback'), `${file}: ${normal(events).join(',')}`);
      const all = steps(events);
      assert.equal(all[0], 'analyseTask', file);
      assert.equal(all.at(-1), 'expireTask', file);
      const patches = events.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_patch');
      assert.equal(patches.length, 1, `${file}: one patch marker (local-analysis)`);
    }
    const completed = eventsOf('v7-completed-with-callback-and-redelivery.json');
    assert.deepEqual(steps(completed).slice(0, 2), ['analyseTask', 'postCallback'], steps(completed).join(','));
    const EventType = temporal.api.enums.v1.EventType;
    const firstTaskDone = completed.findIndex((e) => e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED);
    const postAt = completed.findIndex((e) => e.activityTaskScheduledEventAttributes);
    assert.ok(
      completed.slice(firstTaskDone + 1, postAt).every((e) => e.eventType !== EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED),
      'the POST is scheduled by the workflow task that ran the analysis',
    );
    assert.deepEqual(steps(eventsOf('v7-failed-with-callback.json')), [
      'analyseTask',
      'acceptTask',
      'recordOutcome',
      'prepareCallback',
      'postCallback',
      'expireTask',
    ]);
    const cancelled = eventsOf('v7-cancelled-with-callback.json');
    assert.equal(cancelled.at(-1)?.eventType, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED);
    const cancelAt = cancelled.findIndex((e) => e.eventType === EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCEL_REQUESTED);
    const stoppedAt = cancelled.findIndex((e) => localActivities([e])[0] === 'analyseTask');
    const recordAt = cancelled.findIndex((e) => localActivities([e])[0] === 'recordOutcome');
    assert.ok(cancelAt > 0 && stoppedAt > cancelAt && stoppedAt < recordAt, 'recorded once the analysis had stopped');
  });

  function assertCancelCleanedUp(file: string): void {
    const scheduled = (f: string) =>
      eventsOf(f).flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name] : []));
    const cancelled = eventsOf(file);
    const EventType = temporal.api.enums.v1.EventType;
    assert.equal(cancelled.at(-1)?.eventType, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED);
    assert.ok(!scheduled(file).includes('analyse'));
    // The extraction ends (cancelled on its next heartbeat, or finished first) before the clean-up starts.
    const ended = [
      EventType.EVENT_TYPE_ACTIVITY_TASK_CANCELED,
      EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED,
      EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED,
    ];
    const cancelAt = cancelled.findIndex((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED);
    const stoppedAt = cancelled.findIndex((e, i) => i > cancelAt && ended.includes(e.eventType!));
    const recordAt = cancelled.findIndex((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'recordOutcome');
    assert.ok(cancelAt > 0 && stoppedAt > cancelAt && stoppedAt < recordAt, `${file}: the clean-up ran once the extraction had stopped`);
  }
});
