/**
 * A stand-in for the part of `@reduxjs/toolkit` (2.x) the Redux guide uses, so its samples run
 * without the package: `configureStore` with a map of slice reducers, and `createAction`. Like
 * Redux, the store probes every reducer with `undefined` state and an unknown action type when
 * it starts, and the types mirror Redux's.
 */
export interface Action<T extends string = string> {
  type: T;
}
export type UnknownAction = Action & Record<string, unknown>;
export interface PayloadAction<P, T extends string = string> {
  payload: P;
  type: T;
}
export type Reducer<S, A extends Action = UnknownAction> = (state: S | undefined, action: A) => S;

export interface Store<S> {
  dispatch<A extends Action>(action: A): A;
  getState(): S;
  subscribe(listener: () => void): () => void;
}

export function configureStore<S>(options: {
  reducer: { [K in keyof S]: Reducer<S[K]> };
}): Store<S> {
  const reducers = Object.entries(options.reducer) as [string, Reducer<unknown>][];
  const reduce = (
    state: Record<string, unknown> | undefined,
    action: UnknownAction,
  ): Record<string, unknown> =>
    Object.fromEntries(reducers.map(([key, reducer]) => [key, reducer(state?.[key], action)]));
  // Redux's startup: a random unknown type, then its INIT action.
  let state = reduce(undefined, {
    type: `@@redux/PROBE_UNKNOWN_ACTION${Math.random().toString(36).slice(2)}`,
  });
  state = reduce(state, { type: '@@redux/INIT' });
  const listeners = new Set<() => void>();
  return {
    dispatch(action) {
      state = reduce(state, action as unknown as UnknownAction);
      for (const listener of listeners) listener();
      return action;
    },
    getState: () => state as S,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface ActionCreator<P, T extends string> {
  (payload: P): PayloadAction<P, T>;
  readonly type: T;
  match(action: unknown): action is PayloadAction<P, T>;
}

export function createAction<P, T extends string = string>(type: T): ActionCreator<P, T> {
  return Object.assign((payload: P) => ({ type, payload }), {
    type,
    match: (action: unknown): action is PayloadAction<P, T> =>
      (action as Action | null)?.type === type,
  });
}
