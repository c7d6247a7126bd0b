import { describe, expectTypeOf, it } from 'vitest';
import {
  commitTo,
  createServerSeed,
  fairDice,
  fairRolls,
  verifyFairRolls,
  type FairRollsToVerify,
  type FairVerification,
} from '../../src/fair/index.js';
import type { RollAction } from '../../src/index.js';

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
    if (verdict.ok) expectTypeOf(verdict).toEqualTypeOf<{ readonly ok: true }>();
    else if (verdict.reason === 'commitment') {
      expectTypeOf(verdict.expected).toEqualTypeOf<string>();
      expectTypeOf(verdict.got).toEqualTypeOf<string>();
      // @ts-expect-error a commitment failure names no roll
      expectTypeOf(verdict.roll).toBeNever();
    } else {
      expectTypeOf(verdict.roll).toEqualTypeOf<number>();
      expectTypeOf(verdict.expected).toEqualTypeOf<readonly [number, number]>();
      expectTypeOf(verdict.got).toEqualTypeOf<readonly [number, number]>();
    }
  });

  it('takes readonly rolls, and refuses what is not a pair of dice or a missing field', () => {
    const rolls: readonly (readonly [number, number])[] = Object.freeze([[1, 2] as const]);
    expectTypeOf({
      serverSeed: '',
      clientSeed: '',
      commitment: '',
      rolls,
    }).toExtend<FairRollsToVerify>();
    // @ts-expect-error a roll is a pair of dice
    void verifyFairRolls({ serverSeed: '', clientSeed: '', commitment: '', rolls: [[1, 2, 3]] });
    // @ts-expect-error the commitment is required
    void verifyFairRolls({ serverSeed: '', clientSeed: '', rolls: [] });
    // @ts-expect-error a verdict is read-only
    (({ ok: true }) as FairVerification).ok = false;
  });
});
