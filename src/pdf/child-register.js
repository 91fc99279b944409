// Loads TypeScript in an extractor child with the least memory: a bare SWC require hook (about 30 MB)
// instead of ts-node, which pulls in the TypeScript compiler (about 130 MB more per child). Falls back
// to the project's ts-node registration when @swc/core is not installed.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

let swc;
try {
  swc = require('@swc/core');
} catch {
  swc = null;
}
if (!swc) {
  require(path.join(__dirname, '..', '..', 'scripts', 'register.js'));
} else {
  const options = (filename) => ({
    filename,
    module: { type: 'commonjs' },
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
    sourceMaps: false,
    swcrc: false,
    configFile: false,
  });
  require.extensions['.ts'] = (module, filename) => {
    module._compile(swc.transformSync(fs.readFileSync(filename, 'utf8'), options(filename)).code, filename);
  };
}
