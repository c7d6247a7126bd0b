import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../src/run.js';
import { mutationRun } from '@kiri-dice/testing/propertyRuns';
import { bin, cli, exitCode, jsonFile, ran } from './cli.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

describe('kiri-dice', () => {
  it('prints its help with --help, and with exit code 2 when no command is given', () => {
    const help = cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatchInlineSnapshot(`
      "Usage: kiri-dice <command> [options]

      Commands:
        odds      the exact odds of each combination, beside the original rules' table
        solve     the exact chance to win a round, from the start or from any position
        simulate  play many rounds fast and compare them with the exact figures
        play      in a terminal, play a match against the computer; with --auto, or
                  without a terminal, print a seeded demo match between two automatic
                  players
        replay    print the match of a match record round by round, as play does
        review    review every decision and roll of a match record, exactly
        verify    check a match record move by move, and its fair dice with the seeds
        serve     run a referee: an HTTP server for matches between players, with fair
                  dice
        audit     check every match of a referee's database: its moves, its state, its
                  dice
        backup    copy a referee's database while it serves, consistent to one moment

      Every command takes:
        --json        print one line of JSON instead of text (errors too, on stderr)
        --lang L      the language of the text, en or ru (default: from LANGUAGE,
                      LC_ALL, LC_MESSAGES or LANG, else en)
        -h, --help    show the command's options (kiri-dice simulate --help)
      and every command but those on a match record (which holds its rules) takes:
        --rules FILE  house rules: a JSON rules table as defineRules takes it

      Exit codes: 0 done, 1 failed (a write error to standard output, a record that
      does not replay), 2 bad command line (a file that cannot be read or written
      too), 3 unfinished (verify: every move holds, but the match is not over), 130
      interrupted.

      kiri-dice --version prints the version.
      "
    `);
    expect(cli([])).toEqual({ code: 2, out: help.out, err: '' });
    expect(cli(['-h']).out).toBe(help.out);
  });

  it('prints its version', () => {
    expect(bin('--version')).toEqual({ code: 0, out: `${version}\n`, err: '' });
    expect(cli(['-v']).out).toBe(`${version}\n`);
    expect(cli(['--version']).out).toBe(`${version}\n`);
  });

  it('exits with code 2 and one line on stderr for a bad command line', () => {
    for (const args of [
      ['deal'],
      ['odds', '--fast'],
      ['odds', 'now'],
      ['solve', '--points', '4,0'],
      ['simulate', '--rounds'],
      ['play', '--chips', 'lots'],
    ]) {
      const outcome = bin(...args);
      expect(outcome.code).toBe(2);
      expect(outcome.out).toBe('');
      expect(outcome.err).toMatch(/^kiri-dice: [^\n]+\n$/);
      expect(cli(args)).toEqual(outcome);
    }
    for (const command of ['odds', 'solve', 'simulate', 'play']) {
      const fast = cli([command, '--fast']);
      expect({ code: fast.code, out: fast.out }).toEqual({ code: 2, out: '' });
      // Nothing is close to --fast: the message lists the options.
      expect(fast.err).toMatch(
        new RegExp(
          `^kiri-dice: unknown option '--fast': the options are --rules, --json, --lang, --help, -h[^\\n]* \\(see kiri-dice ${command} --help\\)\\n$`,
        ),
      );
      const extra = cli([command, 'now']);
      expect({ code: extra.code, out: extra.out }).toEqual({ code: 2, out: '' });
      expect(extra.err).toMatch(/^kiri-dice: unexpected argument 'now'/);
    }
    expect(cli(['plya']).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown command 'plya': did you mean play? (commands: odds, solve, simulate, play, replay, review, verify, serve, audit, backup; see kiri-dice --help)
      "
    `);
    expect(cli(['play', '--sead', '3']).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown option '--sead': did you mean --seed? (see kiri-dice play --help)
      "
    `);
    expect(cli(['deal']).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown command 'deal' (commands: odds, solve, simulate, play, replay, review, verify, serve, audit, backup; see kiri-dice --help)
      "
    `);
    expect(cli(['odds', '--fast']).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown option '--fast': the options are --rules, --json, --lang, --help, -h (see kiri-dice odds --help)
      "
    `);
    expect(cli(['odds', 'now']).err).toMatchInlineSnapshot(`
      "kiri-dice: unexpected argument 'now': kiri-dice odds takes options only (see kiri-dice odds --help)
      "
    `);
  });

  it('takes a value that starts with a dash as the value of its option, which says what it allows', () => {
    // parseArgs called these ambiguous and cut its hint off.
    expect(
      [
        'simulate --rounds -5',
        'simulate --seed -1',
        'play --chips -3',
        'play --stake -1',
        'play --max-rounds -1',
        'solve --bonus -1',
      ].map((line) => cli(line.split(' '))),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": 2,
          "err": "kiri-dice: --rounds must be a whole number from 1 to 9007199254740991, got '-5'
      ",
          "out": "",
        },
        {
          "code": 2,
          "err": "kiri-dice: --seed must be a whole number from 0 to 9007199254740991, or text that is not a number (hashed), got '-1'
      ",
          "out": "",
        },
        {
          "code": 2,
          "err": "kiri-dice: --chips must be a whole number from 1 to 4503599627370495, got '-3'
      ",
          "out": "",
        },
        {
          "code": 2,
          "err": "kiri-dice: --stake must be a whole number from 1 to 9007199254740991, got '-1'
      ",
          "out": "",
        },
        {
          "code": 2,
          "err": "kiri-dice: --max-rounds must be a whole number from 1 to 9007199254740991, got '-1'
      ",
          "out": "",
        },
        {
          "code": 2,
          "err": "kiri-dice: --bonus must be a whole number from 0 to 9007199254740991, got '-1'
      ",
          "out": "",
        },
      ]
    `);
    expect(cli(['simulate', '--rounds', '--json'])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "{"error":{"code":"USAGE","message":"--rounds needs a value, got the option '--json' (a value that starts with a dash goes as --rounds=--json)"}}
      ",
        "out": "",
      }
    `);
  });

  it('prints every command’s --json as one line of JSON', () => {
    for (const args of [
      ['odds'],
      ['solve'],
      ['solve', '--points', '1,2'],
      ['simulate', '--rounds', '10', '--seed', '1'],
      ['play', '--chips', '3'],
    ]) {
      const { code, out } = cli([...args, '--json']);
      expect(code).toBe(0);
      expect(out.indexOf('\n')).toBe(out.length - 1);
      expect(() => JSON.parse(out) as unknown).not.toThrow();
    }
  });

  it('writes errors as JSON on stderr with --json, with the exit code unchanged', () => {
    expect(cli(['odds', '--json', '--fast'])).toEqual({
      code: 2,
      out: '',
      err: '{"error":{"code":"USAGE","message":"unknown option \'--fast\': the options are --rules, --json, --lang, --help, -h (see kiri-dice odds --help)"}}\n',
    });
    expect(cli(['simulate', '--rounds', '0', '--json'])).toEqual({
      code: 2,
      out: '',
      err: '{"error":{"code":"USAGE","message":"--rounds must be a whole number from 1 to 9007199254740991, got \'0\'"}}\n',
    });
    // Rules the engine refuses carry its code.
    const empty = jsonFile('empty.json', { combinations: [] });
    expect(JSON.parse(cli(['solve', '--json', '--rules', empty]).err)).toEqual({
      error: {
        code: 'INVALID_RULES',
        message: `--rules ${empty}: defineRules: rules.combinations must be an array of 1 to 36 combinations, got an array`,
      },
    });
    // Even when there is no command to take it.
    expect(cli(['--json'])).toEqual({
      code: 2,
      out: '',
      err: '{"error":{"code":"USAGE","message":"unknown command \'--json\' (commands: odds, solve, simulate, play, replay, review, verify, serve, audit, backup; see kiri-dice --help)"}}\n',
    });
    // After --, --json is an argument, not the option: text.
    const afterDashes = cli(['odds', '--', '--json']);
    expect(afterDashes.code).toBe(2);
    expect(afterDashes.err).toMatch(/^kiri-dice: unexpected argument '--json'/);
    expect(bin('play', '--json', '--chips', 'x')).toEqual({
      code: 2,
      out: '',
      err: '{"error":{"code":"USAGE","message":"--chips must be a whole number from 1 to 4503599627370495, got \'x\'"}}\n',
    });
  });

  it('keeps a message on one line, whatever the user typed, and lets nothing in it drive the terminal', () => {
    expect(cli(['play', '--chips', '1\n2\u001b[31m\u009b\u2028'])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --chips must be a whole number from 1 to 4503599627370495, got '1\\n2\\u001b[31m\\u009b\\u2028'
      ",
        "out": "",
      }
    `);
    expect(cli(['odds', '--rules', 'no\nsuch.json']).err).toMatch(
      /^kiri-dice: --rules no\\nsuch\.json: ENOENT[^\n]+\n$/,
    );
    // JSON escapes them itself.
    const { error } = JSON.parse(cli(['play', '--json', '--chips', '1\n2']).err) as {
      readonly error: { readonly message: string };
    };
    expect(error.message).toBe(
      "--chips must be a whole number from 1 to 4503599627370495, got '1\n2'",
    );
  });

  // The built bin only, which no mutant of src/ reaches: not in the mutation run.
  it.skipIf(mutationRun)(
    'reports a write error in one line with exit code 1, and stops quietly when the reader goes',
    async () => {
      const full = openSync('/dev/full', 'w');
      try {
        const write = (...args: string[]) => {
          const { status, stderr } = spawnSync(
            process.execPath,
            ['packages/cli/dist/cli.js', ...args],
            {
              stdio: ['ignore', full, 'pipe'],
              encoding: 'utf8',
            },
          );
          return { code: status, err: stderr };
        };
        expect(write('odds')).toEqual({
          code: 1,
          err: 'kiri-dice: cannot write to standard output: ENOSPC: no space left on device, write\n',
        });
        expect(write('simulate', '--rounds', '10', '--json')).toEqual({
          code: 1,
          err: '{"error":{"code":"ENOSPC","message":"cannot write to standard output: ENOSPC: no space left on device, write"}}\n',
        });
      } finally {
        closeSync(full);
      }
      // kiri-dice play | head: the pipe closes early (EPIPE), and that is no failure.
      const child = spawn(process.execPath, [
        'packages/cli/dist/cli.js',
        'play',
        '--chips',
        '1000000',
        '--stake',
        '1',
        '--max-rounds',
        '1e6',
      ]);
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.stdout.once('data', () => child.stdout.destroy());
      const [code] = (await once(child, 'close')) as [number | null];
      expect({ code, err }).toEqual({ code: 0, err: '' });
    },
  );

  it('lets unexpected errors through to the bin, which exits with code 1', () => {
    const failing = {
      out: () => {
        throw new Error('disk full');
      },
      err: () => {},
      errIsTTY: false,
    };
    expect(() => run(['odds'], failing)).toThrow('disk full');
    // Whatever is thrown, even null, goes through unchanged.
    for (const value of [null, undefined, 'text', { code: 'EPIPE' }]) {
      let thrown: unknown = 'nothing';
      try {
        exitCode(
          run(['odds'], {
            ...failing,
            out: () => {
              throw value;
            },
          }),
        );
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBe(value);
    }
  });
});

describe('kiri-dice in each language', () => {
  const commands = ['odds', 'solve', 'simulate', 'play', 'replay', 'review', 'verify', 'serve'];

  it('gives every command its help in each language, and names it in a bad command line', async () => {
    for (const command of [...commands, 'audit', 'backup']) {
      expect((await ran([command, '--help'])).out, command).toMatch(
        new RegExp(`^Usage: kiri-dice ${command} `),
      );
      expect((await ran([command, '--help', '--lang', 'ru'])).out, command).toMatch(
        new RegExp(`^Запуск: kiri-dice ${command} `),
      );
      const bad = await ran([command, '--bogus']);
      expect(bad.code, command).toBe(2);
      expect(bad.err, command).toContain(`(see kiri-dice ${command} --help)\n`);
    }
  });

  it('takes --lang before the command too, and refuses a language it does not speak', async () => {
    expect((await ran(['--lang', 'ru', 'odds'])).out).toMatch(/^Точные шансы каждой комбинации/);
    expect((await ran(['--lang=ru', 'odds'])).out).toMatch(/^Точные шансы каждой комбинации/);
    expect((await ran(['--lang', 'ru'])).out).toMatch(/^Запуск: kiri-dice <команда>/);
    expect(await ran(['odds', '--lang', 'de'])).toEqual({
      code: 2,
      out: '',
      err: "kiri-dice: --lang must be one of en, ru, got 'de'\n",
    });
    // An asynchronous command's refusal is one line too, with --json as JSON.
    expect(await ran(['serve', '--memory', '--port', '1', '--lang', 'xx', '--json'])).toEqual({
      code: 2,
      out: '',
      err: '{"error":{"code":"USAGE","message":"--lang must be one of en, ru, got \'xx\'"}}\n',
    });
  });
});
