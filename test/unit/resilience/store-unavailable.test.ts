import assert from 'node:assert/strict';
import Koa from 'koa';
import supertest from 'supertest';
import { errorHandler } from '../../../src/http/errors';
import { silentLogger } from '../../../src/logger';
import { EventStoreUnavailableError } from '../../../src/eventstore/port';
import { classifyPgError, isPgConnectionError, isStoreUnavailable } from '../../../src/eventstore/store-unavailable';

const pgError = (code: string, message = 'pg says no') => Object.assign(new Error(message), { code });

describe('datastore unavailability: classification and the HTTP answer', () => {
  it('classifies connection-class pg errors, and only those', () => {
    for (const code of ['08006', '08001', '08P01', '57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      assert.equal(isPgConnectionError(pgError(code)), true, code);
    }
    assert.equal(isPgConnectionError(new Error('Connection terminated unexpectedly')), true);
    assert.equal(isPgConnectionError(new Error('timeout exceeded when trying to connect')), true);
    for (const code of ['23505', '42P01', '40001', '57014']) assert.equal(isPgConnectionError(pgError(code)), false, code);
    assert.equal(isPgConnectionError(new Error('boom')), false);
  });

  it('wraps connection-class errors as EventStoreUnavailableError, leaving others alone', () => {
    const wrapped = classifyPgError(pgError('57P01', 'terminating connection due to administrator command'));
    assert.ok(wrapped instanceof EventStoreUnavailableError);
    const unique = pgError('23505');
    assert.equal(classifyPgError(unique), unique);
  });

  it('finds unavailability anywhere in the cause chain', () => {
    const deep = new Error('projection failed', { cause: new Error('step', { cause: pgError('08006') }) });
    assert.equal(isStoreUnavailable(deep), true);
    assert.equal(isStoreUnavailable(new Error('a bug', { cause: pgError('23505') })), false);
  });

  describe('the error handler', () => {
    function appThrowing(err: unknown) {
      const app = new Koa();
      app.use(errorHandler(silentLogger));
      app.use(() => {
        throw err;
      });
      return supertest(app.callback());
    }

    for (const [label, err] of [
      ['EventStoreUnavailableError', new EventStoreUnavailableError('PostgreSQL unreachable')],
      ['a raw 57P01', pgError('57P01', 'terminating connection due to administrator command')],
      ['ECONNREFUSED wrapped in another error', new Error('reserve failed', { cause: pgError('ECONNREFUSED') })],
      ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ] as const) {
      it(`answers 503 service_unavailable with Retry-After for ${label}`, async () => {
        const res = await appThrowing(err).get('/');
        assert.equal(res.status, 503);
        assert.equal(res.body.error.code, 'service_unavailable');
        assert.match(res.headers['retry-after'] ?? '', /^\d+$/);
      });
    }

    it('still answers 500 internal_error for a bug', async () => {
      const res = await appThrowing(new TypeError('x is undefined')).get('/');
      assert.equal(res.status, 500);
      assert.equal(res.body.error.code, 'internal_error');
      assert.equal(res.headers['retry-after'], undefined);
    });
  });
});
