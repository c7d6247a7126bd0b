/**
 * sfc32 written again from its published description, for the model only: it shares no code with
 * src/rng/sfc32.ts and uses other arithmetic (a Uint32Array that wraps by itself, BigInt to split
 * the seed), so a slip in either one shows up as a disagreement.
 *
 * Algorithm (Chris Doty-Humphrey's Small Fast Counting generator, PractRand, public domain,
 * https://pracrand.sourceforge.net/, src/RNGs/sfc.cpp):
 *   out = a + b + counter; counter += 1
 *   a = b ^ (b >> 9); b = c + (c << 3); c = rotl(c, 21) + out
 * Seeding from a 64-bit seed s: a = 0, b = low 32 bits of s, c = high 32 bits, counter = 1,
 * then 12 outputs are discarded.
 */
export class Sfc32Reference {
  /** a, b, c, counter: every write wraps modulo 2^32. */
  private readonly s = new Uint32Array(4);

  /** @param seed - a whole number from 0 to 2^64 - 1 (a bigint above 2^53) */
  constructor(seed: number | bigint) {
    const big = BigInt(seed);
    this.s[1] = Number(big & 0xffffffffn);
    this.s[2] = Number(big >> 32n);
    this.s[3] = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** The next 32-bit output. */
  next(): number {
    const [a = 0, b = 0, c = 0, counter = 0] = this.s;
    const out = (a + b + counter) % 4294967296;
    this.s[0] = b ^ (b >>> 9);
    this.s[1] = c + c * 8;
    this.s[2] = ((c << 21) | (c >>> 11)) + out;
    this.s[3] = counter + 1;
    return out;
  }

  /** The state as the engine stores it: [a, b, c, counter], each word as a signed 32-bit integer. */
  state(): number[] {
    return Array.from(new Int32Array(this.s.buffer));
  }
}
