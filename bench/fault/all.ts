/** `npm run fault:all`: the fault scenarios one after another, with a summary table at the end. */
import { main } from '../load/harness/scenario';
import { apiRestart, postgresOutage, projectorKill, temporalRestart, workerKill } from './faults';
import { fullDisk, nodeKilled, temporalKilled, temporalStopped } from './embedded-faults';

void main([workerKill, apiRestart, postgresOutage, temporalRestart, projectorKill, temporalStopped, temporalKilled, nodeKilled, fullDisk]);
