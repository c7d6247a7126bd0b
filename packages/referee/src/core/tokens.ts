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

/** A seat's token: 43 characters of base64url, 258 random bits. */
export const newToken = (): string => randomText(43);

/** A match's id: 22 characters of base64url, 132 random bits. */
export const newMatchId = (): string => randomText(22);

/** What a store keeps of a token: its SHA-256, never the token. */
export async function hashToken(token: string): Promise<string> {
  let hex = '';
  for (const byte of new Uint8Array(await webCrypto().subtle.digest('SHA-256', utf8(token))))
    hex += byte.toString(16).padStart(2, '0');
  return hex;
}
