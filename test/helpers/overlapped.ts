/**
 * Tests that spend their time waiting on a clock that is not ours (a Temporal heartbeat timeout, retry back-off,
 * a TTL timer), not on the CPU: the suite's `before` hook starts them together, and each is awaited in its own
 * `it`, so their waits overlap instead of adding up. Each keeps its own scenario, assertions and isolation (a
 * task queue, a stack, ids of its own): only what runs beside it changes. A failure is reported by the test it
 * belongs to, never by the hook. Call once per `describe`, at its top:
 *
 *   const itOverlapped = overlappedTests();
 *   itOverlapped('times out on its heartbeat', async () => { ... }, 60_000);
 */
export function overlappedTests(): (title: string, body: () => Promise<void>, timeoutMs?: number) => void {
  const bodies = new Map<string, () => Promise<void>>();
  const running = new Map<string, Promise<void>>();
  before(function () {
    for (const [title, body] of bodies) {
      const run = Promise.resolve().then(body);
      run.catch(() => undefined); // awaited, and so reported, by its own test
      running.set(title, run);
    }
  });
  return (title, body, timeoutMs) => {
    if (bodies.has(title)) throw new Error(`two overlapped tests named "${title}"`);
    bodies.set(title, body);
    const test = it(title, () => running.get(title)!);
    if (timeoutMs !== undefined) test.timeout(timeoutMs);
  };
}
