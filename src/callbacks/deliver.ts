import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns/promises';
import net from 'node:net';
import { createHmac } from 'node:crypto';
import { CallbackUrlError, isPublicAddress, parseCallbackUrl } from './address-policy';

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
}

export interface CallbackOutcome {
  delivered: boolean;
  http_status: number | null;
  /** Short machine reason when not delivered: `http_<status>`, `timeout`, `connection_error`, `blocked_address`, `invalid_url`. */
  reason: string | null;
}

/** `X-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`; receivers reject stale timestamps. */
export function signCallback(secret: string, timestamp: string, body: string): string {
  return 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * One POST of the callback payload: exactly one attempt, no redirects followed, a hard timeout. The host name
 * is resolved once, checked against the address policy, and that address is the one connected to (no DNS
 * rebinding between check and use).
 */
export async function deliverCallback(req: CallbackRequest): Promise<CallbackOutcome> {
  let url: URL;
  try {
    url = parseCallbackUrl(req.url, req.allowPrivateNetworks);
  } catch {
    return { delivered: false, http_status: null, reason: 'invalid_url' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let address: string;
  let family: number;
  try {
    const resolved = net.isIP(host) ? { address: host, family: net.isIP(host) } : await dns.lookup(host);
    address = resolved.address;
    family = resolved.family;
  } catch {
    return { delivered: false, http_status: null, reason: 'dns_error' };
  }
  if (!req.allowPrivateNetworks && !isPublicAddress(address)) return { delivered: false, http_status: null, reason: 'blocked_address' };

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
  return new Promise<CallbackOutcome>((resolve) => {
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
        lookup: (_h: string, _o: unknown, cb: (e: Error | null, a: string, f: number) => void) => cb(null, address, family),
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
    request.end(req.body);
  });
}

export { CallbackUrlError };
