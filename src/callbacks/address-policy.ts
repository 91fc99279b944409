import net from 'node:net';

/**
 * Which addresses a callback may connect to. Loopback, private, link-local (incl. cloud metadata
 * 169.254.169.254), CGNAT, unspecified, multicast and reserved ranges are refused unless private networks are
 * explicitly allowed (tests, on-premise receivers).
 */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];

const blockList = new net.BlockList();
for (const [addr, prefix] of BLOCKED_V4) blockList.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96]] as const) {
  blockList.addSubnet(addr, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blockList.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !blockList.check(address, 'ipv6');
  }
  return false;
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
    throw new CallbackUrlError('callback_url points to a private or loopback address');
  }
  return url;
}
