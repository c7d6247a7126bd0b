// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { calling, failure, items, whole, type Fail } from '../guard/check.js';
import { absorb } from './absorb.js';
import { matchChain } from './matchChain.js';
import { matchOdds, type MatchOdds } from './MatchOdds.js';
import { readMatchOptions, type SolveMatchOptions } from './SolveMatchOptions.js';

/**
 * How a player stakes: the stake to bet, a whole number from 1 to the smaller purse, from the
 * bettor's purse and the other player's.
 *
 * @example
 * ```ts
 * import type { StakePolicy } from 'kiri-dice/odds';
 *
 * const minimum: StakePolicy = () => 1;
 * const half: StakePolicy = (purse, opponentPurse) => Math.max(1, Math.floor(Math.min(purse, opponentPurse) / 2));
 * console.log(half(50, 50)); // => 25
 * ```
 */
export type StakePolicy = (purse: number, opponentPurse: number) => number;

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'evaluatePolicies');

/**
 * Solves a whole match exactly for two given ways of staking: each seat's chance to win it from
 * every position, when seat 0 stakes by `policies[0]`, seat 1 by `policies[1]`, and every bet is
 * accepted. Each policy is asked once for every position.
 *
 * The match is then an absorbing Markov chain over the positions (seat 0's purse, who bets),
 * solved as such (the match ends with probability 1): by Gauss-Seidel iteration when matches
 * are short, until the chance that the match is still on is below 1e-14 everywhere (so every
 * answer is within it), and otherwise by Gaussian elimination within the band that the stakes
 * span, with the pivots of the Grassmann-Taksar-Heyman algorithm (no subtraction, so full
 * precision however long matches last), on sparse rows when a few large stakes widen the band
 * past 128 MiB. Small stakes cost a few milliseconds even at 10,000 chips; large ones end
 * matches quickly and cost about as little. Stakes of every size at once at several thousand
 * chips can take seconds; past the sparse elimination's bounds (2^25 steps, 2^20 entries), the
 * policies are refused rather than solved for minutes.
 *
 * @param policies - `[seat 0's policy, seat 1's policy]`
 * @param options - `totalChips` (default 200) and `rules` (default `standardRules`); not
 * `declines`: the policies bet, and every bet is accepted
 * @returns the frozen {@link MatchOdds}, with the stakes the policies bet
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for policies that are not two
 * functions, a stake out of range or a policy that throws, a total out of range (from 2 to
 * 10,000) or an unknown option, or policies whose stakes are past the solver's bounds;
 * `INVALID_RULES` for rules not from `defineRules`, or under
 * which the acceptor always wins
 * @example
 * ```ts
 * import { evaluatePolicies } from 'kiri-dice/odds';
 *
 * // 50 chips each: seat 0 stakes 1, seat 1 half the smaller purse; seat 0 bets first.
 * const half = (purse: number, opponentPurse: number) => Math.max(1, Math.floor(Math.min(purse, opponentPurse) / 2));
 * const odds = evaluatePolicies([() => 1, half], { totalChips: 100 });
 * console.log(odds.at(50, 0).wins[0].toFixed(4)); // => '0.6486'
 * ```
 */
export function evaluatePolicies(
  policies: readonly [StakePolicy, StakePolicy],
  options?: Omit<SolveMatchOptions, 'declines'>,
): MatchOdds {
  const pair = items(fail, policies, 'policies', 2, 'a pair of stake policies [seat 0, seat 1]');
  const caller = 'evaluatePolicies';
  const setup = readMatchOptions(caller, options);
  const t = setup.totalChips;
  const stakes = pair.map((policy, k) => {
    if (typeof policy !== 'function')
      fail(`policies[${k}]`, 'a function (purse, opponentPurse) => stake', policy);
    return Int32Array.from({ length: t + 1 }, (_, a) => {
      if (a % t === 0) return 0;
      const [mine, theirs] = k ? [t - a, a] : [a, t - a];
      const call = `policies[${k}](${mine}, ${theirs})`;
      const stake: unknown = calling('INVALID_OPTIONS', `evaluatePolicies: ${call}`, () =>
        (policy as StakePolicy)(mine, theirs),
      );
      return whole(fail, stake, call, 1, Math.min(mine, theirs));
    });
  }) as unknown as readonly [Int32Array, Int32Array];
  const chances = absorb(matchChain(t, setup.acceptorWins, stakes), caller);
  return matchOdds(setup.rules.name, t, setup.acceptorWins, stakes, chances);
}
