import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API tokens: `bsa_<orgId>_<secret>` where the secret is 32 random bytes (base64url). The org id inside the
 * token lets the API load exactly one organisation's stream; only the SHA-256 of the whole token is stored.
 * A high-entropy secret makes a plain (unsalted) hash sufficient.
 */
const TOKEN_RE = /^bsa_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

export interface IssuedToken {
  token: string;
  token_id: string;
  token_hash: string;
}

export function newOrgId(): string {
  return randomBytes(16).toString('hex');
}

export function issueToken(orgId: string): IssuedToken {
  const token = `bsa_${orgId}_${randomBytes(32).toString('base64url')}`;
  return { token, token_id: randomBytes(8).toString('hex'), token_hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The org id a well-formed token names, or null for anything else. */
export function orgIdOfToken(token: string): string | null {
  const m = TOKEN_RE.exec(token);
  return m ? m[1]! : null;
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export const isOrgId = (s: string) => /^[0-9a-f]{32}$/.test(s);
