// @ts-check
// The round log: every move of a record in words, as the match on one screen and an online match
// show it.
import { classifyRoll } from './kiri-dice.js';
import { replay } from './kiri-dice-record.js';
import { counted } from './counted.js';
import { REASONS } from './roundWords.js';

/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice/record').MatchRecord} MatchRecord */
/** @typedef {import('kiri-dice/record').RecordedMove} RecordedMove */
/** @typedef {{ text: string, kind: string, round: number }} LogLine */

/**
 * A combination's name as the log says it: `Kvatra (Кватра)`, or `Mid Kiri` alone when both
 * names are the same.
 */
function nameOf(/** @type {import('kiri-dice').Combination} */ c) {
  return c.names.en === c.names.ru ? c.names.en : `${c.names.en} (${c.names.ru})`;
}

/**
 * The result of one move, in words.
 * @returns {{ text: string, kind: string }[]}
 */
export function describe(
  /** @type {MatchState} */ before,
  /** @type {RecordedMove} */ action,
  /** @type {MatchState} */ after,
) {
  // A record may end with a host's halt, which has no player.
  if (action.type === 'halt')
    return [
      { text: 'The host halts the match: nobody wins, and the stakes go back.', kind: 'end' },
    ];
  const who = `Player ${action.player}`;
  const lines = [];
  switch (action.type) {
    case 'bet':
      lines.push({ text: `${who} bets ${action.amount}.`, kind: 'bet' });
      break;
    case 'accept':
      lines.push({
        text: `${who} accepts: the pot is ${after.pot}, ${who} rolls first.`,
        kind: 'bet',
      });
      break;
    case 'decline':
      lines.push({
        text: `${who} declines the stake of ${before.stake}: the match ends with no winner.`,
        kind: 'end',
      });
      break;
    case 'timeout':
      lines.push({ text: `${who} runs out of time.`, kind: 'end' });
      break;
    case 'roll': {
      const roll = after.lastRoll;
      if (!roll) break;
      const c = classifyRoll(roll.dice[0], roll.dice[1]);
      const points =
        after.phase === 'rolling' ? after.points : (after.lastRound?.points ?? after.points);
      let effect = '';
      if (c.points)
        effect = `, +${c.points} (${counted(points[action.player], 'point', 'points')})`;
      else if (c.bonusRolls) effect = `, ${c.bonusRolls} extra rolls`;
      else if (after.phase === 'rolling' && after.roller !== action.player)
        effect = ', the turn passes';
      lines.push({
        text: `${who} rolls ${roll.dice[0]} + ${roll.dice[1]}: ${nameOf(c)}${effect}.`,
        kind: `roll c-${c.id}`,
      });
    }
  }
  if (after.round > before.round && after.lastRound) {
    const r = after.lastRound;
    lines.push({
      text: `Player ${r.winner} wins round ${r.round} (${REASONS[r.reason]}) and takes ${r.pot} chips: ${after.chips[0]} : ${after.chips[1]}.`,
      kind: 'win',
    });
  }
  if (after.phase === 'over' && after.winner !== null) {
    lines.push({
      text: `Player ${after.winner} wins the match with all ${after.totalChips} chips.`,
      kind: 'end',
    });
  }
  return lines;
}

/**
 * The lines of the last record asked for, one list per move: a record is never changed, so it
 * is replayed once.
 * @type {{ record: MatchRecord | null, lines: LogLine[][] }}
 */
let kept = { record: null, lines: [] };

/**
 * The log of a record, one list of lines per move, each move described from the states the
 * record replays.
 * @param {MatchRecord} record
 * @returns {LogLine[][]}
 */
export function movesLog(record) {
  if (kept.record !== record) {
    const states = replay(record);
    kept = {
      record,
      lines: record.moves.map((move, i) => {
        const before = /** @type {MatchState} */ (states[i]);
        const after = /** @type {MatchState} */ (states[i + 1]);
        return describe(before, move, after).map((line) => ({ ...line, round: before.round }));
      }),
    };
  }
  return kept.lines;
}
