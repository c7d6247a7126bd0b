import { describe, expect, it } from 'vitest';
import {
  createMatch,
  KiriError,
  reduce,
  validateAction,
  type Action,
  type MatchState,
} from '../../src/index.js';
import { started } from '../helpers.js';

describe('validateAction', () => {
  it('returns null for an action reduce accepts, and changes nothing', () => {
    // An unfrozen copy and a roll: validating must neither write to them nor draw the dice.
    const saved = JSON.stringify(started());
    const state = JSON.parse(saved) as MatchState;
    const roll: Action = { type: 'roll', player: 1 };
    const rolled = reduce(JSON.parse(saved) as MatchState, roll);
    expect(validateAction(state, roll)).toBeNull();
    expect(validateAction(state, { ...roll, dice: [8, 8] })).toBeNull();
    expect(JSON.stringify(state)).toBe(saved);
    expect(roll).toEqual({ type: 'roll', player: 1 });
    expect(reduce(state, roll)).toEqual(rolled);
    expect(
      validateAction(createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 5 }),
    ).toBeNull();
  });

  it('returns the KiriError reduce would report, with the same code and message', () => {
    const cases: [ReturnType<typeof createMatch>, unknown][] = [
      [createMatch({ seed: 1 }), { type: 'roll', player: 0 }],
      [createMatch({ seed: 1 }), { type: 'bet', player: 0, amount: 500 }],
      [started(), { type: 'roll', player: 1, dice: [0, 1] }],
      [started(), 'roll'],
    ];
    for (const [state, action] of cases) {
      const error = validateAction(state, action);
      expect(error).toBeInstanceOf(KiriError);
      expect({ code: error?.code, message: error?.message }).toEqual(
        reduce(state, action as Action).error,
      );
    }
  });

  it('throws INVALID_STATE for something that is not a state', () => {
    expect(() =>
      validateAction(7 as never, { type: 'roll', player: 0 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: validateAction: state must be a MatchState from createMatch(), reduce() or parseMatchState(), got 7]`,
    );
  });
});
