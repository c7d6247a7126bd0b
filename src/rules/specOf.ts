// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { CombinationSpec, DicePair, Rules, RulesSpec } from './Rules.js';

/** A combination as `specOf` writes it: its dice are the unordered pairs it claims. */
export interface PairsCombination<Id extends string = string> extends CombinationSpec<Id> {
  readonly dice: readonly DicePair[];
}

/** Rules written back as plain JSON data, which `defineRules` builds again into equal rules. */
export interface PairsSpec<Id extends string = string> extends RulesSpec<Id> {
  readonly name: string;
  readonly targetPoints: number;
  readonly combinations: readonly PairsCombination<Id>[];
}

/**
 * Writes compiled rules back as a spec, deeply frozen: each combination with the unordered pairs
 * it claims. Used for the standard rules' spec and for the rules a match record holds.
 */
export function specOf<Id extends string>({
  name,
  targetPoints,
  combinations,
  table,
}: Rules<Id>): PairsSpec<Id> {
  return Object.freeze({
    name,
    targetPoints,
    combinations: Object.freeze(
      combinations.map(({ id, names, points, bonusRolls, endsTurn, instant }) => {
        const dice: DicePair[] = [];
        table.forEach((c, i) => {
          if (c.id === id && i >> 3 <= (i & 7))
            dice.push(Object.freeze([(i >> 3) + 1, (i & 7) + 1] as const));
        });
        return Object.freeze({
          id,
          names: Object.freeze({ en: names.en, ru: names.ru }),
          dice: Object.freeze(dice),
          points,
          bonusRolls,
          endsTurn,
          instant,
        });
      }),
    ),
  });
}
