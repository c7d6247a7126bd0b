import { sfc32, sfc32Roll } from '../rng/sfc32.js';
import { standardRules } from '../standardRules.js';
import { makeContext, type GameContext } from './GameContext.js';

let context: GameContext | undefined;

/** The standard game's context, built on first use so that importing the package does no work. */
export function standardContext(): GameContext {
  return (context ??= makeContext(standardRules, sfc32, sfc32Roll, 4));
}
