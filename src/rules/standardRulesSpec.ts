// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { CombinationId } from '../game/Combination.js';
import type { RulesSpec } from './Rules.js';
import { specOf } from './specOf.js';
import { standardRules } from './standardRules.js';

/**
 * The standard rules as data: every combination with the dice pairs it claims, plain JSON and
 * frozen; the starting point for house rules. `defineRules(standardRulesSpec)` equals
 * `standardRules` (a test checks it).
 *
 * @example
 * ```ts
 * const toEight = defineRules({ ...standardRulesSpec, name: 'to-eight', targetPoints: 8 });
 * ```
 */
export const standardRulesSpec: RulesSpec<CombinationId> = /* @__PURE__ */ specOf(standardRules);
