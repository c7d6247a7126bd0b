// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { ActionError, Seat } from '../game/MatchState.js';
import { describe } from '../guard/describe.js';
import { isDie } from '../guard/isDie.js';
import { isPlainObject } from '../guard/isPlainObject.js';

/**
 * An action after its shape was checked. Every field was read exactly once, so a getter or a
 * Proxy cannot show one value to the check and another to the move.
 */
export type ReadAction = PlayerAction | ReadHalt;

/** An action of a seat, read. */
interface PlayerAction {
  readonly type: 'bet' | 'accept' | 'decline' | 'roll' | 'timeout';
  readonly player: Seat;
  /** The bet's `amount`, not yet checked against the balances. */
  readonly amount: unknown;
  /** The roll's dice: `null` when absent, a string saying what is wrong when malformed. */
  readonly dice: readonly [number, number] | string | null;
}

/** The host's halt, read: it has no player. */
interface ReadHalt {
  readonly type: 'halt';
  readonly player: null;
  readonly amount: undefined;
  readonly dice: null;
}

const HALT: ReadHalt = { type: 'halt', player: null, amount: undefined, dice: null };

const invalid = (message: string): ActionError => ({ code: 'INVALID_ACTION', message });

function readDice(dice: unknown): ReadAction['dice'] {
  if (dice === undefined) return null;
  if (!Array.isArray(dice)) return describe(dice);
  const length = dice.length;
  const first: unknown = dice[0];
  const second: unknown = dice[1];
  if (length === 2 && isDie(first) && isDie(second)) return [first, second];
  if (length > 3) return `an array of ${length} items`;
  return `[${[first, second, dice[2]].slice(0, length).map(describe).join(', ')}]`;
}

/** Checks that an action has a known `type`, a valid `player` (a halt has none) and no unknown field. */
export function readAction(action: unknown): ReadAction | ActionError {
  try {
    if (!isPlainObject(action)) {
      return invalid(
        `action must be a plain object like { type: 'roll', player: 0 }, got ${describe(action)}`,
      );
    }
    // Own fields only: an object whose prototype is a null-prototype object has no own key and
    // would otherwise show the prototype's fields (a state made so is refused the same way).
    // Every own string key, enumerable or not: an unknown field is refused however it was added.
    // Symbol keys, which JSON cannot carry and the engine never reads, are not looked for: V8
    // lists them through a slow path that costs 40% of a whole roll (Reflect.ownKeys, ten times
    // more). One pass tells which of the four fields are own, and whether any other is.
    const names = Object.getOwnPropertyNames(action);
    let own = 0;
    for (const key of names) {
      own |=
        key === 'type' ? 1 : key === 'player' ? 2 : key === 'amount' ? 4 : key === 'dice' ? 8 : 16;
    }
    const type = own & 1 ? action['type'] : undefined;
    if (
      type !== 'bet' &&
      type !== 'accept' &&
      type !== 'decline' &&
      type !== 'roll' &&
      type !== 'timeout' &&
      type !== 'halt'
    ) {
      return invalid(
        `action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got ${describe(type)}`,
      );
    }
    if (type === 'halt') {
      if (own === 1) return HALT;
      const extra = names.find((key) => key !== 'type')!;
      return invalid(`a halt action has no field ${describe(extra)} (its fields: type)`);
    }
    const third = type === 'bet' ? 'amount' : type === 'roll' ? 'dice' : null;
    if (own & ~(3 | (type === 'bet' ? 4 : type === 'roll' ? 8 : 0))) {
      // The first field in the object's order that this type does not have.
      const extra = names.find((key) => key !== 'type' && key !== 'player' && key !== third)!;
      return invalid(
        `${type === 'accept' ? 'an' : 'a'} ${type} action has no field ${describe(extra)} (its fields: type, player${third ? `, ${third}` : ''})`,
      );
    }
    const player = own & 2 ? action['player'] : undefined;
    if (player !== 0 && player !== 1)
      return invalid(`action.player must be 0 or 1, got ${describe(player)}`);
    return {
      type,
      player,
      amount: own & 4 ? action['amount'] : undefined,
      dice: own & 8 ? readDice(action['dice']) : null,
    };
  } catch {
    return invalid('action could not be read: a getter or Proxy trap threw');
  }
}
