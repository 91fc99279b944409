import type { Context } from 'koa';
import type { Sealer } from '../crypto/sealer';
import { HttpError } from './errors';

/**
 * The dashboard's session: the API token sealed (AES-256-GCM, `src/crypto/sealer`) with an expiry, in an
 * HTTP-only `SameSite=Strict` cookie. The page never sees the token; the server opens the cookie on each
 * request and authenticates the token inside it, so revoking the token ends every session made from it.
 */
export const SESSION_COOKIE = 'bsa_session';

/** Header a cookie-authenticated state-changing request must carry (a cross-site form cannot set it). */
export const CSRF_HEADER = 'X-BSA-CSRF';

const AAD = 'dashboard-session-v1';

export interface SessionOptions {
  sealer: Sealer;
  ttlSeconds: number;
  /** null: `Secure` when the request arrived over HTTPS. */
  secure: boolean | null;
  /** The origin browsers use to reach the service (`PUBLIC_URL`); null: this request's own protocol and host. */
  publicOrigin?: string | null;
  clock?: () => Date;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

export class SessionCookies {
  private readonly sealer: Sealer;
  constructor(private readonly opts: SessionOptions) {
    this.sealer = opts.sealer.derive(AAD);
  }

  get publicOrigin(): string | null {
    return this.opts.publicOrigin ?? null;
  }

  private now(): number {
    return (this.opts.clock ?? (() => new Date()))().getTime();
  }

  private attributes(ctx: Context, maxAgeSeconds: number): string {
    const secure = this.opts.secure ?? ctx.secure;
    return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }

  /** Seals `token` into a new session cookie; returns its expiry. */
  issue(ctx: Context, token: string): Date {
    const expiresAt = new Date(this.now() + this.opts.ttlSeconds * 1000);
    const value = this.sealer.seal(JSON.stringify({ t: token, exp: expiresAt.getTime() }), AAD);
    ctx.append('Set-Cookie', `${SESSION_COOKIE}=${value}; ${this.attributes(ctx, this.opts.ttlSeconds)}`);
    return expiresAt;
  }

  clear(ctx: Context): void {
    ctx.append('Set-Cookie', `${SESSION_COOKIE}=; ${this.attributes(ctx, 0)}`);
  }

  /** The session cookie's raw value, or null when the request has none. */
  static rawValue(ctx: Context): string | null {
    for (const part of (ctx.get('Cookie') || '').split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null;
    }
    return null;
  }

  /** Opens a cookie value; null when it was not sealed by us, is malformed or has expired. */
  open(value: string): OpenedSession | null {
    try {
      const s = JSON.parse(this.sealer.open(value, AAD)) as { t?: unknown; exp?: unknown };
      if (typeof s.t !== 'string' || typeof s.exp !== 'number' || s.exp <= this.now()) return null;
      return { token: s.t, expiresAt: new Date(s.exp) };
    } catch {
      return null;
    }
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated requests, on top of `SameSite=Strict`: a state-changing request must
 * carry `X-BSA-CSRF: 1` (setting a custom header cross-origin needs a CORS preflight we never grant), and an
 * `Origin` header, when the browser sends one, must be this server's own origin: `publicOrigin` (`PUBLIC_URL`)
 * when configured — behind a TLS-terminating proxy the browser says `https://…` while the request reaching us
 * is plain HTTP — else the request's protocol and host (which honour `X-Forwarded-*` only with `TRUST_PROXY`).
 */
export function assertSameOrigin(ctx: Context, publicOrigin: string | null = null): void {
  if (SAFE_METHODS.has(ctx.method)) return;
  if (ctx.get(CSRF_HEADER) !== '1') {
    throw new HttpError(403, 'csrf_rejected', `A ${ctx.method} request authenticated by the session cookie must carry the header ${CSRF_HEADER}: 1`);
  }
  const origin = ctx.get('Origin');
  // Koa 3's `ctx.origin` is the Origin header itself, so our own origin is rebuilt from protocol and Host.
  if (origin && origin !== 'null' && origin !== (publicOrigin ?? `${ctx.protocol}://${ctx.host}`)) {
    throw new HttpError(403, 'csrf_rejected', 'The request comes from another origin');
  }
  if (origin === 'null') throw new HttpError(403, 'csrf_rejected', 'The request comes from an opaque origin');
}
