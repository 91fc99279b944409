import type { ApiSpec } from '../openapi/types';
import { AUTH_ERRORS, errorResponses, header, jsonResponse, ref } from '../openapi/helpers';

const CSRF_PARAM = {
  name: 'X-BSA-CSRF',
  in: 'header',
  required: true,
  description: 'Must be `1`. A cross-site form cannot set a custom header, so this (with SameSite=Strict and the Origin check) stops CSRF.',
  schema: { type: 'string', const: '1' },
};

const SET_COOKIE = header(
  '`bsa_session=<sealed>; Path=/; Max-Age=<SESSION_TTL_SECONDS>; HttpOnly; SameSite=Strict` (+ `Secure` over HTTPS or with SESSION_COOKIE_SECURE=true)',
);

export const sessionApi: ApiSpec = {
  internal: true,
  tag: { name: 'Dashboard', description: 'The web dashboard’s session, task list, exports and pages' },
  schemas: {
    Session: {
      type: 'object',
      additionalProperties: false,
      required: ['org_id', 'expires_at'],
      properties: {
        org_id: { type: 'string', description: 'The organisation the session acts for' },
        expires_at: { type: 'string', format: 'date-time', description: 'When the cookie stops working (SESSION_TTL_SECONDS after sign-in)' },
      },
    },
  },
  routes: [
    {
      method: 'post',
      path: '/v1/api/session',
      operation: {
        operationId: 'createSession',
        summary: 'Sign in: exchange an API token for the dashboard’s session cookie',
        description:
          'Send the token once as `Authorization: Bearer <token>`. The answer sets an HttpOnly cookie holding the token sealed ' +
          '(AES-256-GCM) with an expiry; the page never stores the token. Every request made with the cookie authenticates the token ' +
          'again, so revoking it ends its sessions at once.',
        tags: ['Dashboard'],
        parameters: [CSRF_PARAM],
        responses: {
          201: jsonResponse('Signed in', ref('Session'), { 'Set-Cookie': SET_COOKIE }),
          ...errorResponses([...AUTH_ERRORS, 'csrf_rejected']),
        },
      },
    },
    {
      method: 'get',
      path: '/v1/api/session',
      operation: {
        operationId: 'getSession',
        summary: 'The current dashboard session',
        tags: ['Dashboard'],
        security: [{ sessionCookie: [] }],
        responses: { 200: jsonResponse('The session is valid', ref('Session')), ...errorResponses(['unauthorized']) },
      },
    },
    {
      method: 'delete',
      path: '/v1/api/session',
      operation: {
        operationId: 'deleteSession',
        summary: 'Sign out: clear the session cookie',
        tags: ['Dashboard'],
        security: [],
        parameters: [CSRF_PARAM],
        responses: {
          204: { description: 'Cookie cleared (`Max-Age=0`), whether or not the session was still valid', headers: { 'Set-Cookie': SET_COOKIE } },
          ...errorResponses(['csrf_rejected']),
        },
      },
    },
  ],
};
