import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/index.js';
import {
  commitTo,
  fairDice,
  jointSeed,
  verifyFairRolls,
  type FairReveal,
  type FairRounds,
} from '../../src/fair/index.js';
import { play, startRecord, type MatchRecord } from '../../src/record/index.js';
import * as example from '@kiri-dice/testing/freshValuesExample';
import { COMMITMENT, MORE_ROUND_ROLLS, ROUND_ROLLS, SERVER_SEED } from './vectors.js';

const ROUND_VALUES = example.values;
const ROUND_COMMITMENTS = example.commitments;

type Dice = readonly [number, number];

/** A match with fresh values each round, and what verifies it. */
interface FreshMatch {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly record: MatchRecord;
  readonly rounds: FairRounds;
}

/**
 * Plays a whole match of `chips` that stakes 1 a round, each round's rolls from the seats'
 * values `valueOf(seat, round)`, and keeps the reveals in the protocol's order: the acceptor's
 * with its accept, then the bettor's.
 */
async function freshMatch(
  serverSeed: string,
  valueOf: (seat: Seat, round: number) => string,
  chips: readonly [number, number],
): Promise<FreshMatch> {
  let match = startRecord({ seed: 1, chips });
  const reveals: FairReveal[] = [];
  let n = 0;
  // A match of a few chips ends in a few dozen rounds; 10,000 moves bound the loop all the same.
  for (let moves = 0; moves < 10_000 && match.state.phase !== 'over'; moves++) {
    const s = match.state;
    if (s.phase === 'betting') match = play(match, { type: 'bet', player: s.bettor, amount: 1 });
    else if (s.phase === 'accepting') {
      const acceptor: Seat = s.bettor === 0 ? 1 : 0;
      match = play(match, { type: 'accept', player: acceptor });
      for (const seat of [acceptor, s.bettor])
        reveals.push({
          seat,
          value: valueOf(seat, s.round),
          next: await commitTo(valueOf(seat, s.round + 1)),
        });
    } else {
      const seed = jointSeed([valueOf(0, s.round), valueOf(1, s.round)]);
      const dice = await fairDice(serverSeed, seed, n++);
      match = play(match, { type: 'roll', player: s.roller, dice });
    }
  }
  const commitments = [await commitTo(valueOf(0, 1)), await commitTo(valueOf(1, 1))] as const;
  const commitment = await commitTo(serverSeed);
  return { serverSeed, commitment, record: match.record, rounds: { commitments, reveals } };
}

/** The worked example of docs/fair-dice.md: one round of 1 chip each, seat 0 wins it. */
const worked = (): FreshMatch => ({
  serverSeed: example.serverSeed,
  commitment: example.commitment,
  record: example.record,
  rounds: example.rounds,
});

/** The same match with other reveals. */
const withReveals = (match: FreshMatch, reveals: readonly FairReveal[]): FreshMatch => ({
  ...match,
  rounds: { ...match.rounds, reveals },
});

/** The dice of an HMAC given as hex: the top three bits of its first two bytes, plus one. */
const diceOfHmac = (hmac: string): Dice => [
  (parseInt(hmac.slice(0, 2), 16) >> 5) + 1,
  (parseInt(hmac.slice(2, 4), 16) >> 5) + 1,
];

/** The match with its rounds in its record, not beside it. */
function carried({ rounds, ...match }: FreshMatch): Omit<FreshMatch, 'rounds'> {
  return { ...match, record: { ...match.record, rounds } };
}

