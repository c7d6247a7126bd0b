// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Seat } from 'kiri-dice';

/**
 * Who a line speaks of: a seat by its number (the demo and the replay), or in the game against
 * the computer the person and the computer. Each language names them, and makes its verbs agree.
 */
export type Who = Seat | 'you' | 'computer';

/** A verb a line says of someone: each language conjugates it for the one who does it. */
export type Verb = 'roll' | 'bet' | 'win';
