import {
  createMatch,
  reduce,
  type Action,
  type MatchOptions,
  type MatchState,
} from '../src/index.js';

/** The seat that must act in a match not over: the roller, the bettor, or the one who answers the bet. */
export function seatToAct(state: MatchState<string>): 0 | 1 {
  if (state.phase === 'rolling') return state.roller;
  if (state.phase === 'betting') return state.bettor;
  if (state.phase === 'accepting') return state.bettor === 0 ? 1 : 0;
  throw new Error('the match is over: nobody acts');
}

/** Plays actions that must all be accepted; fails the test with the engine's message otherwise. */
export function apply(state: MatchState, ...actions: Action[]): MatchState {
  for (const action of actions) {
    state = reduce(state, action);
    if (state.error)
      throw new Error(`${JSON.stringify(action)} was rejected: ${state.error.message}`);
  }
  return state;
}

/** A match in round 1 after player 0 bet `stake` and player 1 accepted: player 1 to roll. */
export function started(stake = 10, options: MatchOptions = { seed: 1 }): MatchState {
  const state = createMatch(options);
  const bettor = state.bettor;
  return apply(
    state,
    { type: 'bet', player: bettor, amount: stake },
    { type: 'accept', player: bettor === 0 ? 1 : 0 },
  );
}

/** Rolls the given dice, each by whoever is the roller at that moment. */
export function rolls(state: MatchState, ...dice: (readonly [number, number])[]): MatchState {
  for (const pair of dice) {
    if (state.phase !== 'rolling')
      throw new Error(`cannot roll ${pair.join(',')}: the match is ${state.phase}`);
    state = apply(state, { type: 'roll', player: state.roller, dice: pair });
  }
  return state;
}

/** Freezes a value and everything reachable from it, so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value))
      deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** True when the value and everything reachable from it is frozen. */
export function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return (
    Object.isFrozen(value) &&
    Reflect.ownKeys(value).every((key) =>
      isDeepFrozen((value as Record<PropertyKey, unknown>)[key]),
    )
  );
}

/** `value` behind a Proxy whose every read throws: a caller's object no function may trust. */
export function throwingProxy<T extends object>(value: T): T {
  const trap = () => {
    throw new Error('trap');
  };
  return new Proxy(value, { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap });
}
