import type { ApiSpec, JsonSchema } from '../openapi/types';
import { AUTH_ERRORS, UPLOAD_ERRORS, errorResponses, header, jsonResponse, ref } from '../openapi/helpers';
import { DOCUMENT_ERRORS, PASSWORD_FIELD, PDF_PART, multipartBody } from './transactions.openapi';

export const LEGACY_FORM_FIELDS: JsonSchema = {
  type: 'object',
  required: ['fullname'],
  properties: {
    fullname: {
      type: 'string',
      pattern: '\\S',
      maxLength: 200,
      writeOnly: true,
      description: 'The applicant’s full name, compared with the statement’s holder. Never logged.',
      'x-error-codes': { default: 'invalid_fullname', required: 'fullname_required', pattern: 'fullname_required' },
    },
    password: PASSWORD_FIELD,
  },
};

const CATEGORIES = ['mobile_banking', 'cash_and_atm', 'agency', 'fund_transfer', 'POS', 'payroll_and_salary', 'other'];

export const legacyApi: ApiSpec = {
  tag: { name: 'Legacy', description: 'The legacy synchronous analysis, kept byte-compatible' },
  schemas: {
    LegacyCategoryEntry: {
      type: 'object',
      additionalProperties: false,
      required: ['total_amout', 'percentage_of_total'],
      properties: {
        total_amout: { type: 'number', description: 'Total for the category (the key is spelled exactly so)' },
        percentage_of_total: { type: 'number', minimum: 0, maximum: 100 },
      },
    },
    LegacyCategories: {
      type: 'object',
      additionalProperties: false,
      required: CATEGORIES,
      properties: Object.fromEntries(CATEGORIES.map((c) => [c, ref('LegacyCategoryEntry')])),
    },
    LegacyReport: {
      type: 'object',
      additionalProperties: false,
      required: ['total_cash_inflow', 'cash_inflow', 'total_cash_outflow', 'cash_outflow'],
      properties: {
        total_cash_inflow: { type: 'number' },
        cash_inflow: ref('LegacyCategories'),
        total_cash_outflow: { type: 'number' },
        cash_outflow: ref('LegacyCategories'),
      },
    },
  },
  routes: [
    {
      method: 'post',
      path: '/api/v1/analysis/2d',
      operation: {
        operationId: 'legacyAnalysis',
        summary: 'Legacy cash inflow/outflow report (synchronous)',
        description: 'Served by the same server under `/api/v1`. Billing and errors as `POST /v1/api/transactions`.',
        tags: ['Legacy'],
        requestBody: multipartBody({ file: PDF_PART }, LEGACY_FORM_FIELDS, ['file', 'fullname']),
        responses: {
          200: jsonResponse('Report', ref('LegacyReport'), {
            'X-Holder-Name-Match': header('`fullname` against the statement holder', { enum: ['match', 'partial', 'mismatch', 'unknown'] }),
            'X-Own-Account-Transfers': header('Transfers between the holder’s own accounts (count)', { type: 'string', pattern: '^\\d+$' }),
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
            'fullname_required',
            'invalid_fullname',
            'insufficient_credits',
          ]),
        },
      },
    },
  ],
};
