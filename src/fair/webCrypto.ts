// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';

/**
 * The few parts of the Web Crypto API the fair dice use, typed here because the library is
 * compiled without the DOM's types: SHA-256 and HMAC-SHA256 from `crypto.subtle`, and
 * `crypto.getRandomValues`. Node 20+, Deno, Bun and browsers (in a secure context) have them all.
 */

/** A key that `crypto.subtle.importKey` made: opaque, used only to sign. */
export interface HmacKey {
  readonly type: string;
}

interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { readonly name: 'HMAC'; readonly hash: 'SHA-256' },
    extractable: false,
    usages: readonly ['sign'],
  ): Promise<HmacKey>;
  sign(algorithm: 'HMAC', key: HmacKey, data: Uint8Array): Promise<ArrayBuffer>;
}

interface WebCrypto {
  readonly subtle?: Subtle;
  getRandomValues(array: Uint8Array): Uint8Array;
}

/** The runtime's `crypto`, which may lack `subtle` (a browser page over plain http has none). */
export function webCrypto(): WebCrypto {
  return (globalThis as unknown as { readonly crypto: WebCrypto }).crypto;
}

/**
 * `crypto.subtle`, or a {@link KiriError} that says where to find it (a TypeError on undefined
 * would not). `INVALID_OPTIONS`: the runtime the caller chose lacks what the fair dice need, and
 * `KiriError` is the one error kiri-dice throws.
 */
function subtle(): Subtle {
  const found = webCrypto().subtle;
  if (found === undefined)
    throw new KiriError(
      'INVALID_OPTIONS',
      'kiri-dice/fair needs the Web Crypto API (crypto.subtle): Node 20+, Deno, Bun, or a browser page served over https or from localhost',
    );
  return found;
}

/** The SHA-256 digest of `data` (FIPS 180-4), 32 bytes. */
export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', data));
}

/** `key` as an HMAC-SHA256 key: importing it once serves every roll of a match. */
export function hmacKey(key: Uint8Array): Promise<HmacKey> {
  return subtle().importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** The HMAC-SHA256 of `message` under `key` (RFC 2104), 32 bytes. */
export async function hmacSha256(key: HmacKey, message: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, message));
}
