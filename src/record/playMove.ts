// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState } from '../game/MatchState.js';
import { describe } from '../guard/describe.js';
import { isDie } from '../guard/isDie.js';
import { isPlainObject } from '../guard/isPlainObject.js';
import type { RecordGame } from './recordGame.js';

const ROLL_FIELDS: readonly string[] = ['type', 'player', 'dice', 'drawn'];

/** The action of a drawn roll by each seat, made once: a replay plays one for most moves. */
const DRAW: readonly [object, object] = [
  Object.freeze({ type: 'roll', player: 0 }),
  Object.freeze({ type: 'roll', player: 1 }),
];

/** Why a roll's fields are not those of the format, or `null` when they are. */
function unknownField(move: object): string | null {
  for (const key of Object.getOwnPropertyNames(move)) {
    if (!ROLL_FIELDS.includes(key))
      return `a roll has no field ${describe(key)} (its fields: type, player, dice, drawn)`;
  }
  return null;
}

/**
 * Plays one recorded move and returns the next state, or why the move does not replay: a
 * field the format does not have, an action the rules forbid (the message `reduce` gives), or
 * a drawn roll whose dice are not the ones the seed draws there.
 *
 * A bet, an accept or a decline is played as it is (`reduce` checks it); a roll is played as
 * the action it was: without dice when they were drawn, so that the generator draws them
 * again, and with them when they were given. Each field of the move is read once.
 */
export function playMove(
  game: RecordGame,
  state: MatchState<string>,
  move: unknown,
): MatchState<string> | string {
  // An own `type` only (as `reduce` reads it): a prototype's fields are never a move's.
  if (!isPlainObject(move) || !Object.hasOwn(move, 'type') || move['type'] !== 'roll') {
    const next = game.reduce(state, move);
    return next.error === null ? next : next.error.message;
  }
  const extra = unknownField(move);
  if (extra !== null) return extra;
  // Own fields only, read inline: a helper closure made for each roll costs a replay a tenth.
  const player = Object.hasOwn(move, 'player') ? move['player'] : undefined;
  const dice = Object.hasOwn(move, 'dice') ? move['dice'] : undefined;
  const drawn = Object.hasOwn(move, 'drawn') ? move['drawn'] : undefined;
  // Read without building a pair: a replay reads one for most moves.
  const isPair = Array.isArray(dice) && dice.length === 2;
  const a: unknown = isPair ? dice[0] : undefined;
  const b: unknown = isPair ? dice[1] : undefined;
  if (!isDie(a) || !isDie(b)) {
    const got = isPair ? `[${describe(a)}, ${describe(b)}]` : describe(dice);
    return `a roll's dice must be two whole numbers from 1 to 8, like [3, 5], got ${got}`;
  }
  if (drawn !== true && drawn !== false)
    return `a roll's drawn must be true or false, got ${describe(drawn)}`;
  return playRoll(game, state, player, a, b, drawn);
}

/**
 * Plays a roll by `player` whose dice `a` and `b` are faces, drawn or given (what `playMove`
 * read off a recorded roll, or what the notation wrote), and returns the next state or why the
 * roll does not replay: the message `reduce` gives, or a drawn roll that is not the seed's.
 */
export function playRoll(
  game: RecordGame,
  state: MatchState<string>,
  player: unknown,
  a: number,
  b: number,
  drawn: boolean,
): MatchState<string> | string {
  const next = game.reduce(
    state,
    drawn
      ? // Stryker disable next-line ConditionalExpression,LogicalOperator: `DRAW[player]` is the
        // action `{ type: 'roll', player }`, built once; a new one plays the same.
        player === 0 || player === 1
        ? DRAW[player]
        : { type: 'roll', player }
      : { type: 'roll', player, dice: [a, b] },
  );
  if (next.error !== null) return next.error.message;
  const dice = next.lastRoll!.dice;
  return drawn && (dice[0] !== a || dice[1] !== b)
    ? `the roll is recorded as drawn with ${a}+${b}, but the seed draws ${dice[0]}+${dice[1]} here`
    : next;
}

/** Where in its match a move is played from `state`: the round, and the roll within it. */
export function placeIn(state: MatchState<string>, rolls: number): string {
  return state.phase === 'rolling'
    ? `round ${state.round}, roll ${rolls + 1}`
    : `round ${state.round}`;
}
