import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any -- an OpenAPI document is walked as untyped JSON */

const ROOT = path.join(__dirname, '..', '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, any>;

/**
 * Examples of named schemas taken from files rather than generated: the published result examples
 * (`schemas/examples/`, checked against their schemas by the analysis tests) and the README's sample
 * statement as read (`examples/sample-statement.expected.json`).
 */
function namedExamples(): Record<string, unknown> {
  const analysis = readJson('schemas/examples/analysis-result.example.json');
  const sample = readJson('examples/sample-statement.expected.json');
  const transactions = (sample.transactions as unknown[]).slice(0, 3);
  return {
    AnalysisResult: analysis,
    CombinedAnalysisResult: readJson('schemas/examples/combined-analysis-result.example.json'),
    TransactionsResponse: {
      ...sample,
      end_date: (transactions.at(-1) as { date: string }).date,
      no_of_transactions: 3,
      transactions,
      reconciliation: analysis.reconciliation,
    },
  };
}

/** Examples of media types that are not JSON. */
const MEDIA_EXAMPLES: Record<string, string> = {
  'text/csv': 'date,description,amount,type,balance,category\n2023-08-01,ATM WITHDRAWAL 934343 SARIT CENTRE,12500.00,debit,36000.00,cash_and_atm\n',
  'text/html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>…</title></head><body>…</body></html>',
  'text/plain':
    '# HELP bsa_http_requests_total HTTP requests by route and status\n# TYPE bsa_http_requests_total counter\nbsa_http_requests_total{route="/v1/api/transactions",status="200"} 12\n',
  'text/javascript': '(()=>{/* the dashboard bundle */})();',
  'text/css': 'body{font-family:system-ui}',
};
const BINARY = '(binary file contents)';

const FORMATS: Record<string, string> = {
  date: '2024-03-31',
  'date-time': '2024-03-31T09:30:00.000Z',
  uuid: '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f',
  uri: 'https://example.com/hooks/statements',
  binary: BINARY,
};

function resolve(doc: any, ref: string): { name: string | null; schema: JsonSchema } {
  const m = /^#\/components\/schemas\/(.+)$/.exec(ref);
  if (!m) return { name: null, schema: {} };
  return { name: m[1]!, schema: doc.components?.schemas?.[m[1]!] ?? {} };
}

function merge(a: unknown, b: unknown): unknown {
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [k, v] of Object.entries(b as Record<string, unknown>)) out[k] = k in out ? merge(out[k], v) : v;
    return out;
  }
  return b === undefined ? a : b;
}

/**
 * An example value for `schema` in `doc`: the schema's own `examples`/`example`/`const`/`default`/first enum
 * value, a named example, or one built from its type, format and bounds (one item per array).
 */
export function sampleOf(schema: JsonSchema | undefined, doc: any, named = namedExamples(), depth = 0): unknown {
  if (!schema || depth > 12) return null;
  const s = schema as Record<string, any>;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('example' in s) return s.example;
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (typeof s.$ref === 'string') {
    const { name, schema: target } = resolve(doc, s.$ref);
    return name && name in named ? named[name] : sampleOf(target, doc, named, depth + 1);
  }
  if (Array.isArray(s.allOf)) return s.allOf.reduce((acc: unknown, part: JsonSchema) => merge(acc, sampleOf(part, doc, named, depth + 1)), undefined);
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return sampleOf((s.oneOf ?? s.anyOf)[0], doc, named, depth + 1);
  const type = Array.isArray(s.type) ? (s.type.find((t: string) => t !== 'null') ?? 'null') : s.type;
  switch (type ?? (s.properties ? 'object' : s.items ? 'array' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) out[k] = sampleOf(v, doc, named, depth + 1);
      return out;
    }
    case 'array': {
      const item = sampleOf(s.items, doc, named, depth + 1);
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case 'string': {
      if (s.contentMediaType && !String(s.contentMediaType).startsWith('application/json')) return BINARY;
      const value = FORMATS[s.format] ?? (s.pattern && new RegExp(s.pattern).test('') ? '' : 'string');
      return s.minLength && value.length < s.minLength ? value.padEnd(s.minLength, 'x') : value;
    }
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

function exampleOfMedia(mediaType: string, media: any, doc: any, named: Record<string, unknown>): unknown {
  if (mediaType === 'application/json' || mediaType.endsWith('+json') || mediaType === 'multipart/form-data') {
    return sampleOf(media.schema, doc, named);
  }
  return MEDIA_EXAMPLES[mediaType] ?? BINARY;
}

function fillContent(content: Record<string, any> | undefined, doc: any, named: Record<string, unknown>): void {
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    if (media && media.example === undefined && media.examples === undefined) media.example = exampleOfMedia(mediaType, media, doc, named);
  }
}

function fillOperation(op: any, doc: any, named: Record<string, unknown>): void {
  for (const param of op.parameters ?? []) {
    if (param.example === undefined && param.examples === undefined && param.schema) param.example = sampleOf(param.schema, doc, named);
  }
  fillContent(op.requestBody?.content, doc, named);
  for (const response of Object.values<any>(op.responses ?? {})) fillContent(response?.content, doc, named);
  for (const callback of Object.values<any>(op.callbacks ?? {})) {
    for (const item of Object.values<any>(callback)) for (const cbOp of Object.values<any>(item)) fillOperation(cbOp, doc, named);
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Gives every parameter, request body and response of `doc` an example where its route module wrote none,
 * so Swagger UI, mock servers and SDK generators show real-looking values. Mutates `doc`.
 */
export function addExamples(doc: any): void {
  const named = namedExamples();
  for (const item of Object.values<any>(doc.paths ?? {})) {
    for (const method of METHODS) if (item[method]) fillOperation(item[method], doc, named);
  }
}
