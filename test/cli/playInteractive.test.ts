import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseRecord, replay } from '../../src/record/index.js';
import { cli, game, tempPath } from './cli.js';

/** Enter, `n` times: rolls, or the suggested stake. */
const enter = (n: number): string[] => Array<string>(n).fill('');

describe('kiri-dice play in a terminal', () => {
  it('plays a whole match against the computer; bad stakes and keys get one line, and the match goes on', async () => {
    const answers = ['abc', '9', '', 'y', ...enter(16), '', 'y', ...enter(4)];
    const { code, out, err, unread } = await game(
      ['play', '--seed', '1', '--chips', '4', '--bot', 'random'],
      answers,
    );
    expect({ code, err, unread }).toEqual({ code: 0, err: '', unread: [] });
    expect(out).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 4 chips each · first to 4 points
      You are player 0; the computer (random) is player 1. q quits at any question.

      Round 1 · chips 4:4 · player 0, you bet
        chips 4:4 · points 0:0 · your chance: this round 45.2%, the match 48.9%
      Your stake, 1 to 4 (Enter: 1), or q to quit: abc
        'abc' is not allowed here: type a stake from 1 to 4 and Enter, Enter alone for 1, or q to quit
      Your stake, 1 to 4 (Enter: 1), or q to quit: 9
        '9' is not allowed here: type a stake from 1 to 4 and Enter, Enter alone for 1, or q to quit
      Your stake, 1 to 4 (Enter: 1), or q to quit: 
        pot 2: player 1 rolls first
        player 1 rolls 4+4  Mid Kiri            +2              points 0:2
        player 1 rolls 4+4  Mid Kiri            +2              points 0:4
        player 1 wins round 1 (4 points) and takes 2 chips; chips 3:5

      Round 2 · chips 3:5 · player 1, the computer bets
        player 1 bets 2
        chips 3:5 · points 0:0 · your chance: this round 54.8%, the match 39.6%
      Accept the stake of 2? y or n, or q to quit: y
        pot 4: player 0 rolls first
        chips 1:3 · points 0:0 · your chance: this round 54.8%, the match 39.6%
      Your roll: Enter, or q to quit: 
        player 0 rolls 4+4  Mid Kiri            +2              points 2:0
        chips 1:3 · points 2:0 · your chance: this round 70.2%, the match 47.1%
      Your roll: Enter, or q to quit: 
        player 0 rolls 6+8  Kiri                                points 2:0
        player 0 wins round 2 (Kiri) and takes 4 chips; chips 5:3

      Round 3 · chips 5:3 · player 0, you bet
        chips 5:3 · points 0:0 · your chance: this round 45.2%, the match 61.7%
      Your stake, 1 to 3 (Enter: 1), or q to quit: 
        pot 2: player 1 rolls first
        player 1 rolls 2+2  Mid Kiri            +2              points 0:2
        player 1 rolls 6+2  Normal (Обычный бросок)turn passes     points 0:2
        chips 4:2 · points 0:2 · your chance: this round 41.8%, the match 60.9%
      Your roll: Enter, or q to quit: 
        player 0 rolls 2+1  Kvatra (Кватра)     +1              points 1:2
        chips 4:2 · points 1:2 · your chance: this round 48.3%, the match 62.4%
      Your roll: Enter, or q to quit: 
        player 0 rolls 5+8  Normal (Обычный бросок)turn passes     points 1:2
        player 1 rolls 3+6  Normal (Обычный бросок)turn passes     points 1:2
        chips 4:2 · points 1:2 · your chance: this round 48.3%, the match 62.4%
      Your roll: Enter, or q to quit: 
        player 0 rolls 2+2  Mid Kiri            +2              points 3:2
        chips 4:2 · points 3:2 · your chance: this round 72.0%, the match 67.9%
      Your roll: Enter, or q to quit: 
        player 0 rolls 3+4  Kvatra (Кватра)     +1              points 4:2
        player 0 wins round 3 (4 points) and takes 2 chips; chips 6:2

      Round 4 · chips 6:2 · player 0, you bet
        chips 6:2 · points 0:0 · your chance: this round 45.2%, the match 74.4%
      Your stake, 1 to 2 (Enter: 1), or q to quit: 
        pot 2: player 1 rolls first
        player 1 rolls 3+4  Kvatra (Кватра)     +1              points 0:1
        player 1 rolls 3+2  Kvatra (Кватра)     +1              points 0:2
        player 1 rolls 3+7  Normal (Обычный бросок)turn passes     points 0:2
        chips 5:1 · points 0:2 · your chance: this round 41.8%, the match 73.6%
      Your roll: Enter, or q to quit: 
        player 0 rolls 3+2  Kvatra (Кватра)     +1              points 1:2
        chips 5:1 · points 1:2 · your chance: this round 48.3%, the match 75.2%
      Your roll: Enter, or q to quit: 
        player 0 rolls 5+6  Normal (Обычный бросок)turn passes     points 1:2
        player 1 rolls 6+2  Normal (Обычный бросок)turn passes     points 1:2
        chips 5:1 · points 1:2 · your chance: this round 48.3%, the match 75.2%
      Your roll: Enter, or q to quit: 
        player 0 rolls 7+6  Normal (Обычный бросок)turn passes     points 1:2
        player 1 rolls 7+2  Normal (Обычный бросок)turn passes     points 1:2
        chips 5:1 · points 1:2 · your chance: this round 48.3%, the match 75.2%
      Your roll: Enter, or q to quit: 
        player 0 rolls 5+6  Normal (Обычный бросок)turn passes     points 1:2
        player 1 rolls 3+7  Normal (Обычный бросок)turn passes     points 1:2
        chips 5:1 · points 1:2 · your chance: this round 48.3%, the match 75.2%
      Your roll: Enter, or q to quit: 
        player 0 rolls 2+7  Normal (Обычный бросок)turn passes     points 1:2
        player 1 rolls 4+1  Kvatra (Кватра)     +1              points 1:3
        player 1 rolls 5+3  Normal (Обычный бросок)turn passes     points 1:3
        chips 5:1 · points 1:3 · your chance: this round 38.3%, the match 72.8%
      Your roll: Enter, or q to quit: 
        player 0 rolls 3+1  Kvatra (Кватра)     +1              points 2:3
        chips 5:1 · points 2:3 · your chance: this round 48.8%, the match 75.3%
      Your roll: Enter, or q to quit: 
        player 0 rolls 1+2  Kvatra (Кватра)     +1              points 3:3
        chips 5:1 · points 3:3 · your chance: this round 63.9%, the match 78.8%
      Your roll: Enter, or q to quit: 
        player 0 rolls 3+5  Normal (Обычный бросок)turn passes     points 3:3
        player 1 rolls 8+8  Mid Kiri            +2              points 3:5
        player 1 wins round 4 (5 points) and takes 2 chips; chips 5:3

      Round 5 · chips 5:3 · player 1, the computer bets
        player 1 bets 3
        chips 5:3 · points 0:0 · your chance: this round 54.8%, the match 66.4%
      Accept the stake of 3? y or n, or q to quit: 
        Enter alone is not allowed here: type y to accept, n to decline, or q to quit
      Accept the stake of 3? y or n, or q to quit: y
        pot 6: player 0 rolls first
        chips 2:0 · points 0:0 · your chance: this round 54.8%, the match 66.4%
      Your roll: Enter, or q to quit: 
        player 0 rolls 8+2  Normal (Обычный бросок)turn passes     points 0:0
        player 1 rolls 6+5  Normal (Обычный бросок)turn passes     points 0:0
        chips 2:0 · points 0:0 · your chance: this round 54.8%, the match 66.4%
      Your roll: Enter, or q to quit: 
        player 0 rolls 1+7  Normal (Обычный бросок)turn passes     points 0:0
        player 1 rolls 8+3  Normal (Обычный бросок)turn passes     points 0:0
        chips 2:0 · points 0:0 · your chance: this round 54.8%, the match 66.4%
      Your roll: Enter, or q to quit: 
        player 0 rolls 2+2  Mid Kiri            +2              points 2:0
        chips 2:0 · points 2:0 · your chance: this round 70.2%, the match 77.8%
      Your roll: Enter, or q to quit: 
        player 0 rolls 5+5  Mid Kiri            +2              points 4:0
        player 0 wins round 5 (4 points) and takes 6 chips; chips 8:0

      Match over after 5 rounds: you win all 8 chips.
      "
    `);
  });

  it('plays seat 1 against the best stakes; q quits and prints the result', async () => {
    const { code, out, unread } = await game(
      ['play', '--seed', '3', '--chips', '3', '--seat', '1'],
      ['Yes', 'r', '', ' quit ', 'never read'],
    );
    expect({ code, unread }).toEqual({ code: 0, unread: ['never read'] });
    expect(out).toMatchInlineSnapshot(`
      "Kiri · seed 3 · 3 chips each · first to 4 points
      You are player 1; the computer (best) is player 0. q quits at any question.

      Round 1 · chips 3:3 · player 0, the computer bets
        player 0 bets 1
        chips 3:3 · points 0:0 · your chance: this round 54.8%, the match 51.5%
      Accept the stake of 1? y or n, or q to quit: Yes
        pot 2: player 1 rolls first
        chips 2:2 · points 0:0 · your chance: this round 54.8%, the match 51.5%
      Your roll: Enter, or q to quit: r
        'r' is not allowed here: press Enter to roll, or q to quit
      Your roll: Enter, or q to quit: 
        player 1 rolls 8+5  Normal (Обычный бросок)turn passes     points 0:0
        player 0 rolls 3+6  Normal (Обычный бросок)turn passes     points 0:0
        chips 2:2 · points 0:0 · your chance: this round 54.8%, the match 51.5%
      Your roll: Enter, or q to quit:  quit 

      You quit in round 1; chips 2:2, pot 2.
      "
    `);
  });

  it('says so when the computer wins, and seeds its random stakes beside the dice even from the largest seed', async () => {
    const lost = await game(['play', '--chips', '1'], ['']);
    expect(lost.out.split('\n').slice(-6)).toMatchInlineSnapshot(`
      [
        "  player 1 rolls 4+4  Mid Kiri            +2              points 0:2",
        "  player 1 rolls 4+4  Mid Kiri            +2              points 0:4",
        "  player 1 wins round 1 (4 points) and takes 2 chips; chips 0:2",
        "",
        "Match over after 1 round: the computer wins all 2 chips.",
        "",
      ]
    `);
    const largest = await game(
      ['play', '--seed', '9007199254740991', '--chips', '9', '--seat', '1', '--bot', 'random'],
      [],
    );
    expect(largest.out.split('\n').slice(3, 5)).toMatchInlineSnapshot(`
      [
        "Round 1 · chips 9:9 · player 0, the computer bets",
        "  player 0 bets 3",
      ]
    `);
  });

  it('ends the match with no winner when the person declines, and quits when the input ends', async () => {
    const declined = await game(['play', '--seat', '1', '--chips', '3'], ['N']);
    expect(declined.out.split('\n').slice(-3)).toMatchInlineSnapshot(`
      [
        "",
        "You declined: the match ends after 0 rounds with no winner; chips 3:3.",
        "",
      ]
    `);
    const ended = await game(['play', '--chips', '3'], []);
    expect(ended.out).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 3 chips each · first to 4 points
      You are player 0; the computer (best) is player 1. q quits at any question.

      Round 1 · chips 3:3 · player 0, you bet
        chips 3:3 · points 0:0 · your chance: this round 45.2%, the match 48.5%
      Your stake, 1 to 3 (Enter: 1), or q to quit: 

      You quit in round 1; chips 3:3.
      "
    `);
  });

  it('is in colour only on a terminal without NO_COLOR', async () => {
    const coloured = await game(['play', '--chips', '3'], ['x', 'q'], { env: {} });
    // The escape character written as ESC, so the pinned text stays readable.
    expect(coloured.out.replaceAll('\u001b', 'ESC')).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 3 chips each · first to 4 points
      You are player 0; the computer (best) is player 1. q quits at any question.

      Round 1 · chips 3:3 · player 0, you bet
      ESC[2m  chips 3:3 · points 0:0 · your chance: this round 45.2%, the match 48.5%ESC[22m
      ESC[1mYour stake, 1 to 3 (Enter: 1), or q to quit: ESC[22mx
      ESC[33m  'x' is not allowed here: type a stake from 1 to 3 and Enter, Enter alone for 1, or q to quitESC[39m
      ESC[1mYour stake, 1 to 3 (Enter: 1), or q to quit: ESC[22mq

      ESC[1mYou quit in round 1; chips 3:3.ESC[22m
      "
    `);
    // An empty NO_COLOR is unset (no-color.org).
    expect((await game(['play', '--chips', '3'], ['x', 'q'], { env: { NO_COLOR: '' } })).out).toBe(
      coloured.out,
    );
    expect((await game(['play', '--chips', '3'], ['x', 'q'])).out).not.toContain('\u001b');
  });

  it('plays matches too large for the solver without the match chance, and refuses --bot best for them', async () => {
    const large = await game(['play', '--chips', '5001', '--bot', 'bold'], ['', 'q']);
    expect(large.out).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 5001 chips each · first to 4 points
      You are player 0; the computer (bold) is player 1. q quits at any question.
      The chance to win the match is not shown: the solver takes matches of up to 10000 chips in all.

      Round 1 · chips 5001:5001 · player 0, you bet
        chips 5001:5001 · points 0:0 · your chance: this round 45.2%
      Your stake, 1 to 5001 (Enter: 2501), or q to quit: 
        pot 5002: player 1 rolls first
        player 1 rolls 4+4  Mid Kiri            +2              points 0:2
        player 1 rolls 4+4  Mid Kiri            +2              points 0:4
        player 1 wins round 1 (4 points) and takes 5002 chips; chips 2500:7502

      Round 2 · chips 2500:7502 · player 1, the computer bets
        player 1 bets 2500
        chips 2500:7502 · points 0:0 · your chance: this round 54.8%
      Accept the stake of 2500? y or n, or q to quit: q

      You quit in round 2; chips 2500:7502.
      "
    `);
    expect(await game(['play', '--chips', '5001'], [])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --bot best plays matches of up to 10000 chips in all, got 10002 (--chips 5001): use --chips 5000 or fewer, or --bot random or bold
      ",
        "out": "",
        "unread": [],
      }
    `);
  });

  it('refuses the options of the demo, and a bad --bot or --seat even for the demo', async () => {
    expect(await game(['play', '--stake', '2'], [])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --stake is an option of the demo: add --auto to play the demo
      ",
        "out": "",
        "unread": [],
      }
    `);
    expect(await game(['play', '--max-rounds', '3'], [])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --max-rounds is an option of the demo: add --auto to play the demo
      ",
        "out": "",
        "unread": [],
      }
    `);
    expect(cli(['play', '--bot', 'clever'])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --bot must be best, random or bold, got 'clever'
      ",
        "out": "",
      }
    `);
    expect(cli(['play', '--seat', '2'])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --seat must be 0 or 1, got '2'
      ",
        "out": "",
      }
    `);
  });

  it('plays the demo as before with --auto or --json, or without a terminal on both sides', async () => {
    const demo = cli(['play', '--seed', '2', '--chips', '5']);
    const demoJson = cli(['play', '--seed', '2', '--chips', '5', '--json']);
    const args = ['play', '--seed', '2', '--chips', '5'];
    expect(await game([...args, '--auto', '--bot', 'bold', '--seat', '1'], ['q'])).toEqual({
      ...demo,
      unread: ['q'],
    });
    expect(await game([...args, '--json'], ['q'])).toEqual({ ...demoJson, unread: ['q'] });
    expect(await game(args, ['q'], { outIsTTY: false })).toEqual({ ...demo, unread: ['q'] });
    const out: string[] = [];
    const io = { out: (t: string) => void out.push(t), err: () => {}, errIsTTY: false };
    expect(
      run(args, { ...io, inIsTTY: false, outIsTTY: true, readLine: () => Promise.resolve('q') }),
    ).toBe(0);
    expect(run(args, { ...io, inIsTTY: true, outIsTTY: true })).toBe(0);
    expect(out.join('')).toBe(demo.out + demo.out);
  });

  it('writes the record of the game with --record, when it is over or the person quits', async () => {
    const file = tempPath('interactive.txt');
    const answers = ['', '', 'y', '', 'q'];
    const plain = await game(['play', '--seed', '3', '--chips', '6', '--bot', 'bold'], answers);
    const recorded = await game(
      ['play', '--seed', '3', '--chips', '6', '--bot', 'bold', '--record', file],
      answers,
    );
    expect(recorded).toEqual(plain);
    const record = parseRecord(readFileSync(file, 'utf8'));
    expect(record.moves.length).toBeGreaterThan(2);
    expect(replay(record).length).toBe(record.moves.length + 1);
    const full = await game(['play', '--record', '/dev/full'], ['q']);
    expect({ code: full.code, err: full.err }).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --record /dev/full: cannot write the file: not a regular file: it is a device or a socket
      ",
      }
    `);
  });

  it('keeps the old --record file when an option is refused once the game starts', async () => {
    const file = tempPath('precious-interactive.txt');
    writeFileSync(file, 'precious');
    const refused = await game(['play', '--chips', '6000', '--record', file], []);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--bot best plays matches of up to');
    expect(readFileSync(file, 'utf8')).toBe('precious');
    expect(readdirSync(dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
