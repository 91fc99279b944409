import assert from 'node:assert/strict';
import { awaitsItsWorkflow, verdictFor } from '../../../src/tasks/orphan-reaper';
import { foldTask } from '../../../src/tasks/task-state';
import type { TaskEvent } from '../../../src/tasks/task-events';

const ORG = 'org-a';
const TASK = '11111111-1111-4111-8111-111111111111';
const AT = '2026-01-01T10:00:00.000Z';
const base = { task_id: TASK, org_id: ORG, at: AT };
const submitted: TaskEvent = {
  type: 'TaskSubmitted',
  data: { task_id: TASK, org_id: ORG, kind: 'single', documents: 1, callback: false, created_at: AT, expires_at: '2026-01-02T10:00:00.000Z' },
};

describe('orphan reaper: whose is a stale reservation', () => {
  it('a submitted task with no outcome awaits its workflow, for its own organisation only', () => {
    assert.equal(awaitsItsWorkflow(foldTask([submitted]), ORG), true);
    assert.equal(awaitsItsWorkflow(foldTask([submitted]), 'org-b'), false, 'a request naming another organisation’s task');
  });

  it('no stream (a request, or a submission that died before TaskSubmitted) or an ended task awaits nothing', () => {
    const ended: TaskEvent[][] = [
      [],
      [submitted, { type: 'TaskCompleted', data: { ...base, result_key: 'r' } }],
      [submitted, { type: 'TaskFailed', data: { ...base, error: 'e', error_code: 'corrupt_pdf' } }],
      [submitted, { type: 'TaskCancelled', data: { ...base, reason: 'cancelled' } }],
      [submitted, { type: 'TaskAbandoned', data: { ...base, reason: 'workflow_not_started' } }],
      [submitted, { type: 'TaskExpired', data: base }],
    ];
    for (const events of ended) assert.equal(awaitsItsWorkflow(foldTask(events), ORG), false, events.map((e) => e.type).join(','));
  });

  it('what Temporal says decides: running → leave, closed → release, not started → abandon, unknown → defer', () => {
    assert.deepEqual((['running', 'closed', 'not_started', 'unknown'] as const).map(verdictFor), ['leave', 'release', 'abandon', 'defer']);
  });
});
