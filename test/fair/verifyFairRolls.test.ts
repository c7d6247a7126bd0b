import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { commitTo, fairRolls, verifyFairRolls } from '../../src/fair/index.js';
import { CLIENT_SEED, COMMITMENT, MORE_COMMITMENTS, ROLLS, SERVER_SEED } from './vectors.js';

type Dice = readonly [number, number];
const honest = {
  serverSeed: SERVER_SEED,
  clientSeed: CLIENT_SEED,
  commitment: COMMITMENT,
  rolls: ROLLS.map(({ dice }) => dice),
};

/** A match of random seeds and length, its commitment and its honest rolls. */
const match = fc
  .record({
    bytes: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    clientSeed: fc.string({ minLength: 1, unit: 'grapheme' }),
    count: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ bytes, clientSeed, count }) => ({
    serverSeed: Buffer.from(bytes).toString('hex'),
    clientSeed,
    count,
  }));
const honestMatch = async ({
  serverSeed,
  clientSeed,
  count,
}: {
  serverSeed: string;
  clientSeed: string;
  count: number;
}) => ({
  serverSeed,
  clientSeed,
  commitment: await commitTo(serverSeed),
  rolls: await fairRolls(serverSeed, clientSeed, count),
});

describe('verifyFairRolls', () => {
  it('passes the worked example’s rolls, in either case of hex, and no rolls at all', async () => {
    expect(await verifyFairRolls(honest)).toEqual({ ok: true });
    expect(
      await verifyFairRolls({
        ...honest,
        serverSeed: SERVER_SEED.toUpperCase(),
        commitment: COMMITMENT.toUpperCase(),
      }),
    ).toEqual({ ok: true });
    expect(await verifyFairRolls({ ...honest, rolls: [] })).toEqual({ ok: true });
    expect(Object.isFrozen(await verifyFairRolls(honest))).toBe(true);
  });

  it('names the first wrong roll, with the dice it had and the dice the seeds give', async () => {
    const rolls: Dice[] = [...honest.rolls];
    rolls[4] = [1, 8];
    rolls[7] = [1, 1];
    const verdict = await verifyFairRolls({ ...honest, rolls });
    expect(verdict).toEqual({ ok: false, reason: 'dice', roll: 4, expected: [1, 7], got: [1, 8] });
    expect(Object.isFrozen(verdict)).toBe(true);
  });

  it('checks the rolls in order, a few at a time, and stops at the first wrong one', async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign');
    try {
      const rolls: Dice[] = Array.from({ length: 300 }, () => [1, 1]);
      const verdict = await verifyFairRolls({ ...honest, rolls });
      expect(verdict).toMatchObject({ ok: false, reason: 'dice', roll: 0 });
      expect(sign.mock.calls.length).toBeLessThanOrEqual(16);
      sign.mockClear();
      const late = [...honest.rolls, ...honest.rolls, ...honest.rolls, ...honest.rolls];
      const count = late.length;
      const rest: Dice[] = Array.from({ length: 300 }, () => [1, 1]);
      const all = await fairRolls(SERVER_SEED, CLIENT_SEED, count + 1);
      const wrong = await verifyFairRolls({ ...honest, rolls: [...all.slice(0, count), ...rest] });
      expect(wrong).toMatchObject({ ok: false, reason: 'dice', roll: count });
    } finally {
      sign.mockRestore();
    }
  });

  it('fails a seed that is not the committed one before looking at any roll', async () => {
    const [other] = MORE_COMMITMENTS;
    expect(
      await verifyFairRolls({ ...honest, serverSeed: other!.seed, rolls: [[9 - 1, 1]] }),
    ).toEqual({
      ok: false,
      reason: 'commitment',
      expected: COMMITMENT,
      got: other!.commitment,
    });
    expect(
      await verifyFairRolls({
        ...honest,
        commitment: COMMITMENT.toUpperCase().replace('5F', '5E'),
      }),
    ).toEqual({
      ok: false,
      reason: 'commitment',
      expected: COMMITMENT.replace('5f', '5e'),
      got: COMMITMENT,
    });
  });

  it('always passes an honest match', async () => {
    await fc.assert(
      fc.asyncProperty(match, async (m) => {
        expect(await verifyFairRolls(await honestMatch(m))).toEqual({ ok: true });
      }),
      { numRuns: 50 },
    );
  });

  it('always fails one changed die, naming its roll', async () => {
    await fc.assert(
      fc.asyncProperty(
        match,
        fc.nat(),
        fc.boolean(),
        fc.integer({ min: 1, max: 7 }),
        async (m, at, second, by) => {
          const record = await honestMatch(m);
          const roll = at % record.rolls.length;
          const rolls: Dice[] = [...record.rolls];
          const [a, b] = rolls[roll]!;
          const turn = (die: number) => ((die - 1 + by) % 8) + 1;
          rolls[roll] = second ? [a, turn(b)] : [turn(a), b];
          expect(await verifyFairRolls({ ...record, rolls })).toEqual({
            ok: false,
            reason: 'dice',
            roll,
            expected: record.rolls[roll],
            got: rolls[roll],
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('always fails two rolls swapped, when their dice differ, naming the first', async () => {
    await fc.assert(
      fc.asyncProperty(match, fc.nat(), fc.nat(), async (m, i, j) => {
        const record = await honestMatch(m);
        const [p, q] = [i % record.rolls.length, j % record.rolls.length];
        const x = Math.min(p, q);
        const y = Math.max(p, q);
        fc.pre(record.rolls[x]!.join() !== record.rolls[y]!.join());
        const rolls: Dice[] = [...record.rolls];
        [rolls[x], rolls[y]] = [rolls[y]!, rolls[x]!];
        expect(await verifyFairRolls({ ...record, rolls })).toMatchObject({
          ok: false,
          reason: 'dice',
          roll: x,
        });
      }),
      { numRuns: 50 },
    );
  });

  it('always fails a wrong server seed or a wrong commitment', async () => {
    await fc.assert(
      fc.asyncProperty(
        match,
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.boolean(),
        async (m, wrongBytes, seedIsWrong) => {
          const record = await honestMatch(m);
          const wrong = Buffer.from(wrongBytes).toString('hex');
          fc.pre(wrong !== record.serverSeed);
          const tampered = seedIsWrong
            ? { ...record, serverSeed: wrong }
            : { ...record, commitment: await commitTo(wrong) };
          expect(await verifyFairRolls(tampered)).toMatchObject({
            ok: false,
            reason: 'commitment',
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('fails a seed revealed with its commitment but not the one the rolls came from', async () => {
    const other = MORE_COMMITMENTS[1]!;
    const verdict = await verifyFairRolls({
      ...honest,
      serverSeed: other.seed,
      commitment: other.commitment,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'dice', roll: 0 });
  });

  it('rejects options that are not of their form, naming the field', async () => {
    const bad = (options: unknown) => verifyFairRolls(options as never);
    await expect(bad(undefined)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options must be an object { serverSeed, clientSeed, commitment, rolls }, got undefined]`,
    );
    await expect(bad({ ...honest, extra: 1 })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.extra must be absent (allowed: serverSeed, clientSeed, commitment, rolls), got 1]`,
    );
    await expect(
      bad({ ...honest, serverSeed: undefined }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.serverSeed must be 64 hexadecimal digits (32 bytes), got undefined]`,
    );
    await expect(bad({ ...honest, clientSeed: '' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got ""]`,
    );
    await expect(bad({ ...honest, commitment: 'abc' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.commitment must be 64 hexadecimal digits (32 bytes), got "abc"]`,
    );
    await expect(bad({ ...honest, rolls: 'rolls' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rolls must be an array of pairs of dice from 1 to 8, got "rolls"]`,
    );
    await expect(
      bad({
        ...honest,
        rolls: [
          [1, 2],
          [0, 3],
        ],
      }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rolls[1][0] must be a whole number from 1 to 8, got 0]`,
    );
    await expect(bad({ ...honest, rolls: [[1, 2, 3]] })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rolls[0] must be a pair of whole numbers from 1 to 8, got an array]`,
    );
    await expect(bad({ ...honest, rolls: [[1, 2.5]] })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rolls[0][1] must be a whole number from 1 to 8, got 2.5]`,
    );
    await expect(bad({ ...honest, rolls: [null] })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rolls[0] must be a pair of whole numbers from 1 to 8, got null]`,
    );
  });

  it('never calls a getter or a Proxy trap of the caller’s', async () => {
    const getter = Object.defineProperty({ ...honest }, 'rolls', {
      get: () => [],
      enumerable: true,
    });
    await expect(verifyFairRolls(getter)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rolls must be a plain data property, not a getter or setter, got a function]`,
    );
    const trap = new Proxy(honest, {
      ownKeys: () => {
        throw new Error('boom');
      },
    });
    await expect(verifyFairRolls(trap)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: the options could not be read: a getter or Proxy trap threw]`,
    );
  });
});
