import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns/promises';
import net from 'node:net';
import { createHmac } from 'node:crypto';
import { CallbackUrlError, isPublicAddress, parseCallbackUrl } from './address-policy';

/** One resolved address of a host name, as `dns.lookup(host, { all: true })` answers. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (IPv4 and IPv6). Injected by tests; defaults to the system resolver. */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

/** The system resolver (`getaddrinfo`, so `/etc/hosts` and `localhost` are honoured), every address in its order. */
export const systemResolver: HostResolver = (host) => dns.lookup(host, { all: true, verbatim: true });

export interface CallbackRequest {
  url: string;
  taskId: string;
  /** The exact JSON body. */
  body: string;
  /** Per-organisation signing secret; null sends no signature. */
  secret: string | null;
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  now?: () => Date;
  /** How host names are resolved (default: `systemResolver`). */
  resolve?: HostResolver;
  /**
   * Run once the connection to the receiver is up, before any byte of the request is written (the attempt's
   * claim: a caller that dies before it sent nothing). When it throws, the connection is closed unused and
   * `deliverCallback` rejects with its error.
   */
  beforeSend?: () => Promise<void>;
}

export interface CallbackOutcome {
  delivered: boolean;
  http_status: number | null;
  /**
   * Short machine reason when not delivered: `http_<status>`, `timeout`, `connection_error`, `dns_error`,
   * `blocked_address`, `invalid_url`.
   */
  reason: string | null;
}

/** `X-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`; receivers reject stale timestamps. */
export function signCallback(secret: string, timestamp: string, body: string): string {
  return 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The addresses a callback to `host` may connect to: a literal IP itself; a name's every resolved address
 * (IPv4 and IPv6). Unless private networks are allowed, one address outside the policy refuses the whole name
 * (a name that also points inside our network is not a receiver we call). Null with the reason otherwise.
 */
export async function checkedAddresses(
  host: string,
  allowPrivateNetworks: boolean,
  resolve: HostResolver = systemResolver,
): Promise<{ addresses: ResolvedAddress[] } | { reason: 'dns_error' | 'blocked_address' }> {
  let addresses: ResolvedAddress[];
  try {
    addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await resolve(host);
  } catch {
    return { reason: 'dns_error' };
  }
  addresses = addresses.filter((a) => net.isIP(a.address) !== 0);
  if (addresses.length === 0) return { reason: 'dns_error' };
  if (!allowPrivateNetworks && !addresses.every((a) => isPublicAddress(a.address))) return { reason: 'blocked_address' };
  return { addresses: addresses.map((a) => ({ address: a.address, family: net.isIP(a.address) })) };
}

/**
 * A `lookup` for `http.request` that answers only with addresses already checked, never asking DNS again, so
 * the connection goes to a checked address (no DNS rebinding between check and use). Node calls it with
 * `{ all: true }` (it then tries the addresses in turn, IPv6 and IPv4 alike) and expects an array; without it,
 * one address.
 */
export function pinnedLookup(addresses: ResolvedAddress[]) {
  return (_host: string, options: { all?: boolean } | number | undefined, cb: (...args: unknown[]) => void): void => {
    const all = typeof options === 'object' && options !== null && options.all === true;
    if (all) cb(null, addresses);
    else cb(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/**
 * One POST of the callback payload: exactly one attempt, no redirects followed, a hard timeout. The host name
 * is resolved once, every address it resolves to is checked against the address policy, and only those
 * addresses are connected to.
 */
export async function deliverCallback(req: CallbackRequest): Promise<CallbackOutcome> {
  let url: URL;
  try {
    url = parseCallbackUrl(req.url, req.allowPrivateNetworks);
  } catch {
    return { delivered: false, http_status: null, reason: 'invalid_url' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const checked = await checkedAddresses(host, req.allowPrivateNetworks, req.resolve);
  if ('reason' in checked) return { delivered: false, http_status: null, reason: checked.reason };

  const timestamp = String(Math.floor((req.now?.() ?? new Date()).getTime() / 1000));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(req.body)),
    'User-Agent': 'statement-analysis-callback/1',
    'X-Task-Id': req.taskId,
    'X-Timestamp': timestamp,
  };
  if (req.secret) headers['X-Signature'] = signCallback(req.secret, timestamp, req.body);

  const lib = url.protocol === 'https:' ? https : http;
  return new Promise<CallbackOutcome>((resolve, reject) => {
    let settled = false;
    const finish = (o: CallbackOutcome) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        resolve(o);
      }
    };
    const request = lib.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: url.pathname + url.search,
        method: 'POST',
        headers,
        servername: net.isIP(host) ? undefined : host,
        lookup: pinnedLookup(checked.addresses),
        autoSelectFamily: true,
        agent: false,
      } as http.RequestOptions,
      (res) => {
        // The status line is the acknowledgement; the receiver's body is drained and ignored.
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        finish({ delivered: ok, http_status: status, reason: ok ? null : `http_${status}` });
        res.resume();
        res.on('error', () => undefined);
        setTimeout(() => request.destroy(), 1000).unref();
      },
    );
    const timer = setTimeout(() => {
      finish({ delivered: false, http_status: null, reason: 'timeout' });
      request.destroy();
    }, req.timeoutMs);
    request.on('error', () => finish({ delivered: false, http_status: null, reason: 'connection_error' }));
    const beforeSend = req.beforeSend;
    if (!beforeSend) {
      request.end(req.body);
      return;
    }
    // Nothing is written until the connection is up and `beforeSend` has run: ClientRequest holds its headers
    // until `end`.
    request.once('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        beforeSend().then(
          () => {
            if (!settled) request.end(req.body);
          },
          (err: unknown) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            request.destroy();
            reject(err);
          },
        );
      });
    });
  });
}

export { CallbackUrlError };
