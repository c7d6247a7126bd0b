import { describe, expect, it } from 'vitest';
import { defineRules } from '../../src/rules/index.js';
import { evaluatePolicies, solveMatch, solveRound } from '../../src/odds/index.js';
import { formatRecord, play, startRecord, type MatchRecord } from '../../src/record/index.js';
import { reviewMatch, type MatchReview, type RollReview } from '../../src/review/index.js';
import { passOnScore } from '@kiri-dice/testing/houseRules';
import { isDeepFrozen } from '../helpers.js';
import { playRecord, players } from './simulateRecords.js';

/** A record's notation: the header of a standard match of `a` + `b` chips, and its moves. */
const text = (a: number, b: number, ...lines: string[]): string =>
  `format 1\nseed 1\nchips ${a} ${b}\nfirst-bettor 0\nrules standard\n\n${lines.join('\n')}\n`;

/** How far the account of seat `i` is from balancing. */
const imbalance = (review: MatchReview, i: 0 | 1): number => {
  const a = review.account[i];
  return Math.abs(a.start + a.luck - a.opponentLuck - a.loss + a.opponentLoss - a.final);
};

describe('reviewMatch: positions worked by hand', () => {
  const q = solveRound().firstRollerWins;

  it('1 + 1 chips: the stake is forced, and the one roll decides', () => {
    const kiri = reviewMatch(
      text(
        1,
        1,
        '1. P0 bets 1, P1 accepts; P1 [8+6] {P1 wins 2 by kiri, points 0-0, P1 wins the match}',
      ),
    );
    expect(kiri.start).toEqual([1 - q, q]);
    const [stake, answer, roll] = kiri.events;
    expect(stake).toMatchObject({ type: 'stake', forced: true, loss: 0, mark: null, maxStake: 1 });
    expect(answer).toMatchObject({
      type: 'answer',
      answer: 'accept',
      bestAnswer: 'accept',
      loss: 0,
    });
    expect(roll).toMatchObject({ type: 'roll', player: 1, combination: 'kiri', value: 1 });
    expect((roll as RollReview).mean).toBeCloseTo(q, 15);
    expect((roll as RollReview).luck).toBeCloseTo(1 - q, 15);
    expect(kiri.players[0]).toMatchObject({ decisions: 0, forced: 1, rating: null, result: 0 });
    expect(kiri.players[1]).toMatchObject({ decisions: 1, forced: 0, rating: 'supernatural' });
    expect(kiri.events.map((e) => e.round)).toEqual([1, 1, 1]);
    expect(kiri.players[1].luckAdjusted).toBeCloseTo(q, 15);
    expect(kiri.players[0].luckAdjusted).toBeCloseTo(1 - q, 15);
    expect(kiri.ending).toBe('won');
    const dead = reviewMatch(
      text(
        1,
        1,
        '1. P0 bets 1, P1 accepts; P1 [1+1] {P0 wins 2 by dead, points 0-0, P0 wins the match}',
      ),
    );
    expect((dead.events[2] as RollReview).luck).toBeCloseTo(-q, 15);
    expect(dead.events[2]).toMatchObject({ value: 0, label: 'veryUnlucky' });
    expect(dead.players[1]).toMatchObject({ result: 0, luckLabel: 'veryUnlucky' });
  });

  it('1 + 1 chips: declining gives up q - 1/2', () => {
    const review = reviewMatch(text(1, 1, '1. P0 bets 1, P1 declines'));
    expect(review.events[1]).toMatchObject({ answer: 'decline', played: 0.5, best: q });
    expect((review.events[1] as { loss: number }).loss).toBeCloseTo(q - 0.5, 15);
    expect(review.ending).toBe('declined');
    expect(review.account[0].final).toBe(0.5);
    expect(review.players[1]).toMatchObject({ decisions: 1, rating: 'awful', marks: { bad: 1 } });
  });

  it('2 + 2 chips: staking 2 loses q - 2d against the best stake of 1', () => {
    const t = 4;
    const d = q / (q * t + 1 - 2 * q);
    const review = reviewMatch(text(2, 2, '1. P0 bets 2'));
    expect(review.events[0]).toMatchObject({ stake: 2, bestStake: 1, maxStake: 2, forced: false });
    expect((review.events[0] as { played: number }).played).toBeCloseTo(1 - q, 15);
    expect((review.events[0] as { best: number }).best).toBeCloseTo(1 - 2 * d, 14);
    expect(review.players[0].totalLoss).toBeCloseTo(q - 2 * d, 14);
    expect(review.players[0].errorRate).toBeCloseTo((q - 2 * d) * 1000, 11);
    expect(review.ending).toBe('unfinished');
    expect(review.account[0].final).toBeCloseTo(1 - q, 15);
  });

  it('6 + 4 chips: a decline leaves each player its own share', () => {
    const review = reviewMatch(text(6, 4, '1. P0 bets 1, P1 declines'));
    expect(review.account.map((a) => a.final)).toEqual([0.6, 0.4]);
    expect(review.players.map((p) => p.result)).toEqual([0.6, 0.4]);
    expect(review.events[1]).toMatchObject({ stake: 1, values: [0.6, 0.4] });
  });

  it('6 + 4 chips: the largest stake is the smaller purse, and staking it is doubtful', () => {
    const review = reviewMatch(text(6, 4, '1. P0 bets 4'));
    expect(review.events[0]).toMatchObject({ chips: [6, 4], maxStake: 4, bestStake: 1 });
    expect(review.players[0]).toMatchObject({ decisions: 1, marks: { doubtful: 1 } });
    expect(review.players[0].totalLoss).toBeCloseTo(0.0295, 4);
    expect(review.players[1]).toMatchObject({
      decisions: 0,
      meanLoss: 0,
      errorRate: 0,
      rating: null,
    });
  });

  it('where the bettor is the favourite, accepting is the mistake', () => {
    // The first roll decides: the roller wins on a sum of 11 or more (21 of 64) and loses on
    // any other, so the acceptor wins a round with q = 21/64 and declining is best.
    const steep = defineRules({
      name: 'steep',
      combinations: [
        { id: 'low', dice: { maxSum: 10 }, instant: 'lose' },
        { id: 'high', dice: 'any', instant: 'win' },
      ],
    });
    let match = startRecord({ seed: 1, chips: [2, 2], rules: steep });
    match = play(match, { type: 'bet', player: 0, amount: 2 });
    match = play(match, { type: 'accept', player: 1 });
    const review = reviewMatch(match.record);
    expect(review.events[0]).toMatchObject({ stake: 2, bestStake: 1, loss: 0, best: 0.5 });
    expect(review.events[1]).toMatchObject({ answer: 'accept', bestAnswer: 'decline', best: 0.5 });
    expect((review.events[1] as { played: number }).played).toBeCloseTo(21 / 64, 15);
    expect((review.events[1] as { loss: number }).loss).toBeCloseTo(0.5 - 21 / 64, 15);
    expect(review.players[1]).toMatchObject({ marks: { doubtful: 0, bad: 0, veryBad: 1 } });
    expect(review.events[1]).toMatchObject({ mark: 'veryBad' });
    const declined = reviewMatch(
      play(play(match, { type: 'bet', player: 0, amount: 2 }), { type: 'decline', player: 1 })
        .record,
    );
    expect(declined.events).toHaveLength(2);
  });

  it('between rounds: the value of the position, and the mean loss of two decisions', () => {
    const review = reviewMatch(
      text(
        5,
        5,
        '1. P0 bets 1, P1 accepts; P1 [3+6]; P0 [1+2] [8+7] {P0 wins 2 by kiri, points 1-0}',
        '2. P0 bets 4, P1 accepts; P1 [1+1] {P0 wins 8 by dead, points 0-0, P0 wins the match}',
      ),
    );
    expect(review.events.map((e) => e.round)).toEqual([1, 1, 1, 1, 1, 2, 2, 2]);
    expect(review.players[0]).toMatchObject({ decisions: 2, result: 1, rating: 'beginner' });
    expect(review.players[0].meanLoss).toBeCloseTo(review.players[0].totalLoss / 2, 15);
    expect(review.players[0].meanLoss).toBeCloseTo(0.01476, 5);
    const between = reviewMatch(
      text(
        5,
        5,
        '1. P0 bets 1, P1 accepts; P1 [3+6]; P0 [1+2] [8+7] {P0 wins 2 by kiri, points 1-0}',
      ),
    );
    const odds = solveMatch({ totalChips: 10, declines: true });
    expect(between.ending).toBe('unfinished');
    expect(between.account.map((a) => a.final)).toEqual([
      odds.seat0Wins[0][6],
      odds.seat1Wins[0][6],
    ]);
    expect((between.events[4] as RollReview).values[0]).toBeCloseTo(odds.seat0Wins[0][6]!, 15);
  });

  it('values within a round: the chance of the position times the two ends of the round', () => {
    // 3 + 3 chips, a stake of 1: seat 1 rolls Kvatra (1 point, keeps the turn).
    const review = reviewMatch(text(3, 3, '1. P0 bets 1, P1 accepts; P1 [1+2]'));
    const odds = solveMatch({ totalChips: 6, declines: true });
    const win = solveRound().at(1, 0).win;
    const seat1 = win * odds.seat1Wins[1][2]! + (1 - win) * odds.seat1Wins[0][4]!;
    const roll = review.events[2] as RollReview;
    expect(roll.value).toBeCloseTo(seat1, 15);
    expect(roll.values[0]).toBeCloseTo(1 - seat1, 14);
    expect(review.account[1].final).toBe(roll.value);
  });

  it('marks a loss by the preset: gnubg from 0.02, lichess from 0.05', () => {
    // From 3 each, staking 3 loses 0.0332: doubtful, and nothing for lichess.
    const record = text(3, 3, '1. P0 bets 3');
    expect(reviewMatch(record).events[0]).toMatchObject({ mark: 'doubtful' });
    expect(reviewMatch(record, { marks: 'lichess' }).events[0]).toMatchObject({ mark: null });
    expect(reviewMatch(record, { marks: 'gnubg' }).marks).toBe('gnubg');
  });

  it('a timeout or a halt ends the review before it', () => {
    let match = startRecord({ seed: 1, chips: [3, 3] });
    match = play(match, { type: 'bet', player: 0, amount: 1 });
    match = play(match, { type: 'accept', player: 1 });
    match = play(match, { type: 'roll', player: 1, dice: [1, 2] });
    for (const [last, ending] of [
      [{ type: 'timeout', player: 1 }, 'timeout'],
      [{ type: 'halt' }, 'halt'],
    ] as const) {
      const review = reviewMatch(formatRecord(play(match, last).record));
      expect(review.ending).toBe(ending);
      expect(review.events).toHaveLength(3);
      expect(review.account[1].final).toBe((review.events[2] as RollReview).values[1]);
      expect(imbalance(review, 0)).toBeLessThan(1e-12);
    }
  });

  it('gives plain frozen JSON data', () => {
    const review = reviewMatch(text(3, 3, '1. P0 bets 1, P1 accepts; P1 [1+2]'));
    expect(isDeepFrozen(review)).toBe(true);
    expect(JSON.parse(JSON.stringify(review))).toEqual(review);
    expect(review).toMatchObject({ version: 1, rules: 'standard', totalChips: 6 });
  });
});

