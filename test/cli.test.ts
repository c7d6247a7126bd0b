import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../src/cli/run.js';

const bin = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/** Runs the command line in-process, capturing what it writes. */
function cli(...args: string[]) {
  let out = '';
  let err = '';
  const code = run(args, { out: (text) => (out += text), err: (text) => (err += text), errIsTTY: false });
  return { code, out, err };
}

describe('kiri-dice play', () => {
  it('plays a seeded demo match to the end, roll by roll', () => {
    const { code, out } = cli('play', '--seed', '7', '--chips', '20');
    expect(code).toBe(0);
    expect(out).toMatch(/^Kiri · seed 7 · 20 chips each · first to 4 points\n/);
    expect(out).toMatch(/Round 1: player 0 bets 10, player 1 accepts \(pot 20\)/);
    expect(out).toMatch(/ {2}player 1 rolls \d\+\d {2}/);
    expect(out).toMatch(/Match over after \d+ rounds?: player [01] wins all 40 chips\.\n$/);
  });

  it('prints the same match for the same seed, and a text seed works', () => {
    expect(cli('play', '--seed', 'abc').out).toBe(cli('play', '--seed', 'abc').out);
    expect(cli('play', '--seed', '1').out).not.toBe(cli('play', '--seed', '2').out);
  });

  it('shows Russian names beside English ones, and what each roll did', () => {
    const { out } = cli('play', '--seed', '3', '--stake', '5', '--chips', '10');
    expect(out).toMatch(/Normal \(Обычный\) +turn passes/);
    expect(out).toMatch(/Kvatra \(Кватра\) +\+1/);
  });

  it('marks extra rolls from Reverse and the extra rolls used', () => {
    const { out } = cli('play', '--seed', '1');
    expect(out).toMatch(/Reverse \(Реверс\) +\+2 extra rolls/);
    expect(out).toMatch(/Normal \(Обычный\) +extra roll used/);
  });

  it('lets errors other than bad arguments through', () => {
    const failing = (thrown: unknown) => () =>
      run(['play'], { out: () => { throw thrown; }, err: () => undefined, errIsTTY: false });
    expect(failing(new Error('disk full'))).toThrow('disk full');
    expect(failing(null)).toThrow();
  });

  it('bets the fixed stake when given one, lowered to the smaller balance', () => {
    const { out } = cli('play', '--seed', '1', '--stake', '1000');
    expect(out).toMatch(/Round 1: player 0 bets 100,/);
    expect(out).toMatch(/Match over after 1 round: player \d wins all 200 chips/);
  });

  it('answers --help and --version, and rejects bad arguments with exit code 2 and one line', () => {
    expect(cli('play', '--help').out).toMatch(/^Usage: kiri-dice play/);
    expect(cli('--help')).toMatchObject({ code: 0, out: expect.stringMatching(/^Usage: kiri-dice <command>/) });
    expect(cli()).toMatchObject({ code: 2, out: expect.stringMatching(/^Usage/) });
    expect(cli('--version').out).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(cli('play', '--chips', 'x')).toEqual({ code: 2, out: '', err: "kiri-dice: --chips must be a whole number of at least 1, got 'x'\n" });
    expect(cli('play', '--chips', '0').code).toBe(2);
    expect(cli('play', '--chips', '9007199254740991').err).toMatch(/--chips must be at most 4503599627370495/);
    expect(cli('play', '--stake', '-3').code).toBe(2);
    expect(cli('play', '--bogus')).toEqual({ code: 2, out: '', err: "kiri-dice: Unknown option '--bogus'\n" });
    expect(cli('dance')).toEqual({ code: 2, out: '', err: "kiri-dice: unknown command 'dance' (commands: play; see kiri-dice --help)\n" });
    expect(cli('toString').code).toBe(2);
  });

  it('runs as a bin from the build', () => {
    const out = execFileSync(process.execPath, [bin, 'play', '--seed', '7', '--chips', '20'], { encoding: 'utf8' });
    expect(out).toBe(cli('play', '--seed', '7', '--chips', '20').out);
    const bad = spawnSync(process.execPath, [bin, 'play', '--chips', 'none'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe("kiri-dice: --chips must be a whole number of at least 1, got 'none'\n");
  });
});
