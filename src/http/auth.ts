import type { Context, Next } from 'koa';
import { HttpError } from './errors';
import type { Principal } from '../orgs/org-service';

export interface Authenticator {
  authenticate(token: string): Promise<Principal | null>;
}

const unauthorized = (message: string) =>
  new HttpError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="api"' });

/** Requires `Authorization: Bearer <token>`; puts the principal in `ctx.state.principal`. */
export function requireAuth(auth: Authenticator) {
  return async function authenticate(ctx: Context, next: Next): Promise<void> {
    const header = ctx.get('Authorization');
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
