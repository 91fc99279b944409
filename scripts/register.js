// Runs TypeScript sources directly: ts-node with the SWC transpiler (type checking is `npm run typecheck`).
process.env.TS_NODE_TRANSPILE_ONLY = 'true';
process.env.TS_NODE_SWC = 'true';
process.env.TS_NODE_PROJECT = process.env.TS_NODE_PROJECT || require('path').join(__dirname, '..', 'tsconfig.json');
require('ts-node').register();
