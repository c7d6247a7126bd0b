// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Combination } from '../game/Combination.js';
import type { Rules } from '../rules/Rules.js';
import type { RollRecord, Seat } from '../game/MatchState.js';
import type { RandomGenerator, RandomState } from '../rng/RandomGenerator.js';

/**
 * What one game (rules + generator) precomputes once and every call of its functions shares.
 * Everything here is built from the rules and the generator when the game is made, never from
 * a caller's state, and nothing writes to it afterwards: no call can change another's result.
 */
export interface GameContext {
  readonly rules: Rules;
  /**
   * The generator (a user's wrapped so that its outputs are checked), or `null` for the odds'
   * context, which reads states of any generator.
   */
  readonly rng: RandomGenerator | null;
  /**
   * Draws a roll: the outcome `(a - 1) * 8 + (b - 1)` and the generator's frozen state after it.
   */
  readonly draw: ((state: RandomState) => readonly [outcome: number, state: RandomState]) | null;
  /**
   * `rules.table`, copied into an array that is not frozen: V8 reads the items of a frozen array
   * through a generic path several times slower, and this one is read on every roll. Private, so
   * nothing can change it.
   */
  readonly table: readonly Combination[];
  /**
   * Every possible `lastRoll`, each frozen once: `records[player * 64 + (a - 1) * 8 + (b - 1)]`,
   * so a roll allocates no record of its own. The list itself is private and not frozen, like
   * `table`.
   */
  readonly records: readonly RollRecord<string>[];
  /** How many numbers the generator's state holds; 0 for the odds' context (any length). */
  readonly rngLength: number;
  /** The most points a round can end with: one roll short of the target, plus the best roll. */
  readonly maxPoints: number;
  /**
   * Every pair of points `[a, b]` a state can hold, frozen once and shared by every state that
   * holds it (freezing costs V8 more than building): `pairs[a * (maxPoints + 1) + b]`.
   */
  readonly pairs: readonly (readonly [number, number])[];
  /**
   * Every state this game built or parsed, held weakly, for a game made with `remember: 'all'`
   * (`null` for any other): its functions take each of them back unchecked. Only `remember`
   * (`recent.ts`) adds to it, and only states the engine built.
   */
  readonly own: WeakSet<object> | null;
}

/** What depends on the rules alone, shared by every game of the same rules (the odds' too). */
type RulesParts = Pick<GameContext, 'table' | 'records' | 'maxPoints' | 'pairs'>;

/**
 * The parts of each rules, built once: keyed by frozen rules that `defineRules` checked, so that
 * the states of every game of the same rules share their point pairs and roll records (and are
 * known by them). Nothing of a caller's is ever stored here.
 */
const byRules = /* @__PURE__ */ new WeakMap<Rules, RulesParts>();

function partsOf(rules: Rules): RulesParts {
  let parts = byRules.get(rules);
  if (parts) return parts;
  const records: RollRecord<string>[] = [];
  for (const player of [0, 1] as const satisfies readonly Seat[]) {
    for (let i = 0; i < 64; i++) {
      const dice = Object.freeze([(i >> 3) + 1, (i & 7) + 1] as const);
      records.push(
        Object.freeze({ player, dice, combination: (rules.table[i] as { id: string }).id }),
      );
    }
  }
  const maxPoints = rules.targetPoints - 1 + Math.max(...rules.combinations.map((c) => c.points));
  const pairs: (readonly [number, number])[] = [];
  for (let a = 0; a <= maxPoints; a++)
    for (let b = 0; b <= maxPoints; b++) pairs.push(Object.freeze([a, b] as const));
  byRules.set(rules, (parts = { table: [...rules.table], records, maxPoints, pairs }));
  return parts;
}

export function makeContext(
  rules: Rules,
  rng: RandomGenerator | null,
  draw: GameContext['draw'],
  rngLength: number,
  own: WeakSet<object> | null = null,
): GameContext {
  return Object.freeze({ rules, rng, draw, rngLength, own, ...partsOf(rules) });
}
