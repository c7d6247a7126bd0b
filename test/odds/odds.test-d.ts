import { describe, expectTypeOf, it } from 'vitest';
import { type CombinationId, type MatchState } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import {
  combinationOdds,
  simulate,
  solveRound,
  winProbability,
  type CombinationOdds,
  type PositionOdds,
  type RoundOdds,
  type Simulation,
} from '../../src/odds/index.js';

const house = defineRules({
  combinations: [
    { id: 'win', dice: [[8, 8]], instant: 'win' },
    { id: 'miss', dice: 'any', endsTurn: true },
  ],
});

describe('odds types', () => {
  it('keeps the combination ids of the rules', () => {
    expectTypeOf(combinationOdds()).toEqualTypeOf<readonly CombinationOdds<CombinationId>[]>();
    expectTypeOf(combinationOdds(house)[0]!.id).toEqualTypeOf<'win' | 'miss'>();
    expectTypeOf(simulate({ rounds: 1 })).toEqualTypeOf<Simulation<CombinationId>>();
    expectTypeOf(simulate({ rounds: 1 }).combinations.kvatra).toEqualTypeOf<number>();
    expectTypeOf(simulate({ rounds: 1, rules: house }).combinations).toEqualTypeOf<
      Readonly<Record<'win' | 'miss', number>>
    >();
  });

  it('types the solver and the live odds', () => {
    expectTypeOf(solveRound(house)).toEqualTypeOf<RoundOdds>();
    expectTypeOf(solveRound().at).toEqualTypeOf<
      (points: number, opponentPoints: number, bonusRolls?: number) => PositionOdds
    >();
    expectTypeOf(winProbability({} as MatchState)).toEqualTypeOf<readonly [number, number]>();
    // @ts-expect-error rules are compiled rules, not a spec
    solveRound({ combinations: [] });
    // @ts-expect-error rounds is required
    simulate({ seed: 1 });
  });
});
