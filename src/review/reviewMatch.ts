// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { MatchState, RollingState, Seat } from '../game/MatchState.js';
import { solveMatch } from '../odds/solveMatch.js';
import type { MatchOdds } from '../odds/MatchOdds.js';
import { TIE } from '../odds/tie.js';
import type { MatchRecord } from '../record/MatchRecord.js';
import type { RecordEnd } from '../record/parseRecord.js';
import type {
  AnswerReview,
  MatchReview,
  PlayerReview,
  ReviewAccount,
  ReviewEvent,
  RollReview,
  StakeReview,
} from './MatchReview.js';
import { readReviewOptions, type ReviewOptions } from './ReviewOptions.js';
import { reviewInput } from './reviewInput.js';
import { roundChances } from './roundChances.js';
import { luckLabelOf, markOf, ratingOf } from './thresholds.js';

/**
 * The loss of a move worth `played` against the best, worth `best`: none within {@link TIE}
 * (1e-12), where the solver too counts two moves as equally good, so that the rounding of two
 * sums of the same chances is no loss.
 */
const lossOf = (best: number, played: number): number => {
  const loss = best - played;
  // Stryker disable next-line EqualityOperator: a loss of exactly `TIE` (1e-12) counts under `>=`;
  // no difference of two values comes out at that number.
  return loss > TIE ? loss : 0;
};

/** A pair, frozen. */
const pair = <T>(v0: T, v1: T): readonly [T, T] => Object.freeze([v0, v1] as const);

/**
 * Reviews a played match exactly: weighs every stake and answer against the best, rates every
 * roll's luck, and sums them up for each player in an account that balances to the last digit.
 *
 * The objective is a player's expected share of all the chips at the end: all of them for
 * winning the match, its own chips when a bet is declined (the match ends, each keeping its
 * own). The values are `solveMatch`'s with `declines: true` for the record's chips and rules,
 * exact; within a round, the chance `solveRound` gives the roller to win it combines the values
 * of the two ways the round can end. A decision's loss is the best move's value to the player
 * less the played move's; a decision with one move allowed (a stake from a purse of 1) is forced,
 * shown and not counted. A roll's luck is the roller's value after it less the exact average
 * over the 64 outcomes of the dice. For each player, the value at the start, plus its own luck,
 * less the opponent's, less its own losses, plus the opponent's, is its final value, to 1e-9. A
 * record that ends by a timeout or a halt is reviewed up to that move, which is neither luck
 * nor a decision.
 *
 * Cost: the solve of the match (a few milliseconds for 200 chips under the standard rules, see
 * `solveMatch`) and a replay of the record, twice for a text.
 *
 * @param record - a {@link kiri-dice/record!MatchRecord} (JSON data), or a record's text in
 * either form, its notation or its JSON (what `readRecordSteps` reads), of at most 8 MiB
 * @param options - `marks`: the thresholds, `'gnubg'` (default) or `'lichess'`
 * @returns the frozen {@link MatchReview}, plain JSON data
 * @throws {@link kiri-dice!KiriError} `INVALID_RECORD` for a record that does not replay, is
 * longer than 8 MiB or 2^20 moves, or whose chips add up to more than the solver's 10,000
 * (`maxTotalChips`); `INVALID_RULES` for rules the solver refuses (under which the acceptor
 * always wins); `INVALID_OPTIONS` for an unknown option or preset
 * @example
 * ```ts
 * import { reviewMatch } from 'kiri-dice/review';
 *
 * const review = reviewMatch(`format 1
 * seed 1
 * chips 3 3
 * first-bettor 0
 * rules standard
 *
 * 1. P0 bets 3, P1 accepts; P1 [8+6] {P1 wins 6 by kiri, points 0-0, P1 wins the match}
 * `);
 * console.log(review.events.map((event) => event.type)); // => ['stake', 'answer', 'roll']
 * console.log(review.players[0].marks); // => { doubtful: 1, bad: 0, veryBad: 0 }
 * console.log(review.players[1].luck.toFixed(4)); // => '0.4517'
 * console.log(review.players[1].result); // => 1
 * ```
 */
