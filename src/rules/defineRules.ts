// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Combination } from '../game/Combination.js';
import type { Rules, RulesSpec } from './Rules.js';
import {
  failure,
  fields,
  guarded,
  itemsOf,
  oneOf,
  pair,
  whole,
  type Fail,
} from '../guard/check.js';
import { isPlainObject } from '../guard/isPlainObject.js';
import { addKnownRules } from './knownRules.js';

/** Larger values make no playable game and would only blow up the exact solver. */
const MAX_NUMBER = 100;
const ID_PATTERN = /^[A-Za-z][\w-]*$/;
const COMBINATION_FIELDS = ['id', 'names', 'dice', 'points', 'bonusRolls', 'endsTurn', 'instant'];
const fail: Fail = /* @__PURE__ */ failure('INVALID_RULES', 'defineRules');

/** Checks a matcher once and returns the test the compiler applies to each unordered pair. */
function matcher(dice: unknown, at: string): (a: number, b: number) => unknown {
  if (dice === 'any') return () => true;
  if (typeof dice === 'function') {
    return (a, b) => {
      try {
        return (dice as (a: number, b: number) => unknown)(a, b);
      } catch (error) {
        return fail(
          at,
          'a predicate that does not throw',
          error instanceof Error ? error.message : error,
        );
      }
    };
  }
  if (Array.isArray(dice)) {
    // Read by index, and bounded: 36 unordered pairs exist, so a longer list only repeats them.
    if (dice.length > 64) fail(at, 'a list of at most 64 pairs', dice);
    const list = itemsOf(fail, dice, at);
    const keys = list.map((value: unknown, j) => {
      const [x, y] = pair(fail, value, `${at}[${j}]`, 1, 8);
      return Math.min(x, y) * 8 + Math.max(x, y);
    });
    return (a, b) => keys.includes(a * 8 + b);
  }
  if (!isPlainObject(dice))
    fail(at, "a list of pairs, { minSum, maxSum }, 'any' or a predicate", dice);
  const { minSum = 2, maxSum = 16 } = fields(fail, dice, at, ['minSum', 'maxSum']);
  whole(fail, minSum, `${at}.minSum`, 2, 16);
  whole(fail, maxSum, `${at}.maxSum`, 2, 16);
  return (a, b) => a + b >= (minSum as number) && a + b <= (maxSum as number);
}

/**
 * Builds rules from a table of combinations in priority order, checking it completely.
 *
 * Every one of the 64 ordered outcomes of two d8 must be claimed by some combination, every
 * combination must claim at least one, and some combination must be able to end a round. The
 * result is compiled to a 64-entry lookup table, so classifying a roll under any rules is a
 * single array read.
 *
 * @param spec - the rules: `targetPoints` (default 4) and `combinations` in priority order
 * @returns frozen {@link Rules}
 * @throws {@link kiri-dice!KiriError} `INVALID_RULES` naming the first field that is wrong
 * @example
 * ```ts
 * // A house rule: scoring passes the turn.
 * const passOnScore = defineRules({
 *   ...standardRulesSpec,
 *   name: 'pass-on-score',
 *   combinations: standardRulesSpec.combinations.map((c) =>
 *     c.points ? { ...c, endsTurn: true } : c,
 *   ),
 * });
 * console.log(classifyRoll(1, 2, passOnScore).endsTurn); // => true
 * ```
 */
export function defineRules<const Id extends string>(spec: RulesSpec<Id>): Rules<Id> {
  const rules = guarded('INVALID_RULES', 'defineRules', 'rules', () => compile(spec));
  addKnownRules(rules);
  return rules;
}

