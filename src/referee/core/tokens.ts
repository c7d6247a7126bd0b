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

/** What a store keeps of a token: its SHA-256, never the token. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await sha256(utf8(token)));
}
