import Router from '@koa/router';
import { HttpError } from '../errors';
import { authenticateThrottled, type Authenticator } from '../auth';
import type { AuthThrottle } from '../auth-throttle';
import { assertSameOrigin, SessionCookies } from '../session-cookie';

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="api"' });

/**
 * The dashboard's sign-in and sign-out, outside the authenticated router:
 * - `POST /session` with `Authorization: Bearer <token>` and `X-BSA-CSRF: 1`: checks the token and answers
 *   `201 {org_id, expires_at}` with the sealed session cookie; the token is sent once and never stored by the page.
 * - `GET /session`: `{org_id, expires_at}` of the cookie's session, 401 without a valid one.
 * - `DELETE /session` with `X-BSA-CSRF: 1`: clears the cookie (204), whether or not the session was still valid.
 */
export function sessionRoutes(auth: Authenticator, sessions: SessionCookies, throttle?: AuthThrottle): Router {
  const router = new Router();

  router.post('/session', async (ctx) => {
    assertSameOrigin(ctx, sessions.publicOrigin);
    const m = /^Bearer[ ]+(\S+)\s*$/i.exec(ctx.get('Authorization'));
    if (!m) throw unauthorized('Sign in with "Authorization: Bearer <API token>"');
    const principal = await authenticateThrottled(auth, m[1]!, ctx.ip, throttle);
    if (!principal) throw unauthorized('Invalid or revoked API token');
    const expiresAt = sessions.issue(ctx, m[1]!);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { org_id: principal.orgId, expires_at: expiresAt.toISOString() };
  });

  router.get('/session', async (ctx) => {
    const raw = SessionCookies.rawValue(ctx);
    const session = raw ? sessions.open(raw) : null;
    const principal = session ? await auth.authenticate(session.token) : null;
    if (!session || !principal) throw unauthorized('No valid session');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { org_id: principal.orgId, expires_at: session.expiresAt.toISOString() };
  });

  router.delete('/session', async (ctx) => {
    assertSameOrigin(ctx, sessions.publicOrigin);
    sessions.clear(ctx);
    ctx.status = 204;
  });
  return router;
}
