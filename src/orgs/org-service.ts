import { randomBytes } from 'node:crypto';
import { AggregateRepository } from '../eventstore/aggregate';
import type { EventStore } from '../eventstore/port';
import type { Sealer } from '../crypto/sealer';
import { decideOrg, evolveOrg, initialOrg, orgEventKey, orgStream, OrgError, type OrgCommand, type OrgEvent, type OrgState } from './organisation';
import { hashToken, isOrgId, issueToken, newOrgId, orgIdOfToken, sameHash } from './tokens';

export interface Principal {
  orgId: string;
  tokenId: string;
}

/**
 * Organisations and their tokens. Authentication reads the organisation's stream (incrementally cached), not
 * a projection, so a token revoked by the admin CLI in another process stops working on the next request.
 */
export class OrgService {
  private readonly repo: AggregateRepository<OrgState, OrgEvent>;

  constructor(
    store: EventStore,
    private readonly sealer: Sealer,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repo = new AggregateRepository<OrgState, OrgEvent>(store, { initial: initialOrg, evolve: evolveOrg, eventKey: orgEventKey });
  }

  private async run(cmd: OrgCommand): Promise<void> {
    await this.repo.handle(orgStream(cmd.org_id), (s) => decideOrg(cmd, s, this.clock()));
  }

  async createOrganisation(name: string): Promise<{ org_id: string; token: string }> {
    const orgId = newOrgId();
    await this.run({ type: 'CreateOrganisation', org_id: orgId, name });
    const { token } = await this.createToken(orgId);
    await this.rotateCallbackSecret(orgId);
    return { org_id: orgId, token };
  }

  async createToken(orgId: string): Promise<{ org_id: string; token: string }> {
    this.assertOrgId(orgId);
    const issued = issueToken(orgId);
    await this.run({ type: 'IssueToken', org_id: orgId, token_id: issued.token_id, token_hash: issued.token_hash });
    return { org_id: orgId, token: issued.token };
  }

  async revokeToken(orgId: string, token: string): Promise<void> {
    this.assertOrgId(orgId);
    await this.run({ type: 'RevokeToken', org_id: orgId, token_hash: hashToken(token) });
  }

  /** Issues a new callback signing secret; returns it in clear once (it is stored sealed). */
  async rotateCallbackSecret(orgId: string): Promise<{ org_id: string; callback_secret: string }> {
    this.assertOrgId(orgId);
    const secret = randomBytes(32).toString('base64url');
    const secretId = randomBytes(8).toString('hex');
    const sealed = this.sealer.seal(secret, `callback-secret:${orgId}`);
    await this.run({ type: 'IssueCallbackSecret', org_id: orgId, secret_id: secretId, sealed_secret: sealed });
    return { org_id: orgId, callback_secret: secret };
  }

  async callbackSecret(orgId: string): Promise<string | null> {
    const { state } = await this.repo.read(orgStream(orgId));
    return state.callbackSecret ? this.sealer.open(state.callbackSecret.sealed_secret, `callback-secret:${orgId}`) : null;
  }

  async exists(orgId: string): Promise<boolean> {
    if (!isOrgId(orgId)) return false;
    return (await this.repo.read(orgStream(orgId))).state.exists;
  }

  /** The principal a bearer token stands for, or null (unknown, malformed or revoked). */
  async authenticate(token: string): Promise<Principal | null> {
    const orgId = orgIdOfToken(token);
    if (!orgId) return null;
    const { state } = await this.repo.read(orgStream(orgId));
    if (!state.exists) return null;
    const hash = hashToken(token);
    let match: string | null = null;
    // Compare against every active token without early exit.
    for (const [tokenId, stored] of state.tokens) if (sameHash(stored, hash)) match = tokenId;
    return match ? { orgId, tokenId: match } : null;
  }

  private assertOrgId(orgId: string): void {
    if (!isOrgId(orgId)) throw new OrgError('org_not_found', `organisation ${orgId} not found`);
  }
}
