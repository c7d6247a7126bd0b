import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  COMPUTER_STRATEGIES,
  computerDraw,
  computerSecret,
  computerValue,
} from '../../src/core/computerSecrets.js';

const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
/** The SHA-256 of `text`, as hexadecimal: the guide's derivation. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('computerSecrets', () => {
  it('derives every secret from the server seed, as the operators’ guide writes it', async () => {
    expect(COMPUTER_STRATEGIES).toEqual(['best', 'bold', 'random']);
    expect(await computerValue(serverSeed, 'best', 3)).toBe(
      sha256(`kiri-dice/computer:best:${serverSeed}:value:3`),
    );
    expect(await computerSecret(serverSeed, 'bold', 'join')).toBe(
      sha256(`kiri-dice/computer:bold:${serverSeed}:join`),
    );
  });

  it('draws from 0 up to 1, a fresh draw at each version', async () => {
    const draws = await Promise.all(
      [0, 1, 2].map((version) => computerDraw(serverSeed, 'random', version)),
    );
    const top = sha256(`kiri-dice/computer:random:${serverSeed}:random:1`).slice(0, 12);
    expect(draws[1]).toBe(parseInt(top, 16) / 2 ** 48);
    expect(new Set(draws).size).toBe(3);
    for (const draw of draws) expect(draw >= 0 && draw < 1).toBe(true);
  });
});
