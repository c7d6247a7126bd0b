/**
 * kiri-dice/fair: provably fair dice, by commit and reveal. Before the match the server publishes
 * the SHA-256 of a secret seed; the players give a seed of their own; every roll's dice come from
 * HMAC-SHA256 of both; after the match the server reveals its seed, and anyone can recompute every
 * roll. The functions are asynchronous (the Web Crypto API is) and `reduce` stays synchronous:
 * the fair dice go in through the roll action's `dice`.
 *
 * A separate entry point, so that games which do not need it do not ship it. It uses the Web
 * Crypto API only (`crypto.subtle`, `crypto.getRandomValues`), which Node 20+, Deno, Bun and
 * browsers have.
 *
 * ```ts
 * import { fairDice } from 'kiri-dice/fair';
 * const dice = await fairDice(serverSeed, clientSeed, 0);
 * state = reduce(state, { type: 'roll', player: state.roller, dice });
 * ```
 *
 * @packageDocumentation
 * @module kiri-dice/fair
 */
export { commitTo } from './commitTo.js';
export { createServerSeed } from './createServerSeed.js';
export { fairDice } from './fairDice.js';
export { fairRolls } from './fairRolls.js';
export {
  verifyFairRolls,
  type FairRollsToVerify,
  type FairVerification,
} from './verifyFairRolls.js';
