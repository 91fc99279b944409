import { detectSource, ExportSourceError } from '../../exports';
import { ApiClient, type TaskBody } from './api-client';
import { CliError, EXIT, usageError } from './errors';
import { readText, readUpload } from './files';
import { followTask } from './follow';
import { checkOutputOptions, writeOutput, type OutputOptions, type Streams } from './output';
import { parseSavedRequest, SavedRequestError } from './saved-request';
import { verifyCallback } from './signature';

/** What every command receives: the API client (built lazily: `verify-signature` needs none) and the streams. */
export interface Context {
  api(): ApiClient;
  io: Streams;
  env: { BSA_CALLBACK_SECRET?: string };
  now(): number;
}

interface WaitOptions {
  wait?: boolean;
  timeout: number;
  progress: boolean;
}

const printJson = (io: Streams, value: unknown) => io.stdout.write(JSON.stringify(value, null, 2) + '\n');

export async function transactions(ctx: Context, file: string, opts: OutputOptions & { password?: string }): Promise<number> {
  checkOutputOptions(opts);
  const body = await ctx.api().transactions(readUpload(file), opts.password);
  await writeOutput({ kind: 'transactions', data: body as never }, opts, ctx.io);
  return EXIT.ok;
}

export async function submit(
  ctx: Context,
  file: string,
  opts: OutputOptions & WaitOptions & { password?: string; callbackUrl?: string },
): Promise<number> {
  if (opts.wait) checkOutputOptions(opts);
  const upload = readUpload(file);
  const accepted = await ctx.api().submit(upload, { password: opts.password, callbackUrl: opts.callbackUrl });
  if (!opts.wait) {
    printJson(ctx.io, accepted);
    return EXIT.ok;
  }
  ctx.io.stderr.write(`submitted ${upload.name}: task ${accepted.task_id}\n`);
  return finish(ctx, await follow(ctx, accepted.task_id, opts), opts);
}

export async function combined(ctx: Context, files: string[], opts: { passwords?: string[]; callbackUrl: string }): Promise<number> {
  const passwords = passwordList(opts.passwords, files.length);
  const uploads = files.map(readUpload);
  printJson(ctx.io, await ctx.api().combined(uploads, { passwords, callbackUrl: opts.callbackUrl }));
  return EXIT.ok;
}

export async function status(ctx: Context, taskId: string): Promise<number> {
  const { status: s, task_id, error } = await ctx.api().task(taskId);
  printJson(ctx.io, error === undefined ? { status: s, task_id } : { status: s, task_id, error });
  return EXIT.ok;
}

export async function result(ctx: Context, taskId: string, opts: OutputOptions & WaitOptions): Promise<number> {
  checkOutputOptions(opts);
  const body = opts.wait ? await follow(ctx, taskId, opts) : await ctx.api().task(taskId);
  return finish(ctx, body, opts);
}

export async function credits(ctx: Context): Promise<number> {
  printJson(ctx.io, await ctx.api().credits());
  return EXIT.ok;
}

export async function ledger(ctx: Context, opts: { after?: number; limit: number; all?: boolean }): Promise<number> {
  let page = await ctx.api().ledger(opts.after, opts.limit);
  if (!opts.all) {
    printJson(ctx.io, page);
    return EXIT.ok;
  }
  const entries = [...page.entries];
  while (page.next_after !== null) {
    page = await ctx.api().ledger(page.next_after, opts.limit);
    entries.push(...page.entries);
  }
  printJson(ctx.io, { entries, next_after: null });
  return EXIT.ok;
}

export function verifySignature(ctx: Context, opts: { secret?: string; request: string; tolerance: number }): number {
  const secret = opts.secret ?? ctx.env.BSA_CALLBACK_SECRET;
  if (!secret) throw usageError('secret_required', 'give the callback secret with --secret or BSA_CALLBACK_SECRET');
  let saved;
  try {
    saved = parseSavedRequest(readText(opts.request));
  } catch (err) {
    if (err instanceof SavedRequestError) throw usageError('unreadable_request', `${opts.request}: ${err.message}`);
    throw err;
  }
  const verdict = verifyCallback(saved, secret, opts.tolerance, Math.floor(ctx.now() / 1000));
  if (!verdict.valid) throw new CliError(EXIT.api, verdict.code, verdict.message);
  const task = verdict.taskId ? `task ${verdict.taskId}, ` : '';
  ctx.io.stdout.write(`valid: ${task}signed ${verdict.ageSeconds} s ago (tolerance ${opts.tolerance} s)\n`);
  return EXIT.ok;
}

/**
 * Converts a saved document offline: a transactions response, a polling body, a callback payload (the only
 * way a combined result arrives) as JSON or as the raw HTTP request the receiver saved.
 */
export async function exportFile(ctx: Context, file: string, opts: OutputOptions): Promise<number> {
  checkOutputOptions(opts);
  const text = readText(file);
  let doc: unknown;
  try {
    const json = text.trimStart().startsWith('{') ? text : parseSavedRequest(text).body;
    doc = JSON.parse(json);
    if (typeof (doc as { body?: unknown }).body === 'string' && (doc as { headers?: unknown }).headers)
      doc = JSON.parse(parseSavedRequest(text).body);
  } catch (err) {
    throw usageError('unreadable_document', `${file}: not JSON or a saved HTTP request with a JSON body (${(err as Error).message})`);
  }
  if ((doc as { status?: unknown }).status === 'failed')
    throw new CliError(EXIT.taskFailed, 'task_failed', `the saved task failed: ${(doc as { error?: string }).error ?? ''}`);
  let source;
  try {
    source = detectSource(doc);
  } catch (err) {
    if (err instanceof ExportSourceError) throw usageError('unrecognised_document', `${file}: ${err.message}`);
    throw err;
  }
  await writeOutput(source, opts, ctx.io);
  return EXIT.ok;
}

function follow(ctx: Context, taskId: string, opts: WaitOptions): Promise<TaskBody> {
  const interactive = opts.progress && ctx.io.stderr.isTTY === true;
  return followTask(ctx.api(), taskId, { timeoutMs: opts.timeout * 1000, intervalMs: 500, interactive }, ctx.io);
}

/** A finished task prints its result; a failed one exits 4 with its error; one still running exits 5. */
async function finish(ctx: Context, body: TaskBody, opts: OutputOptions): Promise<number> {
  if (body.status === 'failed') throw new CliError(EXIT.taskFailed, 'task_failed', `task ${body.task_id}: ${body.error ?? 'failed'}`);
  if (body.status === 'processing') {
    throw new CliError(EXIT.stillProcessing, 'still_processing', `task ${body.task_id} is still processing; run: bsa result ${body.task_id} --wait`);
  }
  await writeOutput(detectSource(body), opts, ctx.io);
  return EXIT.ok;
}

/** `--passwords a "" c` or `--passwords '["a","","c"]'`; positional, '' for a file that is not encrypted. */
function passwordList(raw: string[] | undefined, count: number): string[] | undefined {
  if (!raw || raw.length === 0) return undefined;
  let list = raw;
  if (raw.length === 1 && raw[0]!.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw[0]!);
      if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string')) throw new Error();
      list = parsed;
    } catch {
      throw usageError('invalid_passwords', '--passwords as JSON must be an array of strings');
    }
  }
  if (list.length !== count)
    throw usageError('invalid_passwords', `--passwords has ${list.length} entries for ${count} files (use "" for a file without a password)`);
  return list;
}
