import assert from 'node:assert/strict';
import http from 'node:http';
import { listen, markCommitting, settleBeforeDone, type ApiServer } from '../../../src/http/listen';

/** What the client of one request saw: its status, or the network error that ended it. */
function request(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

/**
 * SIGTERM's first step: stop accepting, let in-flight requests finish within the grace, then cut those that
 * have not reached their commit point (their handlers release what they reserved) and let the committed ones
 * answer.
 */
describe('graceful stop of the API listener', () => {
  let server: ApiServer;
  const gates = new Map<string, () => void>();
  const handled: { path: string; socketDestroyed: boolean }[] = [];
  const started = new Map<string, Promise<void>>();
  const arrived = new Map<string, () => void>();

  beforeEach(async () => {
    handled.length = 0;
    for (const p of ['/quick', '/uncommitted', '/committed', '/settling']) started.set(p, new Promise((r) => arrived.set(p, r)));
    server = await listen(
      {
        callback: () => async (req: http.IncomingMessage, res: http.ServerResponse) => {
          const path = req.url!;
          if (path === '/committed') markCommitting(req);
          if (path === '/settling') settleBeforeDone(req, new Promise<void>((settled) => gates.set('/settling', settled)));
          arrived.get(path)?.();
          if (path !== '/quick' && path !== '/settling') await new Promise<void>((release) => gates.set(path, release));
          handled.push({ path, socketDestroyed: req.socket.destroyed });
          if (!res.destroyed) res.end('ok');
        },
      },
      0,
      '127.0.0.1',
    );
  });

  it('after the grace, an uncommitted request is cut (its handler sees a gone client) and a committed one answers', async () => {
    const uncommitted = request(server.port, '/uncommitted');
    const committed = request(server.port, '/committed');
    await Promise.all([started.get('/uncommitted'), started.get('/committed')]);
    const stopped = server.close(100);
    // The committed request finishes after the grace; the cut one's handler runs to its end (to release).
    const cut = await uncommitted;
    assert.match(String(cut), /ECONNRESET|socket hang up/);
    gates.get('/uncommitted')!();
    gates.get('/committed')!();
    assert.equal(await committed, 200);
    await stopped;
    assert.deepEqual(handled.map((h) => [h.path, h.socketDestroyed]).sort(), [
      ['/committed', false],
      ['/uncommitted', true],
    ]);
  });

  it('within the grace every in-flight request finishes; no new connection is accepted once the stop began', async () => {
    const slow = request(server.port, '/uncommitted');
    await started.get('/uncommitted');
    const stopped = server.close(30_000);
    assert.match(String(await request(server.port, '/quick')), /ECONNREFUSED/);
    gates.get('/uncommitted')!();
    assert.equal(await slow, 200);
    await stopped;
  });

  it('a request answered but not yet settled (its credit being captured) holds the stop until it settles', async () => {
    assert.equal(await request(server.port, '/settling'), 200); // answered in full
    const serverClosed = new Promise((r) => server.server.once('close', r));
    let closed = false;
    const stopped = server.close(30_000).then(() => (closed = true));
    // Every connection is gone and the port closed: a stop that did not wait would resolve in this turn.
    await serverClosed;
    await new Promise((r) => setImmediate(r));
    assert.equal(closed, false, 'the stop waits for the settlement');
    gates.get('/settling')!();
    await stopped;
    assert.equal(closed, true);
  });
});
