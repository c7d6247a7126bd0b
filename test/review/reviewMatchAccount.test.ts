import { describe, expect, it } from 'vitest';
import { reviewMatch, type MatchReview } from '../../src/review/index.js';
import { passOnScore, deadly } from '@kiri-dice/testing/houseRules';
import { mutationRun } from '@kiri-dice/testing/propertyRuns';
import { playRecord, players, seeded, type Player } from './simulateRecords.js';

/** How far the account of seat `i` is from balancing. */
const imbalance = (review: MatchReview, i: 0 | 1): number => {
  const a = review.account[i];
  return Math.abs(a.start + a.luck - a.opponentLuck - a.loss + a.opponentLoss - a.final);
};

/**
 * 10,000 matches in all (a tenth in the mutation run): 4 pairings under 3 rules, about 833
 * matches each, from purses of 1 to 12 chips each, at most 100 rounds.
 */
const MATCHES = mutationRun ? 1000 : 10_000;

describe('reviewMatch: the account', () => {
  const pairings = ['best bold', 'random best', 'decliner decliner', 'decliner best'] as const;
  for (const [name, rules] of [
    ['standard', undefined],
    ['pass-on-score', passOnScore],
    ['deadly', deadly],
  ] as const) {
    it(`balances to 1e-9 on every match, under the ${name} rules`, () => {
      const seats = players(rules);
      const random = seeded(name.length);
      const each = Math.ceil(MATCHES / 3 / pairings.length);
      let worst = 0;
      let decisions = 0;
      let declined = 0;
      for (const pairing of pairings) {
        const [a, b] = pairing.split(' ').map((p) => seats[p]!) as [Player, Player];
        for (let m = 0; m < each; m++) {
          const chips = [1 + Math.floor(random() * 12), 1 + Math.floor(random() * 12)] as const;
          const record = playRecord([a, b], {
            chips,
            seed: m,
            firstBettor: m % 2 ? 1 : 0,
            rounds: 100,
            ...(rules ? { rules } : {}),
          });
          const review = reviewMatch(record);
          worst = Math.max(worst, imbalance(review, 0), imbalance(review, 1));
          decisions += review.players[0].decisions + review.players[1].decisions;
          declined += Number(review.ending === 'declined');
          expect(review.account[0].final + review.account[1].final).toBeCloseTo(1, 12);
        }
      }
      expect(worst).toBeLessThan(1e-9);
      expect(decisions).toBeGreaterThan(each);
      expect(declined).toBeGreaterThan(0);
    });
  }
});
