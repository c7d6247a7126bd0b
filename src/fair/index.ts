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
 * import { createMatch, reduce } from 'kiri-dice';
 * import { commitTo, fairDice } from 'kiri-dice/fair';
 *
 * // In a real match: createServerSeed(), kept secret until the match is over.
 * const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
 * const commitment = await commitTo(serverSeed); // sent to the players before the first roll
 * let state = createMatch({ seed: 1 });
 * state = reduce(state, { type: 'bet', player: 0, amount: 5 });
 * state = reduce(state, { type: 'accept', player: 1 });
 * const dice = await fairDice(serverSeed, 'lucky-7', 0); // roll 0 of the match
 * if (state.phase === 'rolling') state = reduce(state, { type: 'roll', player: state.roller, dice });
 * console.log(state.lastRoll?.dice); // => [8, 4]
 * console.log(commitment.length); // => 64
 * ```
 *
 * @packageDocumentation
 * @module kiri-dice/fair
 */
export { commitTo } from './commitTo.js';
export { createClientSeed } from './createClientSeed.js';
export { createServerSeed } from './createServerSeed.js';
export { fairDice } from './fairDice.js';
export { fairRoller, type FairRoll, type SyncHmac } from './fairRoller.js';
export { type FairReveal, type FairRounds } from '../record/FairRounds.js';
export { fairRolls } from './fairRolls.js';
export { jointSeed } from './jointSeed.js';
export {
  verifyFairRolls,
  type FairRollsToVerify,
  type FairVerification,
} from './verifyFairRolls.js';
