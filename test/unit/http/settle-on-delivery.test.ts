import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { settleOnDelivery } from '../../../src/http/billed-response';
import type { OpenCharge } from '../../../src/billing/billed';

/**
 * A real server and real client sockets: the charge is captured once the whole answer has been handed to the
 * OS, released when the connection closes first or the answer written is an error; never both. Each case
 * awaits the settlement itself, so nothing is inferred from waiting.
 */
describe('settleOnDelivery (capture after delivery, release when the answer is cut)', () => {
  const BIG = Buffer.alloc(64 * 1024 * 1024, 'a'); // far more than the socket buffers hold
  let server: http.Server;
  let port: number;
  let settled: Promise<string[]>;

  beforeEach(async () => {
    let done!: (v: string[]) => void;
    settled = new Promise((r) => (done = r));
    server = http.createServer((req, res) => {
      const size = req.url === '/small' || req.url === '/error' ? 1024 : BIG.length;
      const calls: string[] = [];
      const charge: OpenCharge = {
        orgId: 'org',
        reservationId: 'r',
        capture: async () => void calls.push('capture'),
        release: async (reason) => void calls.push(`release:${reason}`),
      };
      void settleOnDelivery(res, charge).then(() => done(calls));
      res.writeHead(req.url === '/error' ? 500 : 200, { 'Content-Length': String(size) });
      res.end(BIG.subarray(0, size));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('releases (client_disconnected) when the client closes before the whole answer was written', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((r) => socket.once('data', () => r())); // the answer has started
    socket.destroy();
    assert.deepEqual(await settled, ['release:client_disconnected']);
  });

  it('captures an answer handed out in full, once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/small`);
    assert.equal((await res.arrayBuffer()).byteLength, 1024);
    assert.deepEqual(await settled, ['capture']);
  });

  it('releases (request_failed) when what was written is an error', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/error`);
    assert.equal(res.status, 500);
    await res.arrayBuffer();
    assert.deepEqual(await settled, ['release:request_failed']);
  });
});
