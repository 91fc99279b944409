import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { refundUnlessWritten } from '../../../src/http/billed-response';

/**
 * A real server and real client sockets: the refund runs when the connection closes before the answer was
 * written out, and not when the client read it all (both decided by the response's own `close` event).
 */
describe('refundUnlessWritten (an answer that never reached the client is refunded)', () => {
  const BIG = Buffer.alloc(64 * 1024 * 1024, 'a'); // far more than the socket buffers hold
  let server: http.Server;
  let port: number;
  let closed: Promise<{ refunded: boolean; finished: boolean }>;

  beforeEach(async () => {
    let settle!: (v: { refunded: boolean; finished: boolean }) => void;
    closed = new Promise((r) => (settle = r));
    server = http.createServer((req, res) => {
      const size = req.url === '/small' ? 1024 : BIG.length;
      let refunded = false;
      refundUnlessWritten({ res } as never, async () => {
        refunded = true;
      });
      res.on('close', () => setImmediate(() => settle({ refunded, finished: res.writableFinished })));
      res.writeHead(200, { 'Content-Length': String(size) });
      res.end(BIG.subarray(0, size));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('refunds when the client closes before the whole answer was written', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((r) => socket.once('data', () => r())); // the answer has started
    socket.destroy();
    assert.deepEqual(await closed, { refunded: true, finished: false });
  });

  it('does not refund an answer the client received', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/small`);
    assert.equal((await res.arrayBuffer()).byteLength, 1024);
    assert.deepEqual(await closed, { refunded: false, finished: true });
  });
});