/** One combination's effect, checked; `ids` holds the ids before it (each must be unique). */
function readCombination(c: Record<string, unknown>, at: string, ids: unknown[]): Combination {
  const { id, names = {}, points = 0, bonusRolls = 0, endsTurn = false, instant = null } = c;
  if (typeof id !== 'string' || !ID_PATTERN.test(id) || ids.includes(id)) {
    fail(`${at}.id`, "a unique name of letters, digits, '_' or '-' that starts with a letter", id);
  }
  ids.push(id);
  const given = fields(fail, names, `${at}.names`, ['en', 'ru']);
  const en = given['en'] ?? given['ru'] ?? id;
  const ru = given['ru'] ?? en;
  if (typeof en !== 'string' || typeof ru !== 'string')
    fail(`${at}.names`, 'an object of strings { en, ru }', names);
  oneOf(fail, instant, `${at}.instant`, ['win', 'lose', null]);
  whole(fail, points, `${at}.points`, 0, MAX_NUMBER);
  whole(fail, bonusRolls, `${at}.bonusRolls`, 0, MAX_NUMBER);
  if (instant && ((points as number) || (bonusRolls as number)))
    fail(at, 'without points or extra rolls: an instant combination ends the round', c);
  oneOf(fail, endsTurn, `${at}.endsTurn`, [true, false]);
  return Object.freeze({
    id,
    names: Object.freeze({ en, ru }),
    points,
    bonusRolls,
    endsTurn,
    instant,
  }) as Combination;
}

/**
 * Gives `combination` every roll its matcher claims that no earlier combination took; it must claim
 * one.
 */
function claim(
  table: (Combination | undefined)[],
  combination: Combination,
  dice: unknown,
  at: string,
): void {
  const matches = matcher(dice, `${at}.dice`);
  let claimed = false;
  for (let a = 1; a <= 8; a++) {
    for (let b = a; b <= 8; b++) {
      if (!table[(a - 1) * 8 + b - 1] && matches(a, b)) {
        table[(a - 1) * 8 + b - 1] = table[(b - 1) * 8 + a - 1] = combination;
        claimed = true;
      }
    }
  }
  if (!claimed)
    fail(`${at}.dice`, 'a matcher that claims a roll no earlier combination took', dice);
}

/** The whole table's checks: every roll is claimed, and some round can end. */
function checkTable(
  table: (Combination | undefined)[],
  combinations: Combination[],
  list: unknown,
): void {
  const gap = table.indexOf(undefined);
  if (gap >= 0) {
    fail(
      'rules.combinations',
      `a table that covers every roll (end it with { dice: 'any' }); nothing matches ${(gap >> 3) + 1} + ${(gap & 7) + 1}`,
      list,
    );
  }
  if (!combinations.some((c) => c.instant ?? c.points)) {
    fail(
      'rules.combinations',
      'a table where some combination gives points or wins or loses at once, or no round could end',
      list,
    );
  }
}

function compile<Id extends string>(spec: RulesSpec<Id>): Rules<Id> {
  const {
    name = 'custom',
    targetPoints = 4,
    combinations: list,
  } = fields(fail, spec, 'rules', ['name', 'targetPoints', 'combinations']);
  if (typeof name !== 'string') fail('rules.name', 'a string', name);
  whole(fail, targetPoints, 'rules.targetPoints', 1, MAX_NUMBER);
  // Each combination must claim one of the 36 unordered pairs, so more than 36 cannot all be used.
  if (!Array.isArray(list) || !list.length || list.length > 36)
    fail('rules.combinations', 'an array of 1 to 36 combinations', list);
  const table: (Combination | undefined)[] = Array.from({ length: 64 });
  // Stryker disable next-line ArrayDeclaration: a made-up entry in the empty list of ids cannot
  // match an id, which passed the id pattern.
  const ids: unknown[] = [];
  const combinations = itemsOf(fail, list, 'rules.combinations').map((value: unknown, i) => {
    const at = `rules.combinations[${i}]`;
    const c = fields(fail, value, at, COMBINATION_FIELDS);
    const combination = readCombination(c, at, ids);
    claim(table, combination, c['dice'], at);
    return combination;
  });
  checkTable(table, combinations, list);
  return Object.freeze({
    name,
    targetPoints,
    combinations: Object.freeze(combinations),
    table: Object.freeze(table),
  }) as Rules<Id>;
}
