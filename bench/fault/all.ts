/**
 * `npm run fault:all`: the fault scenarios one after another, with a summary table at the end. Each sends 120
 * submissions (`LOAD_TOTAL`), not the 200 of a single scenario's command: the fault comes after 50 either way,
 * and the 80 more only lengthened the run.
 */
import { main } from '../load/harness/scenario';
import { apiRestart, postgresOutage, projectorKill, temporalRestart, workerKill } from './faults';
import { fullDisk, nodeKilled, temporalKilled, temporalStopped } from './embedded-faults';
import { callbackReceiverDown, callbackStorageOutage } from './callback-faults';
import { apiKilledMidAnswer } from './kill-window';

process.env.LOAD_TOTAL ??= '120';

void main([
  workerKill,
  apiRestart,
  postgresOutage,
  temporalRestart,
  projectorKill,
  callbackStorageOutage,
  apiKilledMidAnswer,
  temporalStopped,
  temporalKilled,
  nodeKilled,
  fullDisk,
  callbackReceiverDown,
]);