describe('reviewMatch: what it depends on', () => {
  it('is the same for the JSON data, the JSON text and the notation of a record', () => {
    const { best, random } = players();
    for (let seed = 1; seed <= 20; seed++) {
      const record = playRecord([random!, best!], { chips: [6, 9], seed });
      const review = reviewMatch(record);
      expect(reviewMatch(JSON.stringify(record))).toEqual(review);
      expect(reviewMatch(formatRecord(record))).toEqual(review);
    }
  });

  it('reads house rules from the record', () => {
    const { bold, random } = players(passOnScore);
    const record = playRecord([bold!, random!], { chips: [5, 5], seed: 3, rules: passOnScore });
    const review = reviewMatch(formatRecord(record));
    expect(review.rules).toBe('pass-on-score');
    expect(review.start[0]).toBe(
      solveMatch({ totalChips: 10, rules: passOnScore, declines: true }).seat0Wins[0][5],
    );
    expect(imbalance(review, 0)).toBeLessThan(1e-9);
  });
});

describe('reviewMatch: the solver against itself, and the bold bot', () => {
  it('the best bot against itself marks nothing and loses nothing', () => {
    for (const rules of [undefined, passOnScore]) {
      const { best } = players(rules);
      for (let seed = 1; seed <= 10; seed++) {
        const review = reviewMatch(
          playRecord([best!, best!], {
            chips: [20, 20],
            seed,
            rounds: 200,
            ...(rules ? { rules } : {}),
          }),
        );
        for (const player of review.players) {
          expect(player).toMatchObject({
            totalLoss: 0,
            marks: { doubtful: 0, bad: 0, veryBad: 0 },
          });
          expect(player.rating).toBe('supernatural');
        }
        expect(review.events.some((e) => e.type !== 'roll' && e.mark !== null)).toBe(false);
      }
    }
  });

  it('the bold bot loses in expectation exactly what evaluatePolicies predicts', () => {
    // Seat 0 stakes all it can, seat 1 stakes 1 (the best stake everywhere, and never declined).
    const t = 20;
    const q = solveRound().firstRollerWins;
    const bold = (purse: number, other: number) => Math.min(purse, other);
    const predicted =
      solveMatch({ totalChips: t, declines: true }).seat0Wins[0][10]! -
      evaluatePolicies([bold, () => 1], { totalChips: t }).seat0Wins[0][10]!;
    // The loss of the bold stake in every position, as the review weighs it.
    const loss = [0];
    for (let a = 1; a < t; a++) {
      const record: MatchRecord = {
        format: 1,
        rules: 'standard',
        start: { seed: 1, chips: [a, t - a], firstBettor: 0 },
        moves: [{ type: 'bet', player: 0, amount: bold(a, t - a) }],
      };
      loss.push(reviewMatch(record).players[0].totalLoss);
    }
    loss.push(0);
    // The expected losses from every position until the match ends: the chain of the two
    // policies, solved by Gauss-Seidel sweeps until nothing moves.
    const left = [new Array<number>(t + 1).fill(0), new Array<number>(t + 1).fill(0)];
    for (let sweep = 0; sweep < 100_000; sweep++) {
      let moved = 0;
      for (let a = 1; a < t; a++) {
        const s = bold(a, t - a);
        const v0 = loss[a]! + (1 - q) * left[0]![a + s]! + q * left[1]![a - s]!;
        const v1 = q * left[0]![a + 1]! + (1 - q) * left[1]![a - 1]!;
        moved = Math.max(moved, Math.abs(v0 - left[0]![a]!), Math.abs(v1 - left[1]![a]!));
        left[0]![a] = v0;
        left[1]![a] = v1;
      }
      if (moved === 0) break;
    }
    expect(left[0]![10]).toBeCloseTo(predicted, 12);
    expect(predicted).toBeGreaterThan(0.01);
  });
});

