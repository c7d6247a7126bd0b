// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState, RollingState, Seat } from '../game/MatchState.js';
import { createGame } from '../game/createGame.js';
import type { Rules } from '../rules/Rules.js';
import { solveRound } from '../odds/solveRound.js';

/** A seat's chance to win the round in play, from its states. */
export interface RoundChances {
  /**
   * Seat `seat`'s chance to win the round of `state`: a state of the round in play, or the state
   * its last roll led to (1 for the round's winner, 0 for the other).
   */
  readonly chance: (state: MatchState<string>, seat: Seat) => number;
  /**
   * The roller's chance after the next roll from `state`, averaged exactly over the 64 outcomes
   * of the dice: each combination's chance, once, weighed by the outcomes it claims.
   */
  readonly mean: (state: RollingState<string>) => number;
}

/**
 * The chances of rounds by rules, kept for every later review. Keyed by rules that `defineRules`
 * built and froze (or `standardRules`), so no caller's value is ever stored.
 */
const chancesByRules = /* @__PURE__ */ new WeakMap<Rules, RoundChances>();

/**
 * The chances of a round under `rules`, from `solveRound`'s solution of every position, with the
 * rolls played by the game's own `reduce`, so that no rule of a roll is written twice. Both are
 * kept by position (the roller's points, the other's, the extra rolls left): matches come back
 * to the same few positions.
 */
export function roundChances(rules: Rules): RoundChances {
  let known = chancesByRules.get(rules);
  if (!known) chancesByRules.set(rules, (known = solveChances(rules)));
  return known;
}

/** The chances of a round under `rules`, solved. */
function solveChances(rules: Rules): RoundChances {
  const odds = solveRound(rules);
  // A game that knows every state it made: the outcomes of a roll are played from one trusted
  // copy of the state, checked once.
  const game = createGame({ rules, remember: 'all' });
  const n = odds.targetPoints;
  const chances = new Map<number, number>();
  const means = new Map<number, number>();
  // One outcome of each combination, and how many of the 64 it stands for: `defineRules` makes
  // every combination claim at least one.
  const outcomes = rules.combinations.map((c) => {
    // Stryker disable next-line ArrowFunction,ConditionalExpression: with no index, the dice are
    // 0+0, a roll the game refuses, which leaves the state as it was; and the chance of a state is
    // the exact mean of its outcomes' (solveRound's chances are a martingale), equal to rounding.
    const first = rules.table.findIndex((t) => t.id === c.id);
    const count = rules.table.filter((t) => t.id === c.id).length;
    return [Math.floor(first / 8) + 1, (first % 8) + 1, count] as const;
  });
  /** The position of `state` as one number, seen from the roller. */
  const keyOf = (s: MatchState<string>, r: Seat): number =>
    // Stryker disable next-line ArithmeticOperator: both points are below n, so a point taken away
    // instead of added keeps the key one to one.
    (s.bonusRolls * n + s.points[r]) * n + s.points[r ? 0 : 1];
  const chance = (state: MatchState<string>, seat: Seat): number => {
    if (state.phase !== 'rolling') return state.lastRound!.winner === seat ? 1 : 0;
    const r = state.roller;
    const key = keyOf(state, r);
    let win = chances.get(key);
    // Stryker disable next-line ConditionalExpression: a position solved again has the same chance.
    if (win === undefined) {
      win = odds.at(state.points[r], state.points[r ? 0 : 1], state.bonusRolls).win;
      chances.set(key, win);
    }
    return seat === r ? win : 1 - win;
  };
  const mean = (state: RollingState<string>): number => {
    const r = state.roller;
    const key = keyOf(state, r);
    let sum = means.get(key);
    // Stryker disable next-line ConditionalExpression: a position averaged again has the same mean.
    if (sum === undefined) {
      sum = 0;
      const own = game.parseMatchState(state);
      for (const [a, b, count] of outcomes)
        // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: a roll the game
        // refuses leaves the state as it was, whose chance is the exact mean of its outcomes'
        // (solveRound's chances are a martingale), equal to rounding.
        sum += count * chance(game.reduce(own, { type: 'roll', player: r, dice: [a, b] }), r);
      means.set(key, sum);
    }
    return sum / 64;
  };
  return { chance, mean };
}
