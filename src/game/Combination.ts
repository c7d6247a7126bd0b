// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * The ids of the six standard combinations, in priority order.
 *
 * @example
 * ```ts
 * import { classifyRoll, type CombinationId } from 'kiri-dice';
 *
 * const id: CombinationId = classifyRoll(1, 1).id;
 * console.log(id); // => 'dead'
 * ```
 */
export type CombinationId = 'dead' | 'kiri' | 'midKiri' | 'reverse' | 'kvatra' | 'normal';

/**
 * Display names of a combination: English and Russian (the game's original language).
 *
 * @example
 * ```ts
 * import { classifyRoll, type CombinationNames } from 'kiri-dice';
 *
 * const names: CombinationNames = classifyRoll(2, 3).names;
 * console.log(names); // => { en: 'Kvatra', ru: 'Кватра' }
 * ```
 */
export interface CombinationNames {
  /** English name, for example `'Kvatra'`. */
  readonly en: string;
  /** Russian name as the original rules write it, for example `'Кватра'`. */
  readonly ru: string;
}

/**
 * What a roll of two dice means under a set of rules. Frozen; shared by every roll it matches.
 *
 * @typeParam Id - the combination ids of the rules it comes from
 * @example
 * ```ts
 * const c: Combination = classifyRoll(3, 3);
 * c.id;         // 'reverse'
 * c.bonusRolls; // 2
 * ```
 */
export interface Combination<Id extends string = string> {
  /** Stable identifier; a {@link CombinationId} under the standard rules. */
  readonly id: Id;
  /** Names to show to people. */
  readonly names: CombinationNames;
  /** Points the roller gains (Mid Kiri 2, Kvatra 1, the others 0). */
  readonly points: number;
  /**
   * Bonus rolls the roller gains, the rules' "extra rolls" (Reverse 2, the others 0); the state
   * counts them in `bonusRolls` too.
   */
  readonly bonusRolls: number;
  /** Whether the turn passes to the opponent when no extra rolls are left (Normal only). */
  readonly endsTurn: boolean;
  /** `'win'` when the roller wins the round at once (Kiri), `'lose'` when they lose it (Dead). */
  readonly instant: 'win' | 'lose' | null;
}
