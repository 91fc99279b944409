import type { Connection } from '@temporalio/client';

/**
 * Whether Temporal answers, asked with a short deadline (`getSystemInfo`) and remembered for `cacheMs`, so
 * many requests at once cost one round trip and a Temporal that is down is known within `timeoutMs`
 * instead of after the client's own retries (tens of seconds).
 */
export class TemporalReachability {
  private last: { at: number; error: Error | null } | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly connection: Pick<Connection, 'withDeadline' | 'workflowService'>,
    private readonly timeoutMs = 1500,
    private readonly cacheMs = 1000,
  ) {}

  /** Resolves when Temporal answered lately (`fresh`: just now); rejects with the reason otherwise. */
  async check(opts: { fresh?: boolean } = {}): Promise<void> {
    const now = Date.now();
    if (!opts.fresh && this.last && now - this.last.at < this.cacheMs) {
      if (this.last.error) throw this.last.error;
      return;
    }
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async probe(): Promise<void> {
    try {
      await this.connection.withDeadline(Date.now() + this.timeoutMs, () => this.connection.workflowService.getSystemInfo({}));
      this.last = { at: Date.now(), error: null };
    } catch (err) {
      const error = new Error(`Temporal did not answer within ${this.timeoutMs} ms: ${(err as Error).message}`, { cause: err });
      this.last = { at: Date.now(), error };
      throw error;
    }
  }
}
