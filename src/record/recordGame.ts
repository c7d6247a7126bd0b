// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { createGame } from '../game/createGame.js';
import { createMatch, type MatchOptions } from '../game/createMatch.js';
import type { KiriError } from '../game/KiriError.js';
import type { MatchState } from '../game/MatchState.js';
import { reduce } from '../game/reduce.js';
import { defineRules } from '../rules/defineRules.js';
import type { Rules } from '../rules/Rules.js';
import { specOf } from '../rules/specOf.js';
import { itemsOf, type Fail } from '../guard/check.js';
import { isPlainObject } from '../guard/isPlainObject.js';
import type { RecordedRules } from './MatchRecord.js';

/** The two functions a record is played with: its rules' `createMatch` and `reduce`. */
export interface RecordGame {
  readonly createMatch: (options: MatchOptions) => MatchState<string>;
  readonly reduce: (state: MatchState<string>, action: unknown) => MatchState<string>;
}

const standard: RecordGame = {
  createMatch: createMatch,
  reduce: reduce as RecordGame['reduce'],
};

/**
 * The game of each house rules a record holds, keyed by the frozen copy this module made of
 * them (so they can never change): a match played move by move builds its rules once.
 */
const games = /* @__PURE__ */ new WeakMap<RecordedRules, RecordGame>();

/** The game of rules `defineRules` built, remembered under their recorded form. */
function remember(data: RecordedRules, rules: Rules): RecordGame {
  const { createMatch, reduce } = createGame({ rules });
  const game: RecordGame = { createMatch, reduce: reduce as RecordGame['reduce'] };
  games.set(data, game);
  return game;
}

/**
 * Compiled rules written back as data: each combination with the unordered pairs it claims
 * (any rules can be recorded so, predicates included), deeply frozen.
 */
/** The recorded form of rules from `defineRules` (`'standard'` for `standardRules`), with its game. */
export function recordRules(
  rules: Rules | undefined,
): readonly [RecordedRules | 'standard', RecordGame] {
  if (rules === undefined) return ['standard', standard];
  const data: RecordedRules = specOf(rules);
  return [data, remember(data, rules)];
}

/** Containers a rules spec nests at most: rules, combinations, a combination, its dice, a pair. */
const MAX_DEPTH = 5;

/** A deeply frozen copy of JSON data, read through descriptors (no getter of the caller's runs). */
function copyJson(fail: Fail, value: unknown, at: string, depth: number): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  // Only a number is finite (NaN and the infinities are no JSON); -0 comes back as 0, as JSON
  // writes it.
  if (Number.isFinite(value)) return (value as number) + 0;
  if (depth < MAX_DEPTH && Array.isArray(value)) {
    return Object.freeze(
      itemsOf(fail, value, at).map((item, i) => copyJson(fail, item, `${at}[${i}]`, depth + 1)),
    );
  }
  if (depth < MAX_DEPTH && isPlainObject(value)) {
    const entries = Reflect.ownKeys(value).map((key) => {
      const field = `${at}.${String(key)}`;
      const d = Reflect.getOwnPropertyDescriptor(value, key);
      if (typeof key !== 'string' || !d || !('value' in d) || !d.enumerable)
        fail(field, 'absent: only JSON data', key);
      return [key, copyJson(fail, d.value, field, depth + 1)] as const;
    });
    // fromEntries defines each field, so a "__proto__" key stays a field (and defineRules refuses it).
    return Object.freeze(Object.fromEntries(entries));
  }
  return fail(at, 'JSON data (a rules spec without predicates)', value);
}

/**
 * The rules of a stored record and their game: `'standard'`, or JSON data copied and frozen
 * that `defineRules` accepts. The game of rules read before, from this module's own frozen
 * copy, is reused.
 */
export function readRules(
  fail: Fail,
  value: unknown,
  field: string,
): readonly [RecordedRules | 'standard', RecordGame] {
  if (value === 'standard') return ['standard', standard];
  const known = games.get(value as RecordedRules);
  // Stryker disable next-line ConditionalExpression: rules read before give the game made for them;
  // made again, the game plays the same rules.
  if (known) return [value as RecordedRules, known];
  if (!isPlainObject(value)) fail(field, "'standard' or house rules (a RulesSpec as JSON)", value);
  const data = copyJson(fail, value, field, 0) as RecordedRules;
  let rules: Rules;
  try {
    rules = defineRules(data);
  } catch (error) {
    // defineRules throws nothing but a KiriError (see `guarded`).
    const { message } = error as KiriError;
    return fail(field, `house rules that defineRules accepts (${message})`, value);
  }
  return [data, remember(data, rules)];
}
