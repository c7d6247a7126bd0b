// @ts-check
// The round log: every move of a record in words, as the match on one screen and an online match
// show it.
import { classifyRoll } from './kiri-dice.js';
import { replay } from './kiri-dice-record.js';
import { speech } from './language.js';

/** @typedef {import('kiri-dice').MatchState} MatchState */
/** @typedef {import('kiri-dice/record').MatchRecord} MatchRecord */
/** @typedef {import('kiri-dice/record').RecordedMove} RecordedMove */
/** @typedef {{ text: string, kind: string, round: number }} LogLine */

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
  if (action.type === 'halt') return [{ text: speech.hostHalts, kind: 'end' }];
  const who = action.player;
  const lines = [];
  switch (action.type) {
    case 'bet':
      lines.push({ text: speech.bets(who, action.amount), kind: 'bet' });
      break;
    case 'accept':
      lines.push({ text: speech.accepts(who, after.pot), kind: 'bet' });
      break;
    case 'decline':
      lines.push({ text: speech.declines(who, before.stake), kind: 'end' });
      break;
    case 'timeout':
      lines.push({ text: speech.runsOutOfTime(who), kind: 'end' });
      break;
    case 'roll': {
      const roll = after.lastRoll;
      if (!roll) break;
      const c = classifyRoll(roll.dice[0], roll.dice[1]);
      const points =
        after.phase === 'rolling' ? after.points : (after.lastRound?.points ?? after.points);
      let effect = '';
      if (c.points) effect = speech.logPoints(c.points, points[action.player]);
      else if (c.bonusRolls) effect = speech.logExtraRolls(c.bonusRolls);
      else if (after.phase === 'rolling' && after.roller !== action.player)
        effect = speech.logTurnPasses;
      lines.push({
        text: speech.rolls(who, roll.dice, speech.logName(c.names), effect),
        kind: `roll c-${c.id}`,
      });
    }
  }
  if (after.round > before.round && after.lastRound) {
    const r = after.lastRound;
    lines.push({
      text: speech.winsRound(r.winner, r.round, r.reason, r.pot, after.chips),
      kind: 'win',
    });
  }
  if (after.phase === 'over' && after.winner !== null) {
    lines.push({ text: speech.winsMatch(after.winner, after.totalChips), kind: 'end' });
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
