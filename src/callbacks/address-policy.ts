import net from 'node:net';

/**
 * Which addresses a callback may connect to. Loopback, private, link-local (incl. cloud metadata
 * 169.254.169.254), CGNAT, unspecified, multicast and reserved ranges are refused unless private networks are
 * explicitly allowed (tests, on-premise receivers).
 */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6: only global unicast (2000::/3) is reachable at all, minus the blocks inside it that are not ordinary
 * hosts: IETF protocol assignments incl. Teredo (2001::/23, whose addresses embed IPv4 endpoints),
 * documentation (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16). All of 6to4 is refused, not only the prefixes
 * embedding a private IPv4: it is deprecated (RFC 7526), no receiver needs it, and where its packets go is
 * decided by relays we do not control. Outside 2000::/3 that also refuses ::/128, ::1, IPv4-compatible
 * ::/96 (deprecated, e.g. ::127.0.0.1), IPv4-translated ::ffff:0:0:0/96, discard 100::/64, unique-local,
 * link-local, site-local and multicast. IPv4-mapped (::ffff:0:0/96) and the well-known NAT64 prefix
 * (64:ff9b::/96) reach the IPv4 they embed, so they are judged by that address (an IPv6-only host behind
 * DNS64 reaches public IPv4 receivers this way); the local-use NAT64 block 64:ff9b:1::/48 is refused.
 */
const GLOBAL_UNICAST_V6: [string, number] = ['2000::', 3];
const BLOCKED_V6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const blockedV4 = new net.BlockList();
for (const [addr, prefix] of BLOCKED_V4) blockedV4.addSubnet(addr, prefix, 'ipv4');
const blockedV6 = new net.BlockList();
for (const [addr, prefix] of BLOCKED_V6) blockedV6.addSubnet(addr, prefix, 'ipv6');
const globalV6 = new net.BlockList();
globalV6.addSubnet(GLOBAL_UNICAST_V6[0], GLOBAL_UNICAST_V6[1], 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blockedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const words = ipv6Words(address);
  if (!words) return false;
  const embedded = embeddedIPv4(words);
  if (embedded) return isPublicAddress(embedded);
  const canonical = words.map((w) => w.toString(16)).join(':');
  return globalV6.check(canonical, 'ipv6') && !blockedV6.check(canonical, 'ipv6');
}

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or well-known NAT64 (64:ff9b::a.b.c.d) address reaches. */
function embeddedIPv4(w: number[]): string | null {
  const mapped = w.slice(0, 5).every((x) => x === 0) && w[5] === 0xffff;
  const nat64 = w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((x) => x === 0);
  if (!mapped && !nat64) return null;
  return [w[6]! >> 8, w[6]! & 0xff, w[7]! >> 8, w[7]! & 0xff].join('.');
}

/** The eight 16-bit words of an IPv6 address (any textual form net.isIP accepts; a zone id is ignored). */
function ipv6Words(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const words = tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.length === 8 && words.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffff) ? words : null;
}

export class CallbackUrlError extends Error {
  override readonly name = 'CallbackUrlError';
  readonly code = 'invalid_callback_url';
}

/** Parses and checks a callback URL's form (scheme, no embedded credentials, literal IPs against the policy). */
export function parseCallbackUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CallbackUrlError('callback_url is not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CallbackUrlError('callback_url must use http or https');
  if (url.username || url.password) throw new CallbackUrlError('callback_url must not contain credentials');
  if (raw.length > 2048) throw new CallbackUrlError('callback_url is too long');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) && !isPublicAddress(host)))) {
    throw new CallbackUrlError(
      'callback_url points to a private or loopback address, which this server refuses: use a public http(s) URL, ' +
        'or for local development start the server with CALLBACK_ALLOW_PRIVATE_NETWORKS=true',
    );
  }
  return url;
}
