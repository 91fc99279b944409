/**
 * The harness's operator steps in one process (instead of one `admin`/`audit` CLI process each, which cost
 * seconds apiece on a loaded machine); the same calls as `src/cli/admin.ts` and `src/cli/audit.ts`. Run with
 * the topology's environment, before the load and after it has settled (never while uploads are in flight:
 * `buildCore` sweeps the upload temp directory).
 *
 *   admin-batch.ts orgs N CREDITS   → [{"org_id","token"}, …]
 *   admin-batch.ts audit ORG_ID…    → [{"org_id","balance","reserved","projection_balance","consistent","released"}, …]
 *
 * `released`: the `ref` (task or request id) and reason of each reservation released, as the ledger has them.
 */
import { loadConfig } from '../../../src/config';
import { silentLogger } from '../../../src/logger';
import { buildCore } from '../../../src/roots/core';
import { replay } from '../../../src/credits/ledger';
import { creditsStream, type LedgerEvent } from '../../../src/credits/ledger-events';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const core = await buildCore(loadConfig(), silentLogger);
  try {
    if (command === 'orgs') {
      const out: { org_id: string; token: string }[] = [];
      for (let i = 0; i < Number(args[0]); i++) {
        const { org_id, token } = await core.orgs.createOrganisation(`load ${i}`);
        await core.credits.topUp(org_id, Number(args[1]));
        out.push({ org_id, token });
      }
      process.stdout.write(JSON.stringify(out));
    } else if (command === 'audit') {
      await core.projector.catchUp();
      const out = [];
      for (const orgId of args) {
        const events = (await core.stores.events.readStream(creditsStream(orgId))).map((e) => ({ type: e.type, data: e.data }) as LedgerEvent);
        const state = replay(events);
        const projected = await core.creditQueries.balance(orgId);
        out.push({
          org_id: orgId,
          balance: state.balance,
          reserved: state.reserved,
          projection_balance: projected.balance,
          consistent: projected.balance === state.balance && projected.reserved === state.reserved,
          released: events.flatMap((e) => (e.type === 'CreditReleased' ? [{ ref: e.data.ref, reason: e.data.reason }] : [])),
        });
      }
      process.stdout.write(JSON.stringify(out));
    } else throw new Error(`usage: admin-batch.ts orgs N CREDITS | audit ORG_ID…`);
  } finally {
    await core.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exitCode = 1;
});
