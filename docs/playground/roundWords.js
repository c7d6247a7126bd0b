// @ts-check
// How a round ended, as the page says it: one wording for the match on one screen and online.

/**
 * Why the winner of a round won it, as "Player N won it (…)" says: one phrase for each reason
 * the engine gives (`lastRound.reason`).
 * @type {Readonly<Record<'kiri' | 'dead' | 'points' | 'timeout', string>>}
 */
export const REASONS = {
  kiri: 'rolled Kiri',
  dead: 'the other player rolled Dead',
  points: 'reached the target',
  timeout: 'the other player ran out of time',
};

/**
 * Two figures of a score, `a : b`, with no-break spaces: a narrow screen never breaks a score.
 * @param {readonly [number, number]} pair
 */
export function scoreText(pair) {
  return `${pair[0]}\u00a0:\u00a0${pair[1]}`;
}
