import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import { bin, cli } from './cli.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

describe('kiri-dice', () => {
  it('prints its help with --help, and with exit code 2 when no command is given', () => {
    const help = cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatchInlineSnapshot(`
      "Usage: kiri-dice <command> [options]

      Commands:
        odds        the exact odds of each combination, beside the original rules' table
        solve       the exact chance to win a round, from the start or from any position
        simulate    play many rounds fast and compare them with the exact figures
        play        play a seeded demo match and print every roll

      Every command takes:
        --rules FILE  house rules: a JSON rules table as defineRules takes it
        --json        print JSON instead of text
        --help        show the command's options (kiri-dice simulate --help)

      kiri-dice --version prints the version.
      "
    `);
    expect(cli([])).toEqual({ code: 2, out: help.out, err: '' });
    expect(cli(['-h']).out).toBe(help.out);
  });

  it('prints its version', () => {
    expect(bin('--version')).toEqual({ code: 0, out: `${version}\n`, err: '' });
    expect(cli(['-v']).out).toBe(`${version}\n`);
  });

  it('exits with code 2 and one line on stderr for a bad command line', () => {
    for (const args of [['deal'], ['odds', '--fast'], ['odds', 'now'], ['solve', '--points', '4,0'], ['simulate', '--rounds'], ['play', '--chips', 'lots']]) {
      const outcome = bin(...args);
      expect(outcome.code).toBe(2);
      expect(outcome.out).toBe('');
      expect(outcome.err).toMatch(/^kiri-dice: [^\n]+\n$/);
      expect(cli(args)).toEqual(outcome);
    }
    for (const command of ['odds', 'solve', 'simulate', 'play']) {
      expect(cli([command, '--fast'])).toEqual({ code: 2, out: '', err: "kiri-dice: Unknown option '--fast'\n" });
      expect(cli([command, 'now'])).toMatchObject({ code: 2, out: '', err: expect.stringMatching(/^kiri-dice: Unexpected argument 'now'/) });
    }
    expect(cli(['deal']).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown command 'deal' (commands: odds, solve, simulate, play; see kiri-dice --help)
      "
    `);
    expect(cli(['odds', '--fast']).err).toMatchInlineSnapshot(`
      "kiri-dice: Unknown option '--fast'
      "
    `);
    expect(cli(['odds', 'now']).err).toMatchInlineSnapshot(`
      "kiri-dice: Unexpected argument 'now'. This command does not take positional arguments
      "
    `);
  });

  it('lets unexpected errors through to the bin, which exits with code 1', () => {
    const failing = { out: () => { throw new Error('disk full'); }, err: () => {}, errIsTTY: false };
    expect(() => run(['odds'], failing)).toThrow('disk full');
    // Whatever is thrown, even null, goes through unchanged.
    for (const value of [null, undefined, 'text', { code: 'EPIPE' }]) {
      let thrown: unknown = 'nothing';
      try {
        run(['odds'], { ...failing, out: () => { throw value; } });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBe(value);
    }
  });
});
