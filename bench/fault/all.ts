/** `npm run fault:all`: the five fault scenarios one after another, with a summary table at the end. */
import { main } from '../load/harness/scenario';
import { apiRestart, postgresOutage, projectorKill, temporalRestart, workerKill } from './faults';

void main([workerKill, apiRestart, postgresOutage, temporalRestart, projectorKill]);
