#!/usr/bin/env node
// `bsa`, the command-line client. Runs the TypeScript sources through the project's loader (scripts/register.js:
// SWC when installed, else ts-node; no type checking); works on Node 20.19+ as well as the project's Node 24.
require('../scripts/register.js');
require('../src/cli/bsa.ts');
