import Router from '@koa/router';
import { principalOf } from '../auth';
import { clientGone } from '../billed-response';
import { markCommitting } from '../listen';
import { unavailableOr } from '../../billing/billed';
import { badRequest, notFound } from '../errors';
import { documentStep } from '../document-errors';
import { mapInOrder } from '../in-order';
import { fieldOf, filesOf, multipartUpload, type UploadLimits } from '../upload';
import { requirePdf } from './transactions';
import { matchesSchema, validateFields } from '../openapi/validate';
import { ANALYSIS_FORM_FIELDS, COMBINED_FORM_FIELDS, PASSWORDS_ARRAY } from './analysis.openapi';
import { CallbackUrlError, parseCallbackUrl } from '../../callbacks/address-policy';
import type { CreditService } from '../../credits/credit-service';
import type { DocumentReader } from '../../documents/reader';
import type { SealedBlobs } from '../../blobs/sealed-blobs';
import type { TaskReader } from '../../tasks/task-reader';
import type { SubmittedFile, TaskOwner } from '../../tasks/task-owner';

export interface AnalysisRouteDeps {
  credits: CreditService;
  reader: DocumentReader;
  /** Reserves, seals, starts: the one owner of a task until its workflow takes over. */
  owner: TaskOwner;
  /** Polling folds the task's stream (reads its own writes; no wait on the read model). */
  taskReader: TaskReader;
  blobs: SealedBlobs;
  limits: UploadLimits;
  callbackAllowPrivateNetworks: boolean;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Files of one /analysis-combined request extracted at once (within the default PDF_QUEUE_PER_ORG). */
const COMBINED_FILES_AT_ONCE = 2;

function callbackUrlOf(raw: string | undefined, allowPrivate: boolean): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  try {
    return parseCallbackUrl(raw.trim(), allowPrivate).toString();
  } catch (err) {
    if (err instanceof CallbackUrlError) throw badRequest('invalid_callback_url', err.message);
    throw err;
  }
}

function passwordsOf(raw: string | undefined, count: number): (string | undefined)[] {
  if (raw === undefined || raw === '') return new Array(count).fill(undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('invalid_passwords', '"passwords" must be a JSON array of strings');
  }
  if (!matchesSchema(PASSWORDS_ARRAY, parsed) || !Array.isArray(parsed)) {
    throw badRequest('invalid_passwords', '"passwords" must be a JSON array of strings');
  }
  if (parsed.length !== count) {
    throw badRequest('passwords_mismatch', `"passwords" has ${parsed.length} entries but ${count} files were sent`);
  }
  return parsed.map((p: string) => (p === '' ? undefined : p));
}

export function analysisRoutes(deps: AnalysisRouteDeps): Router {
  const router = new Router();

  router.post('/analysis', multipartUpload([{ name: 'file', maxCount: 1 }], { ...deps.limits, maxFiles: 1 }), async (ctx) => {
    const { orgId } = principalOf(ctx);
    const upload = filesOf(ctx, 'file')[0];
    const bytes = requirePdf(upload?.bytes);
    const fields = validateFields<{ password?: string; callback_url?: string }>(ANALYSIS_FORM_FIELDS, {
      password: fieldOf(ctx, 'password'),
      callback_url: fieldOf(ctx, 'callback_url'),
    });
    const password = fields.password;
    const callbackUrl = callbackUrlOf(fields.callback_url, deps.callbackAllowPrivateNetworks);
    // The credit is reserved before the probe: an organisation without credit gets its 402 at once.
    const { taskId } = await deps.owner.submit({
      orgId,
      kind: 'single',
      endpoint: 'POST /v1/api/analysis',
      callbackUrl,
      prepare: async () => {
        await documentStep(() => deps.reader.probe(bytes, { password, orgId }));
        return [{ bytes, password, name: upload?.originalName }];
      },
      isClientGone: clientGone(ctx),
      onCommit: () => markCommitting(ctx.req),
    });
    ctx.status = 202;
    ctx.body = { status: 'processing', task_id: taskId };
  });

  router.get('/analysis/:task_id', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const taskId = String(ctx.params.task_id);
    let task;
    try {
      task = UUID_RE.test(taskId) ? await deps.taskReader.find(orgId, taskId) : null;
    } catch (err) {
      throw unavailableOr(err);
    }
    if (!task) throw notFound('Task not found or expired');
    const body: Record<string, unknown> = { status: task.status, task_id: task.task_id };
    if (task.status === 'completed' && task.result_key) {
      const result = await deps.blobs.getJson(task.result_key).catch((err: unknown) => {
        throw unavailableOr(err);
      });
      if (result === null) throw notFound('Task not found or expired');
      body.result = result;
    }
    if (task.status === 'failed') body.error = task.error ?? 'The analysis failed';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/analysis-combined', multipartUpload([{ name: 'files', maxCount: deps.limits.maxFiles }], deps.limits), async (ctx) => {
    const { orgId } = principalOf(ctx);
    const uploads = filesOf(ctx, 'files');
    if (uploads.length === 0) throw badRequest('files_required', 'At least one file is required in the repeated "files" field');
    const fields = validateFields<{ callback_url: string; passwords?: string }>(COMBINED_FORM_FIELDS, {
      callback_url: fieldOf(ctx, 'callback_url')?.trim(),
      passwords: fieldOf(ctx, 'passwords'),
    });
    const callbackUrl = callbackUrlOf(fields.callback_url, deps.callbackAllowPrivateNetworks)!;
    const passwords = passwordsOf(fields.passwords, uploads.length);
    const files = uploads.map((u, i) => requirePdf(u.bytes, `files[${i}]`));
    // The credit is reserved first; then every file is validated (fully extracted) before the task is accepted.
    const { taskId } = await deps.owner.submit({
      orgId,
      kind: 'combined',
      endpoint: 'POST /v1/api/analysis-combined',
      callbackUrl,
      prepare: async () => {
        // Files are extracted side by side (two at a time), never more,
        // so one request holds at most two places of its organisation's extractor queue.
        return mapInOrder(files, COMBINED_FILES_AT_ONCE, async (bytes, i): Promise<SubmittedFile> => {
          const statement = await documentStep(() => deps.reader.extract(bytes, { password: passwords[i], orgId }), `files[${i}]`);
          return { bytes, password: passwords[i], statement, name: uploads[i]!.originalName };
        });
      },
      isClientGone: clientGone(ctx),
      onCommit: () => markCommitting(ctx.req),
    });
    ctx.status = 200;
    ctx.body = { status: 'processing', task_id: taskId };
  });
  return router;
}
