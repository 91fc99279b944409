#!/usr/bin/env node
// `bsa`, the command-line client. Runs the TypeScript sources through ts-node (SWC, no type checking),
// as scripts/register.js does for the service; works on Node 20.19+ as well as the project's Node 24.
process.env.TS_NODE_TRANSPILE_ONLY = 'true';
process.env.TS_NODE_SWC = 'true';
process.env.TS_NODE_PROJECT = require('path').join(__dirname, '..', 'tsconfig.json');
require('ts-node').register();
require('../src/cli/bsa.ts');
