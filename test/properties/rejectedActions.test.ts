/**
 * What reduce accepts and rejects: exactly what legalActions and stakeRange describe; a rejected
 * action changes nothing but `error`, and validateAction says the same as reduce.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KiriError,
  legalActions,
  reduce,
  stakeRange,
  playerToAct,
  validateAction,
  type MatchState,
} from '../../src/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { anyAction, ensure, plan, play, statesOf, text } from '@kiri-dice/testing/matchArbitraries';

const RUNS = runs(300);
const ACTION_CODES = [
  'INVALID_ACTION',
  'MATCH_OVER',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'INVALID_STAKE',
  'INVALID_DICE',
];

/** A match played from a plan, then one more action: every state of it is a candidate. */
const stateAndAction = fc.tuple(plan, fc.nat(), anyAction).map(([p, index, action]) => {
  const states = statesOf(p);
  return { state: states[index % states.length]!, action };
});

/** Actions of every type and seat, with any stake, dice present, absent or malformed. */
const candidate = fc.record(
  {
    type: fc.constantFrom('bet', 'accept', 'decline', 'roll'),
    player: fc.constantFrom(0, 1),
    amount: fc.oneof(fc.integer({ min: -2, max: 1002 }), fc.constantFrom(0.5, NaN, Infinity, '1')),
    dice: fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })),
      fc.constantFrom([1], [1, 2, 3], [1.5, 2]),
    ),
  },
  { requiredKeys: ['type', 'player'] },
);

/** What legalActions and stakeRange together say about an action whose fields fit its type. */
function allowed(
  s: MatchState,
  a: { type: string; player: number; amount?: unknown; dice?: unknown },
): boolean {
  const legal = legalActions(s).some((l) => l.type === a.type && l.player === a.player);
  if (!legal) return false;
  if (a.type === 'bet') {
    const range = stakeRange(s)!;
    return (
      Number.isInteger(a.amount) &&
      (a.amount as number) >= range.min &&
      (a.amount as number) <= range.max
    );
  }
  if (a.type === 'roll' && a.dice !== undefined) {
    const d = a.dice as number[];
    return d.length === 2 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 8);
  }
  return true;
}

describe('rejected actions', () => {
  it('a rejected action leaves everything but error identical, with a documented code', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, action, after } of play(p).steps) {
          if (after.error === null) continue;
          ensure(
            ACTION_CODES.includes(after.error.code),
            () => `undocumented code ${after.error!.code}`,
          );
          ensure(
            text({ ...after, error: before.error }) === text(before),
            () => `${text(action)} changed ${text(before)} into ${text(after)}`,
          );
          ensure(after.rng === before.rng, () => 'the generator state was replaced');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a rejected action does not advance the random generator: the next roll draws the same dice', () => {
    fc.assert(
      fc.property(stateAndAction, ({ state, action }) => {
        const rejected = reduce(state, action as never);
        fc.pre(rejected.error !== null && state.phase === 'rolling');
        const roll = { type: 'roll', player: state.roller } as const;
        expect(reduce(rejected, roll)).toEqual(reduce(state, roll));
      }),
      { numRuns: RUNS },
    );
  });

  it('after a rejection, the next legal action is accepted and clears error', () => {
    fc.assert(
      fc.property(plan, (p) => {
        for (const { before, action, after } of play(p).steps) {
          if (before.error === null || validateAction(before, action) !== null) continue;
          expect(after.error).toBeNull();
          expect(after).not.toEqual({ ...before, error: null });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("every action legalActions lists is accepted and is playerToAct's, and so is every stake in stakeRange", () => {
    fc.assert(
      fc.property(plan, fc.double({ min: 0, max: 1, noNaN: true }), (p, share) => {
        for (const s of statesOf(p)) {
          const legal = legalActions(s);
          ensure(
            (legal.length === 0) === (s.phase === 'over'),
            () => `legalActions ${text(legal)} in ${text(s)}`,
          );
          for (const action of legal)
            ensure(
              reduce(s, action).error === null && action.player === playerToAct(s),
              () => `${text(action)} was rejected in ${text(s)}, or is not playerToAct's`,
            );
          ensure(
            (playerToAct(s) === null) === (s.phase === 'over'),
            () => `playerToAct ${text(playerToAct(s))} in ${text(s)}`,
          );
          const range = stakeRange(s);
          ensure(
            (range === null) === (s.phase !== 'betting'),
            () => `stakeRange ${text(range)} in ${text(s)}`,
          );
          if (range) {
            const bets = legal.map((a) => (a.type === 'bet' ? a.amount : NaN));
            ensure(
              text(bets) === text(range.min === range.max ? [range.min] : [range.min, range.max]),
              () => `bets ${text(bets)} for ${text(range)}`,
            );
            const amount = range.min + Math.floor(share * (range.max - range.min));
            ensure(
              reduce(s, { type: 'bet', player: s.bettor, amount }).error === null,
              () => `a bet of ${amount} was rejected in ${text(s)}`,
            );
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('every other action is rejected: wrong type, wrong seat, stakes outside stakeRange, bad dice', () => {
    fc.assert(
      fc.property(plan, fc.array(candidate, { minLength: 1, maxLength: 5 }), (p, candidates) => {
        for (const s of statesOf(p)) {
          for (const c of candidates) {
            // Give each type only its own fields, so the action is well-formed and only the rules decide.
            const { type, player } = c;
            const action =
              type === 'bet'
                ? { type, player, amount: c.amount }
                : type === 'roll'
                  ? { type, player, ...(c.dice && { dice: c.dice }) }
                  : { type, player };
            const accepted = reduce(s, action as never).error === null;
            ensure(
              accepted === allowed(s, action),
              () => `${text(action)} was ${accepted ? 'accepted' : 'rejected'} in ${text(s)}`,
            );
          }
        }
      }),
      { numRuns: runs(200) },
    );
  });

  it('validateAction says exactly what reduce does, and never throws', () => {
    fc.assert(
      fc.property(stateAndAction, ({ state, action }) => {
        const verdict = validateAction(state, action);
        const after = reduce(state, action as never);
        if (after.error === null) expect(verdict).toBeNull();
        else {
          expect(verdict).toBeInstanceOf(KiriError);
          expect({ code: verdict!.code, message: verdict!.message }).toEqual(after.error);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
