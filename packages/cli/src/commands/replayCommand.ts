// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { MatchState } from 'kiri-dice';
import type { RecordedMove } from 'kiri-dice/record';
import type { CliIO } from '../CliIO.js';
import type { Command } from '../command.js';
import { drive } from '../drive.js';
import { loadRecord, type LoadedRecord } from '../loadRecord.js';
import { matchOverLine, rollLine, roundEndLine, roundStartLine } from '../matchLines.js';
import { defineRecordCommand, recordHelp } from '../recordCommand.js';

/** The help of `kiri-dice replay`. */
export const replayHelp: string = `Usage: kiri-dice replay FILE [--json]

Replays the match record in FILE and prints the match round by round, as kiri-dice play prints it: every bet, every roll and every round's end, then how the match ended. With --json it prints the final state of the match instead, as one line of JSON: {"state": ...}.

Options:
${recordHelp}`;

/** The header: the seed, the chips and the points to reach, as play's header says them. */
function header({ start, rules }: LoadedRecord): string {
  const [a, b] = start.chips;
  const chips = a === b ? `${a} chips each` : `chips ${a}:${b}`;
  return `Kiri · seed ${start.seed} · ${chips} · first to ${rules.targetPoints} points\n`;
}

/** The lines of one move, from the state before it to the state after it. */
function moveLines(
  move: RecordedMove,
  before: MatchState<string>,
  after: MatchState<string>,
  loaded: LoadedRecord,
): string {
  // A halt has no line of its own: the match's end says it.
  if (move.type === 'halt') return '';
  // A timeout ends the match whatever the phase, with no roll, bet or answer of its own.
  if (after.lastRound?.reason === 'timeout') {
    const bet =
      before.phase === 'accepting'
        ? `\nRound ${before.round}: player ${before.bettor} bets ${before.stake}\n`
        : before.phase === 'betting'
          ? '\n'
          : '';
    return bet + roundEndLine(after.lastRound, after.chips);
  }
  if (before.phase === 'rolling') {
    const roll = rollLine(before, after, loaded.rules);
    return after.phase === 'rolling' ? roll : roll + roundEndLine(after.lastRound!, after.chips);
  }
  if (before.phase !== 'accepting') return '';
  if (after.phase === 'rolling') return roundStartLine(after);
  return `\nRound ${before.round}: player ${before.bettor} bets ${before.stake}, player ${1 - before.bettor} declines\n`;
}

/**
 * How the record ends: the match won, declined, halted, or still going, with what it waits for.
 * `lastMove` is the record's last move, which tells a halt from a decline.
 */
function endLines(last: MatchState<string>, lastMove: RecordedMove | undefined): string {
  const chips = `chips ${last.chips[0]}:${last.chips[1]}`;
  if (last.phase === 'over')
    return last.winner !== null
      ? matchOverLine(last)
      : // A match over has moves: the last of them ended it.
        lastMove!.type === 'halt'
        ? `\nMatch over in round ${last.round}: halted by the host, so nobody wins; ${chips}.\n`
        : `\nMatch over in round ${last.round}: the stake was declined, so nobody wins; ${chips}.\n`;
  const bet =
    last.phase === 'accepting'
      ? `\nRound ${last.round}: player ${last.bettor} bets ${last.stake}\n`
      : '';
  const pot = last.pot ? `, pot ${last.pot}` : '';
  return `${bet}\nThe record ends unfinished in round ${last.round}; ${chips}${pot}.\n`;
}

/**
 * Prints the match of a record as play prints it, a move at a time, or its final state as JSON.
 * Each move is printed as it is replayed again from the file, and let go.
 */
function* print(loaded: LoadedRecord, json: boolean, io: CliIO): Generator<void, number> {
  const { last } = loaded;
  if (json) {
    io.out(`${JSON.stringify({ state: last })}\n`);
    return 0;
  }
  io.out(header(loaded));
  const steps = loaded.steps();
  let lastMove: RecordedMove | undefined;
  for (let step = steps.next(); !step.done; step = steps.next()) {
    lastMove = step.value.move;
    io.out(moveLines(lastMove, step.value.before, step.value.after, loaded));
    yield;
  }
  io.out(endLines(last, lastMove));
  return 0;
}

/** Replays a match record and prints its match, as `play` prints a match, or its final state. */
export const replayCommand: Command = defineRecordCommand(
  'replay',
  replayHelp,
  {},
  (values, file, io) => drive(print(loadRecord(file), values.json === true, io), io),
);
