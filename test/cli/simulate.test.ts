import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/odds/index.js';
import { house, houseSpec } from '../houseRules.js';
import { bin, cli, jsonFile } from './cli.js';

describe('kiri-dice simulate', () => {
  it('simulates a million rounds and compares them with the exact figures', () => {
    const { code, out, err } = bin('simulate', '--rounds', '1000000', '--seed', '1');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatchInlineSnapshot(`
      "Simulated 1000000 rounds · standard rules · seed 1 · 7317355 rolls

                         simulated     exact  standard errors off
      first roller wins   0.548102  0.548342                -0.48
      rolls per round     7.317355  7.317216                +0.03
      seat 0 wins         0.499576
      seat 1 wins         0.500424

      combination         rolls     share     exact
      Dead               114528  0.015652  0.015625
      Kiri               457808  0.062565  0.062500
      Mid Kiri           572142  0.078190  0.078125
      Reverse (Реверс)   228897  0.031281  0.031250
      Kvatra (Кватра)   2055395  0.280893  0.281250
      Normal (Обычный)  3888585  0.531419  0.531250

      Round length in rolls: median 6, 90% of rounds 14 or fewer, 99% 21 or fewer, longest 43.
      "
    `);
    // The bin runs the build; the command in-process runs the source (and, in the mutation run, its mutants).
    expect(cli(['simulate', '--rounds', '20000', '--seed', '1']).out).toMatchInlineSnapshot(`
      "Simulated 20000 rounds · standard rules · seed 1 · 147601 rolls

                         simulated     exact  standard errors off
      first roller wins   0.549700  0.548342                +0.39
      rolls per round     7.380050  7.317216                +1.82
      seat 0 wins         0.498300
      seat 1 wins         0.501700

      combination       rolls     share     exact
      Dead               2236  0.015149  0.015625
      Kiri               9237  0.062581  0.062500
      Mid Kiri          11308  0.076612  0.078125
      Reverse (Реверс)   4616  0.031274  0.031250
      Kvatra (Кватра)   41340  0.280079  0.281250
      Normal (Обычный)  78864  0.534305  0.531250

      Round length in rolls: median 7, 90% of rounds 14 or fewer, 99% 21 or fewer, longest 37.
      "
    `);
  });

  it('takes the median and the other quantiles as the shortest length that covers that share of rounds', () => {
    // Ten rounds: the fifth-shortest covers exactly half of them, the ninth exactly 90%.
    expect(cli(['simulate', '--rounds', '10', '--seed', '1']).out.split('\n').at(-2)).toMatchInlineSnapshot(`"Round length in rolls: median 4, 90% of rounds 14 or fewer, 99% 17 or fewer, longest 17."`);
  });

  it('prints JSON with --json: the simulation and the exact figures', () => {
    const json = JSON.parse(cli(['simulate', '--json', '--rounds', '2000', '--seed', 'abc']).out);
    expect(json).toMatchObject(JSON.parse(JSON.stringify(simulate({ rounds: 2000, seed: 'abc' }))));
    expect(json.exact.firstRollerWins).toBeCloseTo(0.54834223117393, 12);
    expect(json.exact.expectedRolls).toBeCloseTo(7.31721628887619, 12);
    expect(json.exact.combinations.kvatra).toBe(0.28125);
  });

  it('plays 100,000 rounds with a random seed by default, and prints the seed', () => {
    const { out } = cli(['simulate']);
    const seed = /seed (\d+)/.exec(out)![1]!;
    expect(out).toMatch(/^Simulated 100000 rounds · standard rules · seed \d+ · \d+ rolls\n/);
    expect(cli(['simulate', '--seed', seed]).out).toBe(out);
  });

  it('simulates house rules', () => {
    const json = JSON.parse(cli(['simulate', '--json', '--rounds', '500', '--seed', '3', '--rules', jsonFile('house.json', houseSpec)]).out);
    expect(json).toMatchObject(JSON.parse(JSON.stringify(simulate({ rounds: 500, seed: 3, rules: house }))));
  });

  it('draws a progress bar on a terminal once the run has lasted a second, and clears it', () => {
    // 600 ms pass between readings of the clock: the first report comes 600 ms in, and is not drawn.
    let clock = 0;
    const slow = cli(['simulate', '--rounds', '140000', '--seed', '1'], { errIsTTY: true, now: () => (clock += 600) });
    expect(slow.err.split('\r')).toEqual([
      '',
      '[############################..] 93% of 140000 rounds',
      '\u001b[K',
    ]);
    expect(slow.out).toBe(cli(['simulate', '--rounds', '140000', '--seed', '1']).out);
    // Not on a terminal, and not for a run that ends within the second.
    expect(cli(['simulate', '--rounds', '140000', '--seed', '1'], { now: () => (clock += 600) }).err).toBe('');
    expect(cli(['simulate', '--rounds', '140000', '--seed', '1'], { errIsTTY: true, now: () => 0 }).err).toBe('');
    // A short run on a terminal: 100 ms between readings of the clock never reach the second.
    expect(cli(['simulate', '--rounds', '70000', '--seed', '1'], { errIsTTY: true, now: () => (clock += 100) }).err).toBe('');
    // Exactly one second counts as a second.
    clock = 0;
    expect(cli(['simulate', '--rounds', '70000', '--seed', '1'], { errIsTTY: true, now: () => (clock += 1000) }).err.split('\r')).toMatchInlineSnapshot(`
      [
        "",
        "[############################..] 93% of 70000 rounds",
        "[K",
      ]
    `);
  });

  it('rejects a bad number of rounds', () => {
    expect(cli(['simulate', '--rounds', '0']).err).toMatchInlineSnapshot(`
      "kiri-dice: --rounds must be a whole number of at least 1, got '0'
      "
    `);
    expect(cli(['simulate', '--rounds', '1e6']).code).toBe(2);
  });

  it('has its own help', () => {
    // The help is the command's documentation: pinned whole.
    const help = cli(['simulate', '--help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatchInlineSnapshot(`
      "Usage: kiri-dice simulate [--rounds N] [--seed S] [--rules FILE] [--json]

      Plays many rounds fast and compares what happened with the exact figures. The rounds are those
      of one match with every bet accepted and chips that never run out (the loser of a round rolls
      first in the next), so kiri-dice play --seed S shows how the same dice begin.

      Options:
        --rounds N    how many rounds (default 100000)
        --seed S      seed of the dice, a number or any text (default: a random seed, printed)
        --rules FILE  house rules: a JSON rules table as defineRules takes it
                      (default: the standard rules)
        --json        print JSON instead of text
        --help        show this help
      "
    `);
  });
});
