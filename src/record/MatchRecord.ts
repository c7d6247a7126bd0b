// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type {
  AcceptAction,
  BetAction,
  DeclineAction,
  HaltAction,
  TimeoutAction,
} from '../game/Action.js';
import type { Seat } from '../game/MatchState.js';
import type { FairRounds } from './FairRounds.js';
import type { CombinationSpec, DicePair, DiceSum } from '../rules/Rules.js';

/**
 * A roll as a record keeps it: its dice always, and whether the match's generator drew them
 * (`drawn: true`, checked against the seed on replay) or the action gave them (`drawn: false`:
 * dice from outside, such as a server's or a physical roll).
 *
 * @example
 * ```ts
 * import type { RecordedRoll } from 'kiri-dice/record';
 *
 * const drawn: RecordedRoll = { type: 'roll', player: 1, dice: [3, 5], drawn: true };
 * const typedIn: RecordedRoll = { type: 'roll', player: 1, dice: [8, 6], drawn: false };
 * ```
 */
export interface RecordedRoll {
  /** Discriminant. */
  readonly type: 'roll';
  /** The roller's seat. */
  readonly player: Seat;
  /** The two faces as rolled, in order. */
  readonly dice: readonly [number, number];
  /** `true` when the match's generator drew the dice, `false` when the action gave them. */
  readonly drawn: boolean;
}

/**
 * One accepted action of a record: a bet, an accept, a decline or a timeout exactly as played,
 * or a {@link RecordedRoll}. A timeout, when there is one, is the last move: it ends the match.
 *
 * @example
 * ```ts
 * import type { RecordedMove } from 'kiri-dice/record';
 *
 * const round: RecordedMove[] = [
 *   { type: 'bet', player: 0, amount: 10 },
 *   { type: 'accept', player: 1 },
 *   { type: 'roll', player: 1, dice: [8, 6], drawn: false },
 * ];
 * ```
 */
export type RecordedMove =
  BetAction | AcceptAction | DeclineAction | TimeoutAction | HaltAction | RecordedRoll;

/**
 * One combination of {@link RecordedRules}: a `CombinationSpec` whose dice are plain JSON (no
 * predicate).
 *
 * @example
 * ```ts
 * import type { RecordedCombination } from 'kiri-dice/record';
 *
 * const dead: RecordedCombination = { id: 'dead', dice: [[1, 1]], instant: 'lose' };
 * ```
 */
export interface RecordedCombination extends Omit<CombinationSpec, 'dice'> {
  /** The rolls it claims: a list of pairs, a range of sums or `'any'`. */
  readonly dice: readonly DicePair[] | DiceSum | 'any';
}

/**
 * House rules as a record holds them: a `RulesSpec` that is plain JSON, which `defineRules`
 * builds again on replay. `startRecord` writes every combination with the pairs it claims.
 *
 * @example
 * ```ts
 * import type { RecordedRules } from 'kiri-dice/record';
 *
 * const quick: RecordedRules = {
 *   name: 'quick',
 *   targetPoints: 2,
 *   combinations: [
 *     { id: 'dead', dice: [[1, 1]], instant: 'lose' },
 *     { id: 'high', dice: { minSum: 12 }, points: 1 },
 *     { id: 'rest', dice: 'any', endsTurn: true },
 *   ],
 * };
 * ```
 */
export interface RecordedRules {
  /** A name for people and logs. */
  readonly name?: string;
  /** Points that win a round. */
  readonly targetPoints?: number;
  /** The combinations in priority order. */
  readonly combinations: readonly RecordedCombination[];
}

/**
 * How the recorded match started: the options of `createMatch`, with the seed as the number the
 * state holds (`state.seed`: a string seed is hashed to it).
 *
 * @example
 * ```ts
 * import type { RecordStart } from 'kiri-dice/record';
 *
 * const start: RecordStart = { seed: 728823507, chips: [50, 50], firstBettor: 1 };
 * ```
 */
export interface RecordStart {
  /** The number the generator was seeded with, from 0 to 2^53 - 1. */
  readonly seed: number;
  /** The starting balances. */
  readonly chips: readonly [number, number];
  /** Who bet in round 1. */
  readonly firstBettor: Seat;
}

/**
 * A match as it was played: plain JSON and deeply frozen, enough to replay it exactly.
 *
 * It holds the format version (1), the rules (`'standard'`, or house rules as JSON data), the
 * start of the match, and every accepted action in order; rejected actions are not recorded.
 * A match played with fresh values each round also holds the seats' values (`rounds`).
 * The built-in generator (`sfc32`) is the only one a record replays: a record names no other.
 *
 * @example
 * ```ts
 * import { formatRecord, play, startRecord, type MatchRecord } from 'kiri-dice/record';
 *
 * let match = startRecord({ seed: 1 });
 * match = play(match, { type: 'bet', player: 0, amount: 10 });
 * const record: MatchRecord = match.record;
 * console.log(record.moves); // => [{ type: 'bet', player: 0, amount: 10 }]
 * console.log(formatRecord(record).split('\n').at(-2)); // => '1. P0 bets 10'
 * ```
 */
export interface MatchRecord {
  /** The version of the format: always 1. */
  readonly format: 1;
  /** `'standard'`, or the house rules as JSON data. */
  readonly rules: 'standard' | RecordedRules;
  /** The options the match started with. */
  readonly start: RecordStart;
  /** Every accepted action, in order. */
  readonly moves: readonly RecordedMove[];
  /**
   * The seats' values, for a match played with a fresh value from each seat in every round (as
   * a referee gives it): the joins' commitments and every reveal, in order. Replaying checks
   * their form only; `verifyFairRolls` checks what they prove.
   */
  readonly rounds?: FairRounds;
}
