import assert from 'node:assert/strict';
import { createLogger, REDACTED } from '../../../src/logger';

// A log line is arbitrary JSON; the tests read nested fields of it without declaring every shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LogRecord = Record<string, any>;

function capture(level: 'debug' | 'info' = 'info') {
  const lines: string[] = [];
  const logger = createLogger(level, { service: 'unit' }, (l) => lines.push(l));
  return { logger, lines, records: () => lines.map((l) => JSON.parse(l) as LogRecord) };
}

describe('logger (pino)', () => {
  it('writes one JSON object per line with level label, ISO time, message and base fields', () => {
    const { logger, records } = capture();
    logger.info('hello', { request_id: 'r-1', count: 3 });
    const [r] = records();
    assert.equal(r!.level, 'info');
    assert.equal(r!.msg, 'hello');
    assert.equal(r!.service, 'unit');
    assert.equal(r!.request_id, 'r-1');
    assert.equal(r!.count, 3);
    assert.match(r!.time, /^\d{4}-\d{2}-\d{2}T/);
  });

  it('honours the level', () => {
    const { logger, lines } = capture('info');
    logger.debug('dropped');
    logger.warn('kept');
    assert.equal(lines.length, 1);
  });

  it('redacts secrets and statement contents at any depth, in fields and in child bindings', () => {
    const { logger, lines, records } = capture();
    logger.info('x', {
      password: 'pw-1',
      headers: { authorization: 'Bearer bsa_abc', cookie: 'bsa_session=s3' },
      deep: { a: { b: { callback_url: 'https://hook.example/secret-path', token: 'tok-2' } } },
      statement: { name: 'JANE DOE', transactions: [{ description: 'Salary ACME' }] },
      list: [{ fullname: 'Jane Doe' }],
      bytes: Buffer.from('%PDF-1.4'),
      task_id: 'kept-id',
    });
    logger.child({ secret: 'cb-secret-3', org_id: 'org-1' }).info('y');
    const text = lines.join('\n');
    for (const s of ['pw-1', 'bsa_abc', 's3', 'secret-path', 'tok-2', 'JANE DOE', 'Salary ACME', 'Jane Doe', '%PDF', 'cb-secret-3']) {
      assert.ok(!text.includes(s), `leaked ${s}`);
    }
    const [first, second] = records();
    assert.equal(first!.password, REDACTED);
    assert.equal(first!.headers.authorization, REDACTED);
    assert.equal(first!.deep.a.b.callback_url, REDACTED);
    assert.equal(first!.task_id, 'kept-id');
    assert.equal(second!.org_id, 'org-1');
  });
});
