import type { Context, Next } from 'koa';
import { HttpError } from './errors';
import type { Principal } from '../orgs/org-service';
import { assertSameOrigin, SessionCookies } from './session-cookie';
import type { AuthThrottle } from './auth-throttle';
import { orgIdOfToken } from '../orgs/tokens';

export interface Authenticator {
  authenticate(token: string): Promise<Principal | null>;
}

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="api"' });

/**
 * Checks a token under the failed-authentication throttle: an address or organisation over its limit gets
 * `429 too_many_auth_failures` with `Retry-After` before the token is looked at.
 */
export async function authenticateThrottled(auth: Authenticator, token: string, address: string, throttle?: AuthThrottle): Promise<Principal | null> {
  const orgId = orgIdOfToken(token);
  const refused = throttle?.refusal(address, orgId);
  if (refused) {
    const who = refused.scope === 'address' ? 'from your address' : "against this organisation's tokens";
    throw new HttpError(429, 'too_many_auth_failures', `Too many failed authentication attempts ${who}: retry after ${refused.retryAfterSeconds} s`, {
      'Retry-After': String(refused.retryAfterSeconds),
    });
  }
  const principal = await auth.authenticate(token);
  if (principal) throttle?.succeeded(address, principal.orgId);
  else throttle?.failed(address, orgId);
  return principal;
}

/**
 * Requires `Authorization: Bearer <token>` or, when `sessions` is given and no Authorization header is sent,
 * the dashboard's session cookie (CSRF-checked for state-changing methods); puts the principal in
 * `ctx.state.principal`. The token inside a session is authenticated on every request, so revocation applies.
 */
export function requireAuth(auth: Authenticator, sessions?: SessionCookies, throttle?: AuthThrottle) {
  return async function authenticate(ctx: Context, next: Next): Promise<void> {
    const header = ctx.get('Authorization');
    const cookie = !header && sessions ? SessionCookies.rawValue(ctx) : null;
    if (cookie && sessions) {
      const session = sessions.open(cookie);
      if (!session) throw unauthorized('The session has expired or is invalid; sign in again');
      assertSameOrigin(ctx, sessions.publicOrigin);
      const principal = await auth.authenticate(session.token);
      if (!principal) throw unauthorized('The API token of this session was revoked; sign in again');
      ctx.state.principal = principal;
      ctx.state.session = session;
      return next();
    }
    if (!header) throw unauthorized('Missing Authorization header');
    const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    if (!m) throw unauthorized('Authorization must use the Bearer scheme');
    const principal = await authenticateThrottled(auth, m[1]!, ctx.ip, throttle);
    if (!principal) throw unauthorized('Invalid or revoked API token');
    ctx.state.principal = principal;
    await next();
  };
}

export function principalOf(ctx: Context): Principal {
  const p = ctx.state.principal as Principal | undefined;
  if (!p) throw new Error('route is missing requireAuth');
  return p;
}
