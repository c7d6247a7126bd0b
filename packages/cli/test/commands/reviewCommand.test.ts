import { existsSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, play, startRecord, type MatchRecord } from 'kiri-dice/record';
import { defineRules } from 'kiri-dice/rules';
import { standardRules, type Action, type Rules } from 'kiri-dice';
import { reviewMatch } from 'kiri-dice/review';
import { cli, jsonFile, reviewExample as example, tempPath } from '../cli.js';
import { english } from '../../src/messages/english.js';
import { speechOf } from '../../src/messages/Speech.js';
import { reviewPage } from '../../src/reviewPage.js';

/** The record of the actions from a start of 5 chips each under `rules`, each action accepted. */
function recordOf(actions: readonly Action[], rules?: Rules): MatchRecord {
  let match = startRecord({ seed: 1, chips: [5, 5], firstBettor: 0, ...(rules && { rules }) });
  for (const action of actions) {
    match = play(match, action);
    expect(match.state.error).toBeNull();
  }
  return match.record;
}

/** A whole match played by `kiri-dice play`: many rolls, some lucky, some not. */
function demo(): string {
  const file = tempPath('review-demo.txt');
  expect(cli(['play', '--seed', '5', '--record', file]).code).toBe(0);
  return file;
}

/** The lines of a text longer than `width` columns. */
const longLines = (text: string, width: number): string[] =>
  text.split('\n').filter((line) => line.length > width);

