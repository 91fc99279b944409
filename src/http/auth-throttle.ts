/**
 * Failed-authentication throttling, per client address and per organisation (the org id is part of every
 * token, so guesses at one organisation's tokens are counted together whatever address they come from).
 * Fixed windows of `windowMs`:
 * - an address with `perAddress` failures in the window is refused every attempt until the window ends;
 * - an organisation with `perOrg` failures is refused attempts from addresses that have not signed in to it
 *   successfully lately, so a guesser cannot lock out the organisation's own clients.
 * Pure bookkeeping over a clock; memory bounded by pruning (`maxKeys`).
 */
export interface AuthThrottleLimits {
  perAddress: number;
  perOrg: number;
  windowMs: number;
  /** How long a successful sign-in keeps an address trusted for its organisation (default 24 h). */
  trustMs?: number;
  maxKeys?: number;
}

export interface Refusal {
  scope: 'address' | 'organisation';
  retryAfterSeconds: number;
}

interface Window {
  start: number;
  failures: number;
}

export class AuthThrottle {
  private readonly byAddress = new Map<string, Window>();
  private readonly byOrg = new Map<string, Window>();
  private readonly trusted = new Map<string, Map<string, number>>();

  constructor(
    private readonly limits: AuthThrottleLimits,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Why an attempt from `address` at `orgId`'s tokens is refused now, or null when it may be checked. */
  refusal(address: string, orgId: string | null): Refusal | null {
    const now = this.clock();
    const a = this.current(this.byAddress, address, now);
    if (a && a.failures >= this.limits.perAddress) return { scope: 'address', retryAfterSeconds: this.retryAfter(a, now) };
    if (orgId === null) return null;
    const o = this.current(this.byOrg, orgId, now);
    if (o && o.failures >= this.limits.perOrg && !this.isTrusted(orgId, address, now)) {
      return { scope: 'organisation', retryAfterSeconds: this.retryAfter(o, now) };
    }
    return null;
  }

  failed(address: string, orgId: string | null): void {
    const now = this.clock();
    this.count(this.byAddress, address, now);
    if (orgId !== null) this.count(this.byOrg, orgId, now);
  }

  succeeded(address: string, orgId: string): void {
    const now = this.clock();
    const mine = this.trusted.get(orgId) ?? new Map<string, number>();
    mine.delete(address);
    mine.set(address, now);
    if (mine.size > 1000) mine.delete(mine.keys().next().value!);
    this.trusted.delete(orgId);
    this.trusted.set(orgId, mine);
    this.prune(this.trusted, (m) => [...m.values()].every((at) => now - at > (this.limits.trustMs ?? 86_400_000)));
  }

  private isTrusted(orgId: string, address: string, now: number): boolean {
    const at = this.trusted.get(orgId)?.get(address);
    return at !== undefined && now - at <= (this.limits.trustMs ?? 86_400_000);
  }

  private current(map: Map<string, Window>, key: string, now: number): Window | null {
    const w = map.get(key);
    if (!w || now - w.start >= this.limits.windowMs) return null;
    return w;
  }

  private count(map: Map<string, Window>, key: string, now: number): void {
    const w = this.current(map, key, now);
    if (w) w.failures++;
    else {
      map.delete(key);
      map.set(key, { start: now, failures: 1 });
    }
    this.prune(map, (x) => now - x.start >= this.limits.windowMs);
  }

  private retryAfter(w: Window, now: number): number {
    return Math.max(1, Math.ceil((w.start + this.limits.windowMs - now) / 1000));
  }

  /** Drops expired entries once the map is large, then the oldest ones (insertion order) beyond the cap. */
  private prune<V>(map: Map<string, V>, expired: (v: V) => boolean): void {
    const max = this.limits.maxKeys ?? 100_000;
    if (map.size <= max) return;
    for (const [k, v] of map) if (expired(v)) map.delete(k);
    for (const k of map.keys()) {
      if (map.size <= max) break;
      map.delete(k);
    }
  }
}
