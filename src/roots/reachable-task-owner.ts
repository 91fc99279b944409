import { TaskOwner, type Submission, type TaskOwnerDeps } from '../tasks/task-owner';
import { ServiceUnavailableError } from '../domain/service-errors';
import type { TemporalReachability } from '../health/temporal-reachability';

/**
 * A `TaskOwner` that asks first whether Temporal answers (a short deadline, shared by concurrent requests),
 * so a submission while Temporal is down is refused with `503` + `Retry-After` in about a second, before
 * any credit is reserved or input sealed, instead of after the client's own retries (~40 s).
 */
export class ReachableTaskOwner extends TaskOwner {
  constructor(
    deps: TaskOwnerDeps,
    private readonly reachability: TemporalReachability,
  ) {
    super(deps);
  }

  override async submit(s: Submission): Promise<{ taskId: string }> {
    try {
      await this.reachability.check();
    } catch {
      throw new ServiceUnavailableError('The workflow engine (Temporal) cannot be reached: nothing was charged; retry later');
    }
    return super.submit(s);
  }
}
