/** `npm run fault:worker-kill`: 200 mixed submissions, 32 in flight, on separate API, worker and projector processes
 * (PostgreSQL of its own), with the fault described in `./faults.ts`; prints the figures and the checks. */
import { main } from '../load/harness/scenario';
import { workerKill } from './faults';

void main([workerKill]);
