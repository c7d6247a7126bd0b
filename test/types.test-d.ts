import { describe, expectTypeOf, it } from 'vitest';
import {
  classifyRoll,
  createGame,
  createMatch,
  createReducer,
  legalActions,
  playerToAct,
  reduce,
  standardRules,
  validateAction,
  type Action,
  type Combination,
  type CombinationId,
  type KiriError,
  type ActionErrorCode,
  type MatchState,
  type RollRecord,
  type Rules,
  type RoundEndReason,
  type Seat,
  type SeatAction,
} from '../src/index.js';
import { defineRules } from '../src/rules/index.js';

describe('public types', () => {
  it('classifyRoll knows the standard ids, and the ids of house rules', () => {
    expectTypeOf(classifyRoll(1, 2)).toEqualTypeOf<Combination<CombinationId>>();
    expectTypeOf(classifyRoll(1, 2).id).toEqualTypeOf<CombinationId>();
    const rules = defineRules({
      combinations: [
        { id: 'lucky', dice: [[8, 8]], instant: 'win' },
        { id: 'plain', dice: 'any', points: 1 },
      ],
    });
    expectTypeOf(rules).toEqualTypeOf<Rules<'lucky' | 'plain'>>();
    expectTypeOf(classifyRoll(1, 2, rules).id).toEqualTypeOf<'lucky' | 'plain'>();
    expectTypeOf(standardRules).toEqualTypeOf<Rules<CombinationId>>();
  });

  it('narrows MatchState on phase', () => {
    const state = createMatch();
    expectTypeOf(state).toEqualTypeOf<MatchState>();
    if (state.phase === 'rolling') {
      expectTypeOf(state.roller).toEqualTypeOf<Seat>();
      expectTypeOf(state.winner).toEqualTypeOf<null>();
    }
    if (state.phase === 'over') expectTypeOf(state.winner).toEqualTypeOf<Seat | null>();
    if (state.phase === 'betting') {
      expectTypeOf(state.stake).toEqualTypeOf<0>();
      expectTypeOf(state.roller).toEqualTypeOf<null>();
    }
    expectTypeOf(state.error).toEqualTypeOf<{
      readonly code: ActionErrorCode;
      readonly message: string;
    } | null>();
  });

  it("types the list of legal actions read-only, each a seat's", () => {
    expectTypeOf(legalActions).returns.toEqualTypeOf<readonly SeatAction[]>();
    expectTypeOf(createGame().legalActions).returns.toEqualTypeOf<readonly SeatAction[]>();
    expectTypeOf<SeatAction['player']>().toEqualTypeOf<Seat>();
  });

  it('gives whose turn it is as a Seat, or null once over', () => {
    expectTypeOf(playerToAct).parameters.toEqualTypeOf<[MatchState]>();
    expectTypeOf(playerToAct).returns.toEqualTypeOf<Seat | null>();
    expectTypeOf(createGame().playerToAct).returns.toEqualTypeOf<Seat | null>();
  });

  it('narrows Action on type', () => {
    const action = legalActions(createMatch())[0]!;
    if (action.type === 'bet') expectTypeOf(action.amount).toEqualTypeOf<number>();
    if (action.type === 'roll')
      expectTypeOf(action.dice).toEqualTypeOf<readonly [number, number] | undefined>();
    if (action.type === 'timeout')
      expectTypeOf(action).toEqualTypeOf<{ readonly type: 'timeout'; readonly player: Seat }>();
    expectTypeOf<Action['type']>().toEqualTypeOf<
      'bet' | 'accept' | 'decline' | 'roll' | 'timeout' | 'halt'
    >();
    expectTypeOf<Extract<Action, { type: 'halt' }>>().toEqualTypeOf<{ readonly type: 'halt' }>();
    expectTypeOf<RoundEndReason>().toEqualTypeOf<'kiri' | 'dead' | 'points' | 'timeout'>();
  });

  it('keeps states and combinations read-only', () => {
    const state = createMatch();
    // @ts-expect-error states are deeply read-only
    state.chips[0] = 5;
    // @ts-expect-error states are deeply read-only
    state.phase = 'over';
    // @ts-expect-error combinations are read-only
    classifyRoll(1, 2).points = 9;
  });

  it('rejects malformed actions at compile time', () => {
    const state = createMatch();
    // @ts-expect-error a bet needs an amount
    reduce(state, { type: 'bet', player: 0 });
    // @ts-expect-error seats are 0 and 1
    reduce(state, { type: 'roll', player: 2 });
    // @ts-expect-error dice are a pair
    reduce(state, { type: 'roll', player: 0, dice: [1, 2, 3] });
    expectTypeOf(
      validateAction(state, { type: 'accept', player: 1 }),
    ).toEqualTypeOf<KiriError | null>();
  });

  it('has reducers of the (state, action) => state shape', () => {
    expectTypeOf(reduce).toEqualTypeOf<(state: MatchState, action: Action) => MatchState>();
    expectTypeOf(createReducer()).toEqualTypeOf<
      (state: MatchState, action: Action) => MatchState
    >();
    expectTypeOf(createGame().reduce).toEqualTypeOf<
      (state: MatchState, action: Action) => MatchState
    >();
  });

  it('types a roll record by the rules of its match, and an action error by the six action codes', () => {
    const state = createMatch();
    expectTypeOf(state.lastRoll?.combination).toEqualTypeOf<CombinationId | undefined>();
    // @ts-expect-error a misspelt combination id does not compile
    expectTypeOf(state.lastRoll?.combination === 'kirri').toBeBoolean();
    const game = createGame({
      rules: defineRules({
        combinations: [
          { id: 'lucky', dice: [[8, 8]], instant: 'win' },
          { id: 'plain', dice: 'any', points: 1 },
        ],
      }),
    });
    expectTypeOf(game.createMatch().lastRoll?.combination).toEqualTypeOf<
      'lucky' | 'plain' | undefined
    >();
    expectTypeOf(game.reduce).toEqualTypeOf<
      (state: MatchState<'lucky' | 'plain'>, action: Action) => MatchState<'lucky' | 'plain'>
    >();
    expectTypeOf<NonNullable<MatchState['error']>['code']>().toEqualTypeOf<ActionErrorCode>();
    expectTypeOf<RollRecord['combination']>().toEqualTypeOf<CombinationId>();
  });

  it('lets a server check any parsed body without a cast', () => {
    const body: unknown = JSON.parse('{"type":"roll","player":1}');
    expectTypeOf(validateAction(createMatch(), body)).toEqualTypeOf<KiriError | null>();
    expectTypeOf(createGame().validateAction).parameter(1).toEqualTypeOf<unknown>();
  });
});
