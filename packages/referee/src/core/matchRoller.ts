// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { fairRoller, type FairRoll, type SyncHmac } from 'kiri-dice/fair';
import { runtimeModule } from '../runtimeModule.js';

/** The dice of roll `n` of a match, from its server seed and its joint client seed. */
export type MatchRoller = (
  serverSeed: string,
  clientSeed: string,
  n: number,
) => Promise<readonly [number, number]>;

/** How many matches' rollers a referee keeps: past it, the memory starts again. */
export const ROLLERS_KEPT = 4096;

/** `found` if it has the two functions of a synchronous HMAC, else `null`. */
export function syncHmacOf(found: Partial<SyncHmac>): SyncHmac | null {
  return typeof found.createHmac === 'function' && typeof found.createSecretKey === 'function'
    ? (found as SyncHmac)
    : null;
}

/** `node:crypto` where the runtime has it (Node, Bun and Deno do), else `null`. */
export async function loadNodeHmac(): Promise<SyncHmac | null> {
  try {
    return syncHmacOf(await runtimeModule<Partial<SyncHmac>>('node:crypto'));
  } catch {
    return null;
  }
}

/**
 * The referee's fair dice: `fairRoller` (`kiri-dice/fair`) of each match's server seed, made once
 * and kept while at most `ROLLERS_KEPT` are, so that a match's key is made once. With
 * `node:crypto` a roll costs about 4 µs, against about 150 µs for `fairDice`, which imports the
 * key on every call (an eighth of a move's time under load). The server seeds come from the
 * store, which got them from the referee, so nothing a caller sends reaches the rollers kept.
 *
 * @param nodeHmac - the synchronous HMAC to use, `null` for Web Crypto (default: `node:crypto`
 * when the runtime has it)
 */
export function createMatchRoller(
  nodeHmac: Promise<SyncHmac | null> = loadNodeHmac(),
): MatchRoller {
  let rollers = new Map<string, FairRoll>();
  return async (serverSeed, clientSeed, n) => {
    let roll = rollers.get(serverSeed);
    if (roll === undefined) {
      if (rollers.size >= ROLLERS_KEPT) rollers = new Map();
      roll = fairRoller(serverSeed, (await nodeHmac) ?? undefined);
      rollers.set(serverSeed, roll);
    }
    return roll(clientSeed, n);
  };
}
