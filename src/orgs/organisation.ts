/**
 * The organisation aggregate (`org-<orgId>`): creation, API tokens (stored as hashes only) and the callback
 * signing secret (stored sealed). Pure decide/evolve.
 */
export type OrgEvent =
  | { type: 'OrganisationCreated'; data: { org_id: string; name: string; at: string } }
  | { type: 'ApiTokenIssued'; data: { org_id: string; token_id: string; token_hash: string; at: string } }
  | { type: 'ApiTokenRevoked'; data: { org_id: string; token_id: string; at: string } }
  | { type: 'CallbackSecretIssued'; data: { org_id: string; secret_id: string; sealed_secret: string; at: string } };

export interface OrgState {
  exists: boolean;
  name: string;
  /** token_id → hash, for active tokens only. */
  tokens: Map<string, string>;
  revoked: Set<string>;
  callbackSecret: { secret_id: string; sealed_secret: string } | null;
}

export const orgStream = (orgId: string) => `org-${orgId}`;
export const initialOrg = (): OrgState => ({ exists: false, name: '', tokens: new Map(), revoked: new Set(), callbackSecret: null });

export type OrgErrorCode = 'org_exists' | 'org_not_found' | 'invalid_name' | 'token_not_found';
export class OrgError extends Error {
  override readonly name = 'OrgError';
  constructor(
    readonly code: OrgErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type OrgCommand =
  | { type: 'CreateOrganisation'; org_id: string; name: string }
  | { type: 'IssueToken'; org_id: string; token_id: string; token_hash: string }
  | { type: 'RevokeToken'; org_id: string; token_hash: string }
  | { type: 'IssueCallbackSecret'; org_id: string; secret_id: string; sealed_secret: string };

export function decideOrg(cmd: OrgCommand, s: OrgState, now: Date): OrgEvent[] {
  const at = now.toISOString();
  if (cmd.type === 'CreateOrganisation') {
    if (s.exists) throw new OrgError('org_exists', `organisation ${cmd.org_id} exists`);
    const name = cmd.name.trim();
    if (name.length < 1 || name.length > 200) throw new OrgError('invalid_name', 'name must be 1 to 200 characters');
    return [{ type: 'OrganisationCreated', data: { org_id: cmd.org_id, name, at } }];
  }
  if (!s.exists) throw new OrgError('org_not_found', `organisation ${cmd.org_id} not found`);
  switch (cmd.type) {
    case 'IssueToken':
      return [{ type: 'ApiTokenIssued', data: { org_id: cmd.org_id, token_id: cmd.token_id, token_hash: cmd.token_hash, at } }];
    case 'RevokeToken': {
      const entry = [...s.tokens.entries()].find(([, hash]) => hash === cmd.token_hash);
      if (!entry) throw new OrgError('token_not_found', 'no active token matches');
      return [{ type: 'ApiTokenRevoked', data: { org_id: cmd.org_id, token_id: entry[0], at } }];
    }
    case 'IssueCallbackSecret':
      return [{ type: 'CallbackSecretIssued', data: { org_id: cmd.org_id, secret_id: cmd.secret_id, sealed_secret: cmd.sealed_secret, at } }];
  }
}

export function evolveOrg(s: OrgState, e: OrgEvent): OrgState {
  switch (e.type) {
    case 'OrganisationCreated':
      s.exists = true;
      s.name = e.data.name;
      break;
    case 'ApiTokenIssued':
      if (!s.revoked.has(e.data.token_id)) s.tokens.set(e.data.token_id, e.data.token_hash);
      break;
    case 'ApiTokenRevoked':
      s.tokens.delete(e.data.token_id);
      s.revoked.add(e.data.token_id);
      break;
    case 'CallbackSecretIssued':
      s.callbackSecret = { secret_id: e.data.secret_id, sealed_secret: e.data.sealed_secret };
      break;
  }
  return s;
}

export function orgEventKey(e: OrgEvent): string {
  switch (e.type) {
    case 'OrganisationCreated':
      return 'created';
    case 'ApiTokenIssued':
    case 'ApiTokenRevoked':
      return e.data.token_id;
    case 'CallbackSecretIssued':
      return e.data.secret_id;
  }
}
