/**
 * Matches played to a record by simple players, for the review's tests: the best bot, the bold
 * one, uniform random stakes, and random players that sometimes decline.
 */
import type { Action, MatchState, Rules } from '../../src/index.js';
import { createBot, type Bot } from '../../src/odds/index.js';
import { play, startRecord, type MatchRecord } from '../../src/record/index.js';

/** A player: the action of the seat to act, from a random number in [0, 1). */
export type Player = (state: MatchState<string>, random: number) => Action | null;

/** A player from a bot. */
export const botPlayer =
  (bot: Bot): Player =>
  (state, random) =>
    bot(state, random);

/** A random player that declines a bet with the chance `declines`, and otherwise plays as `bot`. */
export const decliner =
  (bot: Bot, declines: number): Player =>
  (state, random) => {
    if (state.phase === 'accepting' && random < declines)
      return { type: 'decline', player: state.bettor === 0 ? 1 : 0 };
    return bot(state, random);
  };

/** The players of the tests, under `rules`. */
export function players(rules?: Rules): Record<string, Player> {
  const options = rules ? { rules } : {};
  return {
    best: botPlayer(createBot({ strategy: 'best', ...options })),
    bold: botPlayer(createBot({ strategy: 'bold', ...options })),
    random: botPlayer(createBot({ strategy: 'random', ...options })),
    decliner: decliner(createBot({ strategy: 'random', ...options }), 0.2),
  };
}

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays a match between `seats` to its end, or for at most `rounds` rounds, and returns its record. */
export function playRecord(
  seats: readonly [Player, Player],
  options: {
    readonly rules?: Rules;
    readonly chips: readonly [number, number];
    readonly seed: number;
    readonly firstBettor?: 0 | 1;
    readonly rounds?: number;
  },
): MatchRecord {
  const random = seeded(options.seed);
  let match = startRecord({
    seed: options.seed,
    chips: options.chips,
    firstBettor: options.firstBettor ?? 0,
    ...(options.rules ? { rules: options.rules } : {}),
  });
  const most = options.rounds ?? Infinity;
  for (;;) {
    const s = match.state;
    if (s.phase === 'over' || s.round > most) return match.record;
    const seat = s.phase === 'rolling' ? s.roller : s.phase === 'betting' ? s.bettor : 1 - s.bettor;
    const action = seats[seat as 0 | 1](s, random());
    match = play(match, action!);
    if (match.state.error) throw new Error(match.state.error.message);
  }
}
