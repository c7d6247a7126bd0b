import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../src/fair/hex.js';
import { rollMessage } from '../../src/fair/rollMessage.js';
import { hmacKey, hmacSha256 } from '../../src/fair/webCrypto.js';
import { createMatch, reduce } from '../../src/index.js';
import { fairDice } from '../../src/fair/index.js';
import { CLIENT_SEED, COMMITMENT, MORE_ROLLS, ROLLS, SERVER_SEED } from './vectors.js';

const hmacOf = async (clientSeed: string, n: number): Promise<string> =>
  toHex(await hmacSha256(await hmacKey(fromHex(SERVER_SEED)), rollMessage(clientSeed, n)));

describe('fairDice', () => {
  it('signs "clientSeed:n" with the server seed’s bytes exactly as OpenSSL does', async () => {
    for (const [n, { hmac }] of ROLLS.entries()) expect(await hmacOf(CLIENT_SEED, n)).toBe(hmac);
    for (const { clientSeed, n, hmac } of MORE_ROLLS)
      expect(await hmacOf(clientSeed, n)).toBe(hmac);
  });

  it('gives the dice of those HMACs: the top three bits of bytes 0 and 1, plus 1', async () => {
    for (const [n, { dice }] of ROLLS.entries())
      expect(await fairDice(SERVER_SEED, CLIENT_SEED, n)).toEqual(dice);
    for (const { clientSeed, n, dice } of MORE_ROLLS)
      expect(await fairDice(SERVER_SEED, clientSeed, n)).toEqual(dice);
  });

  it('reads the seed in either case, and gives frozen dice', async () => {
    const dice = await fairDice(SERVER_SEED.toUpperCase(), CLIENT_SEED, 3);
    expect(dice).toEqual([8, 6]);
    expect(Object.isFrozen(dice)).toBe(true);
  });

  it('gives dice that reduce plays as a roll action’s dice', async () => {
    let state = createMatch({ seed: 1 });
    state = reduce(state, { type: 'bet', player: 0, amount: 5 });
    state = reduce(state, { type: 'accept', player: 1 });
    const dice = await fairDice(SERVER_SEED, CLIENT_SEED, 3);
    state = reduce(state, { type: 'roll', player: 1, dice });
    expect(state.lastRoll).toMatchObject({ dice: [8, 6], combination: 'kiri' });
  });

  it('shows the worked example of docs/fair-dice.md with these very figures', () => {
    const page = readFileSync(new URL('../../docs/fair-dice.md', import.meta.url), 'utf8');
    for (const text of [SERVER_SEED, COMMITMENT, CLIENT_SEED]) expect(page).toContain(text);
    for (const [n, { hmac, dice }] of ROLLS.slice(0, 5).entries())
      expect(page).toContain(
        `| ${String(n)} | \`${CLIENT_SEED}:${String(n)}\` | \`${hmac}\` | \`${hmac.slice(0, 2)}\` \`${hmac.slice(2, 4)}\` | ${dice.join(', ')} |`,
      );
  });

  it('rejects a bad seed or roll number, naming the field and the form allowed', async () => {
    await expect(fairDice('00', CLIENT_SEED, 0)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairDice: serverSeed must be 64 hexadecimal digits (32 bytes), got "00"]`,
    );
    await expect(fairDice(SERVER_SEED, '', 0)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairDice: clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got ""]`,
    );
    await expect(fairDice(SERVER_SEED, 7 as never, 0)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairDice: clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got 7]`,
    );
    await expect(fairDice(SERVER_SEED, 'a\ud800b', 0)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairDice: clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got "a\\ud800b"]`,
    );
    await expect(fairDice(SERVER_SEED, '\udc00', 0)).rejects.toThrow('fairDice: clientSeed');
    await expect(fairDice(SERVER_SEED, CLIENT_SEED, -1)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairDice: n must be a whole number from 0 to 9007199254740991, got -1]`,
    );
    await expect(
      fairDice(SERVER_SEED, CLIENT_SEED, 1.5),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairDice: n must be a whole number from 0 to 9007199254740991, got 1.5]`,
    );
    await expect(
      fairDice(SERVER_SEED, CLIENT_SEED, 2 ** 53),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: fairDice: n must be a whole number from 0 to 9007199254740991, got 9007199254740992]`,
    );
    await expect(fairDice(SERVER_SEED, CLIENT_SEED, NaN)).rejects.toThrow('fairDice: n must be');
    await expect(fairDice(SERVER_SEED, CLIENT_SEED, '1' as never)).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
  });

  it('takes -0 as roll 0', async () => {
    expect(await fairDice(SERVER_SEED, CLIENT_SEED, -0)).toEqual(ROLLS[0]!.dice);
  });
});
