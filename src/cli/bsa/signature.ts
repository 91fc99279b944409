import { timingSafeEqual } from 'node:crypto';
import { signCallback } from '../../callbacks/deliver';
import type { SavedRequest } from './saved-request';

export type Verdict =
  | { valid: true; taskId: string | null; timestamp: number; ageSeconds: number }
  | { valid: false; code: 'signature_missing' | 'timestamp_missing' | 'invalid_signature' | 'stale_timestamp'; message: string };

/**
 * Checks a callback the way a receiver should: `X-Signature: v1=<hex HMAC-SHA256 of "<X-Timestamp>.<body>">`
 * keyed by the organisation's callback secret (the same `signCallback` the service signs with), compared in
 * constant time, and the timestamp within `toleranceSeconds` of `nowSeconds` either way (replays).
 * Several comma-separated `v1=` values are accepted, any one matching.
 */
export function verifyCallback(req: SavedRequest, secret: string, toleranceSeconds: number, nowSeconds: number): Verdict {
  const header = req.headers['x-signature'];
  if (!header) return { valid: false, code: 'signature_missing', message: 'the request has no X-Signature header' };
  const rawTs = req.headers['x-timestamp'];
  if (!rawTs || !/^\d+$/.test(rawTs))
    return { valid: false, code: 'timestamp_missing', message: 'the request has no X-Timestamp header (Unix seconds)' };
  // Editors and `echo` add a final newline when a body is saved by hand; the service never sends one, and the
  // HMAC still has to match, so trying the body without it accepts nothing that was not signed.
  const bodies = /\r?\n$/.test(req.body) ? [req.body, req.body.replace(/\r?\n$/, '')] : [req.body];
  const given = header.split(',').map((s) => Buffer.from(s.trim()));
  const matches = bodies.some((body) => {
    const expected = Buffer.from(signCallback(secret, rawTs, body));
    return given.some((g) => g.length === expected.length && timingSafeEqual(g, expected));
  });
  if (!matches) {
    return {
      valid: false,
      code: 'invalid_signature',
      message: 'the signature does not match this secret and body (tampered body, wrong secret, or a body changed when it was saved)',
    };
  }
  const timestamp = Number(rawTs);
  const age = nowSeconds - timestamp;
  if (Math.abs(age) > toleranceSeconds) {
    const when = age > 0 ? `${age} s old` : `${-age} s in the future`;
    return {
      valid: false,
      code: 'stale_timestamp',
      message: `the signature matches but the timestamp is ${when} (tolerance ${toleranceSeconds} s): reject it as a possible replay`,
    };
  }
  return { valid: true, taskId: req.headers['x-task-id'] ?? null, timestamp, ageSeconds: age };
}
