/**
 * The rules as the model reads them: a list of combinations in priority order, each with a plain
 * test on the two dice. Written from docs/rules.md, sharing no code with src/.
 */

export interface ModelCombination {
  readonly id: string;
  readonly points: number;
  readonly bonusRolls: number;
  readonly endsTurn: boolean;
  readonly instant: 'win' | 'lose' | null;
  readonly matches: (a: number, b: number) => boolean;
}

export interface ModelRules {
  readonly targetPoints: number;
  readonly combinations: readonly ModelCombination[];
}

const effect = { points: 0, bonusRolls: 0, endsTurn: false, instant: null } as const;

/** The standard table, row by row from the rules page ("Combinations"). */
export const modelStandardRules: ModelRules = {
  targetPoints: 4,
  combinations: [
    { ...effect, id: 'dead', instant: 'lose', matches: (a, b) => a === 1 && b === 1 },
    {
      ...effect,
      id: 'kiri',
      instant: 'win',
      matches: (a, b) => (a === 8 && (b === 6 || b === 7)) || (b === 8 && (a === 6 || a === 7)),
    },
    {
      ...effect,
      id: 'midKiri',
      points: 2,
      matches: (a, b) => a === b && [2, 4, 5, 7, 8].includes(a),
    },
    { ...effect, id: 'reverse', bonusRolls: 2, matches: (a, b) => a === b && (a === 3 || a === 6) },
    { ...effect, id: 'kvatra', points: 1, matches: (a, b) => a + b <= 7 },
    { ...effect, id: 'normal', endsTurn: true, matches: () => true },
  ],
};

/** A house-rules table as plain data: the JSON form of a rules spec (pairs, a range of sums, or 'any'). */
export interface HouseRulesData {
  readonly name: string;
  readonly targetPoints: number;
  readonly combinations: readonly {
    readonly id: string;
    readonly dice:
      | readonly (readonly [number, number])[]
      | { readonly minSum?: number; readonly maxSum?: number }
      | 'any';
    readonly points: number;
    readonly bonusRolls: number;
    readonly endsTurn: boolean;
    readonly instant: 'win' | 'lose' | null;
  }[];
}

/** Reads house-rules data the way the rules page describes it: dice order never matters. */
export function modelRulesOf(data: HouseRulesData): ModelRules {
  return {
    targetPoints: data.targetPoints,
    combinations: data.combinations.map(({ dice, ...rest }) => ({
      ...rest,
      matches:
        dice === 'any'
          ? () => true
          : Array.isArray(dice)
            ? (a: number, b: number) =>
                dice.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
            : (a: number, b: number) =>
                a + b >= ((dice as { minSum?: number }).minSum ?? 2) &&
                a + b <= ((dice as { maxSum?: number }).maxSum ?? 16),
    })),
  };
}

/** The first combination in priority order that the dice fit. */
export function modelClassify(rules: ModelRules, a: number, b: number): ModelCombination {
  const found = rules.combinations.find((c) => c.matches(a, b));
  if (!found) throw new Error(`model: no combination matches ${a} + ${b}`);
  return found;
}
