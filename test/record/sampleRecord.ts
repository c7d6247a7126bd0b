import { play, startRecord, type MatchRecord } from '../../src/record/index.js';

/**
 * Round 1 of seed 1: P1 draws 4+4 twice and wins on points; round 2 starts with a bet and a
 * given roll. Moves 2 and 3 are round 1's rolls 1 and 2, move 6 round 2's roll 1.
 */
export function sampleRecord(): MatchRecord {
  let match = startRecord({ seed: 1 });
  match = play(match, { type: 'bet', player: 0, amount: 10 });
  match = play(match, { type: 'accept', player: 1 });
  match = play(match, { type: 'roll', player: 1 });
  match = play(match, { type: 'roll', player: 1 });
  match = play(match, { type: 'bet', player: 1, amount: 5 });
  match = play(match, { type: 'accept', player: 0 });
  match = play(match, { type: 'roll', player: 0, dice: [2, 5] });
  return match.record;
}
