// @ts-check
// Counts in the page's words: the page speaks English, singular or plural by its rules.

const ENGLISH = new Intl.PluralRules('en');

/**
 * The word for `count` things: `one` or `other`, by the English rules.
 * @param {number} count
 * @param {string} one
 * @param {string} other
 */
export function wordFor(count, one, other) {
  return ENGLISH.select(count) === 'one' ? one : other;
}

/**
 * `count` and its word.
 * @param {number} count
 * @param {string} one
 * @param {string} other
 */
export function counted(count, one, other) {
  return `${count} ${wordFor(count, one, other)}`;
}
