import { KiriError } from '../KiriError.js';
import type { MatchState, RoundResult } from '../MatchState.js';
import { parseMatchStateWith } from '../parseMatchState.js';
import type { GameContext } from './GameContext.js';
import { describe } from './describe.js';
import { MAX_BONUS_ROLLS, MAX_RNG_WORDS, MAX_ROUND } from './limits.js';
import { recent } from './recent.js';

const isSeat = (value: unknown): boolean => value === 0 || value === 1;
const isCount = (value: unknown, min: number, max: number): boolean => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
/** A 32-bit word, signed or unsigned. */
const isWord = (value: unknown): boolean => ((value as number) | 0) === value || (value as number) >>> 0 === value;

/** The generator's words, or `null`: the game's length (any up to 1024 for the odds), each a 32-bit word. */
function readRng(ctx: GameContext, rng: unknown): readonly number[] | null {
  if (!Array.isArray(rng)) return null;
  const length = rng.length;
  if (ctx.rngLength ? length !== ctx.rngLength : length < 1 || length > MAX_RNG_WORDS) return null;
  const words: number[] = [];
  for (let i = 0; i < length; i++) {
    const w: unknown = rng[i];
    if (!isWord(w)) return null;
    words.push(w as number);
  }
  return Object.isFrozen(rng) ? rng : Object.freeze(words);
}

/** The last round (a frozen copy when it is not frozen), or `null` when it is not one this state can follow. */
function readLastRound(ctx: GameContext, result: unknown, round: number, bettor: unknown, totalChips: number): RoundResult | null {
  const { round: ended, winner, reason, pot, points } = result as Record<string, unknown>;
  const a = (points as readonly number[])[0]!;
  const b = (points as readonly number[])[1]!;
  // This game's own pair: another game's last round (other rules) goes to the parser.
  if (ended !== round - 1 || winner !== bettor || points !== ctx.pairs[a * (ctx.maxPoints + 1) + b]) return null;
  if (!(reason === 'kiri' || reason === 'dead' || reason === 'points') || !isCount(pot, 2, totalChips) || (pot as number) % 2 !== 0) return null;
  return (Object.isFrozen(result) ? result : Object.freeze({ round: ended, winner, reason, pot, points })) as RoundResult;
}

/**
 * Reads a state the engine made, reading every field once and checking each against what
 * `parseMatchState` accepts; `null` for anything else. Shared parts must be the game's own
 * (point pairs, roll records), found by identity, which also proves them in range. The chips,
 * the generator's words and the last round are kept when frozen, so that unchanged parts keep
 * their identity for selectors, and copied from the values read when not: a returned state is
 * deeply frozen whatever came in.
 */
function snapshot(ctx: GameContext, state: object): MatchState<string> | null {
  const { phase, round, bettor, roller, stake, pot, chips, points, bonusRolls, lastRoll, lastRound, totalChips, seed, rng } = state as Record<string, unknown>;
  const rolling = phase === 'rolling';
  const idle = phase === 'betting' || phase === 'accepting' || phase === 'over';
  if (!(rolling || idle) || !isCount(round, 1, MAX_ROUND) || !isSeat(bettor) || !(rolling ? isSeat(roller) : roller === null)) return null;
  if (!Array.isArray(chips) || chips.length !== 2 || !isCount(totalChips, 2, 9007199254740991)) return null;
  const c0: unknown = chips[0];
  const c1: unknown = chips[1];
  const least = phase === 'betting' ? 1 : 0;
  if (!isCount(c0, least, totalChips as number) || !isCount(c1, least, totalChips as number)) return null;
  const most = phase === 'accepting' ? Math.min(c0 as number, c1 as number) : (totalChips as number);
  if (!(rolling || phase === 'accepting' ? isCount(stake, 1, most) : stake === 0) || pot !== (rolling ? 2 * (stake as number) : 0)) return null;
  if ((c0 as number) + (c1 as number) + pot !== totalChips) return null;
  if (rolling) {
    // Read by index: destructuring would call the caller's iterator.
    const p0 = (points as readonly number[])[0]!;
    const p1 = (points as readonly number[])[1]!;
    const target = ctx.rules.targetPoints;
    if (p0 >= target || p1 >= target || points !== ctx.pairs[p0 * (ctx.maxPoints + 1) + p1]) return null;
  } else if (points !== ctx.pairs[0]) return null;
  if (!(rolling ? isCount(bonusRolls, 0, MAX_BONUS_ROLLS) : bonusRolls === 0) || !isCount(seed, 0, 9007199254740991)) return null;
  if (lastRoll === null ? round !== 1 : !isOwnRecord(ctx, lastRoll)) return null;
  const result = round === 1 ? (lastRound === null ? null : undefined) : readLastRound(ctx, lastRound, round as number, bettor, totalChips as number);
  const words = readRng(ctx, rng);
  if (result === undefined || (round !== 1 && result === null) || words === null) return null;
  // A match over with a broke player was won by the other, who won the last round.
  const winner = phase === 'over' && (c0 === 0 || c1 === 0) ? (c0 === 0 ? 1 : 0) : null;
  if (winner !== null && winner !== bettor) return null;
  return { phase, round, bettor, roller, stake, pot, chips: Object.isFrozen(chips) ? chips : Object.freeze([c0, c1]), points, bonusRolls, lastRoll, lastRound: result, winner, error: null, totalChips, seed, rng: words } as unknown as MatchState<string>;
}

function isOwnRecord(ctx: GameContext, roll: unknown): boolean {
  const { player, dice } = roll as { player: number; dice: readonly number[] };
  return ctx.records[player * 64 + (dice[0]! - 1) * 8 + dice[1]! - 1] === roll;
}

/**
 * The state a function of a game reads: a snapshot of the caller's state when it is plainly one
 * the game made (the fast path of every call), else the trusted copy that `parseMatchState`
 * makes, which names the first bad field when there is one. Either way each field is read
 * once, so a getter cannot show one value to the check and another to the move.
 *
 * @throws {@link KiriError} `INVALID_STATE`, with `caller` at the start of the message
 */
export function readState(ctx: GameContext, state: unknown, caller: string): MatchState<string> {
  // Only parseMatchState reads JSON text: anywhere else a string is a mistake.
  if (typeof state !== 'object' || state === null) {
    throw new KiriError('INVALID_STATE', `${caller}: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got ${describe(state)}`);
  }
  // The state this game returned last (see `recent`): built and checked by the engine itself.
  if (state === recent.state && ctx === recent.ctx) return recent.state;
  try {
    const s = snapshot(ctx, state);
    if (s) return s;
  } catch {
    // A getter or Proxy trap threw: the parser says so.
  }
  return parseMatchStateWith(ctx, state, caller);
}
