import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import Router from '@koa/router';
import { HttpError } from '../errors';

/** The bundle `npm run build:web` writes (esbuild, from `web/`). */
export const DEFAULT_DASHBOARD_DIR = path.resolve(__dirname, '..', '..', '..', 'dist', 'web');

const ASSETS: Record<string, string> = { 'app.js': 'text/javascript; charset=utf-8', 'app.css': 'text/css; charset=utf-8' };

/** Everything the page loads comes from this origin; no inline script, no framing, no referrer. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
    "font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

interface Asset {
  body: Buffer;
  hash: string;
}

function page(js: Asset, css: Asset): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Statement analysis dashboard</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dashboard/assets/app.css?v=${css.hash}">
<script defer src="/dashboard/assets/app.js?v=${js.hash}"></script>
</head>
<body>
<noscript>The dashboard needs JavaScript.</noscript>
<div id="app"></div>
</body>
</html>
`;
}

/**
 * `GET /dashboard`: the dashboard page; `GET /dashboard/assets/app.js|app.css`: its bundle; `GET /` redirects
 * to it. Public: the page holds no data and no secret, everything it shows comes from the API with the
 * session cookie. 503 `dashboard_not_built` when the bundle is missing (`npm run build:web`).
 */
export function dashboardRoutes(dir: string = DEFAULT_DASHBOARD_DIR): Router {
  const cache = new Map<string, Asset>();
  async function asset(name: string): Promise<Asset> {
    const hit = cache.get(name);
    if (hit) return hit;
    const body = await fs.readFile(path.join(dir, name)).catch(() => null);
    if (!body) throw new HttpError(503, 'dashboard_not_built', 'The dashboard bundle is missing: run "npm run build:web"');
    const loaded = { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    cache.set(name, loaded);
    return loaded;
  }

  const router = new Router();
  router.get('/', (ctx) => ctx.redirect('/dashboard'));
  router.get('/dashboard', async (ctx) => {
    const html = page(await asset('app.js'), await asset('app.css'));
    ctx.set(SECURITY_HEADERS);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });
  router.get('/dashboard/assets/:name', async (ctx) => {
    const name = String(ctx.params.name);
    const type = ASSETS[name];
    if (!type) throw new HttpError(404, 'not_found', 'No such asset');
    const { body } = await asset(name);
    ctx.set(SECURITY_HEADERS);
    // The page references assets by content hash, so a cached copy is never stale.
    ctx.set('Cache-Control', ctx.query.v ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.type = type;
    ctx.body = body;
  });
  return router;
}
