import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/messages/catalogs.js';
import { languages } from '../src/messages/Catalog.js';
import type { CommandName } from '../src/messages/Messages.js';
import { speechOf } from '../src/messages/Speech.js';
import { topHelp } from '../src/run.js';
import { wrapHelp } from '../src/wrapHelp.js';
import { game, tempPath } from './cli.js';

/**
 * The built bin run with `COLUMNS` set, its output a pipe (as `kiri-dice play --help | less`),
 * in the language of `LANG` (English unless a Russian `lang` is given).
 */
function at(columns: number, ...args: string[]): string {
  return atIn('en_US.UTF-8', columns, ...args);
}

/** As {@link at}, with `LANG` set to `lang`. */
function atIn(lang: string, columns: number, ...args: string[]): string {
  const { LANGUAGE: _language, LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env;
  const { stdout, status } = spawnSync(process.execPath, ['packages/cli/dist/cli.js', ...args], {
    encoding: 'utf8',
    env: { ...env, LANG: lang, COLUMNS: String(columns) },
  });
  expect(status).toBe(0);
  return stdout;
}

/** The lines of a text longer than `width` columns. */
const longLines = (text: string, width: number): string[] =>
  text.split('\n').filter((line) => line.length > width);

/** The words of a text, in order: the same before and after wrapping when no word was broken. */
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Every help in a language, the top one under the name ''. */
function helpsOf(language: (typeof languages)[number]): Record<string, string> {
  const speech = speechOf(catalogs[language]);
  return { '': topHelp(speech), ...speech.help } satisfies Record<'' | CommandName, string>;
}

const helps = helpsOf('en');

/** The locale the bin is given for each language. */
const locales = { en: 'en_US.UTF-8', ru: 'ru_RU.UTF-8' } as const;

describe('text at 80 columns', () => {
  it('every help, in each language, fits COLUMNS=80, broken between words only; -h is --help', () => {
    for (const language of languages) {
      for (const [command, source] of Object.entries(helpsOf(language))) {
        const args = command ? [command, '--help'] : ['--help'];
        const help = atIn(locales[language], 80, ...args);
        expect(longLines(help, 80), `${language} ${command}`).toEqual([]);
        expect(words(help), `${language} ${command}`).toEqual(words(source));
        const short = command ? [command, '-h'] : ['-h'];
        expect(atIn(locales[language], 80, ...short)).toBe(help);
      }
    }
  });

  it('every help lists its options two spaces in, and no option it does not take', () => {
    for (const [command, source] of [
      ...Object.entries(helps),
      ...Object.entries(helpsOf('ru')).map(([name, help]) => [`ru ${name}`, help] as const),
    ]) {
      const options = source.split('\n').filter((line) => /^\s+-/.test(line));
      expect(
        options.filter((line) => !/^ {2}-/.test(line)),
        command,
      ).toEqual([]);
    }
    // audit and backup take no rules; backup prints no JSON.
    for (const language of languages) {
      const { audit, backup } = helpsOf(language);
      expect(audit).not.toContain('--rules');
      expect(backup).not.toMatch(/--rules|--json/);
    }
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
