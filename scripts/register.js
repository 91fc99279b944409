// Runs TypeScript sources directly, without a build step (type checking is `npm run typecheck`).
// With @swc/core installed (a devDependency: clones, CI): a bare SWC require hook, the project's tsconfig settings
// spelled out below, with source maps so stack traces name the .ts lines. It loads no TypeScript compiler: a
// process starts in a fraction of the time, which counts in the tests (mocha, and the CLIs and service roots
// they start as child processes). Without it (`npm ci --omit=dev`): ts-node, transpile only, with TypeScript.
// (ts-node 10.9 has no environment setting for SWC: TS_NODE_SWC, set here until now, was ignored.)
'use strict';
const fs = require('node:fs');
const path = require('node:path');

let swc = null;
if (process.env.TS_LOADER !== 'ts-node') {
  try {
    swc = require('@swc/core');
  } catch {
    swc = null;
  }
}

if (swc && !require.extensions['.ts']) {
  // tsconfig.json: target ES2023 (class fields with define semantics, as tsc emits for it), CommonJS with
  // esModuleInterop, strict mode; no decorators, no JSX.
  const options = (filename) => ({
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs', strictMode: true, noInterop: false, ignoreDynamic: false },
    jsc: {
      parser: { syntax: 'typescript', tsx: false, dynamicImport: true },
      target: 'es2023',
      keepClassNames: true,
      transform: { useDefineForClassFields: true },
    },
  });
  process.setSourceMapsEnabled(true);
  require.extensions['.ts'] = (module, filename) => {
    module._compile(swc.transformSync(fs.readFileSync(filename, 'utf8'), options(filename)).code, filename);
  };
} else if (!swc) {
  process.env.TS_NODE_TRANSPILE_ONLY = 'true';
  process.env.TS_NODE_PROJECT = process.env.TS_NODE_PROJECT || path.join(__dirname, '..', 'tsconfig.json');
  require('ts-node').register();
}
