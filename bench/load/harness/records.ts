/**
 * What the service recorded, read straight from its event store by the harness (as an operator's query
 * would): each task's callback delivery records, and the tasks submitted since a checkpoint. Opens only the
 * stores (never `buildCore`, whose start-up sweeps the upload temp directory of the running service).
 */
import { loadConfig } from '../../../src/config';
import { openStores, type Stores } from '../../../src/eventstore/open';
import type { TaskEvent } from '../../../src/tasks/task-events';
import type { Topology } from './topology';

/** The automatic delivery's record (`CallbackDelivered` or `CallbackFailed`) and the redeliveries asked for. */
export interface CallbackRecord {
  automatic: { delivered: boolean; http_status: number | null; reason: string | null } | null;
  redeliveries: { delivered: boolean; http_status: number | null; reason: string | null }[];
}

export class TaskRecords {
  private checkpoint: string | null = null;

  private constructor(private readonly stores: Stores) {}

  static async open(t: Topology): Promise<TaskRecords> {
    const config = loadConfig(t.env);
    const stores = await openStores({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl ?? undefined,
      pgSchema: config.databaseSchema,
      onConnectionLost: () => undefined, // the harness reads after outages; a lost idle client is reconnected
    });
    return new TaskRecords(stores);
  }

  async callback(taskId: string): Promise<CallbackRecord> {
    const events = (await this.stores.events.readStream(`task-${taskId}`)).map((e) => ({ type: e.type, data: e.data }) as TaskEvent);
    const record: CallbackRecord = { automatic: null, redeliveries: [] };
    for (const e of events) {
      if (e.type === 'CallbackDelivered') record.automatic = { delivered: true, http_status: e.data.http_status, reason: null };
      if (e.type === 'CallbackFailed') record.automatic = { delivered: false, http_status: e.data.http_status, reason: e.data.reason };
      if (e.type === 'CallbackRedelivered')
        record.redeliveries.push({ delivered: e.data.delivered, http_status: e.data.http_status, reason: e.data.reason ?? null });
    }
    return record;
  }

  async callbacks(taskIds: string[]): Promise<Map<string, CallbackRecord>> {
    const out = new Map<string, CallbackRecord>();
    for (const id of taskIds) out.set(id, await this.callback(id));
    return out;
  }

  /** Task ids of the `TaskSubmitted` events recorded since the previous call (all of them on the first). */
  async newlySubmitted(): Promise<string[]> {
    const ids: string[] = [];
    for (;;) {
      const page = await this.stores.events.readAll(this.checkpoint, { streamPrefixes: ['task-'], limit: 500 });
      for (const e of page.events) if (e.type === 'TaskSubmitted') ids.push((e.data as { task_id: string }).task_id);
      const moved = page.checkpoint !== this.checkpoint;
      this.checkpoint = page.checkpoint;
      if (!moved || page.events.length === 0) return ids;
    }
  }

  close(): Promise<void> {
    return this.stores.close();
  }
}
