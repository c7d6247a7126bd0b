// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { failure, whole } from '../guard/check.js';

interface CryptoLike {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/**
 * Turns a seed option into the number a generator is seeded with: a whole number is kept, a
 * string is hashed (32-bit FNV-1a over its UTF-16 code units; the generator's 12 discarded
 * warm-up outputs do the mixing), and no seed draws 53 bits from `crypto.getRandomValues`.
 */
export function normalizeSeed(seed: unknown, caller: string): number {
  if (typeof seed === 'string') {
    let hash = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
    return hash >>> 0;
  }
  if (seed === undefined) {
    const [hi = 0, lo = 0] = (
      globalThis as unknown as { crypto: CryptoLike }
    ).crypto.getRandomValues(new Uint32Array(2));
    return (hi & 0x1fffff) * 4294967296 + lo;
  }
  return whole(
    failure('INVALID_OPTIONS', caller),
    seed,
    'options.seed (or a string)',
    0,
    9007199254740991,
  );
}
