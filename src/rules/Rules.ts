// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Combination, CombinationNames } from '../game/Combination.js';

/**
 * Two die faces, 1 to 8. Order does not matter: `[8, 6]` also matches 6 + 8.
 *
 * @example
 * ```ts
 * import type { DicePair } from 'kiri-dice';
 *
 * const kiri: readonly DicePair[] = [[8, 6], [8, 7]]; // 6 + 8 and 7 + 8 match too
 * ```
 */
export type DicePair = readonly [number, number];

/**
 * A range of sums of the two dice, both ends inclusive and optional.
 *
 * @example
 * ```ts
 * import type { DiceSum } from 'kiri-dice';
 *
 * const kvatra: DiceSum = { maxSum: 7 }; // sums 2 to 7
 * const high: DiceSum = { minSum: 14 }; // sums 14 to 16
 * ```
 */
export interface DiceSum {
  /** Smallest sum that matches (2 when absent). */
  readonly minSum?: number;
  /** Largest sum that matches (16 when absent). */
  readonly maxSum?: number;
}

/**
 * Which rolls a combination claims, among those no earlier combination took:
 * a list of pairs, a range of sums, `'any'` (everything left), or a predicate.
 *
 * All but the predicate are plain JSON, so a whole rules table can live in a `.json` file.
 * A predicate is called when the rules are built, once for each unordered pair `a <= b` that no
 * earlier combination claimed (never for a pair already taken), and never again after. A list
 * holds at most 64 pairs.
 *
 * @example
 * ```ts
 * import type { DiceMatcher } from 'kiri-dice';
 *
 * const pairs: DiceMatcher = [[1, 1]];
 * const sums: DiceMatcher = { minSum: 2, maxSum: 7 };
 * const doubles: DiceMatcher = (a, b) => a === b; // not JSON: the rules table lives in code
 * const rest: DiceMatcher = 'any';
 * ```
 */
export type DiceMatcher =
  readonly DicePair[] | DiceSum | 'any' | ((a: number, b: number) => boolean);

/**
 * One combination as written by the author of a rules table; `defineRules` fills the defaults.
 *
 * @typeParam Id - the literal id, so compiled rules know their ids
 * @example
 * ```ts
 * import type { CombinationSpec } from 'kiri-dice';
 *
 * const doubles: CombinationSpec<'doubles'> = {
 *   id: 'doubles',
 *   names: { en: 'Doubles', ru: 'Дубль' },
 *   dice: (a, b) => a === b,
 *   points: 2,
 * };
 * ```
 */
export interface CombinationSpec<Id extends string = string> {
  /** Letters, digits, `_` or `-`, starting with a letter; unique within the rules. */
  readonly id: Id;
  /** Display names; each defaults to the other, then to the id. */
  readonly names?: Partial<CombinationNames>;
  /** The rolls this combination claims. */
  readonly dice: DiceMatcher;
  /** Points gained, a whole number from 0 to 100 (default 0). */
  readonly points?: number;
  /** Bonus rolls gained (the rules' "extra rolls"), a whole number from 0 to 100 (default 0). */
  readonly bonusRolls?: number;
  /** Whether the turn passes when no extra rolls are left (default `false`). */
  readonly endsTurn?: boolean;
  /** Wins or loses the round at once (default `null`). */
  readonly instant?: 'win' | 'lose' | null;
}

/**
 * A rules table as written by its author: the input of `defineRules`.
 *
 * @typeParam Id - the union of the combination ids
 * @example
 * ```ts
 * import type { RulesSpec } from 'kiri-dice';
 * import { defineRules } from 'kiri-dice/rules';
 *
 * const spec: RulesSpec<'dead' | 'high' | 'rest'> = {
 *   name: 'quick',
 *   targetPoints: 2,
 *   combinations: [
 *     { id: 'dead', dice: [[1, 1]], instant: 'lose' },
 *     { id: 'high', dice: { minSum: 12 }, points: 1 },
 *     { id: 'rest', dice: 'any', endsTurn: true },
 *   ],
 * };
 * console.log(defineRules(spec).combinations.map((c) => c.id)); // => ['dead', 'high', 'rest']
 * ```
 */
export interface RulesSpec<Id extends string = string> {
  /** A name for people and logs (default `'custom'`). */
  readonly name?: string;
  /** Points that win a round, a whole number from 1 to 100 (default 4). */
  readonly targetPoints?: number;
  /** The combinations in priority order: the first one that matches a roll wins. */
  readonly combinations: readonly CombinationSpec<Id>[];
}

/**
 * Compiled, frozen rules: what `classifyRoll`, the engine, the odds and the solver read.
 *
 * Build them with `defineRules`; the standard game is `standardRules`.
 *
 * @typeParam Id - the union of the combination ids
 * @example
 * ```ts
 * import { standardRules, type Rules } from 'kiri-dice';
 *
 * const rules: Rules = standardRules;
 * console.log(rules.targetPoints); // => 4
 * console.log(rules.combinations.map((c) => c.id)); // => ['dead', 'kiri', 'midKiri', 'reverse', 'kvatra', 'normal']
 * console.log(rules.table[(8 - 1) * 8 + (6 - 1)]?.id); // => 'kiri'
 * ```
 */
export interface Rules<Id extends string = string> {
  /** The rules' name, `'standard'` for `standardRules`. */
  readonly name: string;
  /** Points that win a round. */
  readonly targetPoints: number;
  /** The combinations in priority order. */
  readonly combinations: readonly Combination<Id>[];
  /** The 64 ordered outcomes: `table[(a - 1) * 8 + (b - 1)]` is the combination of `a` and `b`. */
  readonly table: readonly Combination<Id>[];
}