describe('kiri-dice review', () => {
  it('prints the totals, the accounts and round by round the marks and the luckiest rolls', () => {
    const { code, out, err } = cli(['review', jsonFile('review-example.txt', example)]);
    expect([code, err]).toEqual([0, '']);
    expect(out).toMatchInlineSnapshot(`
      "Review · 10 chips in all · the match was won
      Rules: standard
      Marks (gnubg): doubtful, bad and very bad from 2, 4 and 8 points lost
      Figures are percentage points of each player's expected share of all the chips
      at the end (100 for winning the match).

                            player 0      player 1
      decisions                    2             2
      forced (not counted)         0             0
      doubtful                     1             0
      bad                          0             0
      very bad                     0             0
      total loss                2.95          0.00
      mean loss                 1.48          0.00
      error rate ×1000          14.8           0.0
      luck                     +8.38        -45.47
      luck label                   -  very unlucky
      result                  100.00          0.00
      luck-adjusted result     46.15         53.85
      rating                beginner  supernatural

      Account: start + own luck - opponent's luck - own loss + opponent's loss = final
        player 0: 49.10 + 8.38 - (-45.47) - 2.95 + 0.00 = 100.00
        player 1: 50.90 + (-45.47) - 8.38 - 0.00 + 2.95 = 0.00

      Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls
        Round 1: player 1 rolls 3+6 Normal (Обычный бросок), luck -1.79
        Round 1: player 0 rolls 1+2 Kvatra (Кватра), luck +1.19
        Round 1: player 0 rolls 8+7 Kiri, luck +7.19
        Round 2: player 0 stakes 4, best 1: loss 2.95, doubtful
        Round 2: player 1 rolls 1+1 Dead, luck -43.67, very unlucky
      "
    `);
  });

  it('prints the review as one line of versioned JSON, as reviewMatch gives it', () => {
    const file = jsonFile('review-example.txt', example);
    const { code, out } = cli(['review', file, '--json']);
    expect(code).toBe(0);
    expect(out.endsWith('}\n') && out.indexOf('\n')).toBe(out.length - 1);
    expect(JSON.parse(out)).toEqual({ version: 1, review: reviewMatch(example) });
    const lichess = JSON.parse(
      cli(['review', file, '--json', '--marks', 'lichess']).out,
    ) as unknown;
    expect(lichess).toEqual({ version: 1, review: reviewMatch(example, { marks: 'lichess' }) });
    expect(cli(['review', file, '--marks', 'gnubg', '--json']).out).toBe(out);
  });

  it('marks with the lichess thresholds, and says so', () => {
    const file = jsonFile('review-example.txt', example);
    const out = cli(['review', file, '--marks', 'lichess']).out;
    expect(out.split('\n')[2]).toMatchInlineSnapshot(
      `"Marks (lichess): doubtful, bad and very bad from 5, 10 and 15 points lost"`,
    );
    // The stake of 4 lost 2.95 points: doubtful for GNU Backgammon, nothing for lichess.
    expect(out).not.toContain('stakes 4');
  });

  it('says a marked answer: the answer given and the best one', () => {
    const declined = `format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 3, P1 declines\n`;
    const out = cli(['review', jsonFile('review-declined.txt', declined)]).out;
    expect(out.split('\n').slice(-4)).toMatchInlineSnapshot(`
      [
        "Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls",
        "  Round 1: player 0 stakes 3, best 1: loss 3.32, doubtful",
        "  Round 1: player 1 declines, best accept: loss 4.83, bad",
        "",
      ]
    `);
  });

  it('prints the same bytes for the same record, in its notation or its JSON', () => {
    const file = demo();
    const json = jsonFile(
      'review-demo.json',
      JSON.stringify(parseRecord(readFileSync(file, 'utf8'))),
    );
    for (const args of [[], ['--json'], ['--marks', 'lichess']]) {
      const first = cli(['review', file, ...args]);
      expect(first.code).toBe(0);
      expect(cli(['review', file, ...args])).toEqual(first);
      expect(cli(['review', json, ...args])).toEqual(first);
    }
  });

  it('shows the 3 luckiest and the 3 unluckiest rolls, in the order played', () => {
    const file = demo();
    const review = reviewMatch(readFileSync(file, 'utf8'));
    const lucks = review.events.flatMap((event) => (event.type === 'roll' ? [event.luck] : []));
    const top = [...lucks].sort((a, b) => b - a).slice(0, 3);
    const bottom = [...lucks].sort((a, b) => a - b).slice(0, 3);
    expect(top.every((luck) => luck > 0) && bottom.every((luck) => luck < 0)).toBe(true);
    const shown = lucks.filter((luck) => top.includes(luck) || bottom.includes(luck));
    const out = cli(['review', file]).out;
    const printed = [...out.matchAll(/, luck ([-+]\d+\.\d\d)/g)].map((match) => match[1]);
    expect(printed).toEqual(
      shown.map((luck) =>
        new Intl.NumberFormat('en', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          signDisplay: 'exceptZero',
        }).format(luck * 100),
      ),
    );
    expect(longLines(out, 80)).toEqual([]);
  });

  it('says how the record ends, and shows nothing round by round when nothing stands out', () => {
    const bet: Action = { type: 'bet', player: 0, amount: 1 };
    const ends: Record<string, readonly Action[]> = {
      unfinished: [],
      declined: [bet, { type: 'decline', player: 1 }],
      timeout: [bet, { type: 'timeout', player: 1 }],
      halt: [{ type: 'halt' }],
    };
    const lines = Object.entries(ends).map(([name, actions]) => {
      const file = jsonFile(`review-${name}.txt`, formatRecord(recordOf(actions)));
      const out = cli(['review', file]).out;
      return [out.split('\n')[0], out.split('\n').slice(-3).join('\n')];
    });
    expect(lines).toMatchInlineSnapshot(`
      [
        [
          "Review · 10 chips in all · the record ends unfinished",
          "Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls
        (none)
      ",
        ],
        [
          "Review · 10 chips in all · the match ended on a declined bet",
          "Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls
        (none)
      ",
        ],
        [
          "Review · 10 chips in all · reviewed up to the timeout that ended it",
          "Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls
        (none)
      ",
        ],
        [
          "Review · 10 chips in all · reviewed up to the host's halt that ended it",
          "Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls
        (none)
      ",
        ],
      ]
    `);
  });

  it('escapes the names of house rules and cuts them to fit 80 columns', () => {
    const rules = defineRules({
      name: `house\u001b[2J${'x'.repeat(100)}`,
      combinations: [
        {
          id: 'dead',
          dice: [[1, 1]],
          instant: 'lose',
          names: { en: `Dead\u202e${'ø'.repeat(90)}` },
        },
        { id: 'kiri', dice: [[8, 8]], instant: 'win', names: { en: `Kiri ${'🎲'.repeat(40)}` } },
        { id: 'kvatra', dice: [[8, 7]], instant: 'win', names: { en: `Kvatra${'🎲'.repeat(40)}` } },
        { id: 'normal', dice: 'any', endsTurn: true },
      ],
    });
    const dice = [
      [1, 1],
      [8, 8],
      [8, 7],
    ] as const;
    const outs = dice.map((pair) => {
      const record = recordOf(
        [
          { type: 'bet', player: 0, amount: 1 },
          { type: 'accept', player: 1 },
          { type: 'roll', player: 1, dice: pair },
        ],
        rules,
      );
      const out = cli(['review', jsonFile('review-house.txt', formatRecord(record))]).out;
      expect(longLines(out, 80)).toEqual([]);
      // No half of a character beyond the BMP: encodeURIComponent throws on one.
      expect(() => encodeURIComponent(out)).not.toThrow();
      // eslint-disable-next-line no-control-regex -- no control character but the newlines
      expect(/[\u0000-\u0009\u000b-\u001f\u202e]/.test(out)).toBe(false);
      return out;
    });
    expect(outs.flatMap((out) => out.split('\n').filter((line) => /Rules|rolls /.test(line))))
      .toMatchInlineSnapshot(`
      [
        "Rules: house\\u001b[2Jxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…",
        "  Round 1: player 1 rolls 1+1 Dead\\u202eøøøøøøøøøøøøøøøøøøøøøøøøøø…, luck -10.03",
        "Rules: house\\u001b[2Jxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…",
        "  Round 1: player 1 rolls 8+8 Kiri 🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲…, luck +9.71",
        "Rules: house\\u001b[2Jxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…",
        "  Round 1: player 1 rolls 8+7 Kvatra🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲…, luck +9.71",
      ]
    `);
  });

  it('writes the review as one page too with --html, the same bytes for the same record', () => {
    const file = demo();
    const page = tempPath('review-demo.html');
    const { code, out, err } = cli(['review', file, '--html', page]);
    expect([code, err]).toEqual([0, '']);
    // The report is printed as without --html.
    expect(out).toBe(cli(['review', file]).out);
    const html = readFileSync(page, 'utf8');
    expect(html).toBe(
      reviewPage(reviewMatch(readFileSync(file, 'utf8')), standardRules, speechOf(english)),
    );
    const json = jsonFile(
      'review-demo.json',
      JSON.stringify(parseRecord(readFileSync(file, 'utf8'))),
    );
    expect(cli(['review', json, '--json', '--html', page]).code).toBe(0);
    expect(readFileSync(page, 'utf8')).toBe(html);
    // Written in place of the old page, with no temporary file left beside it.
    expect(readdirSync(tempPath('')).filter((name) => name.includes('review-demo.html'))).toEqual([
      'review-demo.html',
    ]);
  });

  it('speaks Russian: the report, its endings, a marked answer and the page, in 80 columns', () => {
    const ru = (file: string, ...more: string[]) =>
      cli(['review', file, '--lang', 'ru', ...more]).out.replaceAll('\u00a0', '⍽');
    // Russian numbers hold a no-break space before %, shown here as ⍽.
    expect(ru(jsonFile('review-example.txt', example))).toMatchInlineSnapshot(`
      "Разбор · всего 10 фишек · матч выигран
      Правила: standard
      Оценки (gnubg): сомнительное, плохое и очень плохое решение — потеря от 2, 4 и
      8⍽п.⍽п.
      Числа — процентные пункты ожидаемой доли всех фишек у каждого игрока к концу
      матча (100 — победа в матче).

                               игрок 0            игрок 1
      решения                        2                  2
      вынужденные (не в счёт)        0                  0
      сомнительные                   1                  0
      плохие                         0                  0
      очень плохие                   0                  0
      общая потеря                2,95               0,00
      средняя потеря              1,48               0,00
      ошибки ×1000                14,8                0,0
      удача                      +8,38             -45,47
      степень удачи                  -    большая неудача
      итог                      100,00               0,00
      итог без удачи             46,15              53,85
      уровень                  новичок  сверхчеловеческий

      Счёт: начало + удача - удача соперника - потеря + потеря соперника = итог
        игрок 0: 49,10 + 8,38 - (-45,47) - 2,95 + 0,00 = 100,00
        игрок 1: 50,90 + (-45,47) - 8,38 - 0,00 + 2,95 = 0,00

      По раундам: отмеченные решения, самые удачные и самые неудачные броски (по 3)
        Раунд 1: игрок 1 бросает 3+6 Обычный бросок, удача -1,79
        Раунд 1: игрок 0 бросает 1+2 Кватра, удача +1,19
        Раунд 1: игрок 0 бросает 8+7 Kiri, удача +7,19
        Раунд 2: игрок 0 ставит 4, лучше 1: потеря 2,95, сомнительное
        Раунд 2: игрок 1 бросает 1+1 Dead, удача -43,67, большая неудача
      "
    `);
    const declined = `format 1\nseed 1\nchips 3 3\nfirst-bettor 0\nrules standard\n\n1. P0 bets 3, P1 declines\n`;
    expect(ru(jsonFile('review-declined.txt', declined)).split('\n').slice(-5))
      .toMatchInlineSnapshot(`
        [
          "",
          "По раундам: отмеченные решения, самые удачные и самые неудачные броски (по 3)",
          "  Раунд 1: игрок 0 ставит 3, лучше 1: потеря 3,32, сомнительное",
          "  Раунд 1: игрок 1 отказывается от ставки, лучше принять: потеря 4,83, плохое",
          "",
        ]
      `);
    const bet: Action = { type: 'bet', player: 0, amount: 1 };
    expect(
      [[], [bet, { type: 'timeout', player: 1 }], [{ type: 'halt' }]].map((actions, i) =>
        ru(
          jsonFile(`review-ru-${i}.txt`, formatRecord(recordOf(actions as Action[]))),
          '--marks',
          'lichess',
        )
          .split('\n')
          .filter((_, line) => line === 0 || line === 2),
      ),
    ).toMatchInlineSnapshot(`
      [
        [
          "Разбор · всего 10 фишек · запись обрывается, матч не окончен",
          "Оценки (lichess): сомнительное, плохое и очень плохое решение — потеря от 5, 10",
        ],
        [
          "Разбор · всего 10 фишек · разобран до проигрыша по времени, которым он кончился",
          "Оценки (lichess): сомнительное, плохое и очень плохое решение — потеря от 5, 10",
        ],
        [
          "Разбор · всего 10 фишек · разобран до остановки матча организатором, которой он",
          "Правила: standard",
        ],
      ]
    `);
    // A whole match: every line fits 80 columns, every word is wrapped whole.
    const out = cli(['review', demo(), '--lang', 'ru']).out;
    expect(longLines(out, 80)).toEqual([]);
    expect(out).toMatch(/^ {2}Раунд \d+: игрок [01] бросает \d\+\d .+, удача [-+]\d+,\d\d/m);
    // The page speaks Russian too, and says so.
    const page = tempPath('review-ru.html');
    cli(['review', jsonFile('review-example.txt', example), '--lang', 'ru', '--html', page]);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('<html lang="ru">');
    expect(html.match(/<(?:title|h1|h2|figcaption)>.*?<\/(?:title|h1|h2|figcaption)>/g))
      .toMatchInlineSnapshot(`
        [
          "<title>Разбор матча в Кири</title>",
          "<h1>Разбор · всего 10 фишек · матч выигран</h1>",
          "<h2>Шанс каждого игрока</h2>",
          "<title>Раунд 2: игрок 0 ставит 4, лучше 1: потеря 2,95, сомнительное</title>",
          "<h2>Итоги</h2>",
          "<h2>Счёт: начало + удача - удача соперника - потеря + потеря соперника = итог</h2>",
          "<h2>По раундам: отмеченные решения, самые удачные и самые неудачные броски (по 3)</h2>",
        ]
      `);
    expect(html).toContain('text-anchor="end">25\u00a0%</text>');
  });

  it('refuses a bad command line, a bad file and a record past the solver in one line', () => {
    const truncated = jsonFile('review-cut.txt', example.slice(0, example.indexOf('[8+7]') + 3));
    const forged = jsonFile(
      'review-forged.txt',
      readFileSync(demo(), 'utf8').replace('3+4', '3+5'),
    );
    const big = jsonFile(
      'review-big.txt',
      example.slice(0, example.indexOf('\n\n')).replace('chips 5 5', 'chips 5001 5000'),
    );
    const huge = tempPath('review-huge.txt');
    writeFileSync(huge, '');
    truncateSync(huge, 16 * 1024 * 1024 + 1);
    const always = recordOf(
      [],
      defineRules({ name: 'always', combinations: [{ id: 'win', dice: 'any', instant: 'win' }] }),
    );
    const runs = [
      ['review', truncated],
      ['review', forged],
      ['review', big],
      ['review', big, '--json'],
      ['review', jsonFile('review-always.txt', formatRecord(always))],
      ['review', truncated, '--marks', 'chess'],
      ['review', truncated, '--html'],
      ['review', truncated, '--html', tempPath('review-cut.html')],
      ['review', big, '--html', tempPath('review-big.html')],
      ['review', jsonFile('review-example.txt', example), '--html', tempPath('no-dir/x.html')],
      ['review'],
      ['review', tempPath('no-such-record.txt')],
      ['review', huge, '--json'],
    ];
    const outcomes = runs.map((args) => {
      const { code, out, err } = cli(args);
      expect(out).toBe('');
      expect(err.split('\n')).toHaveLength(2);
      // The temporary page beside the one asked for is named after the process.
      return `${code} ${err.replaceAll(tempPath(''), 'DIR').replace(/\.\d+\.tmp/, '.PID.tmp')}`;
    });
    // No page is left behind by a command that fails.
    expect(existsSync(tempPath('review-cut.html')) || existsSync(tempPath('review-big.html'))).toBe(
      false,
    );
    expect(outcomes).toMatchInlineSnapshot(`
      [
        "1 kiri-dice: DIR/review-cut.txt: line 7:49: expected a die face from 1 to 8, got the end of the line
      ",
        "1 kiri-dice: DIR/review-forged.txt: line 7:31 (round 1, roll 1): the roll is recorded as drawn with 3+5, but the seed draws 3+4 here
      ",
        "1 kiri-dice: DIR/review-big.txt: the record is past the solver's bounds (solveMatch: options.totalChips must be a whole number from 2 to 10000, got 10001)
      ",
        "1 {"error":{"code":"INVALID_RECORD","message":"DIR/review-big.txt: the record is past the solver's bounds (solveMatch: options.totalChips must be a whole number from 2 to 10000, got 10001)"}}
      ",
        "1 kiri-dice: DIR/review-always.txt: the record is past the solver's bounds (solveMatch: options.rules must be rules under which the bettor can win a round, got "always" (the acceptor always wins))
      ",
        "2 kiri-dice: --marks must be gnubg or lichess, got 'chess'
      ",
        "2 kiri-dice: --html needs a value (see kiri-dice review --help)
      ",
        "1 kiri-dice: DIR/review-cut.txt: line 7:49: expected a die face from 1 to 8, got the end of the line
      ",
        "1 kiri-dice: DIR/review-big.txt: the record is past the solver's bounds (solveMatch: options.totalChips must be a whole number from 2 to 10000, got 10001)
      ",
        "2 kiri-dice: --html DIR/no-dir/x.html: cannot write the file: ENOENT: no such file or directory, open 'DIR/no-dir/.x.html.PID.tmp'
      ",
        "2 kiri-dice: review takes one FILE, the match record, got 0 (see kiri-dice review --help)
      ",
        "2 kiri-dice: DIR/no-such-record.txt: ENOENT: no such file or directory, stat 'DIR/no-such-record.txt'
      ",
        "2 {"error":{"code":"USAGE","message":"DIR/review-huge.txt: the file is larger than 16 MiB, too large for a match record"}}
      ",
      ]
    `);
  });
});
