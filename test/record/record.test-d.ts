import { describe, expectTypeOf, it } from 'vitest';
import type { MatchState } from '../../src/index.js';
import type { FairRounds as FairEntryRounds } from '../../src/fair/index.js';
import { defineRules } from '../../src/rules/index.js';
import {
  formatRecord,
  parseRecord,
  play,
  replay,
  resumeRecord,
  startRecord,
  undo,
  type FairReveal,
  type FairRounds,
  type MatchRecord,
  type RecordEnd,
  type RecordedMatch,
  type RecordedMove,
  type RecordedRoll,
  type RecordedRules,
} from '../../src/record/index.js';

const house = defineRules({
  combinations: [
    { id: 'win', dice: [[8, 8]], instant: 'win' },
    { id: 'miss', dice: 'any', endsTurn: true },
  ],
});

describe('record types', () => {
  it('keeps the combination ids of the rules through play and undo', () => {
    expectTypeOf(startRecord()).toEqualTypeOf<RecordedMatch>();
    expectTypeOf(startRecord({ rules: house })).toEqualTypeOf<RecordedMatch<'win' | 'miss'>>();
    const match = startRecord({ rules: house });
    expectTypeOf(play(match, { type: 'roll', player: 0 })).toEqualTypeOf<
      RecordedMatch<'win' | 'miss'>
    >();
    expectTypeOf(undo(match, 2).state).toEqualTypeOf<MatchState<'win' | 'miss'>>();
  });

  it('types what is read from storage with the ids unknown', () => {
    expectTypeOf(replay).parameter(0).toEqualTypeOf<unknown>();
    expectTypeOf(replay({})).toEqualTypeOf<readonly MatchState<string>[]>();
    expectTypeOf(resumeRecord({})).toEqualTypeOf<RecordedMatch<string>>();
    expectTypeOf(parseRecord('')).toEqualTypeOf<MatchRecord>();
    expectTypeOf(formatRecord).parameter(0).toEqualTypeOf<MatchRecord>();
  });

  it('discriminates moves on type, and keeps records readonly JSON', () => {
    const move = {} as RecordedMove;
    if (move.type === 'roll') expectTypeOf(move).toEqualTypeOf<RecordedRoll>();
    if (move.type === 'bet') expectTypeOf(move.amount).toEqualTypeOf<number>();
    expectTypeOf<MatchRecord['rules']>().toEqualTypeOf<'standard' | RecordedRules>();
    expectTypeOf<MatchRecord['format']>().toEqualTypeOf<1>();
    expectTypeOf<MatchRecord['rounds']>().toEqualTypeOf<FairRounds | undefined>();
    expectTypeOf<FairRounds['reveals'][number]>().toEqualTypeOf<FairReveal>();
    expectTypeOf<FairReveal['seat']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<RecordEnd['rounds']>().toEqualTypeOf<FairRounds | null>();
    // The same types under both entries.
    expectTypeOf<FairRounds>().toEqualTypeOf<FairEntryRounds>();
    const rounds = {} as FairRounds;
    // @ts-expect-error: the values of a record are readonly
    rounds.reveals = [];
    // @ts-expect-error: a record is readonly
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- the readonly list has no push: the line exists to fail to compile
    startRecord().record.moves.push(move);
    // @ts-expect-error: a predicate is not JSON, so recorded rules cannot hold one
    const rules: RecordedRules = { combinations: [{ id: 'a', dice: () => true }] };
    expectTypeOf(rules).toEqualTypeOf<RecordedRules>();
    // @ts-expect-error: play takes actions, not recorded moves
    play(startRecord(), { type: 'roll', player: 0, dice: [1, 2], drawn: true });
  });
});
