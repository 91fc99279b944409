/**
 * `npm run load:embedded`: 200 mixed submissions (sync /transactions, /analysis with and without callback,
 * /analysis-combined), 32 in flight, on one `npm start` process (SQLite, embedded Temporal). Prints the
 * figures and the checks (no task lost, one callback per task, credits, audit). LOAD_TOTAL/LOAD_IN_FLIGHT
 * change the size.
 */
import { main } from './harness/scenario';

void main([{ name: 'load: embedded (SQLite, one process)', topology: 'embedded' }]);
