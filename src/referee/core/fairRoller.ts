import { diceOf } from '../../fair/diceOf.js';
import { fromHex } from '../../fair/hex.js';
import { rollDice } from '../../fair/rollDice.js';
import { rollMessage } from '../../fair/rollMessage.js';
import { hmacKey } from '../../fair/webCrypto.js';
import { runtimeModule } from '../runtimeModule.js';

/** The part of `node:crypto` the roller uses: a synchronous HMAC, and its keys. */
export interface NodeHmac {
  createSecretKey(key: Uint8Array): object;
  createHmac(
    algorithm: 'sha256',
    key: object,
  ): {
    update(data: Uint8Array): { digest(): Uint8Array };
  };
}

/** The dice of roll `n` of a match, from its server seed and its joint client seed. */
export type FairRoller = (
  serverSeed: string,
  clientSeed: string,
  n: number,
) => Promise<readonly [number, number]>;

/** How many matches' keys a roller keeps: past it, the memory starts again. */
export const KEYS_KEPT = 4096;

/** `node:crypto` where the runtime has it (Node, Bun and Deno do), else `null`. */
export async function loadNodeHmac(): Promise<NodeHmac | null> {
  try {
    const found = await runtimeModule<Partial<NodeHmac>>('node:crypto');
    return typeof found.createHmac === 'function' && typeof found.createSecretKey === 'function'
      ? (found as NodeHmac)
      : null;
  } catch {
    return null;
  }
}

/**
 * The referee's fair dice: the very dice of `fairDice` (`kiri-dice/fair`), rolled as cheaply as
 * the runtime allows. `fairDice` imports the server seed as a Web Crypto key on every call and
 * signs through `crypto.subtle` (about 150 µs a roll, an eighth of a move's time under load);
 * here each match's key is made once, a `node:crypto` key object for a synchronous HMAC (about
 * 4 µs a roll; a raw key costs Node 24 18 µs, to prepare it every time), or a Web Crypto key on a
 * runtime without `node:crypto` (about 30 µs). The server seeds come from the store, which got
 * them from the referee, so nothing a caller sends reaches the keys kept.
 *
 * @param nodeHmac - the synchronous HMAC to use, `null` for Web Crypto (default: `node:crypto`
 * when the runtime has it)
 */
export function createFairRoller(nodeHmac: Promise<NodeHmac | null> = loadNodeHmac()): FairRoller {
  const webKeys = keeping((bytes) => hmacKey(bytes));
  let nodeKeys: ((serverSeed: string) => object) | undefined;
  return async (serverSeed, clientSeed, n) => {
    const node = await nodeHmac;
    if (node === null) return rollDice(await webKeys(serverSeed), clientSeed, n);
    nodeKeys ??= keeping((bytes) => node.createSecretKey(bytes));
    const mac = node.createHmac('sha256', nodeKeys(serverSeed));
    return diceOf(mac.update(rollMessage(clientSeed, n)).digest());
  };
}

/** `make` of each server seed's bytes, made once while at most `KEYS_KEPT` are kept. */
function keeping<K>(make: (bytes: Uint8Array) => K): (serverSeed: string) => K {
  let keys = new Map<string, K>();
  return (serverSeed) => {
    let key = keys.get(serverSeed);
    if (key === undefined) {
      if (keys.size >= KEYS_KEPT) keys = new Map();
      key = make(fromHex(serverSeed));
      keys.set(serverSeed, key);
    }
    return key;
  };
}
