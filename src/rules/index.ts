/**
 * kiri-dice/rules: house rules. Build your own combination table and target score, checked
 * completely when it is built, and play it with `createGame` from `kiri-dice`.
 *
 * A separate entry point, so that games on the standard rules do not ship the rules compiler.
 *
 * ```ts
 * import { createGame } from 'kiri-dice';
 * import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
 *
 * const game = createGame({ rules: defineRules({ ...standardRulesSpec, targetPoints: 6 }) });
 * ```
 *
 * @packageDocumentation
 * @module kiri-dice/rules
 */
export { defineRules } from './defineRules.js';
export { standardRulesSpec } from './standardRulesSpec.js';
