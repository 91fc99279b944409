/** `npm run fault:all`: the four fault scenarios one after another, with a summary table at the end. */
import { main } from '../load/harness/scenario';
import { apiRestart, postgresOutage, temporalRestart, workerKill } from './faults';

void main([workerKill, apiRestart, postgresOutage, temporalRestart]);
