// Bundles the dashboard (web/src) into dist/web/app.js and app.css with esbuild; nothing is fetched at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: { app: path.join(root, 'src', 'main.tsx') },
  outdir: path.join(root, '..', 'dist', 'web'),
  bundle: true,
  minify: true,
  sourcemap: false,
  format: 'iife',
  target: ['es2020'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
});
