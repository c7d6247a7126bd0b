// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { utf8 } from './utf8.js';

/** The part of Web Crypto the referee uses: Node 20+, Deno and Bun all have it. */
interface RefereeCrypto {
  getRandomValues(array: Uint8Array): Uint8Array;
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}

/** The runtime's Web Crypto, read at each call (a test may stand in for it). */
const webCrypto = (): RefereeCrypto =>
  (globalThis as unknown as { readonly crypto: RefereeCrypto }).crypto;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `count` random characters of base64url from the runtime's cryptographic generator. */
export function randomText(count: number): string {
  const bytes = webCrypto().getRandomValues(new Uint8Array(count));
  let text = '';
  for (const byte of bytes) text += BASE64URL.charAt(byte & 63);
  return text;
}

/** A fair coin, 0 or 1, from the cryptographic generator. */
export const randomBit = (): 0 | 1 =>
  (webCrypto().getRandomValues(new Uint8Array(1))[0]! & 1) as 0 | 1;

/** A match's id: 22 characters of base64url, 132 random bits. */
export const newMatchId = (): string => randomText(22);

/** The SHA-256 of `text`'s UTF-8. */
async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await webCrypto().subtle.digest('SHA-256', utf8(text)));
}

/** What a store keeps of a token: its SHA-256, never the token. */
export async function hashToken(token: string): Promise<string> {
  let hex = '';
  for (const byte of await sha256(token)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** A SHA-256 digest as base64url: 44 characters, the last of them two bits and zeros. */
function base64url(bytes: Uint8Array): string {
  let text = '';
  // Three bytes are four characters; the last two bytes (31 and 32) are the last three.
  // Stryker disable next-line EqualityOperator: `at` steps 30 to 33, never 32, so `<=` stops as `<`.
  for (let at = 0; at < bytes.length; at += 3) {
    const word = (bytes[at]! << 16) | (bytes[at + 1]! << 8) | (bytes[at + 2] ?? 0);
    for (let shift = 18; shift >= 0; shift -= 6) text += BASE64URL.charAt((word >> shift) & 63);
  }
  return text;
}

/**
 * The token of the seat that the join `requestId` took in match `id`: 43 characters of
 * base64url, the SHA-256 of `kiri-dice/seat-token:ID:REQUEST_ID`. It is derived, never stored,
 * so that a resent join gets it again while no reader of the database can: the store keeps only
 * its hash, and the join's id (a random secret of 128 bits or more) is the only way to it.
 */
export async function seatToken(id: string, requestId: string): Promise<string> {
  return base64url(await sha256(`kiri-dice/seat-token:${id}:${requestId}`)).slice(0, 43);
}

/**
 * The id of match `id`'s rematch: 22 characters of base64url of the SHA-256 of
 * `kiri-dice/rematch:ID`. Derived, so that both players' presses, on any referee of the
 * database, meet in one match; anybody may know it, as anybody may watch a match.
 */
export async function rematchIdOf(id: string): Promise<string> {
  return base64url(await sha256(`kiri-dice/rematch:${id}`)).slice(0, 22);
}
