import type { Combination } from '../Combination.js';
import { isOwnKiriError } from '../KiriError.js';
import { defineRules } from '../rules/defineRules.js';
import type { Rules } from '../rules/Rules.js';
import { RULES_BRAND } from '../rules/rulesBrand.js';
import { specOf } from '../rules/specOf.js';
import { standardRules } from '../rules/standardRules.js';

/**
 * The rules of another copy of kiri-dice, each with this copy's own, rebuilt from them: keyed by
 * the other copy's object, which is deeply frozen (checked), so that what was read from it is
 * what it holds for ever. The values are rules this copy's `defineRules` built and checked; the
 * other copy's objects are never trusted themselves.
 */
const rebuilt = /* @__PURE__ */ new WeakMap<object, Rules>();

/** Whether `value` carries the brand of the rules of a copy of kiri-dice (anyone can forge it). */
function isBranded(value: unknown): value is Rules {
  try {
    return typeof value === 'object' && value !== null && Object.hasOwn(value, RULES_BRAND);
  } catch {
    return false;
  }
}

/** Whether the rules, their lists, combinations and names are all frozen, as every copy makes them. */
function deeplyFrozen(rules: Rules): boolean {
  const list: unknown = rules.combinations;
  const table: unknown = rules.table;
  return (
    Object.isFrozen(rules) &&
    Array.isArray(list) &&
    Object.isFrozen(list) &&
    Array.isArray(table) &&
    Object.isFrozen(table) &&
    rules.combinations.every((c) => Object.isFrozen(c) && Object.isFrozen(c.names))
  );
}

/** Whether two combinations say the same. */
function sameCombination(a: Combination, b: Combination): boolean {
  return (
    a.id === b.id &&
    a.names.en === b.names.en &&
    a.names.ru === b.names.ru &&
    a.points === b.points &&
    a.bonusRolls === b.bonusRolls &&
    a.endsTurn === b.endsTurn &&
    a.instant === b.instant
  );
}

/**
 * Whether `other` says what `ours` says: the same name, target and combinations, and each of the
 * 64 rolls, in its table, the very combination of its list that ours gives it.
 */
function sameRules(ours: Rules, other: Rules): boolean {
  return (
    ours.name === other.name &&
    ours.targetPoints === other.targetPoints &&
    ours.combinations.length === other.combinations.length &&
    ours.combinations.every((c, k) => sameCombination(c, other.combinations[k]!)) &&
    other.table.length === 64 &&
    ours.table.every((c, i) => other.table[i] === other.combinations[ours.combinations.indexOf(c)])
  );
}

/**
 * Another copy's rules (its ES module or CommonJS build, loaded beside this one) as this copy's
 * own: their spec is read, built again by this copy's `defineRules`, which checks it all, and
 * compared with them; the standard rules come back as this copy's `standardRules`. The brand
 * only says which values to try: a forged one gets what `defineRules` makes of it, or a refusal.
 *
 * @param value - what was given as rules, which this copy did not build
 * @returns this copy's rules; `null` without the brand; or why branded rules are refused
 */
export function rebuiltRules(value: unknown): Rules | string | null {
  if (!isBranded(value)) return null;
  const known = rebuilt.get(value);
  if (known) return known;
  let ours: Rules;
  try {
    if (!deeplyFrozen(value)) return 'they are not frozen, as the rules of every copy are';
    ours = defineRules(specOf(value));
    if (!sameRules(ours, value)) return 'their table is not the one their combinations make';
  } catch (error) {
    // defineRules throws its own KiriError for a spec it refuses; a trap of a Proxy, anything.
    return isOwnKiriError(error)
      ? `this copy's ${(error as Error).message}`
      : 'they could not be read: a getter or Proxy trap threw';
  }
  const rules = sameRules(standardRules, value) ? standardRules : ours;
  rebuilt.set(value, rules);
  return rules;
}
