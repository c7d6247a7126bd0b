// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Rules } from './Rules.js';
import { standardRules } from './standardRules.js';

/**
 * The rules `defineRules` built, by identity: the one way to tell them from a look-alike object
 * (a spread copy, JSON, a hand-made table), whose fields nothing has checked. Only `defineRules`
 * adds to it, after checking the rules completely, and it holds them weakly.
 */
const built = /* @__PURE__ */ new WeakSet();

/** Records rules that `defineRules` has checked and frozen. */
export function addKnownRules(rules: Rules): void {
  built.add(rules);
}

/** True for `standardRules` and for rules that `defineRules` built (in this copy of kiri-dice). */
export function isKnownRules(rules: unknown): rules is Rules {
  return rules === standardRules || built.has(rules as object);
}
