import net from 'node:net';

/**
 * A TCP port that was free on `host` a moment ago, kept from being handed out again for a while. The kernel
 * picks it for a throwaway listener; one connection to it is then closed from the listener's side first, so
 * the port sits in TIME_WAIT (60 s on Linux), during which `bind(:0)` (this function again, or the Temporal dev
 * server choosing its internal service and metrics ports the same way) does not return it, while a server that
 * binds it by number with SO_REUSEADDR (Go and libuv set it) still can. Without this, a port just picked here
 * could be picked again by the dev server for one of its own services, and the server would exit at start.
 * Another process may still take it by number; callers that can let the server bind port 0 should.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.once('connection', (accepted) => {
      // The accepted side closes first: its end of the connection, on this port, goes to TIME_WAIT.
      accepted.end();
    });
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      const client = net.connect({ host, port });
      client.unref();
      client.once('error', (err) => probe.close(() => reject(err)));
      client.resume();
      client.once('end', () => {
        client.end();
        probe.close(() => resolve(port));
      });
    });
  });
}
