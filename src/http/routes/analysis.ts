import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { principalOf } from '../auth';
import { reserveOrPaymentRequired } from '../billing';
import { badRequest, notFound } from '../errors';
import { documentStep } from '../document-errors';
import { fieldOf, filesOf, multipartUpload, type UploadLimits } from '../upload';
import { requirePdf } from './transactions';
import { matchesSchema, validateFields } from '../openapi/validate';
import { ANALYSIS_FORM_FIELDS, COMBINED_FORM_FIELDS, PASSWORDS_ARRAY } from './analysis.openapi';
import { CallbackUrlError, parseCallbackUrl } from '../../callbacks/address-policy';
import type { CreditService } from '../../credits/credit-service';
import type { ExtractedStatement } from '../../domain/statement';
import type { SealedBlobs } from '../../blobs/sealed-blobs';
import type { TaskQueries } from '../../tasks/task-queries';
import type { SubmittedFile, TaskSubmitter } from '../../tasks/task-submitter';

export interface DocumentReader {
  /** Opens the PDF far enough to know it is one and that the password (if any) opens it. */
  probe(bytes: Uint8Array, options: { password?: string }): Promise<unknown>;
  extract(bytes: Uint8Array, options: { password?: string }): Promise<ExtractedStatement>;
}

export interface AnalysisRouteDeps {
  credits: CreditService;
  reader: DocumentReader;
  submitter: TaskSubmitter;
  tasks: TaskQueries;
  blobs: SealedBlobs;
  limits: UploadLimits;
  callbackAllowPrivateNetworks: boolean;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
    await documentStep(() => deps.reader.probe(bytes, { password }));
    const taskId = randomUUID();
    const reservationId = randomUUID();
    await reserveOrPaymentRequired(deps.credits, orgId, reservationId, taskId, 'POST /v1/api/analysis');
    await deps.submitter.submit(orgId, reservationId, taskId, 'single', [{ bytes, password, name: upload?.originalName }], callbackUrl);
    ctx.status = 202;
    ctx.body = { status: 'processing', task_id: taskId };
  });

  router.get('/analysis/:task_id', async (ctx) => {
    const { orgId } = principalOf(ctx);
    const taskId = String(ctx.params.task_id);
    const task = UUID_RE.test(taskId) ? await deps.tasks.find(orgId, taskId) : null;
    if (!task) throw notFound('Task not found or expired');
    const body: Record<string, unknown> = { status: task.status, task_id: task.task_id };
    if (task.status === 'completed' && task.result_key) {
      const result = await deps.blobs.getJson(task.result_key);
      if (result === null) throw notFound('Task not found or expired');
      body.result = result;
    }
    if (task.status === 'failed') body.error = task.error ?? 'The analysis failed';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post(
    '/analysis-combined',
    multipartUpload([{ name: 'files', maxCount: deps.limits.maxFiles }], deps.limits),
    async (ctx) => {
      const { orgId } = principalOf(ctx);
      const uploads = filesOf(ctx, 'files');
      if (uploads.length === 0) throw badRequest('files_required', 'At least one file is required in the repeated "files" field');
      const fields = validateFields<{ callback_url: string; passwords?: string }>(COMBINED_FORM_FIELDS, {
        callback_url: fieldOf(ctx, 'callback_url')?.trim(),
        passwords: fieldOf(ctx, 'passwords'),
      });
      const callbackUrl = callbackUrlOf(fields.callback_url, deps.callbackAllowPrivateNetworks)!;
      const passwords = passwordsOf(fields.passwords, uploads.length);
      // Every file is validated (fully extracted) before the task is accepted.
      const files: SubmittedFile[] = [];
      for (let i = 0; i < uploads.length; i++) {
        const label = `files[${i}]`;
        const bytes = requirePdf(uploads[i]!.bytes, label);
        const statement = await documentStep(() => deps.reader.extract(bytes, { password: passwords[i] }), label);
        files.push({ bytes, password: passwords[i], statement, name: uploads[i]!.originalName });
      }
      const taskId = randomUUID();
      const reservationId = randomUUID();
      await reserveOrPaymentRequired(deps.credits, orgId, reservationId, taskId, 'POST /v1/api/analysis-combined');
      await deps.submitter.submit(orgId, reservationId, taskId, 'combined', files, callbackUrl);
      ctx.status = 200;
      ctx.body = { status: 'processing', task_id: taskId };
    },
  );
  return router;
}
