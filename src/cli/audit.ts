/**
 * Auditor CLI: replays an organisation's credit events from the event store and compares the result with the
 * credits projection.
 *
 *   audit --org ID               → {"org_id","events","balance","projection_balance","reserved","projection_reserved","consistent"}
 *                                  exit 1 when replay and projection disagree
 *   audit --org ID --format csv  → the ledger replayed from events, one movement per line
 */
import { loadConfig } from '../config';
import { silentLogger } from '../logger';
import { buildCore } from '../roots/core';
import { replay } from '../credits/ledger';
import { creditsStream, type LedgerEvent } from '../credits/ledger-events';
import { isOrgId } from '../orgs/tokens';
import { parseFlags, required, runCli, UsageError } from './args';

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

void runCli(async () => {
  const flags = parseFlags(process.argv.slice(2), ['org', 'format']);
  const orgId = required(flags, 'org');
  const format = flags.format ?? 'json';
  if (!['json', 'csv'].includes(format)) throw new UsageError('--format must be json or csv');
  if (!isOrgId(orgId)) throw new UsageError('--org must be an organisation id');
  const core = await buildCore(loadConfig(), silentLogger);
  try {
    const recorded = await core.stores.events.readStream(creditsStream(orgId));
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as LedgerEvent);
    if (format === 'csv') {
      const lines = ['seq,event_id,type,amount,reservation_id,ref,endpoint,reason,at'];
      for (const e of recorded) {
        const d = e.data as Record<string, unknown>;
        const amount = e.type === 'CreditsToppedUp' ? d.amount : e.type === 'CreditCaptured' ? -1 : e.type === 'CreditRefunded' ? 1 : 0;
        lines.push([e.streamVersion, e.id, e.type, amount, d.reservation_id, d.ref, d.endpoint, d.reason, d.at].map(csvCell).join(','));
      }
      return { output: lines.join('\n') + '\n' };
    }
    const state = replay(events);
    // Bring the projection up to date first, so only a real disagreement (not lag) is reported.
    await core.projector.catchUp();
    const projected = await core.creditQueries.balance(orgId);
    const consistent = projected.balance === state.balance && projected.reserved === state.reserved;
    return {
      output: {
        org_id: orgId,
        events: recorded.length,
        balance: state.balance,
        projection_balance: projected.balance,
        reserved: state.reserved,
        projection_reserved: projected.reserved,
        consistent,
      },
      exitCode: consistent ? 0 : 1,
    };
  } finally {
    await core.close();
  }
});
