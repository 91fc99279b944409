import type { ApiSpec, JsonSchema } from '../openapi/types';
import { AUTH_ERRORS, UPLOAD_ERRORS, errorResponses, jsonResponse, ref } from '../openapi/helpers';

/** A PDF part of a multipart form (documented; `requirePdf` enforces it). */
// `format: binary` (OpenAPI 3.0 style) beside `contentMediaType` (3.1): generators that know only the former
// (openapi-python-client, orval…) then type the part as a file, not a string.
export const PDF_PART: JsonSchema = { type: 'string', format: 'binary', contentMediaType: 'application/pdf', description: 'The statement PDF' };

/** Text fields of an upload with one statement: validated by the route and published in the document. */
export const PASSWORD_FIELD: JsonSchema = {
  type: 'string',
  maxLength: 1024,
  writeOnly: true,
  description: 'Password of an encrypted PDF. Sealed at rest, deleted once the outcome is recorded, never logged.',
  'x-error-codes': { default: 'invalid_password' },
};

export const STATEMENT_FORM_FIELDS: JsonSchema = {
  type: 'object',
  properties: { password: PASSWORD_FIELD },
};

/** The multipart body: file parts plus the text-field schema. */
export function multipartBody(files: Record<string, JsonSchema>, fields: JsonSchema, required: string[]) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required,
          properties: { ...files, ...(fields.properties as Record<string, JsonSchema>) },
        },
      },
    },
  };
}

export const DOCUMENT_ERRORS = [
  'multipart_required',
  'malformed_multipart',
  'unexpected_file_field',
  'invalid_field',
  'file_required',
  'empty_file',
  'not_a_pdf',
  'password_required',
  'password_incorrect',
  'invalid_password',
  'corrupt_pdf',
  'file_too_large',
  'form_too_large',
  'too_many_pages',
  'document_too_complex',
  'busy',
  'extraction_unavailable',
];

/** The fields of one account's statement: the response's own (the first account) and each of `accounts`. */
const ACCOUNT_REQUIRED = [
  'name',
  'account',
  'contacts',
  'company',
  'currency',
  'currency_code',
  'start_date',
  'end_date',
  'no_of_transactions',
  'transactions',
  'reconciliation',
];
const ACCOUNT_PROPERTIES: Record<string, JsonSchema> = {
  name: { type: 'string', description: 'Account holder as printed (empty when not printed)' },
  account: { type: 'string' },
  contacts: { type: 'string' },
  company: { type: 'string', description: 'Issuing institution as printed' },
  currency: { type: 'string', description: 'As printed' },
  currency_code: { type: 'string', pattern: '^([A-Z]{3})?$', description: 'ISO 4217, or empty when truly unknown' },
  start_date: { type: 'string', description: 'ISO date of the first transaction (empty when none)' },
  end_date: { type: 'string', description: 'ISO date of the last transaction (empty when none)' },
  no_of_transactions: { type: 'integer', minimum: 0 },
  transactions: { type: 'array', items: ref('Transaction') },
  reconciliation: ref('Reconciliation'),
};

export const transactionsApi: ApiSpec = {
  tag: { name: 'Extraction', description: 'Synchronous extraction of one statement' },
  schemas: {
    Transaction: {
      type: 'object',
      additionalProperties: false,
      required: ['date', 'description', 'amount', 'type', 'balance'],
      properties: {
        date: { type: 'string', format: 'date', description: 'Transaction date (preferred over value date)' },
        description: { type: 'string', description: 'As printed; wrapped lines joined by one space' },
        amount: { type: 'number', minimum: 0, description: 'Positive, major units, two decimals' },
        type: { type: 'string', enum: ['credit', 'debit'] },
        balance: {
          type: ['number', 'null'],
          description:
            'Running balance after the row: printed, or computed from the printed opening (money owed is negative); null when neither exists',
        },
        ocr: {
          type: 'object',
          additionalProperties: false,
          required: ['confidence', 'cells'],
          description:
            'Documented addition, only on rows read from a scanned page by OCR: how sure the recogniser was of the words in the row’s cells (0-100, the lowest word of each cell; `confidence` the lowest cell), and the cell the running balance corrected, if any',
          properties: {
            confidence: { type: ['number', 'null'], minimum: 0, maximum: 100 },
            cells: {
              type: 'object',
              additionalProperties: false,
              properties: {
                date: { type: 'number', minimum: 0, maximum: 100 },
                amount: { type: 'number', minimum: 0, maximum: 100 },
                balance: { type: 'number', minimum: 0, maximum: 100 },
              },
            },
            corrected: {
              type: 'object',
              additionalProperties: false,
              required: ['field', 'original', 'corrected'],
              description:
                'What OCR read in the cell and the value the running balance required (one digit, a lost digit or decimal point, the sign); for `date`, the date token as read and the one look-alike digit away that alone lies inside the printed period and between the dates of the rows around it',
              properties: {
                field: { type: 'string', enum: ['amount', 'balance', 'type', 'date'] },
                original: { type: 'string' },
                corrected: { type: 'string' },
              },
            },
          },
        },
      },
    },
    // One definition for /transactions and the analysis result: the published schema's (schemas/).
    Reconciliation: {
      $ref: '#/components/schemas/AnalysisResult_reconciliation',
      description:
        'The statement’s own arithmetic checked against the returned rows (verdict also in `X-Reconciliation`). `unreconciled` ' +
        'lists each break (row index, date, printed and expected balance, amount). Rows that were read are never refused for ' +
        'their breaks: `unrecognised_format` only when no table is found or no reading places most rows.',
    },
    TransactionsResponse: {
      type: 'object',
      additionalProperties: false,
      required: ACCOUNT_REQUIRED,
      properties: {
        ...ACCOUNT_PROPERTIES,
        accounts: {
          type: 'array',
          minItems: 2,
          description:
            'Present only when the PDF holds several accounts (each under its own account block and table header): every account ' +
            'with its own fields, rows and reconciliation; the first is the one the fields above describe.',
          items: { type: 'object', additionalProperties: false, required: ACCOUNT_REQUIRED, properties: ACCOUNT_PROPERTIES },
        },
      },
    },
  },
  routes: [
    {
      method: 'post',
      path: '/v1/api/transactions',
      operation: {
        operationId: 'extractTransactions',
        summary: 'Extract account metadata and transactions from one statement (synchronous)',
        description:
          'One credit per successful call; a 4xx/5xx consumes none. Rows that moved no money are left out and listed in `reconciliation.excluded_rows`.',
        tags: ['Extraction'],
        requestBody: multipartBody({ file: PDF_PART }, STATEMENT_FORM_FIELDS, ['file']),
        responses: {
          200: jsonResponse('Extracted statement', ref('TransactionsResponse'), {
            'X-Reconciliation': { $ref: '#/components/headers/X-Reconciliation' },
          }),
          ...errorResponses([
            ...AUTH_ERRORS,
            ...UPLOAD_ERRORS,
            ...DOCUMENT_ERRORS,
            'unrecognised_format',
            'scanned_document',
            'scan_too_long',
            'ocr_timeout',
            'no_transactions',
            'insufficient_credits',
          ]),
        },
      },
    },
  ],
};
