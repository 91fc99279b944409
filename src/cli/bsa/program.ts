import { Command, InvalidArgumentError, Option } from 'commander';
import { ApiClient } from './api-client';
import * as run from './commands';
import type { Context } from './commands';
import { CliError, EXIT } from './errors';
import type { Streams } from './output';

/** The only settings `bsa` takes from its environment (read by its entry module, `src/cli/bsa.ts`). */
export interface BsaEnv {
  BSA_URL?: string;
  BSA_TOKEN?: string;
  BSA_CALLBACK_SECRET?: string;
}

const DEFAULT_URL = 'http://localhost:8080';

function integer(min: number) {
  return (raw: string) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected an integer >= ${min}`);
    return n;
  };
}

const formatOption = () => new Option('--format <format>', 'output format').choices(['json', 'csv', 'xlsx']).default('json');
const outputOption = () => new Option('-o, --output <file>', 'write to FILE instead of stdout (required for xlsx)');
const waitOptions = (cmd: Command) =>
  cmd
    .addOption(new Option('--timeout <seconds>', 'with --wait: stop waiting after this long (exit 5)').argParser(integer(1)).default(900))
    .option('--no-progress', 'with --wait: no progress bar, one line per status change');

/**
 * The `bsa` program. Actions throw `CliError`s; `runBsa` turns them into `error: <code>: <message>` and the
 * documented exit code. Tokens and passwords are never written anywhere (help shows no default for them).
 */
export function buildProgram(env: BsaEnv, io: Streams, now: () => number, exit: (code: number) => void): Command {
  const program = new Command('bsa')
    .description('Command-line client of the bank-statement analysis API')
    .option('--url <url>', `service base URL (env BSA_URL, default ${DEFAULT_URL})`)
    .option('--token <token>', 'API token (env BSA_TOKEN); prefer the variable: arguments are visible to other local users')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .addHelpText(
      'after',
      `
Exit codes: 0 ok, 1 API error or invalid signature, 2 usage error, 3 network error,
            4 task failed, 5 task still processing, 130 interrupted while waiting.

Examples:
  export BSA_URL=http://localhost:8080 BSA_TOKEN=bsa_...
  bsa transactions statement.pdf --password 1234 --format csv -o tx.csv
  bsa submit statement.pdf --wait --format xlsx -o analysis.xlsx
  bsa verify-signature --secret "$SECRET" --request saved-callback.http`,
    );

  const ctx: Context = {
    io,
    env,
    now,
    api: () => {
      const g = program.opts<{ url?: string; token?: string }>();
      return new ApiClient(g.url ?? env.BSA_URL ?? DEFAULT_URL, g.token ?? env.BSA_TOKEN);
    },
  };
  const done = (p: Promise<number> | number) => Promise.resolve(p).then(exit);

  program
    .command('transactions')
    .description('extract a statement synchronously (POST /transactions, one credit)')
    .argument('<file>', 'statement PDF')
    .option('--password <password>', 'PDF password')
    .addOption(formatOption())
    .addOption(outputOption())
    .action((file, opts) => done(run.transactions(ctx, file, opts)));

  waitOptions(
    program
      .command('submit')
      .description('submit a statement for asynchronous analysis (POST /analysis, one credit)')
      .argument('<file>', 'statement PDF')
      .option('--password <password>', 'PDF password')
      .option('--callback-url <url>', 'the service POSTs the signed outcome here')
      .option('--wait', 'follow the task until it completes or fails, then print the result')
      .addOption(formatOption())
      .addOption(outputOption()),
  ).action((file, opts) => done(run.submit(ctx, file, opts)));

  program
    .command('combined')
    .description('submit several statements for one combined analysis (POST /analysis-combined, one credit); the result goes to the callback only')
    .argument('<files...>', 'statement PDFs')
    .option('--passwords <passwords...>', 'one per file in order, "" for none (or one JSON array); put after the files')
    .requiredOption('--callback-url <url>', 'receives the combined result')
    .action((files, opts) => done(run.combined(ctx, files, opts)));

  program
    .command('status')
    .description("show a task's status (and error when failed)")
    .argument('<task_id>')
    .action((taskId) => done(run.status(ctx, taskId)));

  waitOptions(
    program
      .command('result')
      .description("print or save a task's analysis result")
      .argument('<task_id>')
      .option('--wait', 'wait while the task is processing')
      .addOption(formatOption())
      .addOption(outputOption()),
  ).action((taskId, opts) => done(run.result(ctx, taskId, opts)));

  program
    .command('credits')
    .description('show the credit balance: balance, reserved, available')
    .action(() => done(run.credits(ctx)));

  program
    .command('ledger')
    .description('list credit movements, oldest first, each with the task or request it paid for')
    .addOption(new Option('--after <seq>', "start after this sequence number (the previous page's next_after)").argParser(integer(-1)))
    .addOption(new Option('--limit <n>', 'entries per page (1 to 500)').argParser(integer(1)).default(100))
    .option('--all', 'follow next_after through every page')
    .action((opts) => done(run.ledger(ctx, opts)));

  program
    .command('export')
    .description(
      'convert a saved document offline: a transactions response, a polling body or a callback (JSON, or the raw HTTP request), e.g. a combined result',
    )
    .argument('<file>', 'saved JSON or raw HTTP request; - for stdin')
    .addOption(formatOption())
    .addOption(outputOption())
    .action((file, opts) => done(run.exportFile(ctx, file, opts)));

  program
    .command('verify-signature')
    .description('verify the signature of a saved callback request (exit 0 valid, 1 invalid or stale)')
    .option('--secret <secret>', "the organisation's callback secret (or env BSA_CALLBACK_SECRET)")
    .requiredOption('--request <file>', 'raw HTTP request (headers, blank line, body) or JSON {"headers","body"}; - for stdin')
    .addOption(new Option('--tolerance <seconds>', 'maximum age of X-Timestamp').argParser(integer(0)).default(300))
    .addHelpText('after', '\nThe signature is X-Signature: v1=<hex HMAC-SHA256 of "<X-Timestamp>.<raw body>"> keyed by the callback secret.')
    .action((opts) => done(run.verifySignature(ctx, opts)));

  for (const cmd of program.commands) cmd.exitOverride().showHelpAfterError(`(run bsa ${cmd.name()} --help for usage)`);
  return program;
}

/** Runs `bsa` with `argv` (without node and script) and resolves to the exit code. */
export async function runBsa(argv: string[], env: BsaEnv, io: Streams, now: () => number = Date.now): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram(env, io, now, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (err) {
    if (err instanceof CliError) {
      io.stderr.write(`error: ${err.code}: ${err.message}\n${err.requestId ? `request id: ${err.requestId}\n` : ''}`);
      return err.exitCode;
    }
    const c = err as { code?: string; exitCode?: number };
    if (typeof c.code === 'string' && c.code.startsWith('commander.')) {
      // commander has already printed the help or its own "error: ..." line.
      return c.exitCode === 0 || c.code === 'commander.helpDisplayed' || c.code === 'commander.version' ? EXIT.ok : EXIT.usage;
    }
    throw err;
  }
}
