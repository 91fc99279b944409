/**
 * `npm run load:postgres`: the same 200 mixed submissions on separate API, worker and projector processes
 * on a throwaway PostgreSQL cluster and a Temporal dev server of their own.
 */
import { main } from './harness/scenario';

void main([{ name: 'load: PostgreSQL (API, worker, projector processes)', topology: 'postgres' }]);
