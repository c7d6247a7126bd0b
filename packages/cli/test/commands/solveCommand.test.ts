import { describe, expect, it } from 'vitest';
import { solveRound } from 'kiri-dice/odds';
import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
import { house, houseSpec } from '@kiri-dice/testing/houseRules';
import { bin, cli, jsonFile } from '../cli.js';

describe('kiri-dice solve', () => {
  it('prints the headline figures and the tables', () => {
    const { code, out, err } = bin('solve');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatchInlineSnapshot(`
      "Exact round odds · standard rules · first to 4 points

      The player who rolls first wins 0.548342231174 of rounds.
      A round lasts 7.317216288876 rolls on average.

      Chance that the player to roll wins (rows: their points, columns: the
      opponent's):
              0       1       2       3
      0  0.5483  0.4946  0.4177  0.3217
      1  0.6126  0.5608  0.4832  0.3829
      2  0.7017  0.6565  0.5849  0.4877
      3  0.8098  0.7767  0.7200  0.6385

      Expected rolls left:
            0     1     2     3
      0  7.32  6.64  5.62  4.29
      1  6.42  5.87  5.03  3.90
      2  5.08  4.70  4.09  3.24
      3  3.37  3.16  2.80  2.29

      (with no extra rolls left; kiri-dice solve --points A,B --bonus N for any
      position)
      "
    `);
    expect(cli(['solve']).out).toBe(out);
  });

  it('prints one position with --points and --bonus', () => {
    const position = bin('solve', '--points', '3,2', '--bonus', '2').out;
    expect(cli(['solve', '--points', '3,2', '--bonus', '2']).out).toBe(position);
    expect(position).toMatchInlineSnapshot(`
      "Position · standard rules: the player to roll has 3 of 4 points, the opponent 2,
      2 extra rolls left

      The player to roll wins the round with probability 0.832289637924
      (the opponent 0.167710362076); 2.564262688394 rolls left on average.
      "
    `);
    expect(cli(['solve', '--bonus', '1']).out).toMatch(
      /has 0 of 4 points, the opponent 0,\s1 extra roll left/,
    );
  });

  it('prints JSON with --json', () => {
    const odds = solveRound();
    expect(JSON.parse(cli(['solve', '--json']).out)).toEqual(JSON.parse(JSON.stringify(odds)));
    expect(JSON.parse(cli(['solve', '--json', '--points', '1,2', '--bonus', '3']).out)).toEqual({
      rules: 'standard',
      points: [1, 2],
      bonusRolls: 3,
      ...odds.at(1, 2, 3),
    });
  });

  it('solves house rules', () => {
    const json = JSON.parse(
      cli(['solve', '--json', '--rules', jsonFile('house.json', houseSpec), '--points', '4,4']).out,
    ) as unknown;
    expect(json).toEqual({
      rules: 'house',
      points: [4, 4],
      bonusRolls: 0,
      ...solveRound(house).at(4, 4),
    });
  });

  it('reads points of more than one digit', () => {
    const long = jsonFile('to-twelve.json', {
      ...standardRulesSpec,
      name: 'to-twelve',
      targetPoints: 12,
    });
    const json = JSON.parse(
      cli(['solve', '--json', '--rules', long, '--points', '10,11']).out,
    ) as unknown;
    expect(json).toEqual({
      rules: 'to-twelve',
      points: [10, 11],
      bonusRolls: 0,
      ...solveRound(defineRules({ ...standardRulesSpec, targetPoints: 12 })).at(10, 11),
    });
    expect(cli(['solve', '--rules', long, '--points', '12,0']).err).toMatch(
      /from 0 to 11, like 2,1, got '12,0'/,
    );
  });

  it('rejects positions that do not exist', () => {
    for (const points of ['4,0', '0,4', '1', '1,2,3', 'a,b', ',1', '-1,0']) {
      expect(cli(['solve', `--points=${points}`])).toEqual({
        code: 2,
        out: '',
        err: `kiri-dice: --points must be two whole numbers from 0 to 3, like 2,1, got '${points}'\n`,
      });
    }
    expect(cli(['solve', '--bonus', '1.5']).err).toMatchInlineSnapshot(`
      "kiri-dice: --bonus must be a whole number from 0 to 9007199254740991, got '1.5'
      "
    `);
  });

  it('has its own help', () => {
    // The help is the command's documentation: pinned whole.
    const help = cli(['solve', '--help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatchInlineSnapshot(`
      "Usage: kiri-dice solve [--points A,B] [--bonus N] [--rules FILE] [--json]

      Solves a round exactly. Without --points and --bonus: the chance that the player
      who rolls first wins the round, the expected length of a round, and the chance
      to win and the expected rolls left from every score. With them: one position of
      a round.

      Options:
        --points A,B  the player to roll has A points, the opponent B (default 0,0)
        --bonus N     extra rolls left (default 0)
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

describe('kiri-dice solve in Russian', () => {
  it('prints the round and a position with Russian words and numbers', () => {
    const round = cli(['solve', '--lang', 'ru']);
    expect(round.code).toBe(0);
    expect(round.out.split('\n').slice(0, 6).join('\n')).toMatchInlineSnapshot(`
      "Точные шансы раунда · правила standard · цель — 4 очка

      Игрок, который бросает первым, выигрывает долю раундов 0,548342231174.
      Раунд длится в среднем 7,317216288876 броска.

      Шанс, что бросающий выиграет (строки: его очки, столбцы: очки соперника):"
    `);
    expect(round.out).toContain('\n(без оставшихся дополнительных бросков; kiri-dice solve');
    expect(cli(['solve', '--lang', 'ru', '--points', '2,1', '--bonus', '1']).out)
      .toMatchInlineSnapshot(`
      "Позиция · правила standard (цель — 4 очка): очки бросающего — 2, соперника — 1,
      дополнительных бросков осталось: 1

      Бросающий выигрывает раунд с вероятностью 0,656501104190
      (соперник — 0,343498895810); в среднем осталось бросков: 4,701149325876.
      "
    `);
  });
});
