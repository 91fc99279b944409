import assert from 'node:assert/strict';
import {
  decide,
  evolve,
  initialLedger,
  LedgerError,
  orphanedReservations,
  replay,
  available,
  type LedgerCommand,
  type LedgerState,
} from '../../../src/credits/ledger';
import type { LedgerEvent } from '../../../src/credits/ledger-events';

const ORG = 'a'.repeat(32);
const NOW = new Date('2026-01-01T10:00:00Z');

/** given events, when a command is decided, then these events (or this error). */
function given(events: LedgerEvent[]) {
  const state: LedgerState = replay(events);
  return {
    when: (cmd: LedgerCommand) => {
      try {
        return { events: decide(cmd, state, NOW), error: null as string | null, state };
      } catch (err) {
        if (!(err instanceof LedgerError)) throw err;
        return { events: [] as LedgerEvent[], error: err.code as string | null, state };
      }
    },
  };
}

const topUp = (amount: number, id = 't1'): LedgerEvent => ({
  type: 'CreditsToppedUp',
  data: { org_id: ORG, amount, topup_id: id, at: NOW.toISOString() },
});
const reserved = (id: string): LedgerEvent => ({
  type: 'CreditReserved',
  data: { org_id: ORG, reservation_id: id, ref: `ref-${id}`, endpoint: 'POST /x', at: NOW.toISOString() },
});
const captured = (id: string): LedgerEvent => ({
  type: 'CreditCaptured',
  data: { org_id: ORG, reservation_id: id, ref: `ref-${id}`, at: NOW.toISOString() },
});
const released = (id: string): LedgerEvent => ({
  type: 'CreditReleased',
  data: { org_id: ORG, reservation_id: id, ref: `ref-${id}`, reason: 'x', at: NOW.toISOString() },
});

describe('credit ledger (decide/evolve)', () => {
  it('tops up by a whole positive amount', () => {
    const r = given([]).when({ type: 'TopUp', org_id: ORG, topup_id: 't1', amount: 5 });
    assert.deepEqual(
      r.events.map((e) => e.type),
      ['CreditsToppedUp'],
    );
    assert.equal(replay(r.events).balance, 5);
  });

  it('refuses zero, negative, fractional and absurd top-ups', () => {
    for (const amount of [0, -1, 1.5, 1e12, Number.NaN]) {
      assert.equal(given([]).when({ type: 'TopUp', org_id: ORG, topup_id: 't', amount }).error, 'invalid_amount');
    }
  });

  it('a repeated top-up id is a no-op', () => {
    assert.deepEqual(given([topUp(5, 't1')]).when({ type: 'TopUp', org_id: ORG, topup_id: 't1', amount: 5 }).events, []);
  });

  it('reserves while one credit is available and refuses with insufficient_credits after', () => {
    assert.equal(given([topUp(1)]).when({ type: 'Reserve', org_id: ORG, reservation_id: 'r1', ref: 'x', endpoint: 'e' }).events.length, 1);
    assert.equal(
      given([topUp(1), reserved('r1')]).when({ type: 'Reserve', org_id: ORG, reservation_id: 'r2', ref: 'x', endpoint: 'e' }).error,
      'insufficient_credits',
    );
    assert.equal(given([]).when({ type: 'Reserve', org_id: ORG, reservation_id: 'r1', ref: 'x', endpoint: 'e' }).error, 'insufficient_credits');
  });

  it('a released reservation frees its credit; a captured one spends it', () => {
    const afterRelease = replay([topUp(1), reserved('r1'), released('r1')]);
    assert.deepEqual([afterRelease.balance, afterRelease.reserved, available(afterRelease)], [1, 0, 1]);
    const afterCapture = replay([topUp(1), reserved('r1'), captured('r1')]);
    assert.deepEqual([afterCapture.balance, afterCapture.reserved, available(afterCapture)], [0, 0, 0]);
  });

  it('capture and release are idempotent: repeating one decides nothing', () => {
    assert.deepEqual(given([topUp(1), reserved('r1'), captured('r1')]).when({ type: 'Capture', org_id: ORG, reservation_id: 'r1' }).events, []);
    assert.deepEqual(
      given([topUp(1), reserved('r1'), released('r1')]).when({ type: 'Release', org_id: ORG, reservation_id: 'r1', reason: 'x' }).events,
      [],
    );
    assert.deepEqual(
      given([topUp(1), reserved('r1')]).when({ type: 'Reserve', org_id: ORG, reservation_id: 'r1', ref: 'x', endpoint: 'e' }).events,
      [],
    );
  });

  it('never captures a released reservation nor releases a captured one', () => {
    assert.equal(
      given([topUp(1), reserved('r1'), released('r1')]).when({ type: 'Capture', org_id: ORG, reservation_id: 'r1' }).error,
      'reservation_released',
    );
    assert.equal(
      given([topUp(1), reserved('r1'), captured('r1')]).when({ type: 'Release', org_id: ORG, reservation_id: 'r1', reason: 'x' }).error,
      'reservation_captured',
    );
    assert.equal(given([topUp(1)]).when({ type: 'Capture', org_id: ORG, reservation_id: 'nope' }).error, 'unknown_reservation');
  });

  it('evolve ignores a duplicated capture event (balance moves once)', () => {
    const s = replay([topUp(2), reserved('r1'), captured('r1'), captured('r1')]);
    assert.equal(s.balance, 1);
    assert.equal(s.reserved, 0);
  });

  it('finds reservations left open past the time limit', () => {
    const s = evolve(initialLedger(), topUp(3));
    evolve(s, { ...reserved('old'), data: { ...(reserved('old').data as object), at: '2026-01-01T09:00:00Z' } } as LedgerEvent);
    evolve(s, reserved('fresh'));
    assert.deepEqual(
      orphanedReservations(s, NOW, 30 * 60_000).map((r) => r.reservation_id),
      ['old'],
    );
  });

  it('refunds a captured credit once: the balance comes back, a second refund decides nothing', () => {
    const refund: LedgerCommand = { type: 'Refund', org_id: ORG, reservation_id: 'r1', reason: 'client_disconnected' };
    const history = [topUp(2), reserved('r1'), captured('r1')];
    const r = given(history).when(refund);
    assert.deepEqual(
      r.events.map((e) => e.type),
      ['CreditRefunded'],
    );
    const after = replay([...history, ...r.events]);
    assert.deepEqual([after.balance, after.reserved, available(after)], [2, 0, 2]);
    assert.deepEqual(given([...history, ...r.events]).when(refund).events, []);
    assert.equal(given([...history, ...r.events]).when({ type: 'Capture', org_id: ORG, reservation_id: 'r1' }).events.length, 0, 'no charge again');
    assert.equal(
      given([...history, ...r.events]).when({ type: 'Release', org_id: ORG, reservation_id: 'r1', reason: 'x' }).error,
      'reservation_captured',
    );
  });

  it('refuses to refund an open reservation (release it) and does nothing for a released one', () => {
    const refund: LedgerCommand = { type: 'Refund', org_id: ORG, reservation_id: 'r1', reason: 'client_disconnected' };
    assert.equal(given([topUp(1), reserved('r1')]).when(refund).error, 'reservation_open');
    assert.deepEqual(given([topUp(1), reserved('r1'), released('r1')]).when(refund).events, []);
    assert.equal(given([topUp(1)]).when(refund).error, 'unknown_reservation');
  });
});

