import { ERROR_CODES } from './error-codes';

export interface DocumentLimits {
  maxUploadBytes: number;
  maxFiles: number;
}

/** The API description's prose: the decisions the interface spec leaves open (README "API decisions"). */
export function apiDescription(limits: DocumentLimits): string {
  const errors = Object.entries(ERROR_CODES)
    .sort((a, b) => a[1].status - b[1].status || a[0].localeCompare(b[0]))
    .map(([code, { status, meaning }]) => `| ${status} | \`${code}\` | ${meaning} |`)
    .join('\n');
  return `Bank and mobile-money statement analysis. All endpoints except the legacy one are under \`/v1/api\`.

## Authentication
\`Authorization: Bearer <token>\` on every endpoint except the public ones (health check, this document, its reference page, the
dashboard pages). The dashboard may use its session cookie instead (\`sessionCookie\`); \`/metrics\` has a token of its own.

## Errors
Every error body is \`{"error":{"code","message","request_id"}}\` and every response carries \`X-Request-Id\`.
A request that ends in 4xx or 5xx consumes no credit. Retry 500 and 503 with exponential backoff (503 and 429 carry \`Retry-After\`: wait at least that long); top up after 402.

| status | code | meaning |
|---|---|---|
${errors}

## Limits
- ${limits.maxUploadBytes} bytes per file (\`MAX_UPLOAD_BYTES\`): a larger declared body is refused before it is read, a chunked one is cut off (413 either way).
- ${limits.maxFiles} files per combined call (\`MAX_FILES_PER_COMBINED\`); \`MAX_PAGES\` pages per PDF (default 2000).
- Task records expire \`TASK_TTL_SECONDS\` after creation (default 24 h): polling then answers 404.
- Each PDF is read in an extractor process with its own memory (\`PDF_MEMORY_MB\`) and time (\`PDF_TIMEOUT_MS\`) budget: a file that needs more is refused with 422 \`document_too_complex\`.
- Each organisation has its own queue of documents waiting to be read, served in turn with the others'; when \`PDF_QUEUE_PER_ORG\` of its files already wait, a synchronous call is refused at once with 429 \`busy\` and \`Retry-After\`.
- No other rate limiting by default.

## Credits
One credit per successful call to \`POST /analysis\`, \`POST /transactions\`, \`POST /analysis-combined\` and the legacy endpoint,
reserved before the work and captured on success or released on any 4xx/5xx. A synchronous call (\`POST /transactions\`, the
legacy endpoint) is charged only once its whole answer has been written to the connection: when the connection closes first
(the client left, or the service stopped mid-answer) the credit is released (\`client_disconnected\`, or \`request_unfinished\` when
the service starts again), so no call is charged without its answer. \`GET /credits\` right after an answer shows its charge.

## Callbacks
One signed POST per task (see the \`callbacks\` of the submit operations): headers \`X-Task-Id\`, \`X-Timestamp\` (Unix seconds) and
\`X-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">\` keyed by the organisation's callback secret. To verify, in Node.js:

\`\`\`js
const expected = crypto.createHmac('sha256', secret).update(\`\${req.headers['x-timestamp']}.\${rawBody}\`).digest('hex');
const given = Buffer.from(String(req.headers['x-signature'] ?? ''));
const ok = given.length === expected.length + 3 && crypto.timingSafeEqual(given, Buffer.from(\`v1=\${expected}\`))
  && Math.abs(Date.now() / 1000 - Number(req.headers['x-timestamp'])) < 300;
\`\`\`

## Reconciliation
\`POST /transactions\` and every analysis result carry \`reconciliation\`: the statement's printed opening/closing balances,
running balance and totals checked against the returned rows, with a verdict (\`reconciled\`, \`unverified\`, \`unreconciled\`) also sent
as the \`X-Reconciliation\` header on \`/transactions\` and the legacy endpoint. Rows that moved no money are listed in \`excluded_rows\`.`;
}
