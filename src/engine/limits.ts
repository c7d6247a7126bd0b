// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * The largest values a state may hold. Each lies where no match can reach it, and each leaves
 * room for the next step to stay exact: past 2^53 - 1 a number no longer counts one by one.
 */

/** `Number.MAX_SAFE_INTEGER`, written out so that bundlers drop it with the code that reads it. */
export const MAX_SAFE = 9007199254740991;

/**
 * The most rounds a match holds (2^52). At a million rounds a second, a match would take 142
 * years to get there.
 */
export const MAX_ROUND = 4503599627370496;

/**
 * The most extra rolls a state holds (2^40). A roll adds at most 100 (the bound of
 * `bonusRolls`), and some roll always ends the round with probability at least 1/64, so no
 * round comes near it.
 */
export const MAX_BONUS_ROLLS = 1099511627776;

/** The range of a generator's word: a 32-bit integer, signed or unsigned (see `RandomState`). */
export const MIN_WORD = -2147483648;
export const MAX_WORD = 4294967295;

/** The longest state an unknown generator may keep (a Mersenne Twister keeps 625 words). */
export const MAX_RNG_WORDS = 1024;