export function reviewMatch(record: MatchRecord | string, options?: ReviewOptions): MatchReview {
  const { marks, thresholds } = readReviewOptions(options);
  const { rules, end, steps } = reviewInput(record);
  const t = end.start.chips[0] + end.start.chips[1];
  let odds: MatchOdds;
  try {
    odds = solveMatch({ totalChips: t, rules, declines: true });
  } catch (error) {
    // The solver refuses chips past its bounds (`INVALID_OPTIONS`: the record's, here) or rules
    // under which the acceptor always wins (`INVALID_RULES`), and throws nothing else.
    const { code, message } = error as KiriError;
    throw new KiriError(
      code === 'INVALID_RULES' ? code : 'INVALID_RECORD',
      `reviewMatch: the record is past the solver's bounds (${message})`,
    );
  }
  const tables = [odds.seat0Wins, odds.seat1Wins] as const;
  const round = roundChances(rules);
  /** Seat `i`'s value after the round of `s` ends: won by seat `w`. */
  const ended = (s: MatchState<string>, i: Seat, w: Seat): number =>
    tables[i][w][w ? s.chips[0] : s.chips[0] + s.pot]!;
  /** Seat `i`'s value when it wins the round of `s` with the chance `p`. */
  const worth = (s: MatchState<string>, i: Seat, p: number): number => {
    const low = ended(s, i, i ? 0 : 1);
    return low + p * (ended(s, i, i) - low);
  };
  /** Both seats' values in `s`, a state of the round of `before` in play or after its last roll. */
  const inRound = (s: MatchState<string>, before: MatchState<string>) =>
    pair(worth(before, 0, round.chance(s, 0)), worth(before, 1, round.chance(s, 1)));
  const valueOf = (s: MatchState<string>): readonly [number, number] => {
    const a = s.chips[0];
    if (s.phase === 'betting') return pair(tables[0][s.bettor][a]!, tables[1][s.bettor][a]!);
    if (s.phase === 'accepting') return odds.bet(a, s.bettor, s.stake).wins;
    if (s.phase === 'rolling') return inRound(s, s);
    // Over: declined, each seat keeping its own chips, or won, the winner holding them all (a
    // timeout or a halt stops the review before it).
    return pair(a / t, 1 - a / t);
  };
  const { chips, firstBettor } = end.start;
  const start = pair(tables[0][firstBettor][chips[0]]!, tables[1][firstBettor][chips[0]]!);
  const events: ReviewEvent[] = [];
  const loss = [0, 0];
  const luck = [0, 0];
  const it = steps();
  let ending: MatchReview['ending'] | null = null;
  let last: readonly [number, number] = start;
  let step = it.next();
  for (; !step.done; step = it.next()) {
    const { move, before, after } = step.value;
    const r = before.round;
    if (move.type === 'timeout' || move.type === 'halt') {
      ending = move.type;
      break;
    }
    if (move.type === 'bet') {
      const a = before.chips[0];
      const k = move.player;
      const top = Math.min(a, t - a);
      const bet = odds.bet(a, k, move.amount);
      const best = tables[k][k][a]!;
      // A forced stake (a purse of 1) is the best stake: no loss.
      const lost = lossOf(best, bet.wins[k]);
      loss[k]! += lost;
      last = bet.wins;
      events.push(
        Object.freeze<StakeReview>({
          type: 'stake',
          round: r,
          player: k,
          chips: before.chips,
          stake: move.amount,
          bestStake: odds.stakes[k][a]!,
          maxStake: top,
          forced: top === 1,
          played: bet.wins[k],
          best,
          loss: lost,
          mark: markOf(lost, thresholds),
          values: bet.wins,
        }),
      );
    } else if (move.type === 'roll') {
      const p = move.player;
      const values = inRound(after, before);
      const meanValue = worth(before, p, round.mean(before as RollingState<string>));
      const lucky = values[p] - meanValue;
      luck[p]! += lucky;
      last = values;
      events.push(
        Object.freeze<RollReview>({
          type: 'roll',
          round: r,
          player: p,
          dice: move.dice,
          combination: after.lastRoll!.combination,
          value: values[p],
          mean: meanValue,
          luck: lucky,
          label: luckLabelOf(lucky),
          values,
        }),
      );
    } else {
      const j = move.player;
      const bet = odds.bet(before.chips[0], before.bettor, before.stake);
      const played = move.type === 'accept' ? bet.accept : bet.decline;
      const lost = lossOf(bet.wins[j], played[j]);
      loss[j]! += lost;
      last = played;
      events.push(
        Object.freeze<AnswerReview>({
          type: 'answer',
          round: r,
          player: j,
          stake: before.stake,
          answer: move.type,
          bestAnswer: bet.declined ? 'decline' : 'accept',
          forced: false,
          played: played[j],
          best: bet.wins[j],
          loss: lost,
          mark: markOf(lost, thresholds),
          values: played,
        }),
      );
    }
  }
  let final = last;
  if (!ending) {
    const s = (step.value as RecordEnd).last;
    final = valueOf(s);
    ending = s.phase !== 'over' ? 'unfinished' : s.winner === null ? 'declined' : 'won';
  }
  const player = (i: Seat): PlayerReview => {
    const mine = events.filter(
      (e): e is StakeReview | AnswerReview => e.type !== 'roll' && e.player === i,
    );
    const counted = mine.filter((e) => !e.forced);
    const count = (mark: string) => counted.filter((e) => e.mark === mark).length;
    const meanLoss = counted.length ? loss[i]! / counted.length : 0;
    return Object.freeze({
      decisions: counted.length,
      forced: mine.length - counted.length,
      marks: Object.freeze({
        doubtful: count('doubtful'),
        bad: count('bad'),
        veryBad: count('veryBad'),
      }),
      totalLoss: loss[i]!,
      meanLoss,
      errorRate: meanLoss * 1000,
      luck: luck[i]!,
      luckLabel: luckLabelOf(luck[i]!),
      result: final[i],
      luckAdjusted: final[i] - luck[i]! + luck[1 - i]!,
      rating: counted.length ? ratingOf(meanLoss) : null,
    });
  };
  const account = (i: Seat): ReviewAccount =>
    Object.freeze({
      start: start[i],
      luck: luck[i]!,
      opponentLuck: luck[1 - i]!,
      loss: loss[i]!,
      opponentLoss: loss[1 - i]!,
      final: final[i],
    });
  return Object.freeze({
    version: 1,
    rules: rules.name,
    totalChips: t,
    marks,
    ending,
    start,
    events: Object.freeze(events),
    players: pair(player(0), player(1)),
    account: pair(account(0), account(1)),
  });
}
