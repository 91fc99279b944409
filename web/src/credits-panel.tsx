import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from './api';
import { dateTime } from './format';
import type { LedgerEntry } from '../../src/credits/ledger-entry';

interface Balance {
  balance: number;
  reserved: number;
  available: number;
}

const PAGE = 10;
const MOVEMENT: Record<string, string> = {
  CreditsToppedUp: 'Top-up',
  CreditReserved: 'Reserved',
  CreditCaptured: 'Charged',
  CreditReleased: 'Released',
  CreditRefunded: 'Refunded',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What a movement paid for: the endpoint and the task (a link) or request it served, and why it was released.
 * A capture or release names only its reservation; the endpoint comes from the reservation's own movement,
 * which is older: on the same page or one the panel has shown before (the map is kept across pages).
 */
function paidFor(e: LedgerEntry, endpoints: Map<string, string>) {
  if (e.type === 'CreditsToppedUp') return <span class="muted">Credits added</span>;
  const endpoint = e.endpoint ?? (e.reservation_id ? endpoints.get(e.reservation_id) : undefined) ?? null;
  const isTask = e.ref !== null && UUID.test(e.ref) && (endpoint ?? '').includes('/analysis');
  return (
    <span>
      {endpoint ?? 'request'}
      {e.ref && (
        <>
          {' · '}
          {isTask ? <a href={`#/tasks/${e.ref}`}>task {e.ref.slice(0, 8)}</a> : <span title={e.ref}>request {e.ref.slice(0, 8)}</span>}
        </>
      )}
      {e.reason && <span class="muted"> · {e.reason.replace(/_/g, ' ')}</span>}
    </span>
  );
}

export function CreditsPanel({ version }: { version: number }) {
  const [balance, setBalance] = useState<Balance | null>(null);
  // Newest first: each page's `before` cursor (null for the newest page); Previous pops, Next pushes.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const [page, setPage] = useState<{ entries: LedgerEntry[]; next_before: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const before = cursors[cursors.length - 1] ?? null;
  const endpoints = useRef(new Map<string, string>()).current;

  const [tick, setTick] = useState(0);
  useEffect(() => {
    api<Balance>('GET', '/v1/api/credits').then(setBalance, (e: Error) => setError(e.message));
  }, [version, tick]);
  // Reserved credits are in flight: look again until they are captured or released.
  useEffect(() => {
    if (!balance || balance.reserved === 0) return;
    const timer = setTimeout(() => setTick((t) => t + 1), 2000);
    return () => clearTimeout(timer);
  }, [balance]);
  useEffect(() => {
    const cursor = before === null ? '' : `&before=${before}`;
    api<{ entries: LedgerEntry[]; next_before: number | null }>('GET', `/v1/api/credits/ledger?order=desc&limit=${PAGE}${cursor}`).then(
      setPage,
      (e: Error) => setError(e.message),
    );
  }, [before, version, balance?.balance, balance?.reserved]);
  // Each reservation's endpoint, for the captures and releases that name only the reservation.
  for (const e of page?.entries ?? []) if (e.reservation_id && e.endpoint) endpoints.set(e.reservation_id, e.endpoint);

  return (
    <section class="card credits" aria-labelledby="credits-title">
      <h2 id="credits-title">Credits</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <dl class="figures">
        <div>
          <dt>Balance</dt>
          <dd data-testid="credit-balance">{balance ? balance.balance : '…'}</dd>
        </div>
        <div>
          <dt>Reserved</dt>
          <dd data-testid="credit-reserved">{balance ? balance.reserved : '…'}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd data-testid="credit-available">{balance ? balance.available : '…'}</dd>
        </div>
      </dl>
      <h3>Ledger (newest first)</h3>
      <div class="table-wrap">
        <table class="ledger">
          <caption class="sr-only">Credit movements, newest first</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">When</th>
              <th scope="col">Movement</th>
              <th scope="col" class="num">
                Credits
              </th>
              <th scope="col">Paid for</th>
            </tr>
          </thead>
          <tbody>
            {page?.entries.map((e) => (
              <tr key={e.seq}>
                <td>{e.seq}</td>
                <td class="nowrap">{dateTime(e.at)}</td>
                <td>{MOVEMENT[e.type] ?? e.type}</td>
                <td class="num">{e.amount > 0 ? `+${e.amount}` : e.amount}</td>
                <td>{paidFor(e, endpoints)}</td>
              </tr>
            ))}
            {page && page.entries.length === 0 && (
              <tr>
                <td colSpan={5} class="muted">
                  No movements.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav class="pager" aria-label="Ledger pages">
        <button type="button" class="secondary" disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
          Newer
        </button>
        <span class="muted">Page {cursors.length}</span>
        <button
          type="button"
          class="secondary"
          disabled={!page || page.next_before === null}
          onClick={() => page?.next_before != null && setCursors([...cursors, page.next_before])}
        >
          Older
        </button>
      </nav>
    </section>
  );
}
