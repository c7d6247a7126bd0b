// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { MatchState } from 'kiri-dice';
import type { RecordedMove } from 'kiri-dice/record';
import type { CliIO } from '../CliIO.js';
import type { Command } from '../command.js';
import { drive } from '../drive.js';
import { loadRecord, type LoadedRecord } from '../loadRecord.js';
import { matchOverLine, rollLine, roundEndLine, roundStartLine } from '../matchLines.js';
import { defineRecordCommand } from '../recordCommand.js';
import type { Bet } from '../messages/Messages.js';
import type { Speech } from '../messages/Speech.js';

/** The header: the seed, the chips and the points to reach, as play's header says them. */
function header({ start, rules }: LoadedRecord, speech: Speech): string {
  return speech.header(String(start.seed), start.chips, rules.targetPoints);
}

/** The lines of one move, from the state before it to the state after it. */
function moveLines(
  move: RecordedMove,
  before: MatchState<string>,
  after: MatchState<string>,
  loaded: LoadedRecord,
  speech: Speech,
): string {
  // A halt has no line of its own: the match's end says it.
  if (move.type === 'halt') return '';
  // A timeout ends the match whatever the phase, with no roll, bet or answer of its own.
  if (after.lastRound?.reason === 'timeout') {
    const bet =
      before.phase === 'accepting'
        ? speech.bet(betOf(before))
        : before.phase === 'betting'
          ? '\n'
          : '';
    return bet + roundEndLine(after.lastRound, after.chips, speech);
  }
  if (before.phase === 'rolling') {
    const roll = rollLine(before, after, loaded.rules, speech);
    return after.phase === 'rolling'
      ? roll
      : roll + roundEndLine(after.lastRound!, after.chips, speech);
  }
  if (before.phase !== 'accepting') return '';
  if (after.phase === 'rolling') return roundStartLine(after, speech);
  return speech.declined(betOf(before));
}

/**
 * How the record ends: the match won, declined, halted, or still going, with what it waits for.
 * `lastMove` is the record's last move, which tells a halt from a decline.
 */
function endLines(
  last: MatchState<string>,
  lastMove: RecordedMove | undefined,
  speech: Speech,
): string {
  const standing = { round: last.round, chips: last.chips, pot: last.pot };
  if (last.phase === 'over')
    return last.winner !== null
      ? matchOverLine(last, speech)
      : // A match over has moves: the last of them ended it.
        lastMove!.type === 'halt'
        ? speech.halted(standing)
        : speech.declinedOver(standing);
  const bet = last.phase === 'accepting' ? speech.bet(betOf(last)) : '';
  return bet + speech.unfinished(standing);
}

/** The bet of a state that waits for its answer. */
function betOf(state: MatchState<string>): Bet {
  return { round: state.round, bettor: state.bettor, stake: state.stake };
}

/**
 * Prints the match of a record as play prints it, a move at a time, or its final state as JSON.
 * Each move is printed as it is replayed again from the file, and let go.
 */
function* print(
  loaded: LoadedRecord,
  json: boolean,
  io: CliIO,
  speech: Speech,
): Generator<void, number> {
  const { last } = loaded;
  if (json) {
    io.out(`${JSON.stringify({ state: last })}\n`);
    return 0;
  }
  io.out(header(loaded, speech));
  const steps = loaded.steps();
  let lastMove: RecordedMove | undefined;
  for (let step = steps.next(); !step.done; step = steps.next()) {
    lastMove = step.value.move;
    io.out(moveLines(lastMove, step.value.before, step.value.after, loaded, speech));
    yield;
  }
  io.out(endLines(last, lastMove, speech));
  return 0;
}

/** Replays a match record and prints its match, as `play` prints a match, or its final state. */
export const replayCommand: Command = defineRecordCommand(
  'replay',
  (speech) => speech.help.replay,
  {},
  (values, file, io, speech) =>
    drive(print(loadRecord(file), values.json === true, io, speech), io),
);
