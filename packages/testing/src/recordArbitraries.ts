/**
 * Random recorded matches for the property and fuzz tests: a plan of matchArbitraries (every
 * kind of move, rejected ones included) played at once through `play` and through the live
 * game's `reduce`, under the standard rules or house rules.
 */
import fc from 'fast-check';
import { createGame, standardRules, type Action, type MatchState, type Rules } from 'kiri-dice';
import { play, startRecord, type RecordedMatch } from 'kiri-dice/record';
import { house, passOnScore, rulesArbitrary } from './houseRules.js';
import { actionOf, plan, type Plan } from './matchArbitraries.js';

export interface RecordedPlan {
  readonly rules: Rules;
  readonly plan: Plan;
}

export const recordedPlan: fc.Arbitrary<RecordedPlan> = fc.record({
  rules: fc.oneof(
    { weight: 4, arbitrary: fc.constant(standardRules) },
    fc.constantFrom(house, passOnScore),
    rulesArbitrary(),
  ),
  plan,
});

/** A match played both ways: the recorded match, and the live states of every accepted action. */
export interface Played {
  readonly match: RecordedMatch<string>;
  /** The first state, then the state after each accepted action. */
  readonly states: readonly MatchState<string>[];
  /** The accepted actions, as sent. */
  readonly actions: readonly Action[];
}

/**
 * Plays `p` through `play` and through `createGame({ rules }).reduce`, checking at each step that
 * both give the same state (rejected actions included).
 */
export function playBoth({ rules, plan: p }: RecordedPlan): Played {
  const game = createGame({ rules });
  let live = game.createMatch(p.options);
  let match: RecordedMatch<string> = startRecord({ ...p.options, rules });
  const states = [live];
  const actions: Action[] = [];
  for (const m of p.moves) {
    const action = actionOf(m, live as MatchState) as Action;
    live = game.reduce(live, action);
    match = play(match, action);
    if (JSON.stringify(match.state) !== JSON.stringify(live))
      throw new Error('play and reduce disagree');
    if (live.error === null) {
      states.push(live);
      actions.push(action);
    }
  }
  return { match, states, actions };
}

/** The arbitrary of played matches. */
export const played: fc.Arbitrary<Played> = recordedPlan.map(playBoth);

/** A value or a commitment of fresh values each round: 64 lowercase hexadecimal digits. */
export const roundValue: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

/** The rounds accepted in a list of states: each accept starts a round's rolls. */
export function acceptedIn(states: readonly MatchState<string>[]): number {
  return states.filter(
    (s, i) => i > 0 && states[i - 1]!.phase === 'accepting' && s.phase === 'rolling',
  ).length;
}

/**
 * Played matches whose records carry the seats' values (`rounds`): random commitments, and up to
 * two random reveals for each round accepted, as many as fit. Their form is right; what they
 * prove is not (no value matches its commitment), which only `verifyFairRolls` checks.
 */
export const playedWithRounds: fc.Arbitrary<Played> = fc
  .tuple(
    played,
    fc.tuple(roundValue, roundValue),
    fc.array(
      fc.record({
        seat: fc.constantFrom(0 as const, 1 as const),
        value: roundValue,
        next: roundValue,
      }),
      {
        maxLength: 8,
      },
    ),
  )
  .map(([p, commitments, reveals]) => {
    // Plain objects, as JSON gives them (the arbitrary's have no prototype).
    const kept = reveals.slice(0, 2 * acceptedIn(p.states)).map((reveal) => ({ ...reveal }));
    const rounds = { commitments, reveals: kept };
    const record = { ...p.match.record, rounds };
    return { ...p, match: { state: p.match.state, record } };
  });
