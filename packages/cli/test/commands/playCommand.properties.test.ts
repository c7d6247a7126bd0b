/**
 * The `kiri-dice play` command, checked against the independent model: every line of its
 * transcript (bets, dice, combination, effect, points, round results, the match result) must be
 * what the model plays with the same seed and the documented strategy.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSeed } from 'kiri-dice';
import { run } from '../../src/run.js';
import { KiriModel } from '@kiri-dice/testing/KiriModel';
import { modelClassify } from '@kiri-dice/testing/modelRules';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { exitCode } from '../cli.js';

/** Display names from the rules page: English, then Russian when it differs. */
const NAMES: Record<string, string> = {
  dead: 'Dead',
  kiri: 'Kiri',
  midKiri: 'Mid Kiri',
  reverse: 'Reverse (Реверс)',
  kvatra: 'Kvatra (Кватра)',
  normal: 'Normal (Обычный бросок)',
};

function cli(args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = exitCode(
    run(args, {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      errIsTTY: false,
    }),
  );
  return { code, out, err };
}

/** Replays a transcript line by line against the model; returns the first line that differs. */
/** A number as English text writes it: grouped by thousands, `12,345`. */
const g = (n: number): string => n.toLocaleString('en-US');

function check(
  out: string,
  seedText: string,
  chips: number,
  stake: number | undefined,
): string | null {
  const seed = parseSeed(seedText);
  const m = new KiriModel({ seed, chips: [chips, chips] });
  const lines = out.split('\n');
  // Not an assertion: the first difference is returned, for the caller to report with its arguments.
  const differs = (line: string | undefined, wanted: string) =>
    line === wanted ? null : `got ${JSON.stringify(line)}, expected ${JSON.stringify(wanted)}`;
  let i = 0;
  const header = differs(
    lines[i++],
    `Kiri · seed ${JSON.stringify(seed)} · ${g(chips)} chip${chips === 1 ? '' : 's'} each · first to 4 points`,
  );
  if (header) return header;
  while (m.s.phase !== 'over') {
    const smaller = Math.min(...m.s.chips);
    const amount = Math.min(stake ?? Math.ceil(smaller / 2), smaller);
    const bettor = m.s.bettor;
    m.apply({ type: 'bet', player: bettor, amount });
    m.apply({ type: 'accept', player: 1 - bettor });
    const round =
      differs(lines[i++], '') ??
      differs(
        lines[i++],
        `Round ${m.s.round}: player ${bettor} bets ${g(amount)}, player ${1 - bettor} accepts (pot ${g(m.s.pot)})`,
      );
    if (round) return round;
    while (m.s.phase === 'rolling') {
      const before = { roller: m.s.roller, bonusRolls: m.s.bonusRolls };
      m.apply({ type: 'roll', player: m.s.roller });
      const { player, dice, combination } = m.s.lastRoll!;
      const c = modelClassify(m.rules, dice[0], dice[1]);
      const effect =
        c.points > 0
          ? `+${c.points}`
          : c.instant
            ? ''
            : c.bonusRolls > 0
              ? `+${c.bonusRolls} extra rolls`
              : m.s.roller !== before.roller
                ? 'turn passes'
                : before.bonusRolls > 0
                  ? 'extra roll used'
                  : '';
      // The roll changed the phase behind the loop's narrowing: read the state as it is now.
      const now = m.s;
      const points = now.phase === 'rolling' ? now.points : now.lastRound!.points;
      const line = differs(
        lines[i++],
        // The columns: the longest name of the standard rules, 'Normal (Обычный бросок)' (23),
        // and the longest effect, 'extra roll used' (15), each with two spaces after it.
        `  player ${player} rolls ${dice[0]}+${dice[1]}  ${NAMES[combination]!.padEnd(23)}  ${effect.padEnd(15)}  points ${points[0]}:${points[1]}`,
      );
      if (line) return line;
    }
    const r = m.s.lastRound!;
    const how =
      r.reason === 'kiri'
        ? 'Kiri'
        : r.reason === 'dead'
          ? `player ${1 - r.winner} rolled Dead`
          : `${r.points[r.winner]} points`;
    const end = differs(
      lines[i++],
      `  player ${r.winner} wins round ${r.round} (${how}) and takes ${g(r.pot)} chips; chips ${g(m.s.chips[0])}:${g(m.s.chips[1])}`,
    );
    if (end) return end;
  }
  const rounds = m.s.lastRound!.round;
  return (
    differs(lines[i++], '') ??
    differs(
      lines[i++],
      `Match over after ${g(rounds)} round${rounds === 1 ? '' : 's'}: player ${m.s.winner} wins all ${g(2 * chips)} chips.`,
    ) ??
    differs(lines.slice(i).join('\n'), '')
  );
}

