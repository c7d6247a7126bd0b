import { createHash } from 'node:crypto';
import * as crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reduce, type Action, type MatchState, type Seat } from '../../src/index.js';
import {
  commitTo,
  fairRoller,
  jointSeed,
  verifyFairRolls,
  type FairReveal,
  type FairRoll,
} from '../../src/fair/index.js';
import { createBot } from '../../src/odds/index.js';
import { play, replay, startRecord, type RecordedMatch } from '../../src/record/index.js';

/**
 * The foresight attack of issue 45, played against both protocols. An operator plays seat 0
 * against the best bot, 20 chips each. It knows the server seed and everything the server
 * stores, and all its own values. Before each decision it plays the round out with the rolls it
 * can compute, and with the one-seed protocol it can compute them all:
 *
 * - as the bettor, it stakes everything on a round it will win and 1 on any other;
 * - as the acceptor, it declines a round that would take its last chip (no winner, no loss);
 * - as the bettor once the round's values are in, it withholds its own value from a round it
 *   will lose, and the clock plays its timeout.
 *
 * With fresh values each round, a roll needs the other seat's value of its round, which comes
 * only with (or after) the round's last decision. Where the attacker lacks that value it plays
 * the round out with its best guess (the other seat's commitment in its place), so the same code
 * runs against both protocols; what differs is only what the protocol lets it know in time.
 */

/** 32 bytes, as hex, that no test input can steer: the seeds and values of the matches. */
const secret = (label: string): string => createHash('sha256').update(label).digest('hex');

/** The seat that is not `seat`. */
const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** Rolls by number, as far as one party can compute them. */
type Rolls = (n: number) => ReturnType<FairRoll>;

/**
 * What the attacker can compute of a round's rolls: `revealed` tells whether the victim's value
 * of the round is in (with the one-seed protocol, every value is in from the start).
 */
type Foresight = (round: number, revealed: boolean) => Promise<Rolls>;

/** Who wins the round that `state` (rolling) plays, with the rolls from number `n` on. */
async function roundWinner(state: MatchState, rolls: Rolls, n: number): Promise<Seat> {
  let s = state;
  // A round ends in a few rolls; 10,000 bounds the loop all the same.
  for (let i = n; i < n + 10_000 && s.phase === 'rolling'; i++)
    s = reduce(s, { type: 'roll', player: s.roller, dice: await rolls(i) });
  return s.lastRound!.winner;
}

/** How one match went: who won it, and whether its record and reveals verify as fair. */
interface Played {
  readonly winner: Seat | null;
  readonly fair: boolean;
}

/** Plays match `i` with one joint seed for the whole match, both seeds revealed at its start. */
async function oneSeedMatch(i: number): Promise<Played> {
  const serverSeed = secret(`server ${i}`);
  const roller = fairRoller(serverSeed, crypto);
  const joint = jointSeed([secret(`seat 0 of ${i}`), secret(`seat 1 of ${i}`)]);
  const rolls: Rolls = (n) => roller(joint, n);
  const { match } = await playMatch(
    i,
    () => Promise.resolve(rolls),
    () => joint,
    false,
  );
  const verdict = await verifyFairRolls({
    serverSeed,
    clientSeed: joint,
    commitment: await commitTo(serverSeed),
    record: match.record,
  });
  return { winner: match.state.winner, fair: verdict.ok };
}

/** Plays match `i` with a fresh value from each seat in every round. */
async function freshValuesMatch(i: number): Promise<Played> {
  const serverSeed = secret(`server ${i}`);
  const roller = fairRoller(serverSeed, crypto);
  const value = (seat: Seat, round: number) => secret(`seat ${seat} of ${i}, round ${round}`);
  const commit = (seat: Seat, round: number) => commitTo(value(seat, round));
  const seedOf = (round: number) => jointSeed([value(0, round), value(1, round)]);
  // Before the victim reveals, the attacker has its commitment in the value's place: a guess.
  const foresee: Foresight = async (round, revealed) => {
    const seed = jointSeed([value(0, round), revealed ? value(1, round) : await commit(1, round)]);
    return (n) => roller(seed, n);
  };
  const { match, withheld } = await playMatch(i, foresee, seedOf, true);
  // The reveals, in the protocol's order: each round's acceptor's, then its bettor's, but for
  // the value the attacker withheld (its timeout came instead).
  const reveals: FairReveal[] = [];
  const states = replay(match.record);
  for (const [k, state] of states.entries()) {
    if (state.phase === 'accepting' && states[k + 1]?.phase === 'rolling')
      for (const seat of [other(state.bettor), state.bettor])
        if (seat !== 0 || withheld !== state.round)
          reveals.push({
            seat,
            value: value(seat, state.round),
            next: await commit(seat, state.round + 1),
          });
  }
  const verdict = await verifyFairRolls({
    serverSeed,
    rounds: { commitments: [await commit(0, 1), await commit(1, 1)], reveals },
    commitment: await commitTo(serverSeed),
    record: match.record,
  });
  return { winner: match.state.winner, fair: verdict.ok };
}

