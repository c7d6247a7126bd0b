import { describe, expectTypeOf, it } from 'vitest';
import { type CombinationId, type MatchState } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import {
  combinationOdds,
  evaluatePolicies,
  simulate,
  solveMatch,
  solveRound,
  winProbability,
  type CombinationOdds,
  type MatchOdds,
  type MatchPosition,
  type PositionOdds,
  type RoundOdds,
  type Simulation,
  type SolveMatchOptions,
  type StakeOdds,
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

  it('types the match solver with declines', () => {
    expectTypeOf(solveMatch({ declines: true })).toEqualTypeOf<MatchOdds>();
    expectTypeOf<SolveMatchOptions['declines']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<MatchOdds['declines']>().toEqualTypeOf<boolean>();
    expectTypeOf<MatchOdds['declined']>().toEqualTypeOf<
      readonly [readonly boolean[], readonly boolean[]]
    >();
    expectTypeOf<MatchPosition['declined']>().toEqualTypeOf<boolean>();
    expectTypeOf<MatchOdds['bet']>().toEqualTypeOf<
      (chips: number, bettor: 0 | 1, stake: number) => StakeOdds
    >();
    expectTypeOf<StakeOdds>().toEqualTypeOf<{
      readonly stake: number;
      readonly accept: readonly [number, number];
      readonly decline: readonly [number, number];
      readonly declined: boolean;
      readonly wins: readonly [number, number];
    }>();
    // @ts-expect-error declines is a boolean
    solveMatch({ declines: 'yes' });
    // @ts-expect-error the policies' bets are all accepted: no declines
    evaluatePolicies([() => 1, () => 1], { declines: true });
  });
});
