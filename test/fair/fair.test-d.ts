import { describe, expectTypeOf, it } from 'vitest';
import {
  commitTo,
  createServerSeed,
  fairDice,
  fairRolls,
  verifyFairRolls,
  type FairReveal,
  type FairRollsToVerify,
  type FairRounds,
  type FairVerification,
} from '../../src/fair/index.js';
import type { RollAction, Seat } from '../../src/index.js';
import type { MatchRecord } from '../../src/record/index.js';

describe('fair dice types', () => {
  it('makes seeds synchronously, and hashes and derives asynchronously', () => {
    expectTypeOf(createServerSeed()).toEqualTypeOf<string>();
    expectTypeOf(commitTo('')).toEqualTypeOf<Promise<string>>();
    expectTypeOf(fairDice('', '', 0)).toEqualTypeOf<Promise<readonly [number, number]>>();
    expectTypeOf(fairRolls('', '', 0)).toEqualTypeOf<
      Promise<readonly (readonly [number, number])[]>
    >();
    expectTypeOf(verifyFairRolls).parameter(0).toEqualTypeOf<FairRollsToVerify>();
    expectTypeOf(verifyFairRolls).returns.toEqualTypeOf<Promise<FairVerification>>();
  });

  it('gives dice that a roll action takes', async () => {
    const dice = await fairDice('', '', 0);
    expectTypeOf({ type: 'roll' as const, player: 0 as const, dice }).toExtend<RollAction>();
  });

  it('narrows a verdict on ok, then on reason', () => {
    const verdict = {} as FairVerification;
    if (verdict.ok)
      expectTypeOf(verdict).toEqualTypeOf<{
        readonly ok: true;
        readonly rolls: number;
        readonly winner: Seat | null;
      }>();
    else if (verdict.reason === 'commitment') {
      expectTypeOf(verdict.expected).toEqualTypeOf<string>();
      expectTypeOf(verdict.got).toEqualTypeOf<string>();
      // @ts-expect-error a commitment failure names no roll
      expectTypeOf(verdict.roll).toBeNever();
    } else if (verdict.reason === 'unfinished') {
      expectTypeOf(verdict.rolls).toEqualTypeOf<number>();
      // @ts-expect-error an unfinished match has no wrong roll
      expectTypeOf(verdict.roll).toBeNever();
    } else if (verdict.reason === 'order') {
      expectTypeOf(verdict.reveal).toEqualTypeOf<number>();
      expectTypeOf(verdict.expected).toEqualTypeOf<Seat>();
      expectTypeOf(verdict.got).toEqualTypeOf<Seat>();
    } else if (verdict.reason === 'reveal') {
      expectTypeOf(verdict.expected).toEqualTypeOf<string>();
      expectTypeOf(verdict.got).toEqualTypeOf<string>();
    } else if (verdict.reason !== 'dice') {
      expectTypeOf(verdict.reason).toEqualTypeOf<'repeat' | 'missing' | 'extra'>();
      // @ts-expect-error a reveal that is not due has no commitment to compare
      expectTypeOf(verdict.expected).toBeNever();
    } else {
      expectTypeOf(verdict.roll).toEqualTypeOf<number>();
      expectTypeOf(verdict.expected).toEqualTypeOf<readonly [number, number]>();
      expectTypeOf(verdict.got).toEqualTypeOf<readonly [number, number]>();
    }
  });

  it('takes a whole match record, and refuses bare rolls or a missing field', () => {
    const record: MatchRecord = {
      format: 1,
      rules: 'standard',
      start: { seed: 1, chips: [1, 1], firstBettor: 0 },
      moves: [],
    };
    expectTypeOf({
      serverSeed: '',
      clientSeed: '',
      commitment: '',
      record,
    }).toExtend<FairRollsToVerify>();
    const rounds: FairRounds = {
      commitments: ['', ''],
      reveals: [{ seat: 1, value: '', next: '' }],
    };
    expectTypeOf({ serverSeed: '', rounds, commitment: '', record }).toExtend<FairRollsToVerify>();
    // @ts-expect-error a reveal names its seat, 0 or 1
    const third: FairReveal = { seat: 2, value: '', next: '' };
    expectTypeOf(third).toEqualTypeOf<FairReveal>();
    // @ts-expect-error the rolls alone do not show the whole match
    void verifyFairRolls({ serverSeed: '', clientSeed: '', commitment: '', rolls: [[1, 2]] });
    // @ts-expect-error the commitment is required
    void verifyFairRolls({ serverSeed: '', clientSeed: '', record });
    // @ts-expect-error a verdict is read-only
    (({ ok: true, rolls: 0, winner: null }) as FairVerification).ok = false;
  });
});
