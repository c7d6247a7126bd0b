import { describe, expect, it } from 'vitest';
import { bin, cli, jsonFile } from '../cli.js';
import { houseSpec, passOnScoreSpec } from '@kiri-dice/testing/houseRules';

/** The document `odds --json` prints, as far as these tests read it. */
interface OddsJson {
  readonly rules: string;
  readonly combinations: readonly { readonly difference: number }[];
}

describe('kiri-dice odds', () => {
  it('prints the exact table beside the original’s', () => {
    const { code, out, err } = bin('odds');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatchInlineSnapshot(`
      "Exact odds of each combination · standard rules · 64 ordered outcomes of 2d8

      combination              outcomes  exact  percent  original  difference
      Dead                         1/64   1/64  1.5625%      1.6%     -0.0375
      Kiri                         4/64   1/16    6.25%      6.3%       -0.05
      Mid Kiri                     5/64   5/64  7.8125%      7.8%     +0.0125
      Reverse (Реверс)             2/64   1/32   3.125%      3.1%      +0.025
      Kvatra (Кватра)             18/64   9/32  28.125%       25%    +3.125 *
      Normal (Обычный бросок)     34/64  17/32  53.125%     56.3%    -3.175 *

      original: the "odds, for reference" table of the original rules; difference:
      exact minus original, in percentage points. * more than rounding to 0.1
      explains.
      "
    `);
    expect(cli(['odds']).out).toBe(out);
  });

  it('prints JSON with --json, on one line as every command does', () => {
    const { out } = cli(['odds', '--json']);
    expect(out.indexOf('\n')).toBe(out.length - 1);
    const json = JSON.parse(out) as OddsJson;
    expect(json.rules).toBe('standard');
    expect(json.combinations[4]).toEqual({
      id: 'kvatra',
      names: { en: 'Kvatra', ru: 'Кватра' },
      count: 18,
      fraction: { numerator: 9, denominator: 32 },
      probability: 0.28125,
      percent: 28.125,
      original: 25,
      difference: 3.125,
    });
    expect(json.combinations.map((c) => c.difference)).toEqual([
      -0.0375, -0.05, 0.0125, 0.025, 3.125, -3.175,
    ]);
  });

  it('takes house rules from a JSON file, comparing with the original only where the ids match', () => {
    const house = cli(['odds', '--rules', jsonFile('house.json', houseSpec)]).out;
    expect(house).toMatchInlineSnapshot(`
      "Exact odds of each combination · house rules · 64 ordered outcomes of 2d8

      combination  outcomes  exact  percent  original  difference
      jackpot          1/64   1/64  1.5625%         -           -
      bust             3/64   3/64  4.6875%         -           -
      triple           3/64   3/64  4.6875%         -           -
      double          10/64   5/32  15.625%         -           -
      again            3/64   3/64  4.6875%         -           -
      idle             2/64   1/32   3.125%         -           -
      pass            42/64  21/32  65.625%         -           -

      original: the "odds, for reference" table of the original rules; difference:
      exact minus original, in percentage points.
      "
    `);
    const json = JSON.parse(
      cli(['odds', '--json', '--rules', jsonFile('pass.json', passOnScoreSpec)]).out,
    ) as OddsJson;
    expect(json.rules).toBe('pass-on-score');
    expect(json.combinations[0]).toMatchObject({ id: 'dead', original: 1.6 });
  });

  it('shows a difference of exactly 0 with no sign', () => {
    const quarter = {
      name: 'quarter',
      combinations: [
        { id: 'dead', dice: [[1, 1]], instant: 'lose' },
        {
          id: 'kiri',
          dice: [
            [8, 8],
            [7, 8],
          ],
          instant: 'win',
        },
        {
          id: 'kvatra',
          dice: [
            [1, 2],
            [1, 3],
            [1, 4],
            [1, 5],
            [1, 6],
            [1, 7],
            [1, 8],
            [2, 3],
          ],
          points: 1,
        },
        { id: 'normal', dice: 'any', endsTurn: true },
      ],
    };
    expect(cli(['odds', '--rules', jsonFile('quarter.json', quarter)]).out).toMatchInlineSnapshot(`
      "Exact odds of each combination · quarter rules · 64 ordered outcomes of 2d8

      combination  outcomes  exact  percent  original  difference
      dead             1/64   1/64  1.5625%      1.6%     -0.0375
      kiri             3/64   3/64  4.6875%      6.3%   -1.6125 *
      kvatra          16/64    1/4      25%       25%           0
      normal          44/64  11/16   68.75%     56.3%    +12.45 *

      original: the "odds, for reference" table of the original rules; difference:
      exact minus original, in percentage points. * more than rounding to 0.1
      explains.
      "
    `);
  });

  it('rejects a rules file that is missing, not JSON or not valid rules', () => {
    expect(cli(['odds', '--rules', '/nonexistent/rules.json'])).toMatchObject({ code: 2, out: '' });
    expect(cli(['odds', '--rules', jsonFile('text.json', '{ dead')]).err).toMatch(
      /^kiri-dice: --rules .*text\.json: .*JSON/,
    );
    expect(cli(['odds', '--rules', jsonFile('empty.json', { combinations: [] })]).err).toMatch(
      /^kiri-dice: --rules .*empty\.json: defineRules: rules\.combinations must be an array of 1 to 36 combinations, got an array\n$/,
    );
    // With --json the code says whose refusal it is: the file's (USAGE) or the engine's.
    const code = (file: string) =>
      (JSON.parse(cli(['odds', '--json', '--rules', file]).err) as { error: { code: string } })
        .error.code;
    expect(code('/nonexistent/rules.json')).toBe('USAGE');
    expect(code(jsonFile('empty.json', { combinations: [] }))).toBe('INVALID_RULES');
  });

  it('reads a rules file that starts with a byte order mark', () => {
    const plain = cli(['odds', '--rules', jsonFile('plain.json', houseSpec)]);
    expect(
      cli(['odds', '--rules', jsonFile('bom.json', `\uFEFF${JSON.stringify(houseSpec, null, 2)}`)]),
    ).toEqual(plain);
    expect(plain.code).toBe(0);
  });

  it('says where a rules file is not JSON, as line:column', () => {
    const broken = jsonFile('broken.json', '{\n  "name": "house"\n  "combinations": []\n}\n');
    expect(cli(['odds', '--rules', broken]).err.replace(broken, 'broken.json'))
      .toMatchInlineSnapshot(`
      "kiri-dice: --rules broken.json: not valid JSON at 3:3 (line:column): Expected ',' or '}' after property value
      "
    `);
    const bare = jsonFile('bare.json', '\uFEFF{"name": house}');
    expect(cli(['odds', '--rules', bare]).err.replace(bare, 'bare.json')).toMatchInlineSnapshot(`
      "kiri-dice: --rules bare.json: not valid JSON at 1:10 (line:column): Unexpected token 'h'
      "
    `);
    const cut = jsonFile('cut.json', '{"name": "house",\n');
    expect(cli(['odds', '--rules', cut]).err.replace(cut, 'cut.json')).toMatchInlineSnapshot(`
      "kiri-dice: --rules cut.json: not valid JSON at 2:1 (line:column): Expected double-quoted property name
      "
    `);
  });

  it('reads at most 1 MiB of a rules file, and refuses a device without end', () => {
    // Exactly 1 MiB is read and checked as rules; one byte more is refused unread.
    const mib = 1024 * 1024;
    const fits = jsonFile('fits.json', `${' '.repeat(mib - 2)}{}`);
    expect(cli(['odds', '--rules', fits]).err).toMatch(/fits\.json: defineRules: /);
    const large = jsonFile('large.json', `${' '.repeat(mib - 1)}{}`);
    expect(cli(['odds', '--rules', large]).err.replace(large, 'large.json')).toMatchInlineSnapshot(`
      "kiri-dice: --rules large.json: the file is larger than 1 MiB, too large for a rules table (a few kB)
      "
    `);
    expect(cli(['odds', '--rules', '/dev/zero'])).toEqual({
      code: 2,
      out: '',
      err: 'kiri-dice: --rules /dev/zero: not a regular file: it is a device or a socket\n',
    });
  });

  it('has its own help', () => {
    // The help is the command's documentation: pinned whole.
    const help = cli(['odds', '--help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatchInlineSnapshot(`
      "Usage: kiri-dice odds [--rules FILE] [--json]

      Prints the exact odds of every combination, counted over the 64 equally likely
      ordered outcomes of two eight-sided dice, beside the original rules' reference
      table.

      Options:
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

describe('kiri-dice odds in Russian', () => {
  it('prints the table with Russian heads, names and numbers', () => {
    const { code, out } = cli(['odds', '--lang', 'ru']);
    expect(code).toBe(0);
    // Russian numbers hold a no-break space before %, shown here as ⍽.
    expect(out.replaceAll('\u00a0', '⍽')).toMatchInlineSnapshot(`
      "Точные шансы каждой комбинации · правила standard · 64 упорядоченных исхода 2d8

      комбинация      исходы  точно   процент  оригинал   разница
      Dead              1/64   1/64  1,5625⍽%     1,6⍽%   -0,0375
      Kiri              4/64   1/16    6,25⍽%     6,3⍽%     -0,05
      Mid Kiri          5/64   5/64  7,8125⍽%     7,8⍽%   +0,0125
      Реверс            2/64   1/32   3,125⍽%     3,1⍽%    +0,025
      Кватра           18/64   9/32  28,125⍽%      25⍽%  +3,125 *
      Обычный бросок   34/64  17/32  53,125⍽%    56,3⍽%  -3,175 *

      оригинал: таблица «шансы, для справки» из оригинальных правил; разница: точное
      минус оригинал, в процентных пунктах. * больше, чем объясняет округление до 0,1.
      "
    `);
  });
});
