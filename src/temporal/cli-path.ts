import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Path of the Temporal CLI (dev server 1.29.x): `TEMPORAL_CLI_PATH` when configured, else whatever
 * `scripts/ensure-temporal-cli.sh` finds or builds (it prints progress on stderr, the path last on stdout).
 * Never the SDK's own download, which fails on machines without general internet access.
 */
export function resolveTemporalCli(configured: string | null): string {
  if (configured) return configured;
  const script = path.join(__dirname, '..', '..', 'scripts', 'ensure-temporal-cli.sh');
  const out = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = out.trim().split('\n');
  return lines[lines.length - 1]!.trim();
}
