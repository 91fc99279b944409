import type { ApiSpec, JsonSchema } from '../openapi/types';
import { AUTH_ERRORS, errorResponses, header, jsonResponse, ref } from '../openapi/helpers';

/** Query of `GET /credits/ledger`: the schema both validates the request and is published. */
export const LEDGER_QUERY: JsonSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    after: {
      type: 'integer',
      minimum: -1,
      description: 'Return movements with `seq` greater than this (the previous page’s `next_after`); -1 from the start',
      'x-error-codes': { default: 'invalid_cursor' },
    },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100, 'x-error-codes': { default: 'invalid_limit' } },
    order: {
      type: 'string',
      enum: ['asc', 'desc'],
      default: 'asc',
      description: '`desc`: newest first, paged with `before` and `next_before` (`after` is then ignored)',
      'x-error-codes': { default: 'invalid_order' },
    },
    before: {
      type: 'integer',
      minimum: 0,
      maximum: 2147483647,
      description: 'With `order=desc`: return movements with `seq` less than this (the previous page’s `next_before`)',
      'x-error-codes': { default: 'invalid_cursor' },
    },
  },
};

export const creditsApi: ApiSpec = {
  tag: { name: 'Credits', description: 'The calling organisation’s analysis credits' },
  schemas: {
    CreditBalance: {
      type: 'object',
      additionalProperties: false,
      required: ['balance', 'reserved', 'available'],
      properties: {
        balance: { type: 'integer', description: 'Credits held (top-ups minus captured credits)' },
        reserved: { type: 'integer', minimum: 0, description: 'Credits held for requests and tasks in progress' },
        available: { type: 'integer', description: '`balance - reserved`: what new calls can use' },
      },
    },
    LedgerEntry: {
      type: 'object',
      additionalProperties: false,
      required: ['seq', 'type', 'amount', 'reservation_id', 'ref', 'endpoint', 'reason', 'at'],
      properties: {
        seq: { type: 'integer', description: 'Position in the organisation’s credit stream (cursor)' },
        type: { type: 'string', enum: ['CreditsToppedUp', 'CreditReserved', 'CreditCaptured', 'CreditReleased', 'CreditRefunded'] },
        amount: { type: 'integer', description: 'Signed change of the balance (+N top-up, -1 capture, +1 refund, 0 otherwise)' },
        reservation_id: { type: ['string', 'null'] },
        ref: { type: ['string', 'null'], description: 'What the credit paid for: the task id or the request id' },
        endpoint: { type: ['string', 'null'], description: 'e.g. `POST /v1/api/transactions`' },
        reason: { type: ['string', 'null'], description: 'Why a reservation was released or a charge refunded' },
        at: { type: 'string', format: 'date-time' },
      },
    },
    LedgerPage: {
      type: 'object',
      additionalProperties: false,
      required: ['entries', 'next_after'],
      properties: {
        entries: { type: 'array', items: ref('LedgerEntry') },
        next_after: { type: ['integer', 'null'], description: 'Cursor for the next page; null at the end (always null with `order=desc`)' },
        next_before: { type: ['integer', 'null'], description: 'With `order=desc` only: cursor for the next (older) page; null at the end' },
      },
    },
  },
  routes: [
    {
      method: 'get',
      path: '/v1/api/credits',
      operation: {
        operationId: 'getCredits',
        summary: 'Credit balance of the calling organisation',
        description:
          "Folded from the organisation's ledger stream, so it reflects every charge and reservation recorded before the " +
          "call (read-your-writes). The ledger pages below come from a read model and may trail it by the projector's lag.",
        tags: ['Credits'],
        responses: {
          200: jsonResponse('Balance', ref('CreditBalance'), { 'Cache-Control': header('`no-store`') }),
          ...errorResponses([...AUTH_ERRORS, 'service_unavailable']),
        },
      },
    },
    {
      method: 'get',
      path: '/v1/api/credits/ledger',
      operation: {
        operationId: 'getCreditLedger',
        summary: 'Credit movements, oldest first (or newest first with `order=desc`), paged by sequence number',
        tags: ['Credits'],
        parameters: Object.entries(LEDGER_QUERY.properties as Record<string, JsonSchema>).map(([name, schema]) => ({
          name,
          in: 'query',
          required: false,
          schema,
        })),
        responses: {
          200: jsonResponse('One page', ref('LedgerPage')),
          ...errorResponses([...AUTH_ERRORS, 'invalid_cursor', 'invalid_limit', 'invalid_order', 'service_unavailable']),
        },
      },
    },
  ],
};
