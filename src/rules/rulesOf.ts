// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { Rules } from './Rules.js';
import { isKnownRules } from './knownRules.js';

/**
 * `rules` when it came from `defineRules` (or is `standardRules`); throws `INVALID_RULES`
 * otherwise. The one check of rules: every function that takes rules calls it (`classifyRoll`
 * inlines it, message and all, to stay in its size budget).
 */
export function rulesOf<R extends Rules>(rules: R, caller: string, field = 'rules'): R {
  if (isKnownRules(rules)) return rules;
  const why = fromAnotherCopy(rules)
    ? ": these are rules of another copy of kiri-dice (its ES module and CommonJS builds both loaded?): use this copy's defineRules or standardRules"
    : '';
  throw new KiriError(
    'INVALID_RULES',
    `${caller}: ${field} must be rules from defineRules()${why}`,
  );
}

/**
 * Whether `value` looks like rules that another copy of kiri-dice built: frozen, with a name, a
 * frozen list of combinations and a frozen table of 64 pairs. Only for the message: such rules
 * are never trusted, since nothing of this copy checked them. A trap that throws means no, as
 * does `null` or `undefined` (whose fields cannot be read) and any other value with no name.
 */
function fromAnotherCopy(value: unknown): boolean {
  try {
    const r = value as Partial<Rules>;
    return (
      Object.isFrozen(r) &&
      typeof r.name === 'string' &&
      Array.isArray(r.combinations) &&
      Object.isFrozen(r.combinations) &&
      Array.isArray(r.table) &&
      r.table.length === 64 &&
      Object.isFrozen(r.table)
    );
    // A look-alike whose traps throw makes the check answer `undefined` instead of `false`
    // without this block, which gives the same message without the hint.
  } catch /* Stryker disable next-line BlockStatement: the same message, no hint */ {
    return false;
  }
}
