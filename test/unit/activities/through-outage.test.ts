import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { throughOutage } from '../../../activities/read-patiently';
import { EventStoreUnavailableError } from '../../../src/eventstore/port';

describe('throughOutage (store operations of the analysis wait out a store outage)', () => {
  const env = () => new MockActivityEnvironment();

  it('retries while the store is unreachable, then returns what the operation returned', async () => {
    let calls = 0;
    const value = await env().run(() =>
      throughOutage(async () => {
        if (++calls < 3) throw new EventStoreUnavailableError('PostgreSQL unreachable: connect ECONNREFUSED');
        return 'stored';
      }),
    );
    assert.equal(value, 'stored');
    assert.equal(calls, 3);
  });

  it('throws any other failure at once', async () => {
    let calls = 0;
    await assert.rejects(
      env().run(() =>
        throughOutage(async () => {
          calls++;
          throw new Error('the statement is malformed');
        }),
      ),
      /malformed/,
    );
    assert.equal(calls, 1);
  });

  it('gives up once its budget is spent, with the store error', async () => {
    let calls = 0;
    await assert.rejects(
      env().run(() =>
        throughOutage(async () => {
          calls++;
          throw new EventStoreUnavailableError('PostgreSQL unreachable: the database system is shutting down');
        }, 0),
      ),
      EventStoreUnavailableError,
    );
    assert.equal(calls, 1);
  });
});
