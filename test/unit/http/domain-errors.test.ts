import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { HttpError, httpErrorOf } from '../../../src/http/errors';
import { LedgerError } from '../../../src/credits/ledger';
import { ClientGoneError, ServiceUnavailableError } from '../../../src/domain/service-errors';
import { RedeliveryRefusedError, TaskNotFoundError } from '../../../src/tasks/task-errors';
import { CallbackUrlError } from '../../../src/callbacks/address-policy';

const ROOT = path.join(__dirname, '..', '..', '..');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? sourcesUnder(p) : d.name.endsWith('.ts') ? [p] : [];
  });
}

describe('domain errors → HTTP (one table in src/http)', () => {
  const shown = (err: unknown) => {
    const h = httpErrorOf(err);
    return h && [h.status, h.code, h.headers['Retry-After'] ?? null];
  };

  it('maps each domain error to its status and code', () => {
    assert.deepEqual(shown(new LedgerError('insufficient_credits', 'x')), [402, 'insufficient_credits', null]);
    assert.deepEqual(shown(new ServiceUnavailableError()), [503, 'service_unavailable', '5']);
    assert.deepEqual(shown(new ServiceUnavailableError('Temporal is down', 2)), [503, 'service_unavailable', '2']);
    assert.deepEqual(shown(new ClientGoneError()), [499, 'client_closed_request', null]);
    assert.deepEqual(shown(new TaskNotFoundError()), [404, 'not_found', null]);
    assert.deepEqual(shown(new RedeliveryRefusedError('task_processing', 'not yet')), [409, 'task_processing', null]);
    assert.deepEqual(shown(new CallbackUrlError('bad')), [400, 'invalid_callback_url', null]);
  });

  it('leaves other errors to the handler (a ledger refusal that is a bug, a plain error) and passes HttpErrors through', () => {
    assert.equal(httpErrorOf(new LedgerError('reservation_captured', 'x')), null);
    assert.equal(httpErrorOf(new Error('boom')), null);
    const h = new HttpError(418, 'teapot', 'short and stout');
    assert.equal(httpErrorOf(h), h);
  });

  it('no module under src/tasks, src/credits, src/billing or src/domain imports src/http (no http ↔ tasks cycle)', () => {
    const offenders = ['tasks', 'credits', 'billing', 'domain']
      .flatMap((d) => sourcesUnder(path.join(ROOT, 'src', d)))
      .filter((f) => /from '(\.\.\/)+http\//.test(fs.readFileSync(f, 'utf8')) || /new HttpError\(/.test(fs.readFileSync(f, 'utf8')));
    assert.deepEqual(offenders, []);
  });
});
