import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitTo } from '../../src/fair/index.js';
import { COMMITMENT, HASH_OF_THE_TEXT, MORE_COMMITMENTS, SERVER_SEED } from './vectors.js';

describe('commitTo', () => {
  it('is the SHA-256 of the seed’s 32 bytes, as OpenSSL computes it', async () => {
    expect(await commitTo(SERVER_SEED)).toBe(COMMITMENT);
    for (const { seed, commitment } of MORE_COMMITMENTS)
      expect(await commitTo(seed)).toBe(commitment);
  });

  it('hashes the bytes, not the 64 characters of the hex, and reads either case', async () => {
    expect(COMMITMENT).not.toBe(HASH_OF_THE_TEXT);
    expect(await commitTo(SERVER_SEED.toUpperCase())).toBe(COMMITMENT);
  });

  it('gives 64 lowercase hexadecimal digits, a different commitment for a different seed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.nat({ max: 255 }),
        async (bytes, at) => {
          const seed = Buffer.from(bytes).toString('hex');
          const other = Buffer.from(bytes.map((b, i) => (i === at % 32 ? b ^ 1 : b))).toString(
            'hex',
          );
          const commitment = await commitTo(seed);
          expect(commitment).toMatch(/^[0-9a-f]{64}$/);
          expect(await commitTo(other)).not.toBe(commitment);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('rejects a seed that is not 64 hexadecimal digits', async () => {
    await expect(commitTo('abc')).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: commitTo: serverSeed must be 64 hexadecimal digits (32 bytes), got "abc"]`,
    );
    await expect(commitTo(`${SERVER_SEED}0`)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: commitTo: serverSeed must be 64 hexadecimal digits (32 bytes), got "2893b8db94598d92851b23076151c23d0a786802"… (65 characters)]`,
    );
    await expect(commitTo(`${SERVER_SEED.slice(1)}g`)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: commitTo: serverSeed must be 64 hexadecimal digits (32 bytes), got "893b8db94598d92851b23076151c23d0a7868023"… (64 characters)]`,
    );
    await expect(commitTo(` ${SERVER_SEED.slice(1)}`)).rejects.toThrow('commitTo: serverSeed');
    await expect(commitTo(42 as never)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: commitTo: serverSeed must be 64 hexadecimal digits (32 bytes), got 42]`,
    );
    await expect(commitTo(undefined as never)).rejects.toMatchObject({
      name: 'KiriError',
      code: 'INVALID_OPTIONS',
    });
  });
});
