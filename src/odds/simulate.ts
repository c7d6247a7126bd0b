// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { CombinationId } from '../game/Combination.js';
import type { Rules } from '../rules/Rules.js';
import { failure, fields, guarded, whole, type Fail } from '../guard/check.js';
import { rulesOf } from '../rules/rulesOf.js';
import { normalizeSeed } from '../engine/normalizeSeed.js';
import { sfc32 } from '../rng/sfc32.js';
import { standardRules } from '../rules/standardRules.js';

/**
 * Options of `simulate`.
 *
 * @example
 * ```ts
 * import { simulate, type SimulateOptions } from 'kiri-dice/odds';
 *
 * const options: SimulateOptions = { rounds: 200_000, seed: 'odds', onProgress: (rounds) => console.log(`${rounds} rounds`) };
 * console.log(simulate(options).rounds); // => 200000
 * ```
 */
export interface SimulateOptions<Id extends string = string> {
  /** How many rounds to play, a whole number of at least 1. */
  readonly rounds: number;
  /** The seed, as in `createMatch`: a whole number or any string; without it a random one. */
  readonly seed?: number | string;
  /** The rules (default `standardRules`). */
  readonly rules?: Rules<Id>;
  /** Called with the number of rounds played so far every 65,536 rounds (for progress bars). */
  readonly onProgress?: (rounds: number) => void;
}

/**
 * What `simulate` counted.
 *
 * @example
 * ```ts
 * import { simulate, type Simulation } from 'kiri-dice/odds';
 *
 * const run: Simulation = simulate({ rounds: 10_000, seed: 1 });
 * console.log(run.wins[0] + run.wins[1]); // => 10000
 * console.log(Math.abs(run.firstRollerWinRate - 0.5483) < 0.02); // => true
 * ```
 */
export interface Simulation<Id extends string = string> {
  /** The name of the rules. */
  readonly rules: string;
  /** The seed the generator was seeded with (a string seed is hashed to this number). */
  readonly seed: number;
  /** Rounds played. */
  readonly rounds: number;
  /** Rolls made, over all rounds. */
  readonly rolls: number;
  /** Rounds won by seat 0 and by seat 1. */
  readonly wins: readonly [number, number];
  /** `wins` divided by `rounds`. */
  readonly winRates: readonly [number, number];
  /** Rounds won by the player who rolled first in them. */
  readonly firstRollerWins: number;
  /** `firstRollerWins` divided by `rounds`: compare with `solveRound().firstRollerWins`. */
  readonly firstRollerWinRate: number;
  /** `rolls` divided by `rounds`: compare with `solveRound().expectedRolls`. */
  readonly meanRolls: number;
  /** Rolls that made each combination. */
  readonly combinations: Readonly<Record<Id, number>>;
  /** `roundLengths[k]`: rounds that took exactly k rolls (index 0 is always 0). */
  readonly roundLengths: readonly number[];
}

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'simulate');

/**
 * Plays many rounds as fast as possible and counts what happened.
 *
 * The rounds are those of one match that `createMatch({ seed })` starts and `reduce` plays
 * with the same rules and dice drawn by the match's generator, every bet accepted, and chips
 * that never run out: seat 0 bets first, seat 1 rolls first in round 1, and the loser of each
 * round rolls first in the next. Bets and accepts draw no dice, so the stakes do not matter:
 * replaying that match through `reduce` gives exactly the same rolls (a test checks it). A
 * tight loop over the rules' 64-entry table does the work, with no allocation per roll.
 *
 * @param options - `rounds`, and optionally `seed`, `rules` and `onProgress`
 * @returns the counts, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for a bad option; `INVALID_RULES` for rules not from `defineRules`
 * @example
 * ```ts
 * const { firstRollerWinRate, meanRolls } = simulate({ rounds: 1_000_000, seed: 1 });
 * // about 0.548 and 7.32, as solveRound() says exactly
 * ```
 */
export function simulate(
  options: SimulateOptions<CombinationId> & { readonly rules?: undefined },
): Simulation<CombinationId>;
/**
 * Plays many rounds under house rules as fast as possible and counts what happened.
 *
 * @param options - `rounds`, `rules`, and optionally `seed` and `onProgress`
 * @returns the counts, frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for a bad option; `INVALID_RULES` for rules not from `defineRules`
 * @example
 * ```ts
 * simulate({ rounds: 10_000, seed: 'house', rules: myRules }).winRates;
 * ```
 */
export function simulate<Id extends string>(options: SimulateOptions<Id>): Simulation<Id>;
export function simulate(options: SimulateOptions): Simulation {
  const [rounds, rules, seed, progress] = readOptions(options);
  return report(rules, seed, rounds, play(rules, seed, rounds, progress));
}

/** `[rounds, rules, seed, onProgress]`, checked. */
function readOptions(
  options: SimulateOptions,
): [number, Rules, number, SimulateOptions['onProgress']] {
  const given = guarded('INVALID_OPTIONS', 'simulate', 'options', () =>
    fields(fail, options, 'options', ['rounds', 'seed', 'rules', 'onProgress']),
  );
  const rounds = whole(fail, given['rounds'], 'options.rounds', 1, 9007199254740991);
  const rules =
    given['rules'] === undefined ? standardRules : rulesOf(given['rules'] as Rules, 'simulate');
  const progress = given['onProgress'] as SimulateOptions['onProgress'];
  if (progress !== undefined && typeof progress !== 'function')
    fail('options.onProgress', 'a function', progress);
  return [rounds, rules, normalizeSeed(given['seed'], 'simulate'), progress];
}

