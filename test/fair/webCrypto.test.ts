/**
 * Known answers of the two primitives, through the functions the fair dice call: SHA-256 from
 * FIPS 180-4 (the examples of NIST's "SHA256.pdf", Cryptographic Standards and Guidelines) and
 * HMAC-SHA256 from RFC 4231, section 4.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromHex, toHex } from '../../src/fair/hex.js';
import { hmacKey, hmacSha256, sha256, type HmacKey } from '../../src/fair/webCrypto.js';
import { commitTo, createServerSeed, fairDice } from '../../src/fair/index.js';
import { KiriError } from '../../src/index.js';

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);
const hmac = async (key: Uint8Array, message: Uint8Array): Promise<string> =>
  toHex(await hmacSha256(await hmacKey(key), message));

describe('sha256 (FIPS 180-4)', () => {
  it('hashes "abc", the one-block message', async () => {
    expect(toHex(await sha256(ascii('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes the two-block message "abcdbcde…nopq" (448 bits)', async () => {
    const message = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
    expect(toHex(await sha256(ascii(message)))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes the empty message', async () => {
    expect(toHex(await sha256(new Uint8Array(0)))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});

describe('hmacSha256 (RFC 4231)', () => {
  it('test case 1: a 20-byte key of 0x0b, "Hi There"', async () => {
    expect(await hmac(fromHex('0b'.repeat(20)), ascii('Hi There'))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
  });

  it('test case 2: the key "Jefe", shorter than the output', async () => {
    expect(await hmac(ascii('Jefe'), ascii('what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('test case 3: a 20-byte key of 0xaa, 50 bytes of 0xdd', async () => {
    expect(await hmac(fromHex('aa'.repeat(20)), fromHex('dd'.repeat(50)))).toBe(
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    );
  });

  it('test case 6: a 131-byte key, longer than a block, hashed first', async () => {
    expect(
      await hmac(
        fromHex('aa'.repeat(131)),
        ascii('Test Using Larger Than Block-Size Key - Hash Key First'),
      ),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('keeps the server seed inside its key: it signs, and cannot be exported', async () => {
    const key = (await hmacKey(fromHex('0b'.repeat(32)))) as HmacKey & {
      readonly extractable: boolean;
      readonly usages: readonly string[];
    };
    expect({ type: key.type, extractable: key.extractable, usages: key.usages }).toEqual({
      type: 'secret',
      extractable: false,
      usages: ['sign'],
    });
  });
});

describe('without crypto.subtle (a browser page over plain http)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('every function that hashes rejects with a KiriError that says what is needed', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array) => real.getRandomValues(array),
    });
    const seed = createServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const error: unknown = await commitTo(seed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KiriError);
    expect((error as KiriError).code).toBe('INVALID_OPTIONS');
    await expect(commitTo(seed)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: kiri-dice/fair needs the Web Crypto API (crypto.subtle): Node 20+, Deno, Bun, or a browser page served over https or from localhost]`,
    );
    await expect(fairDice(seed, 'x', 0)).rejects.toThrow(/needs the Web Crypto API/);
  });
});
