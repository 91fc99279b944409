import assert from 'node:assert/strict';
import { ServiceError } from '@temporalio/client';
import { isUnavailable } from '../../../src/tasks/unavailable';
import { EventStoreUnavailableError } from '../../../src/eventstore/port';

const grpc = (code: number) => new ServiceError('Failed to start workflow', { cause: Object.assign(new Error(`${code} grpc`), { code }) });

describe('isUnavailable: a backing service could not be reached (503), not a bug (500)', () => {
  it('the event store, PostgreSQL connection errors and an unreachable Temporal are unavailable', () => {
    for (const err of [
      new EventStoreUnavailableError('PostgreSQL unreachable'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      grpc(14), // UNAVAILABLE
      grpc(4), // DEADLINE_EXCEEDED
      new Error('wrapped', { cause: new Error('outer', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }) }),
    ]) {
      assert.equal(isUnavailable(err), true, String(err));
    }
  });

  it('bugs, refusals and invalid requests are not', () => {
    for (const err of [
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      grpc(3),
      Object.assign(new Error('unique violation'), { code: '23505' }),
      null,
      'text',
    ]) {
      assert.equal(isUnavailable(err), false, String(err));
    }
  });
});
