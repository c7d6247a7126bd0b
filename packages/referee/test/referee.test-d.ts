import { describe, expectTypeOf, it } from 'vitest';
import type { FairReveal, FairRounds } from 'kiri-dice/fair';
import type {
  ArchiveOptions,
  ArchiveReport,
  CreatedMatch,
  MatchView,
  RecentReveals,
  Referee,
  RefereeLimits,
  RefusalCode,
  Store,
  StoredMatch,
  StoredMove,
  StoredReveal,
} from '@kiri-dice/referee';

describe('the referee’s public types', () => {
  it('makes a private match through create, with the creator’s address', () => {
    expectTypeOf<Referee['create']>().parameters.toEqualTypeOf<
      [body?: unknown, context?: { readonly address?: string | undefined }]
    >();
    expectTypeOf<CreatedMatch['invitation']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<'NOT_INVITED'>().toExtend<RefusalCode>();
    expectTypeOf<'TOKEN_NOT_KEPT'>().toExtend<RefusalCode>();
  });

  it('stores a match’s invitation hash and host, read-only', () => {
    expectTypeOf<StoredMatch['invitation']>().toEqualTypeOf<string | null>();
    expectTypeOf<StoredMatch['host']>().toEqualTypeOf<string | null>();
    // @ts-expect-error: a stored match is read-only.
    const change = (match: StoredMatch) => (match.host = null);
    expectTypeOf(change).toBeFunction();
  });

  it('has the limits of a half-full match and of the lobby', () => {
    expectTypeOf<RefereeLimits['openTimeout']>().toEqualTypeOf<number>();
    expectTypeOf<RefereeLimits['listedPerAddress']>().toEqualTypeOf<number>();
  });

  it("has the computer's pace among its limits", () => {
    expectTypeOf<RefereeLimits['computerDelay']>().toEqualTypeOf<number>();
  });

  it('archives with a bound and the referee’s timeouts, and says what it moved', () => {
    expectTypeOf<ArchiveOptions>().toEqualTypeOf<{
      readonly olderThan?: number;
      readonly limits?: Partial<Pick<RefereeLimits, 'revealTimeout' | 'openTimeout'>>;
    }>();
    expectTypeOf<ArchiveReport>().toEqualTypeOf<{
      readonly matches: number;
      readonly moves: number;
    }>();
  });

  it('keeps the reveals of a match of fresh values each round, counted, the last few in the row', () => {
    expectTypeOf<StoredMatch['reveals']>().toEqualTypeOf<RecentReveals | null>();
    expectTypeOf<MatchView['reveals']>().toEqualTypeOf<RecentReveals | null>();
    expectTypeOf<RecentReveals>().toEqualTypeOf<{
      readonly count: number;
      readonly recent: readonly FairReveal[];
    }>();
    expectTypeOf<StoredReveal>().toExtend<FairReveal>();
    expectTypeOf<StoredReveal['n']>().toEqualTypeOf<number>();
    expectTypeOf<StoredMove['reveal']>().toEqualTypeOf<StoredReveal | null>();
    expectTypeOf<StoredMove['move']>().toEqualTypeOf<string | null>();
    expectTypeOf<Store['reveals']>().returns.resolves.toEqualTypeOf<readonly FairReveal[]>();
    expectTypeOf<Store['committed']>().returns.resolves.toEqualTypeOf<boolean>();
    type Recorded = Extract<Awaited<ReturnType<Referee['record']>>, { type: 'answer' }>['body'];
    expectTypeOf<Recorded['record']['rounds']>().toEqualTypeOf<FairRounds | undefined>();
    expectTypeOf<keyof Recorded>().toEqualTypeOf<'version' | 'record'>();
    expectTypeOf<'WAITING_FOR_VALUE'>().toExtend<RefusalCode>();
    expectTypeOf<'SEED_REUSED'>().toExtend<RefusalCode>();
  });
});
