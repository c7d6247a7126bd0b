import { toHex } from '../../fair/hex.js';
import { sha256, webCrypto } from '../../fair/webCrypto.js';
import { utf8 } from './utf8.js';

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

/** How many tokens' hashes are kept: past it, the memory starts again. */
export const HASHES_KEPT = 10_000;

/**
 * The hashes of the tokens seen lately. A seat sends its token with every move and every long
 * poll, and SHA-256 through Web Crypto is a job on another thread and a promise each time (a
 * tenth of the referee's time under load): each token is hashed once while it is in use.
 */
let hashes = new Map<string, string>();

/** What a store keeps of a token: its SHA-256, never the token. */
export async function hashToken(token: string): Promise<string> {
  let hash = hashes.get(token);
  if (hash === undefined) {
    hash = toHex(await sha256(utf8(token)));
    if (hashes.size >= HASHES_KEPT) hashes = new Map();
    hashes.set(token, hash);
  }
  return hash;
}
