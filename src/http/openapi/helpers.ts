import { ERROR_CODES, statusOf } from './error-codes';
import type { JsonSchema } from './types';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** A 2xx response with a JSON body and optional documented headers. */
export function jsonResponse(description: string, schema: JsonSchema, headers?: Record<string, unknown>) {
  return { description, content: jsonContent(schema), ...(headers ? { headers } : {}) };
}

/** A header documented with a string schema. */
export const header = (description: string, schema: JsonSchema = { type: 'string' }) => ({ description, schema });

const ANY_ERROR_STATUSES = ['internal_error'];

/** What authentication in front of every authenticated operation answers (`src/http/auth.ts`). */
export const AUTH_ERRORS = ['unauthorized', 'too_many_auth_failures'];

/**
 * What an upload answers before its route runs (`src/http/upload.ts`): the declared size, the organisation's
 * credit and the uploads in flight, all from the headers; then a body that stalls, a full disk, an
 * unreachable store.
 */
export const UPLOAD_ERRORS = [
  'bad_request',
  'multipart_required',
  'malformed_multipart',
  'unexpected_file_field',
  'file_too_large',
  'form_too_large',
  'invalid_field',
  'insufficient_credits',
  'too_many_uploads',
  'server_busy',
  'body_timeout',
  'storage_full',
  'service_unavailable',
];
const EXAMPLE_REQUEST_ID = '0b6be90e-987a-40a4-85b0-05125296e53c';

/**
 * Responses for these error codes, grouped by status; every body is the shared `ErrorBody` narrowed to the
 * codes that status can carry. `internal_error` (500) is added to every operation.
 */
export function errorResponses(codes: string[]): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const code of [...codes, ...ANY_ERROR_STATUSES]) {
    const status = statusOf(code);
    const list = byStatus.get(status) ?? [];
    if (!list.includes(code)) list.push(code);
    byStatus.set(status, list);
  }
  const out: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = {
      description: list.map((c) => `\`${c}\`: ${ERROR_CODES[c]!.meaning}`).join('; '),
      headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } },
      content: {
        'application/json': {
          schema: { allOf: [ref('ErrorBody'), { properties: { error: { properties: { code: { enum: list } } } } }] },
          examples: Object.fromEntries(
            list.map((code) => [
              code,
              {
                summary: ERROR_CODES[code]!.meaning,
                value: { error: { code, message: ERROR_CODES[code]!.meaning, request_id: EXAMPLE_REQUEST_ID } },
              },
            ]),
          ),
        },
      },
    };
  }
  return out;
}
