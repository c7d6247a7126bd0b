import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, parseMatchState, reduce, type MatchState } from '../src/index.js';

/** Every state of a whole seeded match: the bettor stakes `stake` (or less), the other accepts. */
function playAll(seed: number, stake: number): MatchState[] {
  let state = createMatch({ seed, chips: [6, 6] });
  const states = [state];
  while (state.phase !== 'over') {
    const amount = Math.min(stake, state.chips[0], state.chips[1]);
    state = reduce(state, { type: 'bet', player: state.bettor, amount });
    states.push(state);
    state = reduce(state, { type: 'accept', player: state.bettor === 0 ? 1 : 0 });
    states.push(state);
    while (state.phase === 'rolling') {
      state = reduce(state, { type: 'roll', player: state.roller });
      states.push(state);
    }
  }
  return states;
}

describe('parseMatchState after round 1', () => {
  it('loads a state between rounds, with its last round', () => {
    let state = createMatch({ seed: 1 });
    state = reduce(state, { type: 'bet', player: 0, amount: 5 });
    state = reduce(state, { type: 'accept', player: 1 });
    state = reduce(state, { type: 'roll', player: 1, dice: [8, 7] });
    expect(state).toMatchObject({
      phase: 'betting',
      round: 2,
      lastRound: { round: 1, winner: 1, reason: 'kiri', pot: 10 },
    });
    expect(parseMatchState(JSON.stringify(state))).toEqual(state);
  });

  it('still requires lastRound to be null in round 1', () => {
    const state = {
      ...createMatch({ seed: 1 }),
      lastRound: { round: 0, winner: 0, reason: 'kiri', pot: 2, points: [0, 0] },
    };
    expect(() => parseMatchState(state)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: parseMatchState: state.lastRound must be null in round 1, got an object]`,
    );
  });

  it('round-trips every state of whole matches through JSON unchanged', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 6 }), (seed, stake) => {
        for (const state of playAll(seed, stake))
          expect(parseMatchState(JSON.stringify(state))).toEqual(state);
      }),
      { seed: 5, numRuns: 50 },
    );
  });
});
