/**
 * Error messages say which function failed, what was wrong and what is allowed. One
 * pinned example per message the API can produce, plus a property over random bad inputs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyRoll,
  createGame,
  createMatch,
  KiriError,
  legalActions,
  parseMatchState,
  reduce,
  stakeRange,
  playerToAct,
  validateAction,
  type MatchState,
} from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import { apply, rolls, started } from '../helpers.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

/** The KiriError a call threw, as `CODE: message`. */
function thrown(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    return `${error.code}: ${error.message}`;
  }
  throw new Error('nothing was thrown');
}

/** parseMatchState on a copy of `state` with `change` applied. */
const parsing = (state: MatchState, change: Record<string, unknown>) =>
  thrown(() => parseMatchState({ ...JSON.parse(JSON.stringify(state)), ...change }));

describe('error messages', () => {
  it('createMatch names the option and what it allows', () => {
    expect(thrown(() => createMatch({ chips: [0, 5] }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createMatch: options.chips[0] must be a whole number from 1 to 9007199254740991, got 0"`,
    );
    expect(thrown(() => createMatch({ chips: [5] as never }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createMatch: options.chips must be a pair of whole numbers from 1 to 9007199254740991, got an array"`,
    );
    expect(thrown(() => createMatch({ chips: [2 ** 52, 2 ** 52] }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createMatch: options.chips (their sum) must be a whole number from 2 to 9007199254740991, got 9007199254740992"`,
    );
    expect(thrown(() => createMatch({ firstBettor: 2 as never }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createMatch: options.firstBettor must be 0 or 1, got 2"`,
    );
    expect(thrown(() => createMatch({ seed: -1 }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createMatch: options.seed (or a string) must be a whole number from 0 to 9007199254740991, got -1"`,
    );
    expect(thrown(() => createMatch({ note: 1 } as never))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createMatch: options.note must be absent (allowed: seed, chips, firstBettor), got 1"`,
    );
    expect(thrown(() => createMatch(null as never))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createMatch: options must be an object { seed, chips, firstBettor }, got null"`,
    );
  });

  it('defineRules names the field and what it allows', () => {
    const one = (c: Record<string, unknown>) =>
      thrown(() =>
        defineRules({ combinations: [{ id: 'x', dice: 'any', points: 1, ...c }] as never }),
      );
    expect(one({ dice: 7 })).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[0].dice must be a list of pairs, { minSum, maxSum }, 'any' or a predicate, got 7"`,
    );
    expect(one({ dice: [[1, 9]] })).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[0].dice[0][1] must be a whole number from 1 to 8, got 9"`,
    );
    expect(one({ id: '1st' })).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[0].id must be a unique name of letters, digits, '_' or '-' that starts with a letter, got "1st""`,
    );
    expect(one({ names: { en: 5 } })).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[0].names must be an object of strings { en, ru }, got an object"`,
    );
    expect(one({ names: { de: 'x' } })).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[0].names.de must be absent (allowed: en, ru), got "x""`,
    );
    expect(one({ instant: 'draw' })).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[0].instant must be "win", "lose" or null, got "draw""`,
    );
    expect(one({ instant: 'win' })).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[0] must be without points or extra rolls: an instant combination ends the round, got an object"`,
    );
    expect(thrown(() => defineRules({ name: 7 as never, combinations: [] }))).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.name must be a string, got 7"`,
    );
    expect(thrown(() => defineRules({ combinations: [] }))).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations must be an array of 1 to 36 combinations, got an array"`,
    );
    expect(
      thrown(() =>
        defineRules({
          combinations: [
            { id: 'a', dice: 'any', points: 1 },
            { id: 'b', dice: [[1, 1]] },
          ],
        }),
      ),
    ).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations[1].dice must be a matcher that claims a roll no earlier combination took, got an array"`,
    );
    expect(
      thrown(() => defineRules({ combinations: [{ id: 'a', dice: 'any' }] })),
    ).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations must be a table where some combination gives points or wins or loses at once, or no round could end, got an array"`,
    );
    expect(
      thrown(() => defineRules({ combinations: [{ id: 'a', dice: { maxSum: 3 }, points: 1 }] })),
    ).toMatchInlineSnapshot(
      `"INVALID_RULES: defineRules: rules.combinations must be a table that covers every roll (end it with { dice: 'any' }); nothing matches 1 + 3, got an array"`,
    );
  });

  it('createGame names the option and what it allows', () => {
    const rng = {
      name: 'mine',
      seed: () => [1, 0.5],
      next: (s: readonly number[]) => [0, s] as const,
    };
    expect(thrown(() => createGame({ rng }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createGame: options.rng.seed(0) must be a state of 2 whole numbers from -2147483648 to 4294967295, got an array"`,
    );
    expect(thrown(() => createGame({ rng: { ...rng, next: 1 } as never }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: createGame: options.rng must be a generator { name, seed(n), next(state) } (see RandomGenerator), got an object"`,
    );
    expect(thrown(() => createGame({ rules: {} as never }))).toMatchInlineSnapshot(
      `"INVALID_RULES: createGame: options.rules must be rules from defineRules()"`,
    );
  });

  it('parseMatchState names the field and why its value cannot be', () => {
    const betting = createMatch({ seed: 1 });
    const rolling = started(10);
    const round2 = rolls(started(10), [8, 6]);
    const bust = rolls(started(100), [8, 6]);
    const declined = apply(
      createMatch({ seed: 1 }),
      { type: 'bet', player: 0, amount: 1 },
      { type: 'decline', player: 1 },
    );
    expect(thrown(() => parseMatchState(undefined))).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state must be a MatchState (from createMatch(), reduce() or parseMatchState()) or its JSON text, got undefined"`,
    );
    expect(parsing(betting, { roller: 0 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.roller must be null while betting, got 0"`,
    );
    expect(parsing(rolling, { pot: 22 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.pot must be 20 (twice the stake), got 22"`,
    );
    expect(parsing(rolling, { totalChips: 201 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.totalChips must be 200 (chips plus pot), got 201"`,
    );
    expect(
      parsing(betting, { lastRoll: { player: 0, dice: [1, 2], combination: 'kvatra' } }),
    ).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.lastRoll must be null before the first roll, got an object"`,
    );
    expect(
      parsing(rolling, { lastRoll: { player: 0, dice: [1, 2], combination: 'dead' } }),
    ).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.lastRoll.combination must be kvatra (what 1 + 2 makes under the standard rules), got "dead""`,
    );
    expect(parsing(rolling, { lastRound: round2.lastRound })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.lastRound must be null in round 1, got an object"`,
    );
    expect(parsing(round2, { lastRound: { ...round2.lastRound, round: 2 } })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.lastRound.round must be 1 (the round before this one), got 2"`,
    );
    expect(parsing(round2, { bettor: 0 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.bettor must be 1 (the last winner bets next), got 0"`,
    );
    expect(parsing(bust, { winner: 0 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.winner must be 1 (the player who has every chip), got 0"`,
    );
    expect(parsing(bust, { chips: [200, 0], bettor: 1 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.winner must be 0 (the player who has every chip), got 1"`,
    );
    expect(parsing(bust, { chips: [200, 0], bettor: 1, winner: 0 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.lastRound.winner must be 0 (the match winner won the last round), got 1"`,
    );
    expect(parsing(declined, { chips: [0, 200], winner: 1 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.lastRound.winner must be 1 (the match winner won the last round), got undefined"`,
    );
    expect(parsing(declined, { winner: 0 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.winner must be null after a decline or a halt, got 0"`,
    );
    expect(parsing(rolling, { winner: 0 })).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.winner must be null while rolling, got 0"`,
    );
    expect(
      parsing(betting, { error: { code: 'INVALID_ACTION', message: 5 } }),
    ).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.error.message must be a string, got 5"`,
    );
    expect(
      parsing(betting, { error: { code: 'INVALID_STATE', message: 'm' } }),
    ).toMatchInlineSnapshot(
      `"INVALID_STATE: parseMatchState: state.error.code must be "INVALID_ACTION", "MATCH_OVER", "WRONG_PHASE", "NOT_YOUR_TURN", "INVALID_STAKE" or "INVALID_DICE", got "INVALID_STATE""`,
    );
  });

  it('the state checks of reduce, validateAction, legalActions, stakeRange and playerToAct name their function', () => {
    const checks = {
      reduce: (s: unknown) => reduce(s as never, { type: 'roll', player: 0 }),
      validateAction: (s: unknown) => validateAction(s as never, { type: 'roll', player: 0 }),
      legalActions,
      stakeRange,
      playerToAct,
    };
    for (const [name, call] of Object.entries(checks)) {
      for (const state of [undefined, null, 'betting', 7]) {
        expect(thrown(() => call(state as never))).toMatch(
          new RegExp(
            `^INVALID_STATE: ${name}: state must be a MatchState from createMatch\\(\\), reduce\\(\\) or parseMatchState\\(\\), got `,
          ),
        );
      }
      // An object is read as a state would be, and its first bad field named.
      for (const state of [{}, { phase: 1 }, { phase: 'rolling', roller: 1 }]) {
        expect(thrown(() => call(state as never))).toMatch(
          new RegExp(`^INVALID_STATE: ${name}: state\\.(phase|round) must be `),
        );
      }
    }
    expect(thrown(() => legalActions({ phase: 1 } as never))).toMatchInlineSnapshot(
      `"INVALID_STATE: legalActions: state.phase must be "betting", "accepting", "rolling" or "over", got 1"`,
    );
  });

  it('rejected actions describe what came, briefly and safely', () => {
    const s = createMatch({ seed: 1 });
    const roll = started();
    const said = (state: MatchState, action: unknown) =>
      reduce(state, action as never).error?.message;
    expect(said(s, undefined)).toMatchInlineSnapshot(
      `"action must be a plain object like { type: 'roll', player: 0 }, got undefined"`,
    );
    expect(said(s, () => {})).toMatchInlineSnapshot(
      `"action must be a plain object like { type: 'roll', player: 0 }, got a function"`,
    );
    expect(said(s, 'x'.repeat(100))).toMatchInlineSnapshot(
      `"action must be a plain object like { type: 'roll', player: 0 }, got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (100 characters)"`,
    );
    expect(said(s, { type: 'bet', player: [0] })).toMatchInlineSnapshot(
      `"action.player must be 0 or 1, got an array"`,
    );
    expect(said(s, { type: 'bet', player: { seat: 0 } })).toMatchInlineSnapshot(
      `"action.player must be 0 or 1, got an object"`,
    );
    expect(said(roll, { type: 'roll', player: 1, dice: [1, 2, 3] })).toMatchInlineSnapshot(
      `"dice must be two whole numbers from 1 to 8, like [3, 5], got [1, 2, 3]"`,
    );
    expect(said(roll, { type: 'roll', player: 1, dice: [1n, 2] })).toMatchInlineSnapshot(
      `"dice must be two whole numbers from 1 to 8, like [3, 5], got [1n, 2]"`,
    );
    expect(reduce(roll, { type: 'roll', player: 1, dice: [1n, 2] } as never).error?.code).toBe(
      'INVALID_DICE',
    );
    expect(thrown(() => classifyRoll(1n as never, 2))).toMatchInlineSnapshot(
      `"INVALID_DICE: classifyRoll: dice must be whole numbers from 1 to 8, got bigint and 2"`,
    );
  });

  it('every thrown message starts with the function that threw it', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const [name, call] of [
          ['createMatch', () => createMatch({ chips: value } as never)],
          [
            'defineRules',
            () => defineRules({ combinations: [{ id: 'x', dice: value, points: 1 }] } as never),
          ],
          ['createGame', () => createGame({ rng: value } as never)],
          ['parseMatchState', () => parseMatchState({ ...createMatch({ seed: 1 }), stake: value })],
        ] as const) {
          let message: string;
          try {
            call();
            continue;
          } catch (error) {
            expect(error).toBeInstanceOf(KiriError);
            message = (error as KiriError).message;
          }
          expect(message.startsWith(`${name}: `)).toBe(true);
        }
      }),
      { numRuns: runs(200) },
    );
  });
});
