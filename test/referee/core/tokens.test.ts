import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASHES_KEPT, hashToken, newToken } from '../../../src/referee/core/tokens.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('hashToken', () => {
  it('is the SHA-256 of the token, the same when asked again', async () => {
    const token = newToken();
    expect(await hashToken(token)).toBe(sha256(token));
    expect(await hashToken(token)).toBe(sha256(token));
  });

  it('stays right past the number of hashes it keeps', async () => {
    const tokens = Array.from({ length: HASHES_KEPT + 1 }, (_, i) => `token-${i}`);
    for (const token of tokens) await hashToken(token);
    expect(await hashToken(tokens[0]!)).toBe(sha256(tokens[0]!));
    expect(await hashToken(tokens.at(-1)!)).toBe(sha256(tokens.at(-1)!));
  });
});
