/**
 * Operator CLI (ARCHITECTURE.md, "Contracts"): JSON on stdout, non-zero exit on error. Safe to run while
 * the service runs: every change is an append with an expected version to the shared event store.
 *
 *   org:create --name NAME [--credits N]        → {"org_id","token","balance","callback_secret"}
 *   token:create --org ID                        → {"org_id","token"}
 *   token:revoke --org ID --token TOKEN          → {"org_id","revoked":true}
 *   credits:topup --org ID --amount N            → {"org_id","balance"}
 *   credits:balance --org ID                     → {"org_id","balance","reserved"}
 *   callback-secret:rotate --org ID              → {"org_id","callback_secret"}
 */
import { loadConfig } from '../config';
import { silentLogger } from '../logger';
import { buildCore, type Core } from '../roots/core';
import { OrgError } from '../orgs/organisation';
import { parseFlags, required, runCli, UsageError } from './args';

function amountOf(raw: string, name: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1) throw new UsageError(`--${name} must be a whole number >= 1`);
  return n;
}

async function requireOrg(core: Core, orgId: string): Promise<void> {
  if (!(await core.orgs.exists(orgId))) throw new OrgError('org_not_found', `organisation ${orgId} not found`);
}

const COMMANDS: Record<string, { flags: string[]; run(core: Core, f: Record<string, string>): Promise<unknown> }> = {
  'org:create': {
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
    flags: ['org'],
    async run(core, f) {
      const org = required(f, 'org');
      await requireOrg(core, org);
      return core.orgs.createToken(org);
    },
  },
  'token:revoke': {
    flags: ['org', 'token'],
    async run(core, f) {
      const org = required(f, 'org');
      await requireOrg(core, org);
      await core.orgs.revokeToken(org, required(f, 'token'));
      return { org_id: org, revoked: true };
    },
  },
  'credits:topup': {
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
    flags: ['org'],
    async run(core, f) {
      const org = required(f, 'org');
      await requireOrg(core, org);
      const b = await core.credits.balance(org);
      return { org_id: org, balance: b.balance, reserved: b.reserved };
    },
  },
  'callback-secret:rotate': {
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
  const flags = parseFlags(rest, spec.flags);
  const core = await buildCore(loadConfig(), silentLogger);
  try {
    return { output: await spec.run(core, flags) };
  } finally {
    await core.close();
  }
});
