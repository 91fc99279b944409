/** Tiny `--flag value` parser for the operator CLIs; unknown flags are errors. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseFlags(argv: string[], allowed: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new UsageError(`unexpected argument "${a}"`);
    const name = a.slice(2);
    if (!allowed.includes(name)) throw new UsageError(`unknown option --${name} (allowed: ${allowed.map((x) => '--' + x).join(', ')})`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    out[name] = value;
    i++;
  }
  return out;
}

export function required(flags: Record<string, string>, name: string): string {
  const v = flags[name];
  if (v === undefined || v.trim() === '') throw new UsageError(`--${name} is required`);
  return v.trim();
}

/** Runs a CLI body: JSON result on stdout, `{"error":{code,message}}` on stderr and exit 1 on failure. */
export async function runCli(body: () => Promise<{ output: unknown; exitCode?: number } | undefined>): Promise<void> {
  try {
    const res = await body();
    if (res) {
      process.stdout.write(typeof res.output === 'string' ? res.output : JSON.stringify(res.output) + '\n');
      process.exitCode = res.exitCode ?? 0;
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? (err instanceof UsageError ? 'usage' : 'error');
    process.stderr.write(JSON.stringify({ error: { code, message: (err as Error).message } }) + '\n');
    process.exitCode = err instanceof UsageError ? 2 : 1;
  }
}
