import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createGame,
  createMatch,
  legalActions,
  reduce,
  stakeRange,
  type MatchState,
} from '../../src/index.js';
import { createBot, solveMatch, type BotOptions } from '../../src/odds/index.js';
import { house } from '@kiri-dice/testing/houseRules';
import { seatToAct } from '../helpers.js';
import { absorb } from '../../src/odds/absorb.js';
import { mutationRun, runs } from '@kiri-dice/testing/propertyRuns';

/** Is `action` one that `legalActions` lists, or a bet within `stakeRange`? */
function legal(state: MatchState, action: ReturnType<ReturnType<typeof createBot>>): boolean {
  if (action?.type === 'bet') {
    const range = stakeRange(state);
    return (
      range !== null &&
      action.player === state.bettor &&
      action.amount >= range.min &&
      action.amount <= range.max
    );
  }
  return legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));
}

const strategies = fc.oneof(
  fc.constantFrom<BotOptions>({ strategy: 'best' }, { strategy: 'random' }, { strategy: 'bold' }),
  fc.integer({ min: 1, max: 200 }).map((stake): BotOptions => ({ strategy: 'fixed', stake })),
);

describe('createBot', () => {
  it('returns frozen actions', () => {
    const bot = createBot({ strategy: 'best' });
    const betting = createMatch({ seed: 1, chips: [10, 10] });
    const accepting = reduce(betting, { type: 'bet', player: 0, amount: 1 });
    const rolling = reduce(accepting, { type: 'accept', player: 1 });
    for (const state of [betting, accepting, rolling])
      expect(Object.isFrozen(bot(state))).toBe(true);
  });

  it('returns a legal action in every reachable state, for every strategy', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 })),
        fc.integer({ min: 0, max: 2 ** 31 }),
        strategies,
        strategies,
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (chips, seed, a, b, draws) => {
          const bots = [createBot(a), createBot(b)];
          let state = createMatch({ seed, chips });
          const random = draws[Symbol.iterator]();
          for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
            const seat = seatToAct(state);
            const action = bots[seat]!(state, random.next().value as number);
            expect(legal(state, action)).toBe(true);
            state = reduce(state, action!);
            expect(state.error).toBeNull();
          }
          if (state.phase === 'over') expect(bots[0]!(state, 0.5)).toBeNull();
        },
      ),
      { numRuns: runs(150) },
    );
  });

  it('stakes as its strategy says', () => {
    const start = createMatch({ seed: 1, chips: [30, 80] });
    expect(createBot({ strategy: 'best' })(start)).toEqual({ type: 'bet', player: 0, amount: 1 });
    expect(createBot({ strategy: 'bold' })(start)).toEqual({ type: 'bet', player: 0, amount: 30 });
    expect(createBot({ strategy: 'fixed', stake: 7 })(start)).toMatchObject({ amount: 7 });
    expect(createBot({ strategy: 'fixed', stake: 70 })(start)).toMatchObject({ amount: 30 });
    const random = createBot({ strategy: 'random' });
    expect([0, 0.5, 0.999999].map((r) => random(start, r))).toMatchObject([
      { amount: 1 },
      { amount: 16 },
      { amount: 30 },
    ]);
    const offered = reduce(start, { type: 'bet', player: 0, amount: 3 });
    expect(random(offered)).toEqual({ type: 'accept', player: 1 });
    const rolling = reduce(offered, { type: 'accept', player: 1 });
    expect(random(rolling)).toEqual({ type: 'roll', player: 1 });
  });

  it('plays house rules with their solution', () => {
    const game = createGame({ rules: house });
    const best = createBot({ strategy: 'best', rules: house });
    const odds = solveMatch({ totalChips: 30, rules: house });
    for (const chips of [
      [10, 20],
      [20, 10],
    ] as const) {
      const state = game.createMatch({ seed: 2, chips });
      expect(best(state)).toEqual({ type: 'bet', player: 0, amount: odds.stakes[0][chips[0]] });
    }
  });

  it('throws INVALID_OPTIONS for bad options and moves, INVALID_RULES for bad rules', () => {
    expect(() => createBot(undefined as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createBot: options must be an object { strategy, stake, rules }, got undefined]`,
    );
    expect(() => createBot({ strategy: 'smart' as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createBot: options.strategy must be "best", "random", "bold" or "fixed", got "smart"]`,
    );
    expect(() => createBot({ strategy: 'fixed' })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createBot: options.stake must be a whole number from 1 to 9007199254740991, got undefined]`,
    );
    expect(() => createBot({ strategy: 'bold', stake: 3 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createBot: options.stake must be absent (only the fixed strategy has a stake), got 3]`,
    );
    expect(() =>
      createBot({ strategy: 'best', rules: {} as never }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createBot: options.rules must be rules from defineRules()]`,
    );
    const start = createMatch({ seed: 1 });
    const random = createBot({ strategy: 'random' });
    expect(() => random(start)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: bot: random must be a number from 0 up to 1 (not included) for a random move, got undefined]`,
    );
    expect(() => random(start, 1)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: bot: random must be a number from 0 up to 1 (not included) for a random move, got 1]`,
    );
    expect(() => random(start, Number.NaN)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: bot: random must be a number from 0 up to 1 (not included) for a random move, got NaN]`,
    );
    // Text that reads as a number, and a number below 0, are no random move either.
    expect(() => random(start, '0.5' as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: bot: random must be a number from 0 up to 1 (not included) for a random move, got "0.5"]`,
    );
    expect(() => random(start, -0.25)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: bot: random must be a number from 0 up to 1 (not included) for a random move, got -0.25]`,
    );
    // The snapshots show the messages only: the codes are checked apart.
    for (const bad of [() => createBot({ strategy: 'smart' as never }), () => random(start, 1)])
      expect(bad).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => random({} as never, 0.5)).toThrow(
      expect.objectContaining({
        code: 'INVALID_STATE',
        message: expect.stringMatching(/^bot: /) as unknown,
      }),
    );
    const big = createMatch({ seed: 1, chips: [5001, 5000] });
    expect(() => createBot({ strategy: 'best' })(big)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: bot: the best strategy plays matches of up to 10000 chips in all, got 10001]`,
    );
    expect(() => createBot({ strategy: 'best' })(big)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });

  // Seconds here; the mutation run skips it only where the solver itself is instrumented, which
  // makes it minutes long.
  const instrumented = [solveMatch, absorb].some((f) => String(f).includes('stryMutAct'));
  it.skipIf(mutationRun && instrumented)(
    'plays the best stakes in a match of 10,000 chips, the most it takes',
    () => {
      const most = createMatch({ seed: 1, chips: [5000, 5000] });
      expect(createBot({ strategy: 'best' })(most)).toEqual({ type: 'bet', player: 0, amount: 1 });
    },
    60_000,
  );
});
