/**
 * `fn` over `items` with at most `limit` calls running at once, started in order. Resolves with the results
 * in the items' order. When a call fails no further item is started; once the running ones settle, the
 * failure of the lowest index is thrown — the same failure a one-after-another loop would have met first,
 * since every item before it was started and succeeded.
 */
export async function mapInOrder<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  const failures = new Map<number, unknown>();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length && failures.size === 0) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (err) {
        failures.set(i, err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failures.size > 0) throw failures.get(Math.min(...failures.keys()));
  return results;
}
