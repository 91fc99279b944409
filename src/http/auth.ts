import type { Context, Next } from 'koa';
import { HttpError } from './errors';
import type { Principal } from '../orgs/org-service';
import { assertSameOrigin, SessionCookies } from './session-cookie';

export interface Authenticator {
  authenticate(token: string): Promise<Principal | null>;
}

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="api"' });

/**
 * Requires `Authorization: Bearer <token>` or, when `sessions` is given and no Authorization header is sent,
 * the dashboard's session cookie (CSRF-checked for state-changing methods); puts the principal in
 * `ctx.state.principal`. The token inside a session is authenticated on every request, so revocation applies.
 */
export function requireAuth(auth: Authenticator, sessions?: SessionCookies) {
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
    const principal = await auth.authenticate(m[1]!);
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
