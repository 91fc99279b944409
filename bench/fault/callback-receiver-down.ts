/** `npm run fault:callback-receiver-down`: 200 mixed submissions on one `npm start` process, with the fault described in `./callback-faults.ts`. */
import { main } from '../load/harness/scenario';
import { callbackReceiverDown } from './callback-faults';

void main([callbackReceiverDown]);
