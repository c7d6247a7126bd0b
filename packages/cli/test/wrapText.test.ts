import { describe, expect, it } from 'vitest';
import type { CliIO } from '../src/CliIO.js';
import { textWidth, wrapLine, wrapText } from '../src/wrapText.js';
import { cli, tempPath } from './cli.js';

const io = (columns?: number): CliIO => ({
  out: () => {},
  err: () => {},
  errIsTTY: false,
  ...(columns !== undefined && { columns }),
});

/** The lines of a text longer than `width` columns. */
const longLines = (text: string, width: number): string[] =>
  text.split('\n').filter((line) => line.length > width);

/** The words of a text, in order: the same before and after wrapping when no word was broken. */
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

describe('wrapText', () => {
  it('keeps a line that fits as it is, and wraps a longer one between words at its indent', () => {
    const text = `a  table   row  that fits\n  an indented paragraph of words that goes on and on and on\n`;
    expect(wrapText(text, io(40))).toMatchInlineSnapshot(`
      "a  table   row  that fits
        an indented paragraph of words that
        goes on and on and on
      "
    `);
  });

  it('wraps at the terminal width, 80 when unknown, within 40 to 100', () => {
    const long = `${'word '.repeat(60).trim()}\n`;
    const widest = (given: CliIO) =>
      Math.max(
        ...wrapText(long, given)
          .split('\n')
          .map((l) => l.length),
      );
    expect([widest(io()), widest(io(60)), widest(io(10)), widest(io(500))]).toEqual([
      79, 59, 39, 99,
    ]);
    expect([textWidth(io()), textWidth(io(60)), textWidth(io(10)), textWidth(io(500))]).toEqual([
      80, 60, 40, 100,
    ]);
    // A line of exactly the width fits, a table's row with its spaces.
    const row = `a${' '.repeat(10)}${'b'.repeat(29)}\n`;
    expect(wrapText(row, io(40))).toBe(row);
  });

  it('keeps a word longer than the line whole, and hangs the rest of a line under its start', () => {
    expect(wrapLine(`${'x'.repeat(50)} y`, 40, 0)).toEqual(['x'.repeat(50), 'y']);
    expect(wrapLine('Term: one two three', 12, 6)).toEqual([
      'Term: one',
      '      two',
      '      three',
    ]);
    expect(wrapLine('[a b] c', 5, 0, /\[[^\]]*\]|\S+/g)).toEqual(['[a b]', 'c']);
  });
});

describe('wrapLine', () => {
  it('breaks at no no-break space: a Russian number and its unit stay whole', () => {
    const nbsp = '\u00a0';
    expect(wrapLine(`aaaa 5${nbsp}001 45,2${nbsp}% b\u202fc d\u2007e`, 8, 0)).toEqual([
      'aaaa',
      `5${nbsp}001`,
      `45,2${nbsp}%`,
      'b\u202fc d\u2007e',
    ]);
    // Other blanks break, and come out as one space.
    expect(wrapLine('a\tb  c', 80, 0)).toEqual(['a b c']);
  });
});

describe('command output at 80 columns', () => {
  it('every command’s output fits 80 columns, broken between words only', () => {
    const record = tempPath('columns-record.txt');
    expect(cli(['play', '--seed', '3', '--record', record]).code).toBe(0);
    const runs = [
      ['review', record],
      ['review', record, '--marks', 'lichess'],
      ['odds'],
      ['solve'],
      ['solve', '--points', '3,2', '--bonus', '2'],
      ['simulate', '--rounds', '1000', '--seed', '1'],
    ];
    for (const args of runs) {
      const { out, code } = cli(args);
      expect(code, args.join(' ')).toBe(0);
      expect(longLines(out, 80), args.join(' ')).toEqual([]);
    }
    // The notes under the odds table are one paragraph, wrapped between words.
    const odds = cli(['odds']).out;
    expect(words(odds.slice(odds.indexOf('original:')))).toEqual(
      words(
        'original: the "odds, for reference" table of the original rules; difference: exact minus original, in percentage points. * more than rounding to 0.1 explains.',
      ),
    );
    expect(cli(['solve', '--points', '3,2', '--bonus', '2']).out).toMatchInlineSnapshot(`
      "Position · standard rules: the player to roll has 3 of 4 points, the opponent 2,
      2 extra rolls left

      The player to roll wins the round with probability 0.832289637924
      (the opponent 0.167710362076); 2.564262688394 rolls left on average.
      "
    `);
  });

  it('the summary of an interrupted simulation fits too', () => {
    const { out } = cli(['simulate', '--rounds', '1e12', '--seed', '1'], {
      interrupted: () => true,
    });
    expect(out).toMatch(/^Simulated 65,536 rounds \(interrupted, of 1,000,000,000,000\)/);
    expect(longLines(out, 80)).toEqual([]);
  });
});
