import fc from 'fast-check';

/** Server seeds: 32 random bytes as 64 lowercase hexadecimal digits. */
export const serverSeed: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

/** Client seeds: short non-empty texts of whole graphemes. */
export const clientSeed: fc.Arbitrary<string> = fc.string({
  minLength: 1,
  maxLength: 40,
  unit: 'grapheme',
});

/** Roll numbers, up to 2^40. */
export const roll: fc.Arbitrary<number> = fc.nat({ max: 2 ** 40 });
