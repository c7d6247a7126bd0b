import { describe, expectTypeOf, it } from 'vitest';
import type { MatchRecord } from '../../src/record/index.js';
import {
  reviewMatch,
  type AnswerReview,
  type LuckLabel,
  type Mark,
  type MatchReview,
  type PlayerReview,
  type RatingBand,
  type ReviewAccount,
  type ReviewEvent,
  type ReviewOptions,
  type RollReview,
  type StakeReview,
} from '../../src/review/index.js';

describe('kiri-dice/review types', () => {
  it('takes a record or its text, and options', () => {
    expectTypeOf(reviewMatch).parameter(0).toEqualTypeOf<MatchRecord | string>();
    expectTypeOf(reviewMatch).parameter(1).toEqualTypeOf<ReviewOptions | undefined>();
    expectTypeOf(reviewMatch).returns.toEqualTypeOf<MatchReview>();
    expectTypeOf<ReviewOptions['marks']>().toEqualTypeOf<'gnubg' | 'lichess' | undefined>();
    // @ts-expect-error: not a preset
    reviewMatch('', { marks: 'chess' });
  });

  it('gives readonly data, its events a union on type', () => {
    expectTypeOf<MatchReview['version']>().toEqualTypeOf<1>();
    expectTypeOf<ReviewEvent>().toEqualTypeOf<StakeReview | AnswerReview | RollReview>();
    expectTypeOf<ReviewEvent['type']>().toEqualTypeOf<'stake' | 'answer' | 'roll'>();
    expectTypeOf<MatchReview['players']>().toEqualTypeOf<readonly [PlayerReview, PlayerReview]>();
    expectTypeOf<MatchReview['account']>().toEqualTypeOf<readonly [ReviewAccount, ReviewAccount]>();
    expectTypeOf<StakeReview['mark']>().toEqualTypeOf<Mark | null>();
    expectTypeOf<RollReview['label']>().toEqualTypeOf<LuckLabel | null>();
    expectTypeOf<PlayerReview['rating']>().toEqualTypeOf<RatingBand | null>();
    expectTypeOf<AnswerReview['forced']>().toEqualTypeOf<false>();
    const review = reviewMatch('');
    // @ts-expect-error: readonly
    review.events = [];
    // @ts-expect-error: readonly
    review.players[0].luck = 0;
    const event = review.events[0]!;
    if (event.type === 'roll') expectTypeOf(event.dice).toEqualTypeOf<readonly [number, number]>();
    if (event.type === 'answer') expectTypeOf(event.answer).toEqualTypeOf<'accept' | 'decline'>();
  });
});
