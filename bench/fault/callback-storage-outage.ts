/** `npm run fault:callback-storage-outage`: 200 mixed submissions on separate processes (PostgreSQL of its own), with the fault described in `./callback-faults.ts`. */
import { main } from '../load/harness/scenario';
import { callbackStorageOutage } from './callback-faults';

void main([callbackStorageOutage]);
