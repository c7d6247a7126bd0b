// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { Rules } from '../rules/Rules.js';
import { failure, fields, oneOf, whole } from '../guard/check.js';
import { rulesOf } from '../rules/rulesOf.js';
import { standardRules } from '../rules/standardRules.js';
import { solveRound } from './solveRound.js';

/**
 * The most chips in all that `solveMatch`, `evaluatePolicies` and the `'best'` bot take: 10,000.
 * Past it the solver's time and memory grow past what a page or a server can spend (see the
 * strategy guide), so a tool that offers the solver checks a match's chips against it first.
 *
 * @example
 * ```ts
 * import { maxTotalChips } from 'kiri-dice/odds';
 *
 * const solvable = (chips: readonly [number, number]) => chips[0] + chips[1] <= maxTotalChips;
 * console.log(solvable([100, 100])); // => true
 * console.log(maxTotalChips); // => 10000
 * ```
 */
export const maxTotalChips = 10_000;

/**
 * Options of `solveMatch` and `evaluatePolicies`.
 *
 * @example
 * ```ts
 * import { solveMatch, type SolveMatchOptions } from 'kiri-dice/odds';
 *
 * const options: SolveMatchOptions = { totalChips: 100 }; // 50 chips each, say
 * console.log(solveMatch(options).totalChips); // => 100
 * ```
 */
export interface SolveMatchOptions {
  /** The chips of both purses together, a whole number from 2 to 10,000 (default 200). */
  readonly totalChips?: number;
  /** The rules (default `standardRules`). */
  readonly rules?: Rules;
  /**
   * Whether the acceptor may decline a bet, ending the match with each player's own chips
   * (`solveMatch` only; default `false`). With `true`, each player's value is the expected
   * share of all the chips at the end, and the acceptor declines wherever that is worth more
   * than accepting; with `false`, every bet is accepted, as the original rules ask, and the
   * value is the chance to win the match. Under the standard rules the two agree everywhere.
   */
  readonly declines?: boolean;
}

/** The options read and checked, with the chance that the acceptor wins a round. */
export interface MatchSetup {
  readonly totalChips: number;
  readonly rules: Rules;
  readonly acceptorWins: number;
  readonly declines: boolean;
}

/**
 * The chance that the acceptor wins a round, by rules: solved once. Keyed by rules that
 * `defineRules` built and froze, so no caller's value is ever stored.
 */
const acceptorWinsByRules = /* @__PURE__ */ new WeakMap<Rules, number>();

/**
 * Reads the options of `caller`; the rules must let the bettor win a round now and then. Only a
 * caller that models declines (`withDeclines`) takes `declines`.
 */
export function readMatchOptions(
  caller: string,
  options: unknown,
  withDeclines = false,
): MatchSetup {
  const fail = failure('INVALID_OPTIONS', caller);
  const {
    totalChips = 200,
    rules = standardRules,
    declines = false,
  } = fields(
    fail,
    options ?? {},
    'options',
    withDeclines ? ['totalChips', 'rules', 'declines'] : ['totalChips', 'rules'],
  );
  const total = whole(fail, totalChips, 'options.totalChips', 2, maxTotalChips);
  const decline = oneOf(fail, declines, 'options.declines', [false, true]);
  const known = rulesOf(rules as Rules, caller, 'options.rules');
  let acceptorWins = acceptorWinsByRules.get(known);
  if (acceptorWins === undefined)
    acceptorWinsByRules.set(known, (acceptorWins = solveRound(known).firstRollerWins));
  // Then the bettor never wins a round: stakes of 1 could go back and forth for ever.
  if (acceptorWins >= 1) {
    throw new KiriError(
      'INVALID_RULES',
      `${caller}: options.rules must be rules under which the bettor can win a round, got ${JSON.stringify(known.name)} (the acceptor always wins)`,
    );
  }
  return { totalChips: total, rules: known, acceptorWins, declines: decline };
}
