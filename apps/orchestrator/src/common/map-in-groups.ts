/**
 * `Promise.all(items.map(fn))`, but at most `size` calls at a time (one group after the other),
 * answers in the items' order: for fan-outs to the upstream that one request must not turn into a
 * burst of calls (the order form's 30 article numbers, the sitemap's listing pages).
 */
export async function mapInGroups<T, R>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`group size must be a whole number ≥ 1 (got ${size})`);
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) {
    results.push(...(await Promise.all(items.slice(at, at + size).map((item, offset) => fn(item, at + offset)))));
  }
  return results;
}
