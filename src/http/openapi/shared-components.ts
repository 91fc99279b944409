import type { JsonSchema } from './types';

/** Schemas and headers every part of the API shares. */
export const SHARED_SCHEMAS: Record<string, JsonSchema> = {
  ErrorBody: {
    type: 'object',
    additionalProperties: false,
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'message', 'request_id'],
        properties: {
          code: { type: 'string', description: 'Stable machine-readable code (table in the API description)' },
          message: { type: 'string', description: 'For humans; may change' },
          request_id: { type: 'string', description: 'Equals the `X-Request-Id` response header; quote it to support' },
        },
      },
    },
  },
};

export const SHARED_HEADERS: Record<string, unknown> = {
  'X-Request-Id': {
    description: 'On every response: the caller’s `X-Request-Id` when it is 8–64 characters of `[A-Za-z0-9._-]`, else a new UUID',
    schema: { type: 'string' },
  },
  'X-Reconciliation': {
    description: 'The reconciliation verdict of the statement (`reconciliation.verdict`)',
    required: true,
    schema: { type: 'string', enum: ['reconciled', 'unverified', 'unreconciled'] },
  },
};

export const SECURITY_SCHEMES: Record<string, unknown> = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'bsa_<org id>_<43 random characters>',
    description:
      'API token issued by `npm run admin -- token:create`; one scope (the organisation); no expiry; revocation takes effect on the next request. Stored only as SHA-256.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN, for `/metrics` on the main port only',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'bsa_session',
    description:
      'The dashboard’s sealed session (HttpOnly, SameSite=Strict), issued by `POST /v1/api/session` in exchange for a token; used when no Authorization header is sent. State-changing requests also need `X-BSA-CSRF: 1` and a same-origin `Origin`.',
  },
};