/**
 * One match of the attacker (seat 0) against the best bot (seat 1), 20 chips each, the first
 * bettor alternating from match to match: `foresee` gives the rolls the attacker can compute,
 * and `seedOf` a round's true seed. Returns the match and the round whose value the attacker
 * withheld, if it did.
 */
async function playMatch(
  i: number,
  foresee: Foresight,
  seedOf: (round: number) => string,
  withholds: boolean,
): Promise<{ readonly match: RecordedMatch; readonly withheld: number | null }> {
  const roller = fairRoller(secret(`server ${i}`), crypto);
  const bot = createBot({ strategy: 'best' });
  let match = startRecord({ seed: i, chips: [20, 20], firstBettor: (i % 2) as Seat });
  let n = 0;
  // A match of 40 chips ends in a few hundred moves; 100,000 bounds the loop all the same.
  for (let moves = 0; moves < 100_000 && match.state.phase !== 'over'; moves++) {
    // The standard rules' state: the record keeps it with its combinations as plain strings.
    const s = match.state as MatchState;
    const justAccepted = match.record.moves.at(-1)?.type === 'accept';
    if (withholds && s.phase === 'rolling' && s.bettor === 0 && justAccepted) {
      // The victim, acceptor, revealed with its accept: the attacker sees the round's rolls, and
      // withholds its value from a round that would take its last chip.
      if (s.stake >= s.chips[0] && (await roundWinner(s, await foresee(s.round, true), n)) === 1)
        return { match: play(match, { type: 'timeout', player: 0 }), withheld: s.round };
    }
    match = play(match, await decide(s));
  }
  return { match, withheld: null };

  async function decide(s: MatchState): Promise<Action> {
    if (s.phase === 'rolling')
      return { type: 'roll', player: s.roller, dice: await roller(seedOf(s.round), n++) };
    if (s.phase === 'betting' ? s.bettor === 1 : s.bettor === 0) return bot(s)!;
    // The attacker decides before the victim's value of the round is in.
    if (s.phase === 'betting') {
      const offered = reduce(s, { type: 'bet', player: 0, amount: 1 });
      const open = reduce(offered, { type: 'accept', player: 1 });
      const wins = (await roundWinner(open, await foresee(open.round, false), n)) === 0;
      return { type: 'bet', player: 0, amount: wins ? Math.min(s.chips[0], s.chips[1]) : 1 };
    }
    const open = reduce(s, { type: 'accept', player: 0 });
    const loses = (await roundWinner(open, await foresee(open.round, false), n)) === 1;
    return loses && s.stake >= s.chips[0]
      ? { type: 'decline', player: 0 }
      : { type: 'accept', player: 0 };
  }
}
describe('the foresight attack of an operator who plays a seat', () => {
  it('wins every match against one seed for the whole match', async () => {
    const played = await Promise.all(Array.from({ length: 200 }, (_, i) => oneSeedMatch(i)));
    expect(played.every((match) => match.fair)).toBe(true);
    expect(played.filter((match) => match.winner === 0).length).toBe(200);
  });

  // The attacker plays the best bot with no knowledge of the rolls, so it wins with chance at
  // most 1/2. With 1,000 matches, 550 or more wins has a chance of 0.0009 when it is 1/2 (the
  // tail of the binomial), so the threshold's false alarm rate is under 0.1%.
  it('wins no more than chance allows against fresh values each round', async () => {
    const played: Played[] = [];
    for (let i = 0; i < 1000; i++) played.push(await freshValuesMatch(i));
    expect(played.every((match) => match.fair)).toBe(true);
    expect(played.filter((match) => match.winner === 0).length).toBeLessThan(550);
  });
});
