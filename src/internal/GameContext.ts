import type { Combination } from '../Combination.js';
import type { Rules } from '../Rules.js';
import type { RollRecord, Seat } from '../MatchState.js';
import type { RandomGenerator } from '../rng/RandomGenerator.js';

/** What one game (rules + generator) precomputes once and every call of its functions shares. */
export interface GameContext {
  readonly rules: Rules;
  readonly rng: RandomGenerator;
  /**
   * `rules.table`, copied into an array that is not frozen: V8 reads the items of a frozen array
   * through a generic path several times slower, and this one is read on every roll. Private, so
   * nothing can change it.
   */
  readonly table: readonly Combination[];
  /**
   * Every possible `lastRoll`, each frozen once: `records[player * 64 + (a - 1) * 8 + (b - 1)]`,
   * so a roll allocates no record of its own. The list itself is private and not frozen, like `table`.
   */
  readonly records: readonly RollRecord[];
  /** How many numbers the generator's state holds (checked by `parseMatchState`). */
  readonly rngLength: number;
  /** The frozen pair `[a, b]` of points, shared by every state that holds it. */
  readonly points: (a: number, b: number) => readonly [number, number];
}

export function makeContext(rules: Rules, rng: RandomGenerator): GameContext {
  const records: RollRecord[] = [];
  for (const player of [0, 1] as const satisfies readonly Seat[]) {
    for (let i = 0; i < 64; i++) {
      const dice = Object.freeze([(i >> 3) + 1, (i & 7) + 1] as const);
      records.push(Object.freeze({ player, dice, combination: (rules.table[i] as { id: string }).id }));
    }
  }
  // Freezing costs V8 more than building, so each pair of points is frozen once and shared.
  const width = rules.targetPoints + Math.max(...rules.combinations.map((c) => c.points));
  const pairs: (readonly [number, number])[] = [];
  return Object.freeze({
    rules,
    rng,
    table: [...rules.table],
    records,
    rngLength: rng.seed(0).length,
    points: (a: number, b: number) => (pairs[a * width + b] ??= Object.freeze([a, b] as const)),
  });
}
