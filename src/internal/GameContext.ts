import type { Rules } from '../Rules.js';
import type { RollRecord, Seat } from '../MatchState.js';
import type { RandomGenerator } from '../rng/RandomGenerator.js';

/** What one game (rules + generator) precomputes once and every call of its functions shares. */
export interface GameContext {
  readonly rules: Rules;
  readonly rng: RandomGenerator;
  /**
   * Every possible `lastRoll`, frozen once: `records[player * 64 + (a - 1) * 8 + (b - 1)]`, so a
   * roll allocates no record of its own.
   */
  readonly records: readonly RollRecord[];
  /** How many numbers the generator's state holds (checked by `parseMatchState`). */
  readonly rngLength: number;
}

export function makeContext(rules: Rules, rng: RandomGenerator): GameContext {
  const records: RollRecord[] = [];
  for (const player of [0, 1] as const satisfies readonly Seat[]) {
    for (let i = 0; i < 64; i++) {
      const dice = Object.freeze([(i >> 3) + 1, (i & 7) + 1] as const);
      records.push(Object.freeze({ player, dice, combination: (rules.table[i] as { id: string }).id }));
    }
  }
  return Object.freeze({ rules, rng, records: Object.freeze(records), rngLength: rng.seed(0).length });
}
