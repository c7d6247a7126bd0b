import { auditHelp } from '../src/commands/auditCommand.js';
import { backupHelp } from '../src/commands/backupCommand.js';
import { serveHelp } from '../src/commands/serveCommand.js';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { oddsHelp } from '../src/commands/oddsCommand.js';
import { playHelp } from '../src/commands/playCommand.js';
import { replayHelp } from '../src/commands/replayCommand.js';
import { reviewHelp } from '../src/commands/reviewCommand.js';
import { topHelp } from '../src/run.js';
import { simulateHelp } from '../src/commands/simulateCommand.js';
import { solveHelp } from '../src/commands/solveCommand.js';
import { verifyHelp } from '../src/commands/verifyCommand.js';
import { wrapHelp } from '../src/wrapHelp.js';
import { game, tempPath } from './cli.js';

/** The built bin run with `COLUMNS` set, its output a pipe (as `kiri-dice play --help | less`). */
function at(columns: number, ...args: string[]): string {
  const { stdout, status } = spawnSync(process.execPath, ['packages/cli/dist/cli.js', ...args], {
    encoding: 'utf8',
    env: { ...process.env, COLUMNS: String(columns) },
  });
  expect(status).toBe(0);
  return stdout;
}

/** The lines of a text longer than `width` columns. */
const longLines = (text: string, width: number): string[] =>
  text.split('\n').filter((line) => line.length > width);

/** The words of a text, in order: the same before and after wrapping when no word was broken. */
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

const helps: Record<string, string> = {
  '': topHelp(),
  odds: oddsHelp,
  solve: solveHelp,
  simulate: simulateHelp,
  play: playHelp,
  replay: replayHelp,
  review: reviewHelp,
  verify: verifyHelp,
  serve: serveHelp,
  audit: auditHelp,
  backup: backupHelp,
};

describe('text at 80 columns', () => {
  it('every help fits COLUMNS=80, broken between words only; -h is --help', () => {
    for (const [command, source] of Object.entries(helps)) {
      const args = command ? [command, '--help'] : ['--help'];
      const help = at(80, ...args);
      expect(longLines(help, 80), command).toEqual([]);
      expect(words(help), command).toEqual(words(source));
      expect(at(80, ...(command ? [command, '-h'] : ['-h']))).toBe(help);
    }
  });

  it('every help lists its options two spaces in, and no option it does not take', () => {
    for (const [command, source] of Object.entries(helps)) {
      const options = source.split('\n').filter((line) => /^\s+-/.test(line));
      expect(
        options.filter((line) => !/^ {2}-/.test(line)),
        command,
      ).toEqual([]);
    }
    // audit and backup take no rules; backup prints no JSON.
    expect(auditHelp).not.toContain('--rules');
    expect(backupHelp).not.toMatch(/--rules|--json/);
  });

  it('a whole match fits COLUMNS=80: the demo, the game against the computer, and its replay', async () => {
    expect(longLines(at(80, 'play'), 80)).toEqual([]);
    const file = tempPath('eighty.txt');
    const played = await game(
      ['play', '--seed', '8', '--record', file],
      Array<string>(200).fill(''),
      {
        env: { NO_COLOR: '1', COLUMNS: '80' },
      },
    );
    expect(played.out).toMatch(/\nMatch over after \d+ rounds: /);
    expect(longLines(played.out, 80)).toEqual([]);
    expect(longLines(at(80, 'replay', file), 80)).toEqual([]);
  });
});

describe('wrapHelp', () => {
  const text = `Usage: kiri-dice x [--one A] [--two B]
A paragraph of several words that goes on and on.
  --one A       an option whose description is long enough to wrap
  --record FILE a term of thirteen characters, then one space
  --long-option N
                a description on a line of its own
`;

  it('wraps at the terminal width between words, keeping each item’s column', () => {
    expect(wrapHelp(text, { out: () => {}, err: () => {}, errIsTTY: false, columns: 40 }))
      .toMatchInlineSnapshot(`
      "Usage: kiri-dice x [--one A] [--two B]
      A paragraph of several words that goes
      on and on.
        --one A       an option whose
                      description is long
                      enough to wrap
        --record FILE a term of thirteen
                      characters, then one
                      space
        --long-option N
                      a description on a line
                      of its own
      "
    `);
  });

  it('hangs a line under what starts it only: a usage, an option, an item’s term', () => {
    const found = `Note that Usage: kiri-dice play here starts no usage line at all
Plain text  with two spaces inside is a paragraph and no item
    nested  --record FILE is an item whose term is nested, not an option
  --rules FILE   names an item whose term has two words and a long text
`;
    expect(wrapHelp(found, { out: () => {}, err: () => {}, errIsTTY: false, columns: 40 }))
      .toMatchInlineSnapshot(`
        "Note that Usage: kiri-dice play here
        starts no usage line at all
        Plain text with two spaces inside is a
        paragraph and no item
            nested  --record FILE is an item
                    whose term is nested, not an
                    option
          --rules FILE   names an item whose
                         term has two words and
                         a long text
        "
      `);
  });

  it('takes the width from the terminal, else COLUMNS, else 80, within 40 to 100', () => {
    const io = (columns?: number, env?: Record<string, string>) => ({
      out: () => {},
      err: () => {},
      errIsTTY: false,
      ...(columns !== undefined && { columns }),
      ...(env && { env }),
    });
    const long = `${'word '.repeat(60).trim()}\n`;
    const widest = (io: Parameters<typeof wrapHelp>[1]) =>
      Math.max(
        ...wrapHelp(long, io)
          .split('\n')
          .map((line) => line.length),
      );
    expect(widest(io())).toBe(79);
    expect(widest(io(60))).toBe(59);
    expect(widest(io(undefined, { COLUMNS: '50' }))).toBe(49);
    expect(widest(io(undefined, { COLUMNS: 'wide' }))).toBe(79);
    expect(widest(io(10))).toBe(39);
    expect(widest(io(500))).toBe(99);
    // A word longer than the line stays whole.
    expect(wrapHelp(`${'x'.repeat(120)} y\n`, io())).toBe(`${'x'.repeat(120)}\ny\n`);
  });
});
