import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { HttpError } from '../errors';
import type { JsonSchema } from './types';

/**
 * The one owner of ajv. Request schemas are the same objects the OpenAPI document publishes; a property
 * names its error codes in `x-error-codes` (`{ default, required?, <keyword>? }`) so a failed check is the
 * precise documented 400, not a generic one.
 */
function withFormats(instance: Ajv2020): Ajv2020 {
  instance.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  instance.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  instance.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S+$/i);
  instance.addFormat('binary', true); // a file part of a multipart body (see PDF_PART)
  instance.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  return instance;
}

const ajv = withFormats(new Ajv2020({ allErrors: false, strict: true, coerceTypes: false }));
ajv.addKeyword({ keyword: 'x-error-codes', schemaType: 'object' });

const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function compile(schema: JsonSchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

type ErrorCodes = { default?: string; [keyword: string]: string | undefined };

function codeFor(schema: JsonSchema, err: ErrorObject): { code: string; field: string } {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const field =
    err.keyword === 'required' ? String((err.params as { missingProperty: string }).missingProperty) : (err.instancePath.split('/')[1] ?? '');
  const codes = (props[field]?.['x-error-codes'] ?? {}) as ErrorCodes;
  return { code: codes[err.keyword] ?? codes.default ?? 'invalid_field', field };
}

/** The first sentence of a property's description: what to send, for the message of a missing field. */
function purposeOf(schema: JsonSchema, field: string): string {
  const description = ((schema.properties ?? {}) as Record<string, JsonSchema>)[field]?.description;
  const first = typeof description === 'string' ? (/^(.+?[.;])(\s|$)/.exec(description)?.[1] ?? description) : '';
  const purpose = first.replace(/[.;]$/, '');
  return purpose.charAt(0).toLowerCase() + purpose.slice(1);
}

/** A message for people: ajv's own ("must have required property 'x'") names the schema, not the form. */
function fieldMessage(schema: JsonSchema, err: ErrorObject, field: string): string {
  if (err.keyword === 'required') {
    const purpose = purposeOf(schema, field);
    return `The "${field}" field is required${purpose ? `: ${purpose}` : ''}`;
  }
  return `The "${field}" field ${err.message ?? 'is invalid'}`;
}

/**
 * Validates form or query fields against `schema`; throws the 400 `HttpError` the failing property names.
 * Empty strings count as absent (an HTML form sends every field). Returns the values it checked.
 */
export function validateFields<T extends Record<string, unknown>>(schema: JsonSchema, values: Record<string, unknown>): T {
  const present: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') present[k] = v;
  const validate = compile(schema);
  if (!validate(present)) {
    const err = validate.errors![0]!;
    const { code, field } = codeFor(schema, err);
    throw new HttpError(400, code, fieldMessage(schema, err, field));
  }
  return present as T;
}

/**
 * Query parameters arrive as strings: numeric properties are converted first (a non-number stays a
 * string and fails the type check), then validated like form fields.
 */
export function validateQuery<T extends Record<string, unknown>>(schema: JsonSchema, query: Record<string, unknown>): T {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    const numeric = ['integer', 'number'].includes(String(props[k]?.type));
    values[k] = numeric && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  }
  return validateFields<T>(schema, values);
}

/** True when `value` matches `schema` (for values that are not form fields, e.g. a parsed JSON field). */
export function matchesSchema(schema: JsonSchema, value: unknown): boolean {
  return compile(schema)(value) === true;
}

/**
 * Validates values against named schemas of a whole OpenAPI document (`#/components/schemas/...` refs
 * resolve inside it). Used by the contract tests on live responses.
 */
export function documentValidator(document: Record<string, unknown>): (schema: JsonSchema, value: unknown) => ErrorObject[] | null {
  const local = withFormats(new Ajv2020({ allErrors: true, strict: false }));
  const id = 'urn:bsa:openapi';
  local.addSchema({ $id: id, components: document.components }, id);
  return (schema, value) => {
    const fn = local.compile({ $id: `urn:bsa:check:${Math.random().toString(36).slice(2)}`, $defs: {}, ...rebase(schema, id) });
    return fn(value) ? null : (fn.errors ?? []);
  };
}

/** Points local `#/components/...` refs of an operation's schema at the document registered under `id`. */
function rebase(schema: unknown, id: string): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, v) => (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/') ? `${id}${v}` : v));
}

/**
 * Validates a document against the OpenAPI 3.1 schema; returns errors or null. Ajv resolves that schema's
 * `$dynamicRef: "#meta"` wrongly, so it is pointed at its `$dynamicAnchor` (the Schema Object, any
 * object) first: the same meaning for the base schema, which leaves Schema Objects to the dialect.
 */
export function validateAgainstMetaSchema(metaSchema: JsonSchema, document: unknown): ErrorObject[] | null {
  const local = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  const fixed = JSON.parse(JSON.stringify(metaSchema), (key, v) =>
    v && typeof v === 'object' && v.$dynamicRef === '#meta' ? { $ref: '#/$defs/schema' } : v,
  ) as JsonSchema;
  const fn = local.compile(fixed);
  return fn(document) ? null : (fn.errors ?? []);
}
