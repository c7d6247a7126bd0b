import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';
import { simulate } from 'kiri-dice/odds';
import { house, houseSpec } from '@kiri-dice/testing/houseRules';
import { mutationRun } from '@kiri-dice/testing/propertyRuns';
import { bin, cli, jsonFile } from '../cli.js';

describe('kiri-dice simulate', () => {
  it('simulates a million rounds and compares them with the exact figures', () => {
    const { code, out, err } = bin('simulate', '--rounds', '1000000', '--seed', '1');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatchInlineSnapshot(`
      "Simulated 1,000,000 rounds · standard rules · seed 1 · 7,317,355 rolls

                         simulated     exact  standard errors off
      first roller wins   0.548102  0.548342                -0.48
      rolls per round     7.317355  7.317216                +0.03
      seat 0 wins         0.499576
      seat 1 wins         0.500424

      combination                  rolls     share     exact
      Dead                       114,528  0.015652  0.015625
      Kiri                       457,808  0.062565  0.062500
      Mid Kiri                   572,142  0.078190  0.078125
      Reverse (Реверс)           228,897  0.031281  0.031250
      Kvatra (Кватра)          2,055,395  0.280893  0.281250
      Normal (Обычный бросок)  3,888,585  0.531419  0.531250

      Round length in rolls: median 6, 90% of rounds 14 or fewer, 99% 21 or fewer,
      longest 43.
      "
    `);
    // The bin runs the build; the command in-process runs the source (and, in the mutation run, its mutants).
    expect(cli(['simulate', '--rounds', '20000', '--seed', '1']).out).toMatchInlineSnapshot(`
      "Simulated 20,000 rounds · standard rules · seed 1 · 147,601 rolls

                         simulated     exact  standard errors off
      first roller wins   0.549700  0.548342                +0.39
      rolls per round     7.380050  7.317216                +1.82
      seat 0 wins         0.498300
      seat 1 wins         0.501700

      combination               rolls     share     exact
      Dead                      2,236  0.015149  0.015625
      Kiri                      9,237  0.062581  0.062500
      Mid Kiri                 11,308  0.076612  0.078125
      Reverse (Реверс)          4,616  0.031274  0.031250
      Kvatra (Кватра)          41,340  0.280079  0.281250
      Normal (Обычный бросок)  78,864  0.534305  0.531250

      Round length in rolls: median 7, 90% of rounds 14 or fewer, 99% 21 or fewer,
      longest 37.
      "
    `);
  });

  it('takes the median and the other quantiles as the shortest length that covers that share of rounds', () => {
    // Ten rounds: the fifth-shortest covers exactly half of them, the ninth exactly 90%.
    expect(
      // The last paragraph, wrapped at 80 columns: its words in one line.
      cli(['simulate', '--rounds', '10', '--seed', '1'])
        .out.split('\n\n')
        .at(-1)!
        .split(/\s+/)
        .join(' ')
        .trim(),
    ).toMatchInlineSnapshot(
      `"Round length in rolls: median 4, 90% of rounds 14 or fewer, 99% 17 or fewer, longest 17."`,
    );
  });

  it('prints JSON with --json: the simulation and the exact figures', () => {
    const json = JSON.parse(
      cli(['simulate', '--json', '--rounds', '2000', '--seed', 'abc']).out,
    ) as {
      readonly exact: {
        readonly firstRollerWins: number;
        readonly expectedRolls: number;
        readonly combinations: Readonly<Record<string, number>>;
      };
    };
    expect(json).toMatchObject(JSON.parse(JSON.stringify(simulate({ rounds: 2000, seed: 'abc' }))));
    expect(json.exact.firstRollerWins).toBeCloseTo(0.54834223117393, 12);
    expect(json.exact.expectedRolls).toBeCloseTo(7.31721628887619, 12);
    expect(json.exact.combinations.kvatra).toBe(0.28125);
  });

  it('plays 100,000 rounds with a random seed by default, and prints the seed', () => {
    const { out } = cli(['simulate']);
    const seed = /seed (\d+)/.exec(out)![1]!;
    expect(out).toMatch(/^Simulated 100,000 rounds · standard rules · seed \d+ ·\s[\d,]+\srolls\n/);
    expect(cli(['simulate', '--seed', seed]).out).toBe(out);
  });

  it('simulates house rules', () => {
    const json = JSON.parse(
      cli([
        'simulate',
        '--json',
        '--rounds',
        '500',
        '--seed',
        '3',
        '--rules',
        jsonFile('house.json', houseSpec),
      ]).out,
    ) as unknown;
    expect(json).toMatchObject(
      JSON.parse(JSON.stringify(simulate({ rounds: 500, seed: 3, rules: house }))),
    );
  });

  it('passes on a failure to draw its bar as it came, not as an interruption', () => {
    let clock = 0;
    const failures: Error[] = [];
    let thrown: unknown;
    try {
      void run(['simulate', '--rounds', String(3 * 65536), '--seed', '1'], {
        out: () => undefined,
        err: () => {
          failures.push(new Error(`EIO: write ${failures.length + 1}`));
          throw failures.at(-1)!;
        },
        errIsTTY: true,
        now: () => (clock += 600),
      });
    } catch (error) {
      thrown = error;
    }
    expect(failures.length).toBeGreaterThan(0);
    expect(thrown).toBe(failures[0]);
  });

  it('draws a progress bar on a terminal once the run has lasted a second, with the rate and the time left, and clears it', () => {
    // 600 ms pass between readings of the clock: the first report comes 600 ms in, and is not drawn.
    let clock = 0;
    const slow = cli(['simulate', '--rounds', '140000', '--seed', '1'], {
      errIsTTY: true,
      now: () => (clock += 600),
    });
    expect(slow.err.split('\r')).toMatchInlineSnapshot(`
      [
        "",
        "[########################..] 93% of 140,000 rounds · 109,227 rounds/s · 1s left[K",
        "[K",
      ]
    `);
    expect(slow.out).toBe(cli(['simulate', '--rounds', '140000', '--seed', '1']).out);
    // Not on a terminal, and not for a run that ends within the second.
    expect(
      cli(['simulate', '--rounds', '140000', '--seed', '1'], { now: () => (clock += 600) }).err,
    ).toBe('');
    expect(
      cli(['simulate', '--rounds', '140000', '--seed', '1'], { errIsTTY: true, now: () => 0 }).err,
    ).toBe('');
    // A short run on a terminal: 100 ms between readings of the clock never reach the second.
    expect(
      cli(['simulate', '--rounds', '70000', '--seed', '1'], {
        errIsTTY: true,
        now: () => (clock += 100),
      }).err,
    ).toBe('');
    // Exactly one second counts as a second.
    clock = 0;
    expect(
      cli(['simulate', '--rounds', '70000', '--seed', '1'], {
        errIsTTY: true,
        now: () => (clock += 1000),
      }).err.split('\r'),
    ).toMatchInlineSnapshot(`
      [
        "",
        "[##########################..] 93% of 70,000 rounds · 65,536 rounds/s · 1s left[K",
        "[K",
      ]
    `);
  });

  it('redraws the bar at most 10 times a second, however fast the rounds go', () => {
    // 20 reports, 70 ms apart: quiet for the first second, then only those 100 ms or more after the last drawn.
    let clock = 0;
    const { err } = cli(['simulate', '--rounds', String(20 * 65536), '--seed', '1'], {
      errIsTTY: true,
      now: () => (clock += 70),
    });
    expect(err.split('\r')).toMatchInlineSnapshot(`
      [
        "",
        "[##################......] 75% of 1,310,720 rounds · 936,229 rounds/s · 1s left[K",
        "[####################....] 85% of 1,310,720 rounds · 936,229 rounds/s · 1s left[K",
        "[#######################.] 95% of 1,310,720 rounds · 936,229 rounds/s · 1s left[K",
        "[K",
      ]
    `);
  });

  it('stops on Ctrl-C with the figures of the rounds played so far, and exit code 130', () => {
    // The third report finds the run interrupted: 3 * 65536 rounds were played.
    let polls = 0;
    const interrupted = () => ++polls >= 3;
    const stopped = cli(['simulate', '--rounds', '1e12', '--seed', '1'], { interrupted });
    const full = cli(['simulate', '--rounds', String(3 * 65536), '--seed', '1']);
    expect(stopped.code).toBe(130);
    expect(stopped.err).toMatchInlineSnapshot(`
      "kiri-dice: interrupted after 196,608 of 1,000,000,000,000 rounds; counting them
      again for the figures
      "
    `);
    // The head says it was interrupted, on two lines of 80 columns at most.
    const lines = stopped.out.split('\n');
    expect(lines.slice(0, 2)).toMatchInlineSnapshot(`
      [
        "Simulated 196,608 rounds (interrupted, of 1,000,000,000,000) · standard rules ·",
        "seed 1 · 1,442,016 rolls",
      ]
    `);
    expect(lines.slice(2)).toEqual(full.out.split('\n').slice(1));
    // The rerun that counts them is not interrupted again: it is polled once per report of the first run only.
    expect(polls).toBe(3);

    // On a terminal the bar's line is ended where it stands, and the recount has its own bar.
    let clock = 0;
    polls = 0;
    const drawn = cli(['simulate', '--rounds', String(10 * 65536), '--seed', '1'], {
      errIsTTY: true,
      now: () => (clock += 400),
      interrupted: () => ++polls >= 6,
    });
    expect(drawn.code).toBe(130);
    expect(drawn.err.split('\r')).toMatchInlineSnapshot(`
      [
        "",
        "[########..................] 30% of 655,360 rounds · 163,840 rounds/s · 3s left[K",
        "[##########................] 40% of 655,360 rounds · 163,840 rounds/s · 3s left[K",
        "[#############.............] 50% of 655,360 rounds · 163,840 rounds/s · 2s left[K
      kiri-dice: interrupted after 393,216 of 655,360 rounds; counting them again for
      the figures
      ",
        "[#############.............] 50% of 393,216 rounds · 163,840 rounds/s · 2s left[K",
        "[#################.........] 66% of 393,216 rounds · 163,840 rounds/s · 1s left[K",
        "[######################....] 83% of 393,216 rounds · 163,840 rounds/s · 1s left[K",
        "[#########################] 100% of 393,216 rounds · 163,840 rounds/s · 0s left[K",
        "[K",
      ]
    `);

    // With --json: the figures of the rounds played, and how many were asked for.
    polls = 0;
    // stderr has no notice then: with --json it carries only errors, and the bar on a terminal.
    const stoppedJson = cli(['simulate', '--json', '--rounds', '1e12', '--seed', '1'], {
      interrupted,
    });
    expect({ code: stoppedJson.code, err: stoppedJson.err }).toEqual({ code: 130, err: '' });
    const json = JSON.parse(stoppedJson.out) as unknown;
    expect(json).toMatchObject({
      ...JSON.parse(JSON.stringify(simulate({ rounds: 3 * 65536, seed: 1 }))),
      requestedRounds: 1e12,
      interrupted: true,
    });
    clock = 0;
    polls = 0;
    const drawnJson = cli(['simulate', '--json', '--rounds', String(10 * 65536), '--seed', '1'], {
      errIsTTY: true,
      now: () => (clock += 400),
      interrupted: () => ++polls >= 6,
    });
    expect(drawnJson.err.split('\r').slice(3, 5)).toMatchInlineSnapshot(`
      [
        "[#############.............] 50% of 655,360 rounds · 163,840 rounds/s · 2s left[K
      ",
        "[#############.............] 50% of 393,216 rounds · 163,840 rounds/s · 2s left[K",
      ]
    `);
    // A run that ends before anyone asks to stop is not interrupted.
    expect(
      JSON.parse(
        cli(['simulate', '--json', '--rounds', '1000', '--seed', '1'], { interrupted: () => true })
          .out,
      ),
    ).toMatchObject({ rounds: 1000, requestedRounds: 1000, interrupted: false });
    // Nor one asked to stop at its last report, when every round is played.
    expect(
      cli(['simulate', '--rounds', '65536', '--seed', '1'], { interrupted: () => true }),
    ).toEqual({ code: 0, out: cli(['simulate', '--rounds', '65536', '--seed', '1']).out, err: '' });
  });

  it('lets a failure to draw the bar through, as any other write error', () => {
    let clock = 0;
    const io = {
      out: () => {},
      err: () => {
        throw new Error('disk full');
      },
      errIsTTY: true,
      now: () => (clock += 600),
    };
    expect(() => run(['simulate', '--rounds', '140000', '--seed', '1'], io)).toThrow('disk full');
  });

  // The built bin only, which no mutant of src/ reaches: not in the mutation run.
  it.skipIf(mutationRun)('stops on a real SIGINT, from the built bin', async () => {
    const child = spawn(process.execPath, [
      'packages/cli/dist/cli.js',
      'simulate',
      '--rounds',
      '1e12',
      '--seed',
      '1',
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGINT');
    const [code] = (await once(child, 'close')) as [number | null];
    expect(code).toBe(130);
    expect(err).toMatch(
      // Wrapped at 80 columns, between any two words.
      /^kiri-dice:\sinterrupted\safter\s[\d,]+\sof\s1,000,000,000,000\srounds;\scounting\sthem\sagain\sfor\sthe\sfigures\n$/,
    );
    const played = Number(
      // Wrapped at 80 columns, between any two words.
      /^Simulated\s([\d,]+)\srounds\s\(interrupted,\sof\s1,000,000,000,000\)\s·\sstandard\srules\s·\sseed\s1\s·\s([\d,]+)\srolls\n/
        .exec(out)![1]!
        .replaceAll(',', ''),
    );
    expect(played % 65536).toBe(0);
    expect(err).toContain(` ${played.toLocaleString('en-US')} of `);

    // A second Ctrl-C, during the recount, quits at once with no figures.
    const again = spawn(process.execPath, [
      'packages/cli/dist/cli.js',
      'simulate',
      '--rounds',
      '1e12',
      '--seed',
      '1',
    ]);
    let printed = '';
    again.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    again.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 100));
    again.kill('SIGINT');
    const [quit] = (await once(again, 'close')) as [number | null];
    expect({ quit, printed }).toEqual({ quit: 130, printed: '' });
  });

  it('shows - where the standard error is 0: one round, or rounds that cannot vary', () => {
    expect(cli(['simulate', '--rounds', '1', '--seed', '1']).out).toMatchInlineSnapshot(`
      "Simulated 1 round · standard rules · seed 1 · 2 rolls

                         simulated     exact  standard errors off
      first roller wins   1.000000  0.548342                +0.91
      rolls per round     2.000000  7.317216                    -
      seat 0 wins         0.000000
      seat 1 wins         1.000000
      - : the standard error is 0 (a single round, or a figure these rules do not let
      vary): no scale to measure on.

      combination              rolls     share     exact
      Dead                         0  0.000000  0.015625
      Kiri                         0  0.000000  0.062500
      Mid Kiri                     2  1.000000  0.078125
      Reverse (Реверс)             0  0.000000  0.031250
      Kvatra (Кватра)              0  0.000000  0.281250
      Normal (Обычный бросок)      0  0.000000  0.531250

      Round length in rolls: median 2, 90% of rounds 2 or fewer, 99% 2 or fewer,
      longest 2.
      "
    `);
    const instant = jsonFile('instant.json', {
      name: 'instant',
      combinations: [{ id: 'win', dice: 'any', instant: 'win' }],
    });
    expect(cli(['simulate', '--rounds', '1000', '--seed', '1', '--rules', instant]).out)
      .toMatchInlineSnapshot(`
        "Simulated 1,000 rounds · instant rules · seed 1 · 1,000 rolls

                           simulated     exact  standard errors off
        first roller wins   1.000000  1.000000                    -
        rolls per round     1.000000  1.000000                    -
        seat 0 wins         0.500000
        seat 1 wins         0.500000
        - : the standard error is 0 (a single round, or a figure these rules do not let
        vary): no scale to measure on.

        combination  rolls     share     exact
        win          1,000  1.000000  1.000000

        Round length in rolls: median 1, 90% of rounds 1 or fewer, 99% 1 or fewer,
        longest 1.
        "
      `);
    // With a spread, no footnote.
    expect(cli(['simulate', '--rounds', '10', '--seed', '1']).out).not.toContain('- :');
  });

  it('rejects a bad number of rounds, saying the range; takes exponent form', () => {
    expect(cli(['simulate', '--rounds', '0']).err).toMatchInlineSnapshot(`
      "kiri-dice: --rounds must be a whole number from 1 to 9007199254740991, got '0'
      "
    `);
    expect(cli(['simulate', '--rounds', '-5']).err).toMatchInlineSnapshot(`
      "kiri-dice: --rounds must be a whole number from 1 to 9007199254740991, got '-5'
      "
    `);
    expect(cli(['simulate', '--rounds', '1e16']).err).toMatchInlineSnapshot(`
      "kiri-dice: --rounds must be a whole number from 1 to 9007199254740991, got '1e16'
      "
    `);
    expect(cli(['simulate', '--rounds', '1e3', '--seed', '1']).out).toBe(
      cli(['simulate', '--rounds', '1000', '--seed', '1']).out,
    );
  });

  it('rejects a seed that is a number of another form, and one that is cut off', () => {
    expect(cli(['simulate', '--seed', '-1'])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --seed must be a whole number from 0 to 9007199254740991, or text that is not a number (hashed), got '-1'
      ",
        "out": "",
      }
    `);
    expect(cli(['simulate', '--seed', '1e3']).err).toMatch(
      /^kiri-dice: --seed must be a whole number from 0 to 9007199254740991, or text that is not a number \(hashed\), got '1e3'\n$/,
    );
    expect(cli(['simulate', '--seed', '-table']).out).toMatch(
      /^Simulated 100,000 rounds · standard rules · seed 3\d+ /,
    );
  });

  it('speaks Russian: its figures, plurals and numbers, within 80 columns', () => {
    const { code, out, err } = cli([
      'simulate',
      '--rounds',
      '20000',
      '--seed',
      '1',
      '--lang',
      'ru',
    ]);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    // Russian numbers group with a no-break space, shown here as ⍽.
    expect(out.replaceAll('\u00a0', '⍽')).toMatchInlineSnapshot(`
      "Раундов сыграно: 20⍽000 · правила standard · зерно 1 · 147⍽601 бросок

                                 в симуляции     точно  отклонение в ст. ошибках
      победы первого бросающего     0,549700  0,548342                     +0,39
      бросков за раунд              7,380050  7,317216                     +1,82
      победы игрока 0               0,498300
      победы игрока 1               0,501700

      комбинация      бросков      доля     точно
      Dead              2⍽236  0,015149  0,015625
      Kiri              9⍽237  0,062581  0,062500
      Mid Kiri         11⍽308  0,076612  0,078125
      Реверс            4⍽616  0,031274  0,031250
      Кватра           41⍽340  0,280079  0,281250
      Обычный бросок   78⍽864  0,534305  0,531250

      Длина раунда в бросках: медиана 7, у 90⍽% раундов — 14 или меньше, у 99⍽% — 21
      или меньше, самый длинный — 37.
      "
    `);
    // One round: the footnote of a -, and a count in its singular.
    const one = cli(['simulate', '--rounds', '1', '--seed', '1', '--lang', 'ru']).out;
    expect(one.replaceAll('\u00a0', '⍽').split('\n').slice(0, 9)).toMatchInlineSnapshot(`
      [
        "Раундов сыграно: 1 · правила standard · зерно 1 · 2 броска",
        "",
        "                           в симуляции     точно  отклонение в ст. ошибках",
        "победы первого бросающего     1,000000  0,548342                     +0,91",
        "бросков за раунд              2,000000  7,317216                         -",
        "победы игрока 0               0,000000",
        "победы игрока 1               1,000000",
        "- : стандартная ошибка равна 0 (раунд всего один, или эти правила не дают",
        "величине меняться): мерить не в чем.",
      ]
    `);
    for (const text of [out, one])
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    // Interrupted on a terminal: the bar, the notice and the head, in Russian.
    let clock = 0;
    let polls = 0;
    const stopped = cli(
      ['simulate', '--rounds', String(10 * 65536), '--seed', '1', '--lang', 'ru'],
      {
        errIsTTY: true,
        now: () => (clock += 400),
        interrupted: () => ++polls >= 6,
      },
    );
    expect(stopped.code).toBe(130);
    expect(stopped.err.replaceAll('\u00a0', '⍽').split('\r').slice(0, 4)).toMatchInlineSnapshot(`
      [
        "",
        "[########..................] 30⍽% из 655⍽360 · 163⍽840 раундов/с · осталось 3 с[K",
        "[##########................] 40⍽% из 655⍽360 · 163⍽840 раундов/с · осталось 3 с[K",
        "[#############.............] 50⍽% из 655⍽360 · 163⍽840 раундов/с · осталось 2 с[K
      kiri-dice: прервано, раундов сыграно: 393⍽216 из 655⍽360; итоги по ним считаются
      заново
      ",
      ]
    `);
    expect(stopped.out.replaceAll('\u00a0', '⍽').split('\n').slice(0, 2)).toMatchInlineSnapshot(`
      [
        "Раундов сыграно: 393⍽216 (прервано, из 655⍽360) · правила standard · зерно 1 ·",
        "2⍽880⍽739 бросков",
      ]
    `);
  });

  it('has its own help', () => {
    // The help is the command's documentation: pinned whole.
    const help = cli(['simulate', '--help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatchInlineSnapshot(`
      "Usage: kiri-dice simulate [--rounds N] [--seed S] [--rules FILE] [--json]

      Plays many rounds fast and compares what happened with the exact figures. The
      rounds are those of one match with every bet accepted and chips that never run
      out (the loser of a round rolls first in the next), so kiri-dice play --seed S
      shows how the same dice begin. On a terminal a progress bar shows the rate and
      the time left; Ctrl-C stops the run, prints the figures of the rounds played so
      far (counting them again takes as long again) and exits with code 130.

      Options:
        --rounds N    how many rounds, from 1 to 9007199254740991, 1e6 for a million
                      (default 100000)
        --seed S      seed of the dice: a whole number from 0 to 9007199254740991, or
                      text that is not a number (hashed) (default: a random seed,
                      printed)
        --rules FILE  house rules: a JSON rules table as defineRules takes it
                      (default: the standard rules)
        --json        print one line of JSON instead of text (errors too, on stderr)
        --lang L      the language of the text, en or ru (default: from LANGUAGE,
                      LC_ALL, LC_MESSAGES or LANG, else en)
        -h, --help    show this help
      "
    `);
  });
});
