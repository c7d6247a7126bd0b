/**
 * The model is only worth comparing against if it is right on its own: these tests check it
 * against facts stated in the rules page and against published sfc32 output, never against src/.
 */
import { describe, expect, it } from 'vitest';
import { fnv1a, KiriModel } from '@kiri-dice/testing/KiriModel';
import { modelClassify, modelStandardRules } from '@kiri-dice/testing/modelRules';
import { Sfc32Reference } from '@kiri-dice/testing/sfc32Reference';

describe('the model of the rules', () => {
  it('classifies the 64 outcomes in the counts the rules page gives', () => {
    const counts: Record<string, number> = {};
    for (let a = 1; a <= 8; a++)
      for (let b = 1; b <= 8; b++)
        counts[modelClassify(modelStandardRules, a, b).id] =
          (counts[modelClassify(modelStandardRules, a, b).id] ?? 0) + 1;
    expect(counts).toEqual({ dead: 1, kiri: 4, midKiri: 5, reverse: 2, kvatra: 18, normal: 34 });
  });

  it('settles the overlaps as the rules page does', () => {
    const id = (a: number, b: number) => modelClassify(modelStandardRules, a, b).id;
    expect([
      id(1, 1),
      id(8, 8),
      id(2, 2),
      id(3, 3),
      id(6, 8),
      id(8, 7),
      id(6, 6),
      id(1, 6),
      id(1, 7),
    ]).toEqual([
      'dead',
      'midKiri',
      'midKiri',
      'reverse',
      'kiri',
      'kiri',
      'reverse',
      'kvatra',
      'normal',
    ]);
  });

  it('plays the rules page’s round: Reverse, then Normal keeps the turn, the second Normal passes it', () => {
    const m = new KiriModel({ seed: 1 });
    for (const action of [
      { type: 'bet', player: 0, amount: 10 },
      { type: 'accept', player: 1 },
    ])
      m.apply(action);
    expect(m.s).toMatchObject({ phase: 'rolling', roller: 1, pot: 20, chips: [90, 90] });
    const roll = (dice: [number, number]) => m.apply({ type: 'roll', player: m.turn(), dice });
    roll([3, 3]);
    roll([1, 8]);
    expect(m.s).toMatchObject({ roller: 1, bonusRolls: 1 });
    roll([1, 8]);
    expect(m.s).toMatchObject({ roller: 0, bonusRolls: 0 });
    roll([1, 2]);
    roll([1, 1]); // Dead: player 0's point burns, player 1 takes the pot
    expect(m.s).toMatchObject({
      phase: 'betting',
      round: 2,
      bettor: 1,
      chips: [90, 110],
      points: [0, 0],
    });
    expect(m.s.lastRound).toEqual({ round: 1, winner: 1, reason: 'dead', pot: 20, points: [0, 0] });
  });

  it('reports the documented first failure', () => {
    const m = new KiriModel({ seed: 1 });
    expect(m.rejection({ type: 'roll', player: 2 })).toBe('INVALID_ACTION');
    expect(m.rejection({ type: 'roll', player: 1, dice: [9, 9] })).toBe('WRONG_PHASE');
    expect(m.rejection({ type: 'bet', player: 1, amount: -1 })).toBe('NOT_YOUR_TURN');
    expect(m.rejection({ type: 'bet', player: 0, amount: 101 })).toBe('INVALID_STAKE');
    expect(m.rejection({ type: 'bet', player: 0, amount: 100, dice: [1, 2] })).toBe(
      'INVALID_ACTION',
    );
  });
});

describe('the model’s sfc32', () => {
  // PractRand pre0.95 `RNG_output sfc32 64 <seed>`, as published in the tests of the sfc_prng crate
  // (https://github.com/sorairolake/sfc-rs, src/sfc32.rs, `new_u64`).
  it('matches PractRand’s output for seed 0', () => {
    const g = new Sfc32Reference(0);
    expect(Array.from({ length: 4 }, () => g.next())).toEqual([
      0x514676c3, 0x08a809df, 0x30349d2b, 0xfb52c520,
    ]);
  });

  it('matches PractRand’s output for seed 0x0123456789abcdef', () => {
    const g = new Sfc32Reference(0x0123456789abcdefn);
    expect(Array.from({ length: 4 }, () => g.next())).toEqual([
      0x84712d97, 0xf5a3d9c8, 0x5cd0a295, 0x35e05b54,
    ]);
  });

  it('hashes string seeds with 32-bit FNV-1a (published check values)', () => {
    // http://www.isthe.com/chongo/tech/comp/fnv/ test vectors for FNV-1a 32: "" and "a" and "foobar".
    expect([fnv1a(''), fnv1a('a'), fnv1a('foobar')]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
  });
});
