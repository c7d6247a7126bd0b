// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { hashToken } from './tokens.js';

/** The strategies of the computer in a seat: those of `createBot` that need no option. */
export const COMPUTER_STRATEGIES = ['best', 'bold', 'random'] as const;

/** How the computer in a seat stakes (see `createBot`). */
export type ComputerStrategy = (typeof COMPUTER_STRATEGIES)[number];

/**
 * A secret of the computer playing `strategy` in the match of `serverSeed`, as 64 hexadecimal
 * digits: `value:R`, its value of round R; `join`, its join's id; `random:V`, its draw at
 * version V. Each is derived from the server seed, never drawn, so that every process of the
 * referee plays the same computer, after a crash too, and nothing more is stored. Once the seed
 * is revealed, anyone can check that the computer's values were fixed before the match began.
 */
export const computerSecret = (
  serverSeed: string,
  strategy: ComputerStrategy,
  name: string,
): Promise<string> => hashToken(`kiri-dice/computer:${strategy}:${serverSeed}:${name}`);

/** The computer's value of round `round` (from 1): 32 bytes, as `createClientSeed()` makes. */
export const computerValue = (
  serverSeed: string,
  strategy: ComputerStrategy,
  round: number,
): Promise<string> => computerSecret(serverSeed, strategy, `value:${round}`);

/** The computer's draw for its move on `version`, from 0 up to 1 (not included). */
export async function computerDraw(
  serverSeed: string,
  strategy: ComputerStrategy,
  version: number,
): Promise<number> {
  // 48 bits: a double holds them exactly, and they are below 1 once divided.
  return (
    parseInt((await computerSecret(serverSeed, strategy, `random:${version}`)).slice(0, 12), 16) /
    2 ** 48
  );
}
