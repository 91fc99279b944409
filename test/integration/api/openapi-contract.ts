import assert from 'node:assert/strict';
import type { Response } from 'supertest';
import { documentValidator } from '../../../src/http/openapi/validate';

// An OpenAPI document is walked as untyped JSON here (paths, $refs, schemas of any shape).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>;

/** Checks live responses against the operations of an OpenAPI document. */
export class ContractChecker {
  private readonly validate: ReturnType<typeof documentValidator>;
  readonly checked = new Set<string>();

  constructor(private readonly doc: Doc) {
    this.validate = documentValidator(doc);
  }

  /** The documented path template that `path` matches (`/v1/api/analysis/{task_id}`). */
  template(path: string): string {
    const bare = path.split('?')[0]!;
    const hits = Object.keys(this.doc.paths).filter((t) => new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare));
    // A literal segment wins over a parameter (`/docs` vs `/docs/{asset}` never clash; exact first).
    hits.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
    assert.ok(hits[0], `no documented path matches ${bare}`);
    return hits[0]!;
  }

  /** Asserts the response's status is documented for the operation and its JSON body matches the schema. */
  check(method: string, path: string, res: Response): void {
    const t = this.template(path);
    const op = this.doc.paths[t][method];
    assert.ok(op, `${method.toUpperCase()} ${t} is not documented`);
    const status = String(res.status);
    const response = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
    assert.ok(response, `${method.toUpperCase()} ${t} answered ${status}, which is not documented: ${JSON.stringify(res.body).slice(0, 200)}`);
    this.checked.add(`${method} ${t} ${status}`);
    if (res.status === 204 || (res.status >= 300 && res.status < 400)) return; // no body to describe
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!;
    const media = response.content?.[contentType] ?? response.content?.['*/*'];
    assert.ok(media, `${method.toUpperCase()} ${t} ${status}: content type ${contentType} is not documented`);
    if (contentType === 'application/json') {
      const errors = this.validate(media.schema, res.body);
      assert.equal(errors, null, `${method.toUpperCase()} ${t} ${status}: ${JSON.stringify(errors?.slice(0, 3))}`);
    }
    for (const [name, h] of Object.entries<Doc>(response.headers ?? {})) {
      const value = res.headers[name.toLowerCase()];
      const header = h.$ref ? this.doc.components.headers[h.$ref.split('/').pop()] : h;
      const schema = header.schema;
      if (header.required) assert.ok(value !== undefined, `${method.toUpperCase()} ${t} ${status}: required header ${name} is missing`);
      // Node gives Set-Cookie as an array: each value is one header.
      for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
        assert.equal(this.validate(schema, v), null, `header ${name}: ${v}`);
      }
    }
    assert.ok(res.headers['x-request-id'], 'every response carries X-Request-Id');
    this.checked.add(`${method} ${t} ${status}`);
  }

  /** Validates a value against a schema object of the document (e.g. a callback body). */
  assertMatches(schema: unknown, value: unknown, what: string): void {
    const errors = this.validate(schema as Record<string, unknown>, value);
    assert.equal(errors, null, `${what}: ${JSON.stringify(errors?.slice(0, 3))}`);
  }
}
