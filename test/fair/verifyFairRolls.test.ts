import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commitTo, fairDice, fairRolls, verifyFairRolls } from '../../src/fair/index.js';
import type { MatchRecord } from '../../src/record/index.js';
import { play, startRecord } from '../../src/record/index.js';
import { CLIENT_SEED, COMMITMENT, MORE_COMMITMENTS, ROLLS, SERVER_SEED } from './vectors.js';

type Dice = readonly [number, number];

/**
 * The record of a match that stakes 1 a round and plays `dice` as its rolls, in order, until
 * they run out or the match is over.
 */
function recordWith(dice: readonly Dice[], chips: readonly [number, number]): MatchRecord {
  let match = startRecord({ seed: 1, chips });
  for (const roll of dice) {
    for (let s = match.state; s.phase === 'betting' || s.phase === 'accepting'; s = match.state)
      match = play(
        match,
        s.phase === 'betting'
          ? { type: 'bet', player: s.bettor, amount: 1 }
          : { type: 'accept', player: s.bettor === 0 ? 1 : 0 },
      );
    if (match.state.phase !== 'rolling') break;
    match = play(match, { type: 'roll', player: match.state.roller, dice: roll });
  }
  return match.record;
}

/** Seeds, their commitment, and the record of a match rolled with them. */
interface Seeded {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly commitment: string;
  readonly record: MatchRecord;
}

/** The 10 rolls of the worked example, in a match of 100 chips each that they do not end. */
let honest: Seeded;
/** The worked example's first 4 rolls end a match of 1 chip each: seat 0 wins it. */
let finished: Seeded;
// Played in each test, not on import, so that the mutation run can credit the record's lines to
// the tests that reach them (code run on import reaches no test in particular).
beforeEach(() => {
  const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, commitment: COMMITMENT };
  const dice = ROLLS.map((roll) => roll.dice);
  honest = { ...seeds, record: recordWith(dice, [100, 100]) };
  finished = { ...seeds, record: recordWith(dice, [1, 1]) };
});

/** The same seeds and match with other rolls. */
const withRolls = (rolls: readonly Dice[]) => ({
  ...honest,
  record: recordWith(rolls, [100, 100]),
});

/** Random seeds, a number of rolls, and the chips of a short match. */
const match = fc
  .record({
    bytes: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    clientSeed: fc.string({ minLength: 1, unit: 'grapheme' }),
    count: fc.integer({ min: 1, max: 40 }),
    chips: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })),
  })
  .map(({ bytes, clientSeed, count, chips }) => ({
    serverSeed: Buffer.from(bytes).toString('hex'),
    clientSeed,
    count,
    chips,
  }));
type Match = typeof match extends fc.Arbitrary<infer T> ? T : never;

/** `count` fair rolls of the seeds, and the seeds and commitment to verify them with. */
const honestRolls = async ({ serverSeed, clientSeed, count }: Match) => {
  const rolls = await fairRolls(serverSeed, clientSeed, count);
  const seeds = { serverSeed, clientSeed, commitment: await commitTo(serverSeed) };
  return { seeds, rolls };
};

/** A whole match of the seeds at its few chips, rolled with their fair dice to its end. */
async function honestMatch({ serverSeed, clientSeed, chips }: Match) {
  const rolls: Dice[] = [];
  let record = recordWith(rolls, chips);
  // Each roll is the next fair one; the match ends in a few dozen rounds at most.
  for (let n = 0; n < 10_000; n++) {
    rolls.push(await fairDice(serverSeed, clientSeed, n));
    record = recordWith(rolls, chips);
    if (record.moves.filter((m) => m.type === 'roll').length < rolls.length) break;
  }
  const seeds = { serverSeed, clientSeed, commitment: await commitTo(serverSeed) };
  return { ...seeds, record };
}

