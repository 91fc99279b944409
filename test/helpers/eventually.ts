/**
 * Reads a read model until it shows what the test needs, within a deadline: read models (the task list, the
 * credit ledger) follow the event log asynchronously, so a test that writes and then lists must wait for the
 * projection, never assume it. Returns the last value read; the caller asserts on it.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, delay));
  }
}
