import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachMove, loadRecord } from '../src/loadRecord.js';
import { parseJson } from '../src/parseJson.js';
import { KiriError, type MatchState } from 'kiri-dice';
import { formatRecord, parseRecord, replay } from 'kiri-dice/record';
import { repeatedKeyOf } from '@kiri-dice/testing/repeatedKeyOf';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { played } from '@kiri-dice/testing/recordArbitraries';
import { tempPath } from './cli.js';

/** What reading a record gives: its counts and last state, or the message it is refused with. */
type Read =
  { readonly moves: number; readonly rounds: number; readonly last: MatchState<string> } | string;

/** The moves of a list, counted, with its rounds (each starts with a bet). */
function counted(moves: readonly { readonly type: string }[]): { moves: number; rounds: number } {
  return { moves: moves.length, rounds: moves.filter((m) => m.type === 'bet').length };
}

/**
 * How the text of a file reads as a record when it is read whole, as the public functions read
 * it: the notation by parseRecord; JSON by JSON.parse, then the check of repeated keys, then
 * replay. What loadRecord, which reads the bytes line by line and move by move, must give.
 */
function readWhole(text: string): Read {
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  try {
    if (!body.trimStart().startsWith('{')) {
      const record = parseRecord(body);
      return { ...counted(record.moves), last: replay(record).at(-1)! };
    }
    let value: unknown;
    try {
      value = parseJson(body);
    } catch (error) {
      return (error as Error).message;
    }
    const repeated = repeatedKeyOf(body);
    if (repeated !== null)
      return `the JSON repeats the key ${JSON.stringify(repeated)} in one object (JSON.parse would keep the last one)`;
    const states = replay(value);
    return { ...counted((value as { moves: { type: string }[] }).moves), last: states.at(-1)! };
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    return error.message.replace(/^\w+: /, '');
  }
}

/** What loadRecord gives for the text, written to a file. */
function readFile(text: string): Read {
  const file = tempPath('load-record.txt');
  writeFileSync(file, text);
  try {
    const { moves, rounds, last } = loadRecord(file);
    // Replayed again, as replay and verify do: the same moves, to the same last state.
    let again = 0;
    let end: MatchState<string> | undefined;
    eachMove(loadRecord(file), (_, __, after) => {
      again++;
      end = after;
    });
    expect(again).toBe(moves);
    if (end) expect(end).toEqual(last);
    return { moves, rounds, last };
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    return error.message.slice(file.length + 2);
  }
}

/** Texts a record file may hold: before the record, in it, after it. */
const edits = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\v',
  '\ufeff',
  '\u00a0',
  '{',
  '}',
  '[',
  ',',
  '"',
  '0',
  '7',
  'P1 ',
  '; ',
  '"moves":[],',
  '"format":1,',
  '"__proto__":1,',
  '"x":',
  '\\u0066',
  'é',
);

/** A played match's record as a file's text: its notation or its JSON, keys in any order. */
const records = fc
  .tuple(played, fc.boolean(), fc.boolean(), fc.boolean())
  .map(([{ match }, json, movesFirst, spaced]) => {
    if (!json) return formatRecord(match.record);
    const { moves, ...header } = match.record;
    const value = movesFirst ? { moves, ...header } : { ...header, moves };
    return JSON.stringify(value, null, spaced ? 1 : undefined);
  });

describe('loadRecord', () => {
  it('reads every text as the public functions read it whole: the same moves and last state, or the same refusal', () => {
    fc.assert(
      fc.property(
        records,
        fc.array(fc.tuple(fc.nat(), edits, fc.boolean()), { maxLength: 3 }),
        (record, changes) => {
          let text = record;
          for (const [n, edit, drop] of changes) {
            const at = n % (text.length + 1);
            text = `${text.slice(0, at)}${edit}${text.slice(drop ? at + 1 : at)}`;
          }
          expect(readFile(text)).toEqual(readWhole(text));
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('reads a second byte order mark as parseRecord does, and a JSON record nested too deep as JSON.parse does', () => {
    const header =
      '"format": 1, "rules": "standard", "start": {"seed": 1, "chips": [5, 5], "firstBettor": 0}';
    const deep = `{"type": "accept", "player": ${'['.repeat(20)}1${']'.repeat(20)}}`;
    const record = formatRecord(
      parseRecord('format 1\nseed 1\nchips 5 5\nfirst-bettor 0\nrules standard\n'),
    );
    for (const text of [
      `\ufeff\ufeff${record}`,
      `\ufeff\ufeff{"format": 1}`,
      `\ufeff\ufeff\ufeff${record}`,
      `\u00a0${record}`,
      ` \n\t${record}`,
      ` \r\n{"format": 1}`,
      `\v{"format": 1}`,
      `{"format": 1, "rules": ${'['.repeat(20)}${']'.repeat(20)}}`,
      '{"format": 1, "moves": 5}',
      `{${header}}`,
      `{${header}, "moves": 5}`,
      `{${header}, "moves": [{"type": "bet", "player": 0, "amount": 1}, ${deep}]}`,
      '{"__proto__": 1}',
      '',
      // A round of normal rolls, each given: one line of 70 kB, made a string once.
      `${record}\n1. P0 bets 1, P1 accepts${'; P1 [3+5]; P0 [3+5]'.repeat(3500)}\n`,
    ])
      expect(readFile(text), JSON.stringify(text)).toEqual(readWhole(text));
    expect(readFile(`\ufeff\ufeff${record}`)).toMatchObject({ moves: 0 });
  });
});
