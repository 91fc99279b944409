import assert from 'node:assert/strict';
import { isPublicAddress, parseCallbackUrl, CallbackUrlError } from '../../../src/callbacks/address-policy';
import { deliverCallback } from '../../../src/callbacks/deliver';

const refused = (address: string) => assert.equal(isPublicAddress(address), false, `${address} must be refused`);
const allowed = (address: string) => assert.equal(isPublicAddress(address), true, `${address} must be allowed`);

describe('callback address policy', () => {
  it('refuses IPv4-compatible ::/96 addresses in any spelling (loopback, private, even public)', () => {
    for (const a of ['::127.0.0.1', '::7f00:1', '::a00:1', '::10.0.0.1', '::169.254.169.254', '::a9fe:a9fe', '::8.8.8.8', '0:0:0:0:0:0:7f00:1'])
      refused(a);
  });

  it('refuses all of 6to4 2002::/16, whatever IPv4 it embeds', () => {
    for (const a of ['2002:7f00:1::1', '2002:a00:1::', '2002:c0a8:101::1', '2002:a9fe:a9fe::1', '2002:808:808::1', '2002::']) refused(a);
  });

  it('judges IPv4-mapped addresses by the IPv4 they carry, dotted or in hex', () => {
    for (const a of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:10.1.2.3', '::ffff:a9fe:a9fe', '::ffff:0.0.0.0', '0:0:0:0:0:ffff:c0a8:1'])
      refused(a);
    allowed('::ffff:8.8.8.8');
    allowed('::ffff:808:808');
  });

  it('judges the well-known NAT64 prefix by its embedded IPv4 and refuses the local-use NAT64 block', () => {
    for (const a of ['64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::808:808']) refused(a);
    allowed('64:ff9b::8.8.8.8');
  });

  it('refuses the other non-global IPv6 ranges: loopback, unspecified, ULA, link-local, site-local, multicast, Teredo, documentation, discard, IPv4-translated', () => {
    for (const a of [
      '::',
      '::1',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      '3fff::1',
      '100::1',
      '::ffff:0:7f00:1',
      '4000::1',
    ])
      refused(a);
  });

  it('allows ordinary public addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '2001:200::1']) allowed(a);
  });

  it('keeps refusing the IPv4 ranges (incl. metadata, CGNAT, the 6to4 relay anycast block)', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.88.99.1',
      '224.0.0.1',
      '255.255.255.255',
    ])
      refused(a);
  });

  it('refuses callback URLs whose literal host is in these ranges (the URL parser rewrites them to hex form)', () => {
    for (const url of [
      'http://[::127.0.0.1]/hook',
      'http://[::a00:1]/hook',
      'https://[2002:7f00:1::1]/hook',
      'http://[::ffff:127.0.0.1]:8080/',
      'http://[64:ff9b::169.254.169.254]/',
    ]) {
      assert.throws(() => parseCallbackUrl(url, false), CallbackUrlError, url);
      assert.doesNotThrow(() => parseCallbackUrl(url, true), 'allowed when private networks are allowed');
    }
    assert.equal(parseCallbackUrl('https://[2606:4700:4700::1111]/hook', false).hostname, '[2606:4700:4700::1111]');
  });

  it('a delivery to such an address is refused without connecting', async () => {
    const outcome = await deliverCallback({
      url: 'http://[::127.0.0.1]:9/',
      taskId: 't',
      body: '{}',
      secret: null,
      timeoutMs: 1000,
      allowPrivateNetworks: false,
    });
    assert.deepEqual(outcome, { delivered: false, http_status: null, reason: 'invalid_url' });
  });
});