describe('verifyFairRolls', () => {
  it('passes the worked example’s whole match, in either case of hex, naming its rolls and winner', async () => {
    expect(await verifyFairRolls(finished)).toEqual({ ok: true, rolls: 4, winner: 0 });
    expect(
      await verifyFairRolls({
        ...finished,
        serverSeed: SERVER_SEED.toUpperCase(),
        commitment: COMMITMENT.toUpperCase(),
      }),
    ).toEqual({ ok: true, rolls: 4, winner: 0 });
    expect(Object.isFrozen(await verifyFairRolls(finished))).toBe(true);
  });

  it('says a record of fair rolls whose match is not over is unfinished, whatever it cut', async () => {
    expect(await verifyFairRolls(honest)).toEqual({ ok: false, reason: 'unfinished', rolls: 10 });
    const { moves } = finished.record;
    for (let length = 0; length < moves.length; length++) {
      const record = { ...finished.record, moves: moves.slice(0, length) };
      const rolls = record.moves.filter((move) => move.type === 'roll').length;
      expect(await verifyFairRolls({ ...finished, record })).toEqual({
        ok: false,
        reason: 'unfinished',
        rolls,
      });
    }
  });

  it('passes a match lost on time, its rolls checked and its end bound like any other', async () => {
    // The worked example's first 5 rolls, then seat 0's time runs out: over, seat 1 wins.
    const moves = honest.record.moves.slice(0, 9);
    const record = { ...honest.record, moves: [...moves, { type: 'timeout', player: 0 } as const] };
    expect(await verifyFairRolls({ ...honest, record })).toMatchInlineSnapshot(`
      {
        "ok": true,
        "rolls": 5,
        "winner": 1,
      }
    `);
    // Cut before its timeout, it is unfinished; a roll after it is refused.
    expect(await verifyFairRolls({ ...honest, record: { ...record, moves } })).toMatchObject({
      ok: false,
      reason: 'unfinished',
    });
    const dice = await fairDice(SERVER_SEED, CLIENT_SEED, 6);
    const extended = {
      ...record,
      moves: [...record.moves, { type: 'roll', player: 1, dice, drawn: false } as const],
    };
    await expect(
      verifyFairRolls({ ...honest, record: extended }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: record.moves[10] (round 3): cannot roll: the match is over; start a new one with createMatch()]`,
    );
  });

  it('passes a match a host halted during the rolls: its rolls checked, nobody the winner', async () => {
    const moves = honest.record.moves.slice(0, 9);
    const record = { ...honest.record, moves: [...moves, { type: 'halt' } as const] };
    expect(await verifyFairRolls({ ...honest, record })).toMatchInlineSnapshot(`
      {
        "ok": true,
        "rolls": 5,
        "winner": null,
      }
    `);
  });

  it('refuses a record with a move past the match’s end', async () => {
    const dice = await fairDice(SERVER_SEED, CLIENT_SEED, 4);
    const record = {
      ...finished.record,
      moves: [...finished.record.moves, { type: 'roll', player: 0, dice, drawn: false } as const],
    };
    await expect(
      verifyFairRolls({ ...finished, record }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: record.moves[6] (round 2): cannot roll: the match is over; start a new one with createMatch()]`,
    );
  });

  it('names the first wrong roll, with the dice it had and the dice the seeds give', async () => {
    const rolls: Dice[] = ROLLS.map(({ dice }) => dice);
    rolls[4] = [1, 8];
    rolls[7] = [1, 1];
    const verdict = await verifyFairRolls(withRolls(rolls));
    expect(verdict).toEqual({ ok: false, reason: 'dice', roll: 4, expected: [1, 7], got: [1, 8] });
    expect(Object.isFrozen(verdict)).toBe(true);
  });

  it('checks the rolls in order, a few at a time, and stops at the first wrong one', async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign');
    try {
      const dead: Dice[] = Array.from({ length: 300 }, () => [1, 1]);
      const verdict = await verifyFairRolls({ ...honest, record: recordWith(dead, [400, 400]) });
      expect(verdict).toMatchObject({ ok: false, reason: 'dice', roll: 0 });
      expect(sign.mock.calls.length).toBeLessThanOrEqual(16);
      const count = 40;
      const all = await fairRolls(SERVER_SEED, CLIENT_SEED, count);
      sign.mockClear();
      const record = recordWith([...all, ...dead], [400, 400]);
      expect(await verifyFairRolls({ ...honest, record })).toMatchObject({
        ok: false,
        reason: 'dice',
        roll: count,
      });
      expect(sign.mock.calls.length).toBeLessThanOrEqual(count + 16);
    } finally {
      sign.mockRestore();
    }
  });

  it('fails a seed that is not the committed one before looking at any roll', async () => {
    const [other] = MORE_COMMITMENTS;
    expect(await verifyFairRolls({ ...withRolls([[8, 1]]), serverSeed: other!.seed })).toEqual({
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

  it('always passes an honest whole match, with its rolls and its winner', async () => {
    await fc.assert(
      fc.asyncProperty(match, async (m) => {
        const whole = await honestMatch(m);
        const rolls = whole.record.moves.filter((move) => move.type === 'roll').length;
        const verdict = await verifyFairRolls(whole);
        expect(verdict).toMatchObject({ ok: true, rolls });
        expect([0, 1]).toContain((verdict as { winner: unknown }).winner);
      }),
      { numRuns: 30 },
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
          const fair = await honestRolls(m);
          const roll = at % fair.rolls.length;
          const rolls: Dice[] = [...fair.rolls];
          const [a, b] = rolls[roll]!;
          const turn = (die: number) => ((die - 1 + by) % 8) + 1;
          rolls[roll] = second ? [a, turn(b)] : [turn(a), b];
          const record = recordWith(rolls, [100, 100]);
          expect(await verifyFairRolls({ ...fair.seeds, record })).toEqual({
            ok: false,
            reason: 'dice',
            roll,
            expected: fair.rolls[roll],
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
        const fair = await honestRolls(m);
        const [p, q] = [i % fair.rolls.length, j % fair.rolls.length];
        const x = Math.min(p, q);
        const y = Math.max(p, q);
        fc.pre(fair.rolls[x]!.join() !== fair.rolls[y]!.join());
        const rolls: Dice[] = [...fair.rolls];
        [rolls[x], rolls[y]] = [rolls[y]!, rolls[x]!];
        const record = recordWith(rolls, [100, 100]);
        expect(await verifyFairRolls({ ...fair.seeds, record })).toMatchObject({
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
          const { seeds, rolls } = await honestRolls(m);
          const record = { ...seeds, record: recordWith(rolls, [100, 100]) };
          const wrong = Buffer.from(wrongBytes).toString('hex');
          fc.pre(wrong !== seeds.serverSeed);
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
      `[KiriError: verifyFairRolls: options must be an object { serverSeed, clientSeed, rounds, commitment, record }, got undefined]`,
    );
    await expect(bad({ ...honest, extra: 1 })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.extra must be absent (allowed: serverSeed, clientSeed, rounds, commitment, record), got 1]`,
    );
    // The field of the rolls alone, which proved no more than the rolls it was given:
    await expect(
      bad({ ...honest, record: undefined, rolls: [[8, 4]] }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rolls must be absent (allowed: serverSeed, clientSeed, rounds, commitment, record), got an array]`,
    );
    await expect(
      bad({ ...honest, serverSeed: undefined }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.serverSeed must be 64 hexadecimal digits (32 bytes), got undefined]`,
    );
    await expect(bad({ ...honest, clientSeed: '' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got ""]`,
    );
    await expect(bad({ ...honest, commitment: 'abc' })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
    await expect(bad({ ...honest, commitment: 'abc' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.commitment must be 64 hexadecimal digits (32 bytes), got "abc"]`,
    );
    await expect(bad({ ...honest, record: 'rolls' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: record must be an object { format, rules, start, moves, rounds }, got "rolls"]`,
    );
    const moves = [...honest.record.moves];
    moves[3] = { type: 'roll', player: 1, dice: [0, 3], drawn: false } as never;
    await expect(
      bad({ ...honest, record: { ...honest.record, moves } }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: record.moves[3] (round 1, roll 2): a roll's dice must be two whole numbers from 1 to 8, like [3, 5], got [0, 3]]`,
    );
  });

  it('never calls a getter or a Proxy trap of the caller’s', async () => {
    const getter = Object.defineProperty({ ...honest }, 'record', {
      get: () => honest.record,
      enumerable: true,
    });
    await expect(verifyFairRolls(getter)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.record must be a plain data property, not a getter or setter, got a function]`,
    );
    const trap = new Proxy(honest, {
      ownKeys: () => {
        throw new Error('boom');
      },
    });
    await expect(verifyFairRolls(trap)).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    await expect(verifyFairRolls(trap)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: the options could not be read: a getter or Proxy trap threw]`,
    );
  });
});