/** The code of the KiriError that `f` throws. */
const codeOf = (f: () => unknown): unknown => {
  try {
    f();
  } catch (error) {
    return (error as { code: unknown }).code;
  }
  return null;
};

describe('reviewMatch: refusals', () => {
  it('refuses bad options', () => {
    const record = text(3, 3);
    expect(() =>
      reviewMatch(record, { marks: 'chess' as 'gnubg' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: options.marks must be "gnubg" or "lichess", got "chess"]`,
    );
    expect(() => reviewMatch(record, { depth: 2 } as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: options.depth must be absent (allowed: marks), got 2]`,
    );
    expect(codeOf(() => reviewMatch(record, 5 as never))).toBe('INVALID_OPTIONS');
    expect(() => reviewMatch(record, 5 as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: options must be an object { marks }, got 5]`,
    );
  });

  it('refuses a record that does not replay, naming reviewMatch', () => {
    // A forged roll: the seed does not draw it.
    let match = startRecord({ seed: 1, chips: [3, 3] });
    match = play(match, { type: 'bet', player: 0, amount: 1 });
    match = play(match, { type: 'accept', player: 1 });
    match = play(match, { type: 'roll', player: 1 });
    const forged = JSON.parse(JSON.stringify(match.record)) as { moves: { dice?: number[] }[] };
    forged.moves[2]!.dice = [8, 6];
    expect(() => reviewMatch(forged as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record.moves[2] (round 1, roll 1): the roll is recorded as drawn with 8+6, but the seed draws 4+4 here]`,
    );
    expect(() =>
      reviewMatch(formatRecord(match.record).slice(0, 60)),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: line 7:4: expected 'P0' or 'P1', got the end of the line]`,
    );
    expect(() => reviewMatch(text(3, 3, '1. P0 bets 4'))).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: line 7:4 (round 1): stake must be a whole number from 1 to 3, got 4]`,
    );
    expect(() => reviewMatch(42 as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record must be a MatchRecord (JSON data) or a record's text (its notation or JSON), got 42]`,
    );
    expect(() => reviewMatch(null as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record must be a MatchRecord (JSON data) or a record's text (its notation or JSON), got null]`,
    );
    expect(() => reviewMatch({} as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record.format must be 1 (the only format this version of kiri-dice reads), got undefined]`,
    );
    expect(codeOf(() => reviewMatch(forged as never))).toBe('INVALID_RECORD');
    expect(() => reviewMatch('{"format":1,"format":1}')).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: the JSON repeats the key "format" in one object (JSON.parse would keep the last one)]`,
    );
  });

  it("refuses a record past the solver's bounds", () => {
    expect(codeOf(() => reviewMatch(text(5001, 5000)))).toBe('INVALID_RECORD');
    expect(() => reviewMatch(text(5001, 5000))).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: the record is past the solver's bounds (solveMatch: options.totalChips must be a whole number from 2 to 10000, got 10001)]`,
    );
    const always = defineRules({
      name: 'always',
      combinations: [{ id: 'win', dice: 'any', instant: 'win' }],
    });
    const record = startRecord({ seed: 1, chips: [3, 3], rules: always }).record;
    expect(codeOf(() => reviewMatch(record))).toBe('INVALID_RULES');
    expect(() => reviewMatch(record)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: the record is past the solver's bounds (solveMatch: options.rules must be rules under which the bettor can win a round, got "always" (the acceptor always wins))]`,
    );
  });

  it('refuses a record too long at once', () => {
    const huge = text(3, 3) + ' '.repeat(16 * 1024 * 1024);
    expect(() => reviewMatch(huge)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record must be a text of at most 8388608 characters (8 MiB), got 16777274]`,
    );
    const record = {
      format: 1,
      rules: 'standard',
      start: { seed: 1, chips: [3, 3], firstBettor: 0 },
      moves: new Array(2 ** 20 + 1).fill({ type: 'halt' }),
    };
    expect(() => reviewMatch(record as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: reviewMatch: record.moves must hold at most 1048576 moves, got 1048577]`,
    );
    expect(codeOf(() => reviewMatch(huge))).toBe('INVALID_RECORD');
  });
});
