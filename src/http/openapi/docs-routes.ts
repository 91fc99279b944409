import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { notFound } from '../errors';

/** The swagger-ui-dist files the page needs, served from the installed package (no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};
const DIST = path.dirname(require.resolve('swagger-ui-dist/package.json'));

// A file of its own rather than an inline script, so a strict Content-Security-Policy can forbid inline code.
const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/v1/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });
});\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bank-statement analysis API reference</title>
<link rel="stylesheet" href="/v1/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/v1/api/docs/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/v1/api/docs/swagger-ui-bundle.js"></script>
<script src="/v1/api/docs/swagger-ui-standalone-preset.js"></script>
<script src="/v1/api/docs/init.js"></script>
</body>
</html>
`;

/**
 * The docs page loads only its own files (no inline script: `init.js` is a file); Swagger UI sets inline
 * style attributes, hence `style-src 'unsafe-inline'`; "Try it out" calls this origin only. No framing.
 */
export const DOCS_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * `GET /v1/api/openapi.json` (the API for integrators and SDK generators), `GET /v1/api/openapi-internal.json`
 * (dashboard, reference page and operator routes), `GET /v1/api/docs` and its static files; public.
 */
export function docsRoutes(document: () => Record<string, unknown>, internal: () => Record<string, unknown>): Router {
  const router = new Router();
  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document();
  });
  router.get('/openapi-internal.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = internal();
  });
  router.get('/docs', (ctx) => {
    ctx.set(DOCS_SECURITY_HEADERS);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = PAGE;
  });
  router.get('/docs/:asset', async (ctx) => {
    const name = String(ctx.params.asset);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (name === 'init.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = INIT_JS;
      return;
    }
    const type = ASSETS[name];
    if (!type) throw notFound(`No asset ${name}`);
    ctx.type = type;
    ctx.body = await readFile(path.join(DIST, name));
  });
  return router;
}
