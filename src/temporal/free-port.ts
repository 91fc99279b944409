import net from 'node:net';

/**
 * A TCP port that was free on `host` a moment ago: the kernel picks it for a throwaway listener. Another
 * process may take it before the caller binds it, so callers that can let the server bind port 0 should.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
