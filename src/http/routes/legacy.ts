import Router from '@koa/router';
import { principalOf } from '../auth';
import { answerBilled, type SyncBilling } from '../billed-response';
import { validateFields } from '../openapi/validate';
import { LEGACY_FORM_FIELDS } from './legacy.openapi';
import { documentStep } from '../document-errors';
import { fieldOf, filesOf, multipartUpload, type UploadLimits } from '../upload';
import { requirePdf } from './transactions';
import { legacyInsights, legacyReport } from '../../analysis';
import type { CreditService } from '../../credits/credit-service';
import type { DocumentReader } from '../../documents/reader';

/**
 * `POST /api/v1/analysis/2d` (legacy): multipart `file` + `fullname`, synchronous cash inflow/outflow report.
 * Billing and errors as `POST /v1/api/transactions` (one credit per successful call; 400 document errors,
 * 400 `fullname_required`, 401, 402, 413, 422 `document_too_complex`, 429 `busy`, 503 `extraction_unavailable`). `fullname` is checked against the statement's holder and reported
 * in `X-Holder-Name-Match` (`match`, `partial`, `mismatch`, `unknown`) and transfers between the holder's own
 * accounts in `X-Own-Account-Transfers` (count); the body keeps the legacy shape exactly.
 */
export function legacyRoutes(deps: { credits: CreditService; reader: DocumentReader; limits: UploadLimits; billing?: SyncBilling }): Router {
  const router = new Router();
  router.post('/api/v1/analysis/2d', multipartUpload([{ name: 'file', maxCount: 1 }], { ...deps.limits, maxFiles: 1 }), async (ctx) => {
    const { orgId } = principalOf(ctx);
    const raw = { fullname: fieldOf(ctx, 'fullname')?.trim(), password: fieldOf(ctx, 'password') };
    const bytes = requirePdf(filesOf(ctx, 'file')[0]?.bytes);
    const fields = validateFields<{ fullname: string; password?: string }>(LEGACY_FORM_FIELDS, raw);
    const { fullname, password } = fields;
    // Captured only once the whole answer has been delivered: a failure building it, or a client that leaves, charges nothing.
    await answerBilled(ctx, { credits: deps.credits, orgId, endpoint: 'POST /api/v1/analysis/2d', billing: deps.billing }, async () => {
      const statement = await documentStep(() => deps.reader.extract(bytes, { password, orgId }));
      const insights = legacyInsights(statement, { fullname });
      return {
        body: legacyReport(statement, { fullname }),
        headers: {
          'X-Holder-Name-Match': insights.name_check.verdict,
          'X-Own-Account-Transfers': String(insights.own_account_transfers.transactions.length),
          'X-Reconciliation': statement.reconciliation.verdict,
        },
      };
    });
  });
  return router;
}
