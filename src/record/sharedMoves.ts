// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Seat } from '../game/MatchState.js';
import type { AcceptAction, DeclineAction, HaltAction, TimeoutAction } from '../game/Action.js';
import type { RecordedRoll } from './MatchRecord.js';

let rolls: readonly RecordedRoll[] | undefined;

/**
 * The recorded roll of `player` with dice `a` and `b`, drawn or given: one frozen object for
 * each of the 256, made on first use and shared by every record. A record holds one roll for
 * most of its moves, and a long record that held a copy of each would spend most of its reading
 * time in the garbage collector.
 */
export function rollMove(player: Seat, a: number, b: number, drawn: boolean): RecordedRoll {
  rolls ??= Array.from({ length: 256 }, (_, i) =>
    Object.freeze({
      type: 'roll',
      player: (i >> 7) as Seat,
      dice: Object.freeze([((i >> 3) & 7) + 1, (i & 7) + 1] as const),
      drawn: ((i >> 6) & 1) === 1,
    }),
  );
  return rolls[player * 128 + (drawn ? 64 : 0) + (a - 1) * 8 + b - 1]!;
}

const ANSWERS: readonly (AcceptAction | DeclineAction)[] = [
  /* @__PURE__ */ Object.freeze({ type: 'accept', player: 0 }),
  /* @__PURE__ */ Object.freeze({ type: 'accept', player: 1 }),
  /* @__PURE__ */ Object.freeze({ type: 'decline', player: 0 }),
  /* @__PURE__ */ Object.freeze({ type: 'decline', player: 1 }),
];

/** The recorded accept or decline of `player`, shared as the rolls are. */
export function answerMove(type: 'accept' | 'decline', player: Seat): AcceptAction | DeclineAction {
  return ANSWERS[(type === 'accept' ? 0 : 2) + player]!;
}

const TIMEOUTS: readonly TimeoutAction[] = [
  /* @__PURE__ */ Object.freeze({ type: 'timeout', player: 0 }),
  /* @__PURE__ */ Object.freeze({ type: 'timeout', player: 1 }),
];

/** The recorded timeout of `player`, shared as the rolls are. */
export function timeoutMove(player: Seat): TimeoutAction {
  return TIMEOUTS[player]!;
}

/** The recorded halt, shared as the rolls are. */
export const HALT_MOVE: HaltAction = /* @__PURE__ */ Object.freeze({ type: 'halt' });
