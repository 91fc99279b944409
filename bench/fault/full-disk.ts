/** `npm run fault:full-disk`: 200 mixed submissions, 32 in flight, on one `npm start` process, with the fault(s) described in `./embedded-faults.ts`. */
import { main } from '../load/harness/scenario';
import { fullDisk } from './embedded-faults';

void main([fullDisk]);
