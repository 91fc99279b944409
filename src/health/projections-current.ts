import type { EventStore } from '../eventstore/port';
import type { SqlDb } from '../eventstore/sql';
import type { Projection } from '../eventstore/projection';
import type { HealthVerdict } from './worker-polling';

/**
 * The projector is alive when no projection has left an event unapplied for longer than `maxLagMs`: for each
 * projection, the first event after its checkpoint (if any) must be recent. An idle system is healthy; a
 * stuck or dead projector is not, however many projectors run.
 */
export async function projectionsCurrent(
  events: EventStore,
  sql: SqlDb,
  projections: Projection[],
  nowMs: number,
  maxLagMs: number,
): Promise<HealthVerdict> {
  const behind: string[] = [];
  for (const p of projections) {
    const rows = await sql.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projection_checkpoints WHERE name = ?', [p.name]);
    const page = await events.readAll(rows[0]?.checkpoint ?? null, { streamPrefixes: p.streamPrefixes, limit: 1 });
    const next = page.events[0];
    if (next && nowMs - Date.parse(next.recordedAt) > maxLagMs) {
      behind.push(`${p.name} has not applied an event recorded ${Math.round((nowMs - Date.parse(next.recordedAt)) / 1000)} s ago`);
    }
  }
  return behind.length === 0 ? { healthy: true, detail: `${projections.length} projections current` } : { healthy: false, detail: behind.join('; ') };
}
