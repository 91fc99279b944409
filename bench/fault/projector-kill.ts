/** `npm run fault:projector-kill`: 200 mixed submissions, 32 in flight, on separate API, worker and projector
 * processes (PostgreSQL of its own), the projector killed for 20 s; prints the figures and the checks. */
import { main } from '../load/harness/scenario';
import { projectorKill } from './faults';

void main([projectorKill]);