describe('kiri-dice play', () => {
  it('prints the match the model plays with the same seed, line by line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.nat().map(String),
          fc.string({ minLength: 1 }).filter((s) => Number.isNaN(Number(s))),
        ),
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        (seed, chips, stake) => {
          // A value that starts with `--` is refused as a separate argument (it reads as an option).
          const seedArgs = seed.startsWith('--') ? [`--seed=${seed}`] : ['--seed', seed];
          const args = [
            'play',
            ...seedArgs,
            '--chips',
            String(chips),
            ...(stake === undefined ? [] : ['--stake', String(stake)]),
          ];
          const { code, out, err } = cli(args);
          expect({ code, err }).toEqual({ code: 0, err: '' });
          expect(check(out, seed, chips, stake), `kiri-dice ${args.join(' ')}`).toBeNull();
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('plays seed 1 with 100 chips each when given no options', () => {
    const { code, out } = cli(['play']);
    expect(code).toBe(0);
    expect(check(out, '1', 100, undefined)).toBeNull();
  });

  it('answers every bad command line with exit code 2 and one line on stderr', () => {
    const notWhole = [
      '0',
      '-1',
      '1.5',
      '1e-3',
      '0x10',
      'abc',
      ' 7',
      '7 ',
      '',
      '9007199254740993',
      '1e16',
      'Infinity',
    ];
    const bad: string[][] = [
      ['fold'],
      ['--nope'],
      ['play', '--nope'],
      ['play', 'extra'],
      ['play', '--chips'],
      ['play', '--seed'],
      ['play', '--seed', '-1'],
      ...notWhole.flatMap((value) => [
        ['play', '--chips', value],
        ['play', '--stake', value],
      ]),
      // Twice the balance must stay below 2^53 - 1.
      ['play', '--chips', String(2 ** 52)],
      ['play', '--chips', String(2 ** 53 - 1)],
    ];
    for (const args of bad) {
      const { code, out, err } = cli(args);
      expect({ args, code, out }).toEqual({ args, code: 2, out: '' });
      expect(err).toMatch(/^kiri-dice: [^\n]+\n$/);
    }
    expect(cli(['play', '--chips', '4503599627370496']).err).toMatchInlineSnapshot(`
      "kiri-dice: --chips must be a whole number from 1 to 4503599627370495, got '4503599627370496'
      "
    `);
    expect(cli(['play', '--chips', '1e-3']).err).toMatchInlineSnapshot(`
      "kiri-dice: --chips must be a whole number from 1 to 4503599627370495, got '1e-3'
      "
    `);
    expect(cli(['play', '--stake', '0']).err).toMatchInlineSnapshot(`
      "kiri-dice: --stake must be a whole number from 1 to 9007199254740991, got '0'
      "
    `);
    expect(cli(['fold']).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown command 'fold' (commands: odds, solve, simulate, play, replay, review, verify, serve, audit, backup; see kiri-dice --help)
      "
    `);
  });

  it('reads --seed with parseSeed: digits are a number, other numbers are refused, other text is text', () => {
    const header = (seed: string) =>
      cli(['play', `--seed=${seed}`, '--chips', '1']).out.split('\n')[0];
    expect(header('42')).toBe('Kiri · seed 42 · 1 chip each · first to 4 points');
    expect(header('9007199254740991')).toBe(
      'Kiri · seed 9007199254740991 · 1 chip each · first to 4 points',
    );
    for (const text of ['table 7', '12abc', 'NaN']) {
      expect(header(text)).toBe(
        `Kiri · seed ${JSON.stringify(text)} · 1 chip each · first to 4 points`,
      );
    }
    // Read as text these would seed another match than the one meant (they used to be hashed).
    for (const text of ['1e3', '0x10', ' 7', '7 ', '-1', '9007199254740992', '']) {
      expect(cli(['play', `--seed=${text}`])).toEqual({
        code: 2,
        out: '',
        err: `kiri-dice: --seed must be a whole number from 0 to 9007199254740991, or text that is not a number (hashed), got '${text}'\n`,
      });
    }
  });

  it('prints help (exit 0 when asked, 2 when no command is given) and the version', () => {
    for (const args of [['--help'], ['-h'], []]) {
      const { code, out } = cli(args);
      expect(code).toBe(args.length ? 0 : 2);
      expect(out).toMatch(
        /^Usage: kiri-dice <command> \[options\]\n[\s\S]*\n {2}play {6}in a terminal, play a match against the computer/,
      );
    }
    const playHelp = cli(['play', '--help']);
    expect({ code: playHelp.code, err: playHelp.err }).toEqual({ code: 0, err: '' });
    expect(playHelp.out).toMatch(/^Usage: kiri-dice play \[--seed S\]/);
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(cli(['--version']).out).toBe(`${version}\n`);
    expect(cli(['-v']).out).toBe(`${version}\n`);
  });

  it('lets other failures through to the caller (the bin reports them with exit code 1)', () => {
    // Errors with a code of their own (EPIPE, ...) are not usage errors either.
    for (const broken of [
      new Error('disk full'),
      Object.assign(new Error('pipe closed'), { code: 'EPIPE' }),
    ]) {
      expect(() =>
        run(['play'], {
          out: () => {
            throw broken;
          },
          err: () => {},
          errIsTTY: false,
        }),
      ).toThrow(broken);
    }
  });
});
