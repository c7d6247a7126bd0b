import { createClient, type Answer, type Client } from '@kiri-dice/testing/refereeClient';

// Small tools of the load test (load.test.ts).

/** A small seeded generator: the script of a run is the same every time. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-th percentile of some milliseconds. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The p-th percentile of some milliseconds, for a person to read. */
export const ms = (values: readonly number[], p: number): string => {
  const value = percentile(values, p);
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
};

/** Runs `work` for each item, at most `limit` at a time. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
}

/** The body of an answer that stands, or an error naming it. */
export function ok(answer: Answer, what: string): Record<string, unknown> {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, unknown>;
}

/**
 * A client of several referees at once: each request goes to one of them picked at random, as
 * a load balancer with no sticky sessions sends it. The ports stay those given: a referee
 * restarted after a crash serves on its old port.
 */
export function spreadClient(
  ports: readonly number[],
  random: () => number,
  limits = { moves: 128, polls: 500 },
): Client & { readonly clients: readonly Client[] } {
  const clients = ports.map((port) => createClient(port, limits));
  return {
    clients,
    call: (method, path, options) =>
      clients[Math.floor(random() * clients.length)]!.call(method, path, options),
    close: () => {
      for (const client of clients) client.close();
    },
  };
}
