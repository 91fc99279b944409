/**
 * The synchronous charges of this process whose answer has been handed out and whose capture (or release) is
 * not recorded yet. A balance read waits for those of its organisation first, so right after an answer
 * arrives the balance shows its charge (read your writes), although the capture follows the delivery.
 */
export class ChargesInFlight {
  private readonly byOrg = new Map<string, Set<Promise<void>>>();

  /** Follows `settlement` (it never rejects) until it resolves. */
  track(orgId: string, settlement: Promise<void>): void {
    let set = this.byOrg.get(orgId);
    if (!set) this.byOrg.set(orgId, (set = new Set()));
    set.add(settlement);
    void settlement.finally(() => {
      set.delete(settlement);
      if (set.size === 0 && this.byOrg.get(orgId) === set) this.byOrg.delete(orgId);
    });
  }

  /** Resolves once every settlement of `orgId` tracked so far has resolved. */
  async settled(orgId: string): Promise<void> {
    const set = this.byOrg.get(orgId);
    if (set) await Promise.all([...set]);
  }

  /** Settlements not resolved yet, all organisations. */
  get size(): number {
    let n = 0;
    for (const set of this.byOrg.values()) n += set.size;
    return n;
  }
}

/**
 * The same credit service, whose `balance` first waits for the charges in flight of its organisation: every
 * reader in this process (`GET /credits`, upload admission, the CLIs' and tests' own reads) sees a delivered
 * answer's charge as soon as the answer has been handed out.
 */
export function balanceAfterCharges<T extends { balance(orgId: string): Promise<unknown> }>(credits: T, inFlight: ChargesInFlight): T {
  return new Proxy(credits, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop !== 'balance' || typeof value !== 'function') return value;
      return async (orgId: string) => {
        await inFlight.settled(orgId);
        return (value as (orgId: string) => Promise<unknown>).call(target, orgId);
      };
    },
  });
}
