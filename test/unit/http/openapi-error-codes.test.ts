import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { API_SPECS } from '../../../src/http/openapi/api-specs';
import { buildOpenApiDocument } from '../../../src/http/openapi/document';
import { ERROR_CODES } from '../../../src/http/openapi/error-codes';
import { AUTH_ERRORS, UPLOAD_ERRORS } from '../../../src/http/openapi/helpers';
import { DOMAIN_ERRORS } from '../../../src/http/errors';
import { REDELIVERY_REFUSED } from '../../../workflows/callback-redelivery';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
const ROOT = path.join(__dirname, '..', '..', '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

/** Error codes a source file answers with literally: `new HttpError(<status>, '<code>'` and `badRequest('<code>'`. */
function codesThrownIn(file: string): string[] {
  const src = read(file);
  const codes = [...src.matchAll(/new HttpError\(\s*\d+,\s*'([a-z_]+)'/g), ...src.matchAll(/badRequest\(\s*'([a-z_]+)'/g)].map((m) => m[1]!);
  return [...new Set(codes)];
}

/**
 * The error codes each operation documents agree with what the code can answer: the domain-error table,
 * authentication, upload admission and every code a route module throws.
 */
describe('OpenAPI error responses match the codes the API answers with', () => {
  const limits = { maxUploadBytes: 20 * 1024 * 1024, maxFiles: 10 };
  // The public document and the internal one (dashboard, session, reference page, metrics) together.
  const docs: Doc[] = [buildOpenApiDocument(API_SPECS, limits, '0.0.0-test'), buildOpenApiDocument(API_SPECS, limits, '0.0.0-test', 'internal')];
  const operations: { where: string; op: Doc; codes: Set<string> }[] = [];
  for (const [p, item] of docs.flatMap((doc) => Object.entries<Doc>(doc.paths)))
    for (const m of METHODS)
      if (item[m]) {
        const codes = new Set<string>();
        for (const response of Object.values<Doc>(item[m].responses ?? {}))
          for (const code of response.content?.['application/json']?.schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum ?? [])
            codes.add(code);
        operations.push({ where: `${m.toUpperCase()} ${p}`, op: item[m], codes });
      }
  const documented = new Set(operations.flatMap((o) => [...o.codes]));
  const missing = (o: { codes: Set<string> }, codes: string[]) => codes.filter((c) => !o.codes.has(c));

  it('every domain error (DOMAIN_ERRORS) has its code and status in ERROR_CODES and is documented by an operation', () => {
    for (const row of DOMAIN_ERRORS) {
      const codes = row.error.name === 'RedeliveryRefusedError' ? Object.values(REDELIVERY_REFUSED) : [row.code];
      for (const code of codes) {
        const sample = Object.assign(Object.create(row.error.prototype) as Error & { code?: string }, { message: 'sample', code });
        const http = row.toHttp(sample);
        // The client that went away never reads its 499: it is for the logs only.
        if (http.status === 499) continue;
        assert.equal(ERROR_CODES[http.code]?.status, http.status, `${row.error.name} → ${http.status} ${http.code} in ERROR_CODES`);
        assert.ok(documented.has(http.code), `${http.code} is documented by some operation`);
      }
    }
  });

  it('every code in ERROR_CODES is documented by at least one operation', () => {
    assert.deepEqual(
      Object.keys(ERROR_CODES).filter((c) => !documented.has(c)),
      [],
    );
  });

  it('every authenticated operation documents authentication and its throttling (401, 429 too_many_auth_failures)', () => {
    assert.deepEqual(
      codesThrownIn('src/http/auth.ts').filter((c) => !AUTH_ERRORS.includes(c)),
      [],
    );
    const authenticated = operations.filter((o) => o.op.security === undefined || o.op.security.length > 0);
    assert.ok(authenticated.length >= 10);
    for (const o of authenticated) {
      // /metrics has its own token (METRICS_TOKEN) and GET /session only reads a cookie: no throttle there.
      const expected = o.where === 'GET /metrics' || o.where === 'GET /v1/api/session' ? ['unauthorized'] : AUTH_ERRORS;
      assert.deepEqual(missing(o, expected), [], o.where);
    }
  });

  it('every upload documents what its admission answers before the route runs (413, 402, 429, 503, 408, 507)', () => {
    const admission = [...codesThrownIn('src/http/upload.ts'), ...codesThrownIn('src/http/upload-errors.ts'), 'file_too_large', 'storage_full'];
    assert.deepEqual(
      admission.filter((c) => !UPLOAD_ERRORS.includes(c)),
      [],
    );
    const uploads = operations.filter((o) => o.op.requestBody?.content?.['multipart/form-data']);
    assert.deepEqual(
      uploads.map((o) => o.where).sort(),
      ['POST /api/v1/analysis/2d', 'POST /v1/api/analysis', 'POST /v1/api/analysis-combined', 'POST /v1/api/transactions'].sort(),
    );
    for (const o of uploads) assert.deepEqual(missing(o, UPLOAD_ERRORS), [], o.where);
  });

  it("every code a route module throws is documented by one of that module's operations", () => {
    for (const file of fs.readdirSync(path.join(ROOT, 'src/http/routes')).filter((f) => f.endsWith('.ts') && !f.endsWith('.openapi.ts'))) {
      const spec = path.join('src/http/routes', file.replace(/\.ts$/, '.openapi.ts'));
      if (!fs.existsSync(path.join(ROOT, spec))) continue;
      const paths = [...read(spec).matchAll(/path: '([^']+)'/g)].map((m) => m[1]!.replace(/\{[^}]+\}/g, '{x}'));
      const ops = operations.filter((o) => paths.includes(o.where.split(' ')[1]!.replace(/\{[^}]+\}/g, '{x}')));
      const listed = new Set(ops.flatMap((o) => [...o.codes]));
      assert.deepEqual(
        codesThrownIn(path.join('src/http/routes', file)).filter((c) => !listed.has(c)),
        [],
        file,
      );
    }
  });
});
