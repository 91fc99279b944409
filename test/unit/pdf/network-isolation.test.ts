import assert from 'node:assert/strict';
import net from 'node:net';
import { ExtractorProcess, networkIsolation } from '../../../src/pdf/extractor-process';

const HANDLER = require.resolve('./support/test-handler');

describe('extractor processes have no network where the host allows it', function () {
  this.timeout(60_000);
  let server: net.Server;
  let port: number;
  const children: ExtractorProcess[] = [];

  before(async () => {
    server = net.createServer((s) => s.destroy());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  after(() => {
    for (const c of children) c.kill();
    server.close();
  });

  const start = (networkIsolation?: boolean) => {
    const c = new ExtractorProcess({ handlerModule: HANDLER, memoryLimitMb: 256, timeoutMs: 20_000, networkIsolation });
    children.push(c);
    return c;
  };

  it('a child cannot open a connection to a listening local port, which the same child without isolation can', async function () {
    if (!networkIsolation()) {
      if (process.env.CI === 'true') throw new Error('this CI host should allow unshare --net (or unprivileged user namespaces)');
      console.log('    (network isolation is not available on this host: unshare --net is not permitted)');
      this.skip();
    }
    const open = await start(false).run({ kind: 'connect', port });
    assert.deepEqual(open, { ok: true, result: 'connected' }, 'the control reaches the port');
    const isolated = await start().run({ kind: 'connect', port });
    assert.equal(isolated.ok, true);
    assert.notEqual((isolated as { result: unknown }).result, 'connected');
    assert.match(String((isolated as { result: unknown }).result), /^E[A-Z]+$/, 'a network error, e.g. ENETUNREACH');
  });
});
