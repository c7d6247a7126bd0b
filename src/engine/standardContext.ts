// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Rules } from '../rules/Rules.js';
import { sfc32 } from '../rng/sfc32.js';
import { sfc32Roll } from './drawRoll.js';
import { standardRules } from '../rules/standardRules.js';
import { makeContext, type GameContext } from './GameContext.js';

/**
 * The context of a game of `rules` on the built-in generator, with its fused draw of both dice,
 * keeping its own states in `own` when given one.
 */
export function sfc32Context(rules: Rules, own: WeakSet<object> | null = null): GameContext {
  return makeContext(rules, sfc32, sfc32Roll, 4, own);
}

let context: GameContext | undefined;

/** The standard game's context, built on first use so that importing the package does no work. */
export function standardContext(): GameContext {
  return (context ??= sfc32Context(standardRules));
}