describe('credit ledger: settled reservations are forgotten after their retention', () => {
  const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
  /** One reservation a minute for `hours`, each captured a second later. */
  function everyMinute(hours: number): LedgerEvent[] {
    const events: LedgerEvent[] = [{ type: 'CreditsToppedUp', data: { org_id: ORG, amount: 1_000_000, topup_id: 't', at: at(0) } }];
    for (let m = 0; m < hours * 60; m++) {
      const id = `r${m}`;
      events.push({ type: 'CreditReserved', data: { org_id: ORG, reservation_id: id, ref: id, endpoint: 'POST /x', at: at(m * 60_000) } });
      events.push({ type: 'CreditCaptured', data: { org_id: ORG, reservation_id: id, ref: id, at: at(m * 60_000 + 1000) } });
    }
    return events;
  }

  it('keeps the state bounded by the retention window however long the organisation lives, the balance exact', () => {
    const state = replay(everyMinute(24 * 10));
    assert.equal(state.balance, 1_000_000 - 24 * 10 * 60);
    assert.equal(state.reserved, 0);
    // 48 hours of settlements at one a minute (the oldest at the edge may be gone already).
    assert.ok(state.reservations.size <= 48 * 60 + 1 && state.reservations.size >= 48 * 60 - 1, `size ${state.reservations.size}`);
    assert.equal(state.settled.size, state.reservations.size);
  });

  it('still answers a retried settlement within the window with no event, and names a forgotten one', () => {
    const state = replay(everyMinute(72));
    const recent = decide({ type: 'Capture', org_id: ORG, reservation_id: `r${72 * 60 - 10}` }, state, NOW);
    assert.deepEqual(recent, []);
    assert.throws(
      () => decide({ type: 'Capture', org_id: ORG, reservation_id: 'r0' }, state, NOW),
      (e: unknown) => e instanceof LedgerError && e.code === 'unknown_reservation',
    );
  });

  it('never forgets an open reservation, however old', () => {
    const events = everyMinute(72);
    events.splice(1, 0, { type: 'CreditReserved', data: { org_id: ORG, reservation_id: 'old-open', ref: 'x', endpoint: 'POST /x', at: at(0) } });
    const state = replay(events);
    assert.equal(state.reservations.get('old-open')?.state, 'open');
    assert.equal(state.reserved, 1);
  });
});
