// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Action } from '../game/Action.js';
import { KiriError } from '../game/KiriError.js';
import type { MatchState } from '../game/MatchState.js';
import type { Rules } from '../rules/Rules.js';
import { makeContext } from '../engine/GameContext.js';
import { readState } from '../engine/readState.js';
import { failure, fields, oneOf, whole, type Fail } from '../guard/check.js';
import { rulesOf } from '../rules/rulesOf.js';
import { standardRules } from '../rules/standardRules.js';
import { solveMatch } from './solveMatch.js';

/**
 * How a bot stakes: `best` (from `solveMatch`), `random` (uniform from 1 to the largest stake,
 * from the number the move is given), `bold` (the largest stake) or `fixed` (`stake`, or the
 * largest when less).
 *
 * @example
 * ```ts
 * import type { BotStrategy } from 'kiri-dice/odds';
 *
 * const strategies: BotStrategy[] = ['best', 'random', 'bold', 'fixed'];
 * ```
 */
export type BotStrategy = 'best' | 'random' | 'bold' | 'fixed';

/**
 * Options of `createBot`.
 *
 * @example
 * ```ts
 * import { createBot, type BotOptions } from 'kiri-dice/odds';
 *
 * const options: BotOptions = { strategy: 'fixed', stake: 5 };
 * console.log(typeof createBot(options)); // => 'function'
 * ```
 */
export interface BotOptions {
  /** How the bot stakes. */
  readonly strategy: BotStrategy;
  /** The stake of the `fixed` strategy, a whole number of at least 1 (only for `fixed`). */
  readonly stake?: number;
  /** The rules of the matches it plays (default `standardRules`). */
  readonly rules?: Rules;
}

/**
 * A computer player: the action of whichever seat must act in `state` (the bettor's bet, the
 * acceptor's accept, the roller's roll, with the match's own dice), or `null` once the match is
 * over. Pure: the `random` strategy takes its randomness as `random`, a number from 0 up to
 * (not including) 1, and any other ignores it.
 *
 * @example
 * ```ts
 * import { createMatch } from 'kiri-dice';
 * import { createBot, type Bot } from 'kiri-dice/odds';
 *
 * const bot: Bot = createBot({ strategy: 'random' });
 * console.log(bot(createMatch({ seed: 1 }), 0.5)); // => { type: 'bet', player: 0, amount: 51 }
 * ```
 */
export type Bot = (state: MatchState<string>, random?: number) => Action | null;

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'createBot');

/**
 * The most chip totals a `best` bot keeps the table of: a bot plays one match at a time, and a
 * table of 10,000 chips holds some 20,000 stakes, so a few tables are plenty and the memory stays
 * bounded however many totals it meets.
 */
const MAX_TABLES = 4;

/**
 * Creates a computer player that plays either seat. It always accepts (as the original rules
 * require) and rolls with the match's generator; only its stakes differ. The `best` bot solves
 * a match the first time it meets its total of chips (`solveMatch`: up to 10,000 chips) and
 * keeps the table, so each later move is a look-up; it keeps the tables of the last 4 totals it
 * played, so that its memory stays bounded (a fifth total drops the one used longest ago).
 *
 * @param options - the `strategy`, the `stake` of `fixed`, and the `rules` (default `standardRules`)
 * @returns the {@link Bot}; each move throws `INVALID_STATE` for a state that is not one of the
 * rules, and `INVALID_OPTIONS` for a `random` move without a number from 0 to 1, or a `best`
 * move in a match of more than 10,000 chips
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` for an unknown strategy or option, or a
 * `fixed` bot without a stake; `INVALID_RULES` for rules not from `defineRules`
 * @example
 * ```ts
 * import { createMatch, playerToAct, reduce } from 'kiri-dice';
 * import { createBot } from 'kiri-dice/odds';
 *
 * const players = [createBot({ strategy: 'best' }), createBot({ strategy: 'bold' })];
 * let state = createMatch({ seed: 7, chips: [10, 10] });
 * for (let seat = playerToAct(state); seat !== null; seat = playerToAct(state))
 *   state = reduce(state, players[seat]!(state)!);
 * console.log(state.winner); // => 0
 * ```
 */
export function createBot(options: BotOptions): Bot {
  const {
    strategy,
    stake,
    rules = standardRules,
  } = fields(fail, options, 'options', ['strategy', 'stake', 'rules']);
  const kind = oneOf(fail, strategy, 'options.strategy', ['best', 'random', 'bold', 'fixed']);
  const fixed =
    kind === 'fixed'
      ? whole(fail, stake, 'options.stake', 1, Number.MAX_SAFE_INTEGER)
      : stake === undefined
        ? 0
        : fail('options.stake', 'absent (only the fixed strategy has a stake)', stake);
  const known = rulesOf(rules as Rules, 'createBot', 'options.rules');
  const ctx = makeContext(known, null, null, 0);
  const tables = new Map<number, readonly [readonly number[], readonly number[]]>();
  const move: Fail = failure('INVALID_OPTIONS', 'bot');
  const stakeOf = (s: MatchState<string>, random: unknown): number => {
    const most = Math.min(s.chips[0], s.chips[1]);
    switch (kind) {
      case 'best': {
        let stakes = tables.get(s.totalChips);
        // Last used last: the oldest table is the first one the bound below drops.
        tables.delete(s.totalChips);
        if (!stakes) {
          if (s.totalChips > 10_000) {
            throw new KiriError(
              'INVALID_OPTIONS',
              `bot: the best strategy plays matches of up to 10000 chips in all, got ${s.totalChips}`,
            );
          }
          stakes = solveMatch({ totalChips: s.totalChips, rules: known }).stakes;
          if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value!);
        }
        tables.set(s.totalChips, stakes);
        return stakes[s.bettor][s.chips[0]]!;
      }
      case 'random':
        if (typeof random !== 'number' || !(random >= 0 && random < 1))
          move('random', 'a number from 0 up to 1 (not included) for a random move', random);
        return 1 + Math.floor(random * most);
      case 'bold':
        return most;
      default:
        return Math.min(fixed, most);
    }
  };
  return (state, random) => {
    const s = readState(ctx, state, 'bot');
    switch (s.phase) {
      case 'betting':
        return Object.freeze({ type: 'bet', player: s.bettor, amount: stakeOf(s, random) });
      case 'accepting':
        return Object.freeze({ type: 'accept', player: s.bettor ? 0 : 1 });
      case 'rolling':
        return Object.freeze({ type: 'roll', player: s.roller });
      default:
        return null;
    }
  };
}
