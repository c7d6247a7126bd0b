import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMatch, reduce } from 'kiri-dice';
import {
  chargeTurn,
  isUnderWay,
  seatOfTurn,
  seatToAct,
  turnDeadline,
  valueAwaited,
} from '../../src/core/turnClock.js';
import type { MatchClock } from '../../src/core/MatchClock.js';
import { newMatch } from '../stores/storeContract.js';

const clock: MatchClock = { perAction: 1000, reserve: 5000, reserveLeft: [5000, 3000] };

describe('seatToAct', () => {
  it('is the bettor to bet, the other seat to answer, the roller to roll, and nobody at the end', () => {
    const betting = createMatch({ seed: 1, chips: [1, 1] });
    const accepting = reduce(betting, { type: 'bet', player: 0, amount: 1 });
    const rolling = reduce(accepting, { type: 'accept', player: 1 });
    const over = reduce(rolling, { type: 'timeout', player: 0 });
    // The seat that accepts rolls.
    expect([betting, accepting, rolling, over].map(seatToAct)).toEqual([0, 1, 1, null]);
    expect(rolling.roller).toBe(1);
    // The bettor's other seat answers, whichever it is.
    const other = { ...accepting, bettor: 1 as const };
    expect(seatToAct(other)).toBe(0);
    // A decline ends the match with nobody to act.
    const declined = reduce(accepting, { type: 'decline', player: 1 });
    expect([declined.phase, seatToAct(declined)]).toEqual(['over', null]);
  });
});

describe('turnDeadline', () => {
  const state = createMatch({ seed: 1 });
  const started = { ...newMatch('m'), seats: 2, clientSeeds: ['a', 'b'], clock, movedAt: 100 };

  it("is the turn's start, its time and the reserve left of the seat to act", () => {
    expect(turnDeadline(started, state)).toBe(100 + 1000 + 5000);
    const answering = reduce(state, { type: 'bet', player: 0, amount: 1 });
    expect(turnDeadline(started, answering)).toBe(100 + 1000 + 3000);
  });

  it('is Infinity with no clock, no seat to act, or a seed missing', () => {
    expect(turnDeadline({ ...started, clock: null }, state)).toBe(Infinity);
    expect(turnDeadline({ ...started, movedAt: null }, state)).toBe(Infinity);
    expect(turnDeadline({ ...started, clientSeeds: ['a', null] }, state)).toBe(Infinity);
    expect(turnDeadline({ ...started, clientSeeds: ['a'] }, state)).toBe(Infinity);
    const over = reduce(state, { type: 'timeout', player: 0 });
    expect(turnDeadline(started, over)).toBe(Infinity);
  });
});

describe('valueAwaited and seatOfTurn, in a match of fresh values each round', () => {
  const value = { seat: 1 as const, value: 'a'.repeat(64), next: 'b'.repeat(64) };
  const accepting = reduce(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 1 });
  const rolling = reduce(accepting, { type: 'accept', player: 1 });

  it("is the bettor, while the round's rolls wait for its value, and its turn", () => {
    const awaited = { reveals: { count: 1, recent: [value] } };
    expect(valueAwaited(awaited, rolling)).toBe(0);
    expect([seatOfTurn(awaited, rolling), seatToAct(rolling)]).toEqual([0, 1]);
    // Its value in, the roller's turn; no value is awaited in a match of one seed each.
    const both = { reveals: { count: 2, recent: [value, { ...value, seat: 0 as const }] } };
    for (const match of [both, { reveals: null }]) {
      expect(valueAwaited(match, rolling)).toBeNull();
      expect(seatOfTurn(match, rolling)).toBe(1);
    }
    // An odd count outside the rolls (a match the bettor lost on time) awaits nothing.
    const over = reduce(rolling, { type: 'timeout', player: 0 });
    expect([valueAwaited(awaited, over), valueAwaited(awaited, accepting)]).toEqual([null, null]);
  });

  it('is under way once the first bet is made, or once both seeds are in', () => {
    const rounds = { clientSeeds: [null, null], reveals: { count: 0, recent: [] } };
    expect([isUnderWay({ ...rounds, version: 0 }), isUnderWay({ ...rounds, version: 1 })]).toEqual([
      false,
      true,
    ]);
    const seeds = { reveals: null, version: 0 };
    expect(
      [['a', 'b'], ['a', null], ['a'], []].map((clientSeeds) =>
        isUnderWay({ ...seeds, clientSeeds }),
      ),
    ).toEqual([true, false, false, false]);
  });

  it("runs the bettor's clock for its value, and none before the first bet", () => {
    const rounds = { ...newMatch('m'), seats: 2, clientSeeds: [null, null], clock, movedAt: 100 };
    const first = { ...rounds, reveals: { count: 0, recent: [] }, version: 0 };
    expect(turnDeadline(first, createMatch({ seed: 1 }))).toBe(Infinity);
    const waiting = { ...rounds, reveals: { count: 1, recent: [value] }, version: 2 };
    expect(turnDeadline(waiting, rolling)).toBe(100 + 1000 + 5000);
  });
});

describe('chargeTurn', () => {
  it('takes the time past perAction off the seat’s reserve, never below 0, and nothing within it', () => {
    expect(chargeTurn(clock, 1, 100, 1100).reserveLeft).toEqual([5000, 3000]);
    expect(chargeTurn(clock, 1, 100, 1101).reserveLeft).toEqual([5000, 2999]);
    expect(chargeTurn(clock, 0, 100, 3100).reserveLeft).toEqual([3000, 3000]);
    expect(chargeTurn(clock, 1, 100, 9100).reserveLeft).toEqual([5000, 0]);
    expect(chargeTurn(clock, 1, 100, 1101)).toMatchObject({ perAction: 1000, reserve: 5000 });
    // The time the store was away is not charged.
    expect(chargeTurn(clock, 0, 100, 3100, 1500).reserveLeft).toEqual([4500, 3000]);
    expect(chargeTurn(clock, 0, 100, 3100, 5000).reserveLeft).toEqual([5000, 3000]);
    // The clock it was given is left as it was.
    expect(clock.reserveLeft).toEqual([5000, 3000]);
  });

  it('never grows a reserve, and charges the time over perAction exactly until it is spent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(0 as const, 1 as const),
        fc.integer({ min: 0, max: 100_000 }),
        (left0, left1, seat, used) => {
          const given = { ...clock, reserveLeft: [left0, left1] as const };
          const after = chargeTurn(given, seat, 50, 50 + used).reserveLeft;
          expect(after[1 - seat]).toBe(given.reserveLeft[1 - seat]);
          expect(after[seat]).toBe(Math.max(0, given.reserveLeft[seat] - Math.max(0, used - 1000)));
        },
      ),
    );
  });
});
