/** `npm run fault:api-killed-mid-answer`: 200 mixed submissions on separate processes (PostgreSQL of its own), with the fault described in `./kill-window.ts`. */
import { main } from '../load/harness/scenario';
import { apiKilledMidAnswer } from './kill-window';

void main([apiKilledMidAnswer]);
