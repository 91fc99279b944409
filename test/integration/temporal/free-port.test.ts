import assert from 'node:assert/strict';
import net from 'node:net';
import { freePort } from '../../../src/temporal/free-port';

/** A port the kernel picks for `listen(0)` now, released at once (what the dev server does for its own services). */
function kernelPick(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function bind(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => s.close(() => resolve()));
  });
}

describe('freePort (real sockets)', () => {
  it('keeps the ports it hands out from being picked again by listen(0), yet bindable by number', async () => {
    const handed = new Set<number>();
    for (let i = 0; i < 40; i++) handed.add(await freePort());
    assert.equal(handed.size, 40, 'no port is handed out twice');
    // Ports in TIME_WAIT are skipped by the kernel's choice: many picks never land on one of them.
    for (let i = 0; i < 400; i++) {
      const p = await kernelPick();
      assert.ok(!handed.has(p), `listen(0) returned port ${p}, which freePort had just handed out`);
    }
    for (const p of [...handed].slice(0, 5)) await bind(p);
  });
});
