import Router from '@koa/router';
import { principalOf } from '../auth';
import { answerBilled, type SyncBilling } from '../billed-response';
import { badRequest } from '../errors';
import { documentStep } from '../document-errors';
import { fieldOf, filesOf, looksLikePdf, multipartUpload, type UploadLimits } from '../upload';
import { validateFields } from '../openapi/validate';
import { STATEMENT_FORM_FIELDS } from './transactions.openapi';
import { toTransactionsResponse } from '../../domain/statement';
import type { CreditService } from '../../credits/credit-service';
import type { DocumentReader } from '../../documents/reader';
import { notAPdfMessage } from '../../documents/file-kind';

/** Checks done before any credit is reserved: a file is there, non-empty, and starts like a PDF. */
export function requirePdf(bytes: Buffer | undefined, label = 'file'): Buffer {
  if (!bytes) throw badRequest('file_required', `The "${label}" field with a PDF file is required`);
  if (bytes.length === 0) throw badRequest('empty_file', `The "${label}" file is empty`);
  if (!looksLikePdf(bytes)) throw badRequest('not_a_pdf', notAPdfMessage(label, bytes));
  return bytes;
}

/**
 * `POST /transactions`: synchronous extraction; one credit per successful call, none otherwise. The
 * page limit is checked first in the extractor (from the page tree, before any page is read); every
 * document error, a limit or a busy queue releases the reservation.
 */
export function transactionRoutes(deps: {
  credits: CreditService;
  extractor: Pick<DocumentReader, 'extract'>;
  limits: UploadLimits;
  billing?: SyncBilling;
}): Router {
  const router = new Router();
  router.post('/transactions', multipartUpload([{ name: 'file', maxCount: 1 }], { ...deps.limits, maxFiles: 1 }), async (ctx) => {
    const { orgId } = principalOf(ctx);
    const bytes = requirePdf(filesOf(ctx, 'file')[0]?.bytes);
    const { password } = validateFields<{ password?: string }>(STATEMENT_FORM_FIELDS, { password: fieldOf(ctx, 'password') });
    // Captured only once the whole answer has been delivered: a failure building it, or a client that leaves, charges nothing.
    await answerBilled(ctx, { credits: deps.credits, orgId, endpoint: 'POST /v1/api/transactions', billing: deps.billing }, async () => {
      const statement = await documentStep(() => deps.extractor.extract(bytes, { password, orgId }));
      return { body: toTransactionsResponse(statement), headers: { 'X-Reconciliation': statement.reconciliation.verdict } };
    });
  });
  return router;
}
