import assert from 'node:assert/strict';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { checkedAddresses, deliverCallback, pinnedLookup, type HostResolver, type ResolvedAddress } from '../../../src/callbacks/deliver';

/** A resolver answering from a fixed table (a real name → address mapping, no network), counting its calls. */
function tableResolver(table: Record<string, ResolvedAddress[]>): HostResolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };
  return Object.assign(resolve, { calls });
}

const request = (url: string, allowPrivateNetworks: boolean, resolve?: HostResolver) =>
  deliverCallback({ url, taskId: 't-1', body: '{"status":"completed"}', secret: null, timeoutMs: 5000, allowPrivateNetworks, resolve });

describe('callback delivery to host names', () => {
  const receiver = new CallbackReceiver();
  let port: string;
  before(async () => {
    port = new URL(await receiver.start()).port;
  });
  after(() => receiver.stop());
  beforeEach(() => receiver.received.splice(0));

  it('delivers to localhost through the system resolver when private networks are allowed', async () => {
    const outcome = await request(`http://localhost:${port}/hook`, true);
    assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
    assert.equal(receiver.received.length, 1);
    assert.equal(receiver.received[0]!.headers.host, `localhost:${port}`);
  });

  it('runs beforeSend once the connection is up and before any byte is sent; when it throws, nothing is sent and the error is the answer', async () => {
    const net = await import('node:net');
    // A listener that reports each connection's byte count once the connection closes.
    const closed: number[] = [];
    let sawClose: () => void = () => undefined;
    const oneClosed = new Promise<void>((r) => (sawClose = r));
    const server = net.createServer((sock) => {
      let bytes = 0;
      sock.on('data', (c) => (bytes += c.length));
      sock.on('error', () => undefined);
      sock.on('close', () => {
        closed.push(bytes);
        sawClose();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const rawPort = (server.address() as import('node:net').AddressInfo).port;
    let ranRefusing = 0;
    try {
      const refused = deliverCallback({
        url: `http://127.0.0.1:${rawPort}/hook`,
        taskId: 't-1',
        body: '{"status":"completed"}',
        secret: null,
        timeoutMs: 5000,
        allowPrivateNetworks: true,
        beforeSend: async () => {
          ranRefusing++;
          throw new Error('claim taken');
        },
      });
      await assert.rejects(refused, /claim taken/);
      await oneClosed;
      assert.equal(ranRefusing, 1);
      assert.deepEqual(closed, [0], 'a connection was opened, and not one byte was sent on it');
    } finally {
      server.close();
    }
    let ran = 0;
    const outcome = await deliverCallback({
      url: `http://127.0.0.1:${port}/hook`,
      taskId: 't-1',
      body: '{"status":"completed"}',
      secret: null,
      timeoutMs: 5000,
      allowPrivateNetworks: true,
      beforeSend: async () => {
        ran++;
        assert.equal(receiver.received.length, 0, 'nothing received before beforeSend finished');
      },
    });
    assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
    assert.equal(ran, 1);
    assert.equal(receiver.received.length, 1);
  });

  it('delivers to a name mapped by the resolver, connecting to the address it answered (resolved once)', async () => {
    const resolve = tableResolver({ 'hooks.lender.example': [{ address: '127.0.0.1', family: 4 }] });
    const outcome = await request(`http://hooks.lender.example:${port}/hook?token=abc`, true, resolve);
    assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
    assert.deepEqual(resolve.calls, ['hooks.lender.example']);
    assert.equal(receiver.received[0]!.headers.host, `hooks.lender.example:${port}`);
    assert.equal(receiver.received[0]!.headers['x-task-id'], 't-1');
  });

  it('tries every checked address of a name: an unreachable IPv6 address first, then the IPv4 one', async () => {
    // Nothing listens on [::1]:port (the receiver is IPv4 only), so the connection falls back to 127.0.0.1.
    const resolve = tableResolver({
      'dual.lender.example': [
        { address: '::1', family: 6 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    const outcome = await request(`http://dual.lender.example:${port}/hook`, true, resolve);
    assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
    assert.equal(receiver.received.length, 1);
  });

  it('delivers to a name that resolves to IPv6 only', async () => {
    const v6 = new CallbackReceiver();
    const v6Port = new URL(await v6.start('::1')).port;
    try {
      const resolve = tableResolver({ 'v6.lender.example': [{ address: '::1', family: 6 }] });
      const outcome = await request(`http://v6.lender.example:${v6Port}/hook`, true, resolve);
      assert.deepEqual(outcome, { delivered: true, http_status: 200, reason: null });
      assert.equal(v6.received.length, 1);
    } finally {
      await v6.stop();
    }
  });

  it('refuses a name resolving to a private address without connecting', async () => {
    const resolve = tableResolver({ 'intranet.lender.example': [{ address: '127.0.0.1', family: 4 }] });
    const outcome = await request(`http://intranet.lender.example:${port}/hook`, false, resolve);
    assert.deepEqual(outcome, { delivered: false, http_status: null, reason: 'blocked_address' });
    assert.equal(receiver.received.length, 0);
  });

  it('refuses a name when any one of its addresses is private, IPv4 or IPv6', async () => {
    for (const priv of [
      { address: '10.1.2.3', family: 4 },
      { address: 'fd00::1', family: 6 },
      { address: '::ffff:169.254.169.254', family: 6 },
    ]) {
      const checked = await checkedAddresses(
        'mixed.lender.example',
        false,
        tableResolver({ 'mixed.lender.example': [{ address: '93.184.215.14', family: 4 }, priv] }),
      );
      assert.deepEqual(checked, { reason: 'blocked_address' }, priv.address);
    }
  });

  it('keeps every public address of a name, IPv4 and IPv6', async () => {
    const addresses = [
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      { address: '93.184.215.14', family: 4 },
    ];
    const checked = await checkedAddresses('www.lender.example', false, tableResolver({ 'www.lender.example': addresses }));
    assert.deepEqual(checked, { addresses });
  });

  it('answers dns_error for a name that does not resolve', async () => {
    const outcome = await request(`http://nowhere.lender.example:${port}/hook`, true, tableResolver({}));
    assert.deepEqual(outcome, { delivered: false, http_status: null, reason: 'dns_error' });
  });

  it("the pinned lookup answers an array for Node's { all: true } and one address otherwise", () => {
    const addresses = [
      { address: '::1', family: 6 },
      { address: '127.0.0.1', family: 4 },
    ];
    const lookup = pinnedLookup(addresses);
    const seen: unknown[][] = [];
    lookup('x', { all: true }, (...args) => seen.push(args));
    lookup('x', { all: false }, (...args) => seen.push(args));
    lookup('x', 0, (...args) => seen.push(args));
    assert.deepEqual(seen, [
      [null, addresses],
      [null, '::1', 6],
      [null, '::1', 6],
    ]);
  });
});
