// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { MatchState, Seat } from '../game/MatchState.js';
import type { FairReveal, FairRounds } from './FairRounds.js';
import type { RecordedRules, RecordStart } from './MatchRecord.js';
import { moveOf } from './moveOf.js';
import { resultText } from './resultText.js';

/**
 * The header of a record's notation: five lines, the format, the seed, the chips, the first
 * bettor, the rules; then the joins' commitments, for a match with fresh values each round.
 */
export function headerText(
  rules: RecordedRules | 'standard',
  start: RecordStart,
  rounds: FairRounds | null,
): string {
  const lines = [
    'format 1',
    `seed ${start.seed}`,
    `chips ${start.chips[0]} ${start.chips[1]}`,
    `first-bettor ${start.firstBettor}`,
    `rules ${rules === 'standard' ? rules : JSON.stringify(rules)}`,
  ];
  if (rounds) lines.push(`commitments ${rounds.commitments[0]} ${rounds.commitments[1]}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The reveals of a match with fresh values each round, as the notation ends with them: after a
 * blank line, one a line, in order (nothing when there is none).
 */
export function revealsText(rounds: FairRounds | null): string {
  const reveals = rounds?.reveals ?? [];
  const line = ({ seat, value, next }: FairReveal) => `reveal P${seat} ${value} next ${next}\n`;
  return reveals.length > 0 ? `\n${reveals.map(line).join('')}` : '';
}

/** The notation of a record's moves, written one move at a time. */
export interface MovesText {
  /** The text of the move that took `prev` to `next`, an accepted action. */
  readonly move: (prev: MatchState<string>, next: MatchState<string>) => string;
  /** What ends the text after the last move: the last line's newline, if there was a move. */
  readonly end: () => string;
}

/**
 * @internal The writer of a record's round lines, move by move: `formatRecord` joins what it
 * gives, and `kiri-dice play --record` streams it to its file, so both write the same text.
 * Each bet starts a line (after the blank line under the header, or the round before), each
 * turn of rolls starts with `; P1`, a timeout is `P1 runs out of time` and a halt `halted` (each a
 * line of its own before a bet, after `; ` once there is one), and the move that ends a round adds
 * its result in braces.
 */
export function movesText(): MovesText {
  let turn: Seat | null = null;
  let any = false;
  return {
    move: (prev, next) => {
      const move = moveOf(prev, next);
      let text: string;
      if (move.type === 'halt') {
        // Before a bet the halt opens its round's line; after one it follows the moves.
        text = prev.phase === 'betting' ? `\n${prev.round}. halted` : '; halted';
        any = true;
      } else if (move.type === 'timeout') {
        const timeout = `P${move.player} runs out of time`;
        // Before a bet the timeout opens its round's line; after one it follows the moves.
        text = prev.phase === 'betting' ? `\n${prev.round}. ${timeout}` : `; ${timeout}`;
        any = true;
      } else if (move.type === 'bet') {
        text = `\n${prev.round}. P${move.player} bets ${move.amount}`;
        turn = null;
        any = true;
      } else if (move.type !== 'roll') {
        text = `, P${move.player} ${move.type}s`;
      } else {
        const dice = `${move.dice[0]}+${move.dice[1]}`;
        text = `${move.player === turn ? ' ' : `; P${move.player} `}${move.drawn ? dice : `[${dice}]`}`;
        turn = move.player;
      }
      return next.round !== prev.round ? `${text} {${resultText(next)}}` : text;
    },
    end: () => (any ? '\n' : ''),
  };
}