describe('verifyFairRolls with fresh values each round', () => {
  it('passes the worked example, whose bytes OpenSSL computed', async () => {
    expect(await verifyFairRolls(worked())).toEqual({ ok: true, rolls: 3, winner: 0 });
    for (const [name, value] of Object.entries(ROUND_VALUES))
      expect(await commitTo(value)).toBe(ROUND_COMMITMENTS[name as keyof typeof ROUND_VALUES]);
    const seed = jointSeed([ROUND_VALUES.seat0, ROUND_VALUES.seat1]);
    for (const [n, { hmac, dice }] of ROUND_ROLLS.entries()) {
      expect(diceOfHmac(hmac)).toEqual(dice);
      expect(await fairDice(SERVER_SEED, seed, n)).toEqual(dice);
    }
  });

  it('rolls random rounds as OpenSSL and node:crypto do', async () => {
    for (const { values, n, hmac, dice } of MORE_ROUND_ROLLS) {
      expect(diceOfHmac(hmac)).toEqual(dice);
      expect(await fairDice(SERVER_SEED, jointSeed(values), n)).toEqual(dice);
    }
    const key = Buffer.from(SERVER_SEED, 'hex');
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.nat({ max: 1_000_000 }),
        async (bytes, n) => {
          const values = [bytes.subarray(0, 32), bytes.subarray(32)].map((v) =>
            Buffer.from(v).toString('hex'),
          );
          const hmac = createHmac('sha256', key).update(`${values[0]}:${values[1]}:${n}`);
          expect(await fairDice(SERVER_SEED, jointSeed(values), n)).toEqual(
            diceOfHmac(hmac.digest('hex')),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('names the first reveal that is wrong, and how', async () => {
    const match = worked();
    const [acceptor, bettor] = match.rounds.reveals as [FairReveal, FairReveal];
    const verdicts = await Promise.all(
      [
        [{ ...acceptor, value: ROUND_VALUES.seat0 }, bettor], // not the committed value
        [bettor, acceptor], // the bettor first
        [acceptor], // the bettor's value missing from a round with rolls
        [acceptor, bettor, { ...acceptor, value: ROUND_VALUES.next1 }], // past the last round
      ].map((reveals) => verifyFairRolls(withReveals(match, reveals))),
    );
    expect(verdicts).toEqual([
      {
        ok: false,
        reason: 'reveal',
        reveal: 0,
        expected: ROUND_COMMITMENTS.seat1,
        got: ROUND_COMMITMENTS.seat0,
      },
      { ok: false, reason: 'order', reveal: 0, expected: 1, got: 0 },
      { ok: false, reason: 'missing', reveal: 1 },
      { ok: false, reason: 'extra', reveal: 2 },
    ]);
    expect(verdicts.every(Object.isFrozen)).toBe(true);
  });

  it('refuses a value revealed twice, even under its own commitment', async () => {
    const twice = await freshMatch(SERVER_SEED, () => ROUND_VALUES.seat0, [1, 1]);
    expect(await verifyFairRolls(twice)).toEqual({ ok: false, reason: 'repeat', reveal: 1 });
  });

  it('checks the server seed before any reveal, and each roll against its round', async () => {
    const match = worked();
    expect(await verifyFairRolls({ ...match, commitment: ROUND_COMMITMENTS.seat0 })).toEqual({
      ok: false,
      reason: 'commitment',
      expected: ROUND_COMMITMENTS.seat0,
      got: COMMITMENT,
    });
    const moves = [
      ...match.record.moves.slice(0, 4),
      { type: 'roll', player: 0, dice: [8, 5], drawn: false },
    ];
    expect(
      await verifyFairRolls({ ...match, record: { ...match.record, moves } as MatchRecord }),
    ).toEqual({ ok: false, reason: 'dice', roll: 2, expected: [8, 6], got: [8, 5] });
  });

  it('passes a match lost on time by a bettor that withheld its value', async () => {
    const match = worked();
    const moves = [...match.record.moves.slice(0, 2), { type: 'timeout', player: 0 }] as const;
    const timedOut = withReveals(
      { ...match, record: { ...match.record, moves } },
      match.rounds.reveals.slice(0, 1),
    );
    expect(await verifyFairRolls(timedOut)).toEqual({ ok: true, rolls: 0, winner: 1 });
    // The acceptor's value comes with its accept: a round without it is missing it.
    expect(await verifyFairRolls(withReveals(timedOut, []))).toEqual({
      ok: false,
      reason: 'missing',
      reveal: 0,
    });
  });

  it('passes a declined match, which reveals nothing, and one lost on time before the accept', async () => {
    const match = worked();
    const moves = [match.record.moves[0]!, { type: 'decline', player: 1 }] as const;
    const declined = withReveals({ ...match, record: { ...match.record, moves } }, []);
    expect(await verifyFairRolls(declined)).toEqual({ ok: true, rolls: 0, winner: null });
    const late = [match.record.moves[0]!, { type: 'timeout', player: 1 }] as const;
    expect(
      await verifyFairRolls({ ...declined, record: { ...match.record, moves: late } }),
    ).toEqual({ ok: true, rolls: 0, winner: 0 });
  });

  /** Fresh values for every seat and round, distinct (a SHA-256 each) and unpredictable. */
  const honest = fc
    .string({ minLength: 1 })
    .map(
      (secret) => (seat: Seat, round: number) =>
        createHash('sha256').update(`${secret}:${seat}:${round}`).digest('hex'),
    );

  it('always passes an honest match, and fails any change to a value, its order or its round', async () => {
    await fc.assert(
      fc.asyncProperty(honest, fc.nat(), fc.nat(), async (valueOf, a, b) => {
        const match = await freshMatch(SERVER_SEED, valueOf, [2, 2]);
        expect(await verifyFairRolls(match)).toMatchObject({ ok: true });
        expect(await verifyFairRolls(carried(match))).toEqual(await verifyFairRolls(match));
        const reveals = match.rounds.reveals;
        const i = a % reveals.length;
        const j = b % reveals.length;
        const changed = reveals.map((r, k) =>
          k === i ? { ...r, value: r.value.replace(/^./, (d) => (d === '0' ? '1' : '0')) } : r,
        );
        expect((await verifyFairRolls(withReveals(match, changed))).ok).toBe(false);
        expect((await verifyFairRolls(carried(withReveals(match, changed)))).ok).toBe(false);
        // Two reveals swapped, in one round (their order) or across rounds.
        const swapped = reveals.map((r, k) => (k === i ? reveals[j]! : k === j ? reveals[i]! : r));
        if (i !== j) expect((await verifyFairRolls(withReveals(match, swapped))).ok).toBe(false);
        // The last round ended with a roll: it needs both reveals, and there is no round after.
        expect(await verifyFairRolls(withReveals(match, reveals.slice(0, -1)))).toEqual({
          ok: false,
          reason: 'missing',
          reveal: reveals.length - 1,
        });
        expect(await verifyFairRolls(withReveals(match, [...reveals, reveals[i]!]))).toEqual({
          ok: false,
          reason: 'extra',
          reveal: reveals.length,
        });
      }),
      { numRuns: 30 },
    );
  });

  it('takes the rounds a record carries, and the rounds from one place only', async () => {
    const match = carried(worked());
    expect(await verifyFairRolls(match)).toEqual({ ok: true, rolls: 3, winner: 0 });
    const bad = (options: unknown) => verifyFairRolls(options as FreshMatch);
    await expect(
      bad({ ...match, rounds: worked().rounds }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds must be absent when the record carries its rounds (record.rounds), got an object]`,
    );
    await expect(
      bad({ ...match, clientSeed: 'lucky-7' }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.clientSeed must be absent when the record carries its rounds (record.rounds), got "lucky-7"]`,
    );
    const { rounds: _, ...record } = match.record;
    await expect(bad({ ...match, record })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.clientSeed must be a non-empty string of well-formed Unicode (no lone surrogate), got undefined]`,
    );
    await expect(
      bad({
        ...match,
        record: { ...match.record, rounds: { ...match.record.rounds, reveals: 1 } },
      }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: record.rounds.reveals must be a list of at most 1000000 reveals, got 1]`,
    );
  });

  it('rejects options that are not of their form, naming the field', async () => {
    const match = worked();
    const bad = (options: unknown) => verifyFairRolls(options as FreshMatch);
    await expect(
      bad({ ...match, clientSeed: 'lucky-7' }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds must be absent when a clientSeed is given (one or the other), got an object]`,
    );
    await expect(
      bad(
        withReveals(match, [
          { seat: 2, value: ROUND_VALUES.seat1, next: ROUND_COMMITMENTS.next1 },
        ] as never),
      ),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds.reveals[0].seat must be 0 or 1, got 2]`,
    );
    await expect(
      bad({ ...match, rounds: { ...match.rounds, commitments: [ROUND_COMMITMENTS.seat0] } }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds.commitments must be a pair of commitments, got an array]`,
    );
    await expect(
      bad(withReveals(match, [{ seat: 1, value: 'x', next: ROUND_COMMITMENTS.next1 }])),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds.reveals[0].value must be 64 lowercase hexadecimal digits (32 bytes), got "x"]`,
    );
    await expect(
      bad(withReveals(match, [{ seat: 1, value: ROUND_VALUES.seat1 }] as never)),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds.reveals[0].next must be 64 lowercase hexadecimal digits (32 bytes), got undefined]`,
    );
    // A million reveals are allowed (then each must be one), one more is not.
    await expect(
      bad(withReveals(match, new Array(1_000_000) as never)),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds.reveals[0] must be an object { seat, value, next }, got undefined]`,
    );
    const getter = [] as FairReveal[];
    Object.defineProperty(getter, 0, { get: () => worked().rounds.reveals[0], enumerable: true });
    await expect(bad(withReveals(match, getter))).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds.reveals[0] must be a plain data property, not a getter or setter, got a function]`,
    );
    await expect(
      bad(withReveals(match, new Array(1_000_001) as never)),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[KiriError: verifyFairRolls: options.rounds.reveals must be a list of at most 1000000 reveals, got an array]`,
    );
  });
});
