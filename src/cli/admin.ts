/**
 * Operator CLI (ARCHITECTURE.md, "Contracts"): JSON on stdout, non-zero exit on error. Safe to run while
 * the service runs: every change is an append with an expected version to the shared event store.
 *
 *   org:create --name NAME [--credits N] [--create] → {"org_id","token","balance","callback_secret"}
 *   token:create --org ID                        → {"org_id","token"}
 *   token:revoke --org ID --token TOKEN          → {"org_id","revoked":true}
 *   credits:topup --org ID --amount N            → {"org_id","balance"}
 *   credits:balance --org ID                     → {"org_id","balance","reserved"}
 *   callback-secret:rotate --org ID              → {"org_id","callback_secret"}
 *
 * The store it used is named on stderr. It refuses an embedded store that does not exist yet (a wrong
 * `DATA_DIR` would otherwise create a new store and print a token the service rejects) unless `--create`.
 */
import { loadConfig } from '../config';
import { silentLogger } from '../logger';
import { buildCore, type Core } from '../roots/core';
import { OrgError } from '../orgs/organisation';
import { parseFlags, required, runCli, UsageError } from './args';
import { StoreNotFoundError, storeTarget } from './store-target';

function amountOf(raw: string, name: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1) throw new UsageError(`--${name} must be a whole number >= 1`);
  return n;
}

async function requireOrg(core: Core, orgId: string): Promise<void> {
  if (!(await core.orgs.exists(orgId))) throw new OrgError('org_not_found', `organisation ${orgId} not found`);
}

const COMMANDS: Record<string, { flags: string[]; writes: boolean; run(core: Core, f: Record<string, string>): Promise<unknown> }> = {
  'org:create': {
    writes: true,
    flags: ['name', 'credits'],
    async run(core, f) {
      const name = required(f, 'name');
      const credits = f.credits === undefined ? 0 : f.credits === '0' ? 0 : amountOf(f.credits, 'credits');
      const { org_id, token } = await core.orgs.createOrganisation(name);
      if (credits > 0) await core.credits.topUp(org_id, credits);
      const secret = await core.orgs.callbackSecret(org_id);
      return { org_id, token, balance: (await core.credits.balance(org_id)).balance, callback_secret: secret };
    },
  },
  'token:create': {
    writes: true,
    flags: ['org'],
    async run(core, f) {
      const org = required(f, 'org');
      await requireOrg(core, org);
      return core.orgs.createToken(org);
    },
  },
  'token:revoke': {
    writes: true,
    flags: ['org', 'token'],
    async run(core, f) {
      const org = required(f, 'org');
      await requireOrg(core, org);
      await core.orgs.revokeToken(org, required(f, 'token'));
      return { org_id: org, revoked: true };
    },
  },
  'credits:topup': {
    writes: true,
    flags: ['org', 'amount'],
    async run(core, f) {
      const org = required(f, 'org');
      const amount = amountOf(required(f, 'amount'), 'amount');
      await requireOrg(core, org);
      const b = await core.credits.topUp(org, amount);
      return { org_id: org, balance: b.balance };
    },
  },
  'credits:balance': {
    writes: false,
    flags: ['org'],
    async run(core, f) {
      const org = required(f, 'org');
      await requireOrg(core, org);
      const b = await core.credits.balance(org);
      return { org_id: org, balance: b.balance, reserved: b.reserved };
    },
  },
  'callback-secret:rotate': {
    writes: true,
    flags: ['org'],
    async run(core, f) {
      const org = required(f, 'org');
      await requireOrg(core, org);
      return core.orgs.rotateCallbackSecret(org);
    },
  },
};

void runCli(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const spec = command ? COMMANDS[command] : undefined;
  if (!spec) throw new UsageError(`usage: admin <${Object.keys(COMMANDS).join('|')}> [--flags]`);
  const create = command === 'org:create' && rest.includes('--create');
  const flags = parseFlags(
    rest.filter((a) => !create || a !== '--create'),
    spec.flags,
  );
  const config = loadConfig();
  const target = storeTarget(config);
  if (!target.exists && !create) throw new StoreNotFoundError(target);
  const core = await buildCore(config, silentLogger);
  try {
    const output = await spec.run(core, flags);
    process.stderr.write(`${spec.writes ? 'wrote to' : 'read from'} ${target.description}\n`);
    return { output };
  } finally {
    await core.close();
  }
});