/**
 * What the rounds came to: rolls per outcome, rounds per length (indexed by the number of rolls,
 * longer than the longest), rolls in all, rounds won by seat 1, and rounds won by their first roller.
 */
type Counts = [
  hits: Float64Array,
  lengths: Float64Array,
  rolls: number,
  wins1: number,
  firstWins: number,
];

/**
 * The table as three arrays, per outcome (first die - 1) * 8 + (second die - 1): points, extra
 * rolls, and kind: 0 the turn goes on, 1 it passes when no extra rolls are left, 2 instant win,
 * 3 instant loss.
 */
function flatten(table: Rules['table']): [Int32Array, Int32Array, Int32Array] {
  const points = new Int32Array(64);
  const extra = new Int32Array(64);
  const kind = new Int32Array(64);
  table.forEach((c, i) => {
    points[i] = c.points;
    extra[i] = c.bonusRolls;
    kind[i] = c.instant ? (c.instant === 'win' ? 2 : 3) : +c.endsTurn;
  });
  return [points, extra, kind];
}

/**
 * Plays the rounds. One long loop on purpose: it runs for every roll of millions of rounds and
 * keeps the generator's words, the points and the counters in locals, which V8 holds in
 * registers; split into calls, they would go through memory on every roll.
 */
function play(
  { table, targetPoints }: Rules,
  seed: number,
  rounds: number,
  progress: SimulateOptions['onProgress'],
): Counts {
  const [points, extra, kind] = flatten(table);
  const hits = new Float64Array(64);
  let lengths = new Float64Array(64);
  let [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = sfc32.seed(seed);
  let first = 1;
  let wins1 = 0;
  let firstWins = 0;
  let rolls = 0;
  for (let round = 1; round <= rounds; round++) {
    let roller = first;
    let mine = 0;
    let theirs = 0;
    let bonus = 0;
    let length = 0;
    let winner: number;
    for (;;) {
      // Two sfc32 outputs, each written out as sfc32Step computes it; a die is the top three
      // bits. Calling sfc32Step would keep the words in an array rather than in locals, and makes
      // this loop about a third slower; a loop over the two dice is slower still.
      let out = (s0 + s1 + s3) | 0;
      s0 = s1 ^ (s1 >>> 9);
      s1 = (s2 + (s2 << 3)) | 0;
      s2 = (((s2 << 21) | (s2 >>> 11)) + out) | 0;
      s3 = (s3 + 1) | 0;
      const high = (out >>> 29) << 3;
      out = (s0 + s1 + s3) | 0;
      s0 = s1 ^ (s1 >>> 9);
      s1 = (s2 + (s2 << 3)) | 0;
      s2 = (((s2 << 21) | (s2 >>> 11)) + out) | 0;
      s3 = (s3 + 1) | 0;
      const i = high | (out >>> 29);
      length++;
      hits[i]!++;
      const k = kind[i]!;
      if (k > 1) {
        winner = k === 2 ? roller : 1 - roller;
        break;
      }
      mine += points[i]!;
      if (mine >= targetPoints) {
        winner = roller;
        break;
      }
      bonus = (bonus > 0 ? bonus - 1 : 0) + extra[i]!;
      if (k === 1 && !bonus) {
        const held = mine;
        mine = theirs;
        theirs = held;
        roller = 1 - roller;
      }
    }
    rolls += length;
    wins1 += winner;
    if (winner === first) firstWins++;
    // The winner bets next; the other seat accepts and rolls first.
    first = 1 - winner;
    if (length >= lengths.length) {
      const longer = new Float64Array(2 * length);
      longer.set(lengths);
      lengths = longer;
    }
    lengths[length]!++;
    if (!(round & 65535) && progress) progress(round);
  }
  return [hits, lengths, rolls, wins1, firstWins];
}

/** The frozen {@link Simulation} of the counts. */
function report(
  { name, combinations, table }: Rules,
  seed: number,
  rounds: number,
  [hits, lengths, rolls, wins1, firstWins]: Counts,
): Simulation {
  const byId: Record<string, number> = {};
  for (const c of combinations) byId[c.id] = 0;
  hits.forEach((count, i) => (byId[table[i]!.id]! += count));
  // Stryker disable next-line ArithmeticOperator: starting the search for the longest round one
  // past the end reads an empty slot (`undefined`), which the loop steps back over.
  let last = lengths.length - 1;
  while (!lengths[last]) last--;
  return Object.freeze({
    rules: name,
    seed,
    rounds,
    rolls,
    wins: Object.freeze([rounds - wins1, wins1] as const),
    winRates: Object.freeze([(rounds - wins1) / rounds, wins1 / rounds] as const),
    firstRollerWins: firstWins,
    firstRollerWinRate: firstWins / rounds,
    meanRolls: rolls / rounds,
    combinations: Object.freeze(byId),
    roundLengths: Object.freeze(Array.from(lengths.subarray(0, last + 1))),
  });
}
