/**
 * Random matches for the property tests: options, then a list of moves played in order. A move
 * either does what the phase calls for (bet a share of the largest stake, accept or rarely
 * decline, roll with or without dice), sends an arbitrary action, usually a rejected one, or
 * rarely times out either seat or halts the match.
 */
import fc from 'fast-check';
import { createMatch, reduce, type MatchOptions, type MatchState } from 'kiri-dice';

export type Move =
  | {
      readonly kind: 'play';
      readonly share: number;
      readonly dice: readonly [number, number] | null;
      readonly decline: boolean;
    }
  | { readonly kind: 'any'; readonly action: unknown };

export interface Plan {
  readonly options: MatchOptions & { readonly chips: readonly [number, number] };
  readonly moves: readonly Move[];
}

/** One step of a played match. */
export interface Step {
  readonly before: MatchState;
  readonly action: unknown;
  readonly after: MatchState;
}

const die = fc.integer({ min: 1, max: 8 });
const seat = fc.constantFrom(0, 1);
const oddNumber = fc.constantFrom(0, -0, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 1e300);

/** Actions of every type and seat, with stakes and dice both in and out of range. */
export const anyAction: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('bet'),
      player: seat,
      amount: fc.oneof(fc.integer({ min: -2, max: 200 }), oddNumber),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constantFrom('accept', 'decline'), player: seat }) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        type: fc.constant('roll'),
        player: seat,
        dice: fc.oneof(fc.tuple(die, die), fc.tuple(fc.integer({ min: -1, max: 10 }), oddNumber)),
      },
      { requiredKeys: ['type', 'player'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        type: fc.constantFrom('bet', 'roll', 'timeout', 'halt', 'fold'),
        player: fc.oneof(seat, oddNumber, fc.constant('1')),
        extra: fc.anything(),
      },
      { requiredKeys: ['type'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.anything(),
      fc.json().map((text): unknown => JSON.parse(text)),
    ),
  },
);

/** A timeout by either seat: it ends the match, so it comes about once in 140 moves. */
const timeout = fc.record({
  kind: fc.constant('any' as const),
  action: fc.record({ type: fc.constant('timeout'), player: seat }),
});

/** A host's halt: it ends the match too, so it is as rare. */
const halt = fc.record({
  kind: fc.constant('any' as const),
  action: fc.constant({ type: 'halt' }),
});

export const move: fc.Arbitrary<Move> = fc.oneof(
  {
    weight: 120,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      share: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(1)),
      dice: fc.oneof(fc.constant(null), fc.tuple(die, die)),
      decline: fc.oneof({ weight: 30, arbitrary: fc.constant(false) }, fc.constant(true)),
    }),
  },
  { weight: 20, arbitrary: fc.record({ kind: fc.constant('any' as const), action: anyAction }) },
  { weight: 1, arbitrary: timeout },
  { weight: 1, arbitrary: halt },
);

export const matchOptions: fc.Arbitrary<Plan['options']> = fc.record({
  seed: fc.oneof(fc.maxSafeNat(), fc.string()),
  chips: fc.tuple(
    fc.oneof(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 1000 })),
    fc.oneof(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 1000 })),
  ),
  firstBettor: fc.constantFrom(0 as const, 1 as const),
});

export const plan: fc.Arbitrary<Plan> = fc.record({
  options: matchOptions,
  moves: fc.array(move, { maxLength: 150, size: 'max' }),
});

/** The action a move sends in this state. */
export function actionOf(m: Move, s: MatchState): unknown {
  if (m.kind === 'any') return m.action;
  switch (s.phase) {
    case 'betting': {
      const max = Math.min(s.chips[0], s.chips[1]);
      return {
        type: 'bet',
        player: s.bettor,
        amount: Math.min(max, 1 + Math.floor(m.share * max)),
      };
    }
    case 'accepting':
      return { type: m.decline ? 'decline' : 'accept', player: 1 - s.bettor };
    case 'rolling':
      return m.dice === null
        ? { type: 'roll', player: s.roller }
        : { type: 'roll', player: s.roller, dice: m.dice };
    default:
      return { type: 'roll', player: 0 };
  }
}

/** Plays a plan with `reduce` (or another reducer) and returns every step. */
export function play(
  p: Plan,
  reducer: (s: MatchState, a: never) => MatchState = reduce,
  start: MatchState = createMatch(p.options),
): { start: MatchState; steps: Step[] } {
  const steps: Step[] = [];
  let state = start;
  for (const m of p.moves) {
    const action = actionOf(m, state);
    const after = reducer(state, action as never);
    steps.push({ before: state, action, after });
    state = after;
  }
  return { start, steps };
}

/** Every state of a played plan, the first included. */
export function statesOf(p: Plan): MatchState[] {
  const { start, steps } = play(p);
  return [start, ...steps.map((s) => s.after)];
}

/** Throws `message()` unless `condition`: a cheap stand-in for expect in loops over thousands of states. */
export function ensure(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

/** The state as JSON text: two states are equal exactly when their texts are (fields in order, plain values). */
export const text = (value: unknown): string => JSON.stringify(value);
