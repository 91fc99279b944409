// Entry of a page-reading thread (see `page-threads.ts`): loads TypeScript the way the extractor child does,
// then the thread's module.
'use strict';
const { workerData } = require('node:worker_threads');

if (workerData.module.endsWith('.ts')) require('./child-register.js');
require(workerData.module);
