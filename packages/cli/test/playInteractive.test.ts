import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { run } from '../src/run.js';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseRecord, replay } from 'kiri-dice/record';
import { cli, game, jsonFile, tempPath } from './cli.js';

/** Enter, `n` times: the suggested stake, or y to a bet. */
const enter = (n: number): string[] => Array<string>(n).fill('');

describe('kiri-dice play in a terminal', () => {
  it('asks only for stakes and answers; the rolls play out by themselves, one pause after each', async () => {
    const answers = ['abc', '9', '', 'maybe', '', ...enter(2)];
    const { code, out, err, unread, pauses } = await game(
      ['play', '--seed', '1', '--chips', '4', '--bot', 'random'],
      answers,
    );
    expect({ code, err, unread }).toEqual({ code: 0, err: '', unread: [] });
    // One pause after every roll line.
    expect(pauses).toBe(out.match(/ rolls? +\d\+\d /g)!.length);
    expect(out).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 4 chips each · first to 4 points
      You are player 0; the computer (random) is player 1.
      Chips and points read you:computer.
      At stakes of 1 a match lasts about 19 rounds; larger stakes end it sooner.
      The rolls play out by themselves; any key skips the pauses, and q quits.

      Round 1 · chips 4:4 · you bet
        your chance to win: this round 45.2%, the match 52.1%
      Your stake, 1 to 4 (Enter: 1), or q to quit: abc
        'abc' is not allowed here: type a stake from 1 to 4 and Enter, Enter alone for
        1, or q to quit
      Your stake, 1 to 4 (Enter: 1), or q to quit: 9
        '9' is not allowed here: type a stake from 1 to 4 and Enter, Enter alone for
        1, or q to quit
      Your stake, 1 to 4 (Enter: 1), or q to quit: 
        pot 2: the computer rolls first
        the computer rolls 4+4  Mid Kiri                 +2               points 0:2
        the computer rolls 4+4  Mid Kiri                 +2               points 0:4
        the computer wins round 1 (4 points) and takes 2 chips; chips 3:5

      Round 2 · chips 3:5 · the computer bets
        the computer bets 3
        your chance to win: this round 54.8%, the match 42.2%
      Accept the stake of 3 (Enter: y)? n declines and ends the match; q quits: maybe
        'maybe' is not allowed here: type y or Enter alone to accept, n to decline (it
        ends the match, with no winner), or q to quit
      Accept the stake of 3 (Enter: y)? n declines and ends the match; q quits: 
        pot 6: you roll first
        you roll           4+4  Mid Kiri                 +2               points 2:0
        you roll           6+8  Kiri                                      points 2:0
        you win round 2 (Kiri) and take 6 chips; chips 6:2

      Round 3 · chips 6:2 · you bet
        your chance to win: this round 45.2%, the match 76.9%
      Your stake, 1 to 2 (Enter: 1), or q to quit: 
        pot 2: the computer rolls first
        the computer rolls 2+2  Mid Kiri                 +2               points 0:2
        the computer rolls 6+2  Normal (Обычный бросок)  turn passes      points 0:2
        you roll           2+1  Kvatra (Кватра)          +1               points 1:2
        you roll           5+8  Normal (Обычный бросок)  turn passes      points 1:2
        the computer rolls 3+6  Normal (Обычный бросок)  turn passes      points 1:2
        you roll           2+2  Mid Kiri                 +2               points 3:2
        you roll           3+4  Kvatra (Кватра)          +1               points 4:2
        you win round 3 (4 points) and take 2 chips; chips 7:1

      Round 4 · chips 7:1 · you bet
        your chance to win: this round 45.2%, the match 88.6%
      Your stake, 1 to 1 (Enter: 1), or q to quit: 
        pot 2: the computer rolls first
        the computer rolls 3+4  Kvatra (Кватра)          +1               points 0:1
        the computer rolls 3+2  Kvatra (Кватра)          +1               points 0:2
        the computer rolls 3+7  Normal (Обычный бросок)  turn passes      points 0:2
        you roll           3+2  Kvatra (Кватра)          +1               points 1:2
        you roll           5+6  Normal (Обычный бросок)  turn passes      points 1:2
        the computer rolls 6+2  Normal (Обычный бросок)  turn passes      points 1:2
        you roll           7+6  Normal (Обычный бросок)  turn passes      points 1:2
        the computer rolls 7+2  Normal (Обычный бросок)  turn passes      points 1:2
        you roll           5+6  Normal (Обычный бросок)  turn passes      points 1:2
        the computer rolls 3+7  Normal (Обычный бросок)  turn passes      points 1:2
        you roll           2+7  Normal (Обычный бросок)  turn passes      points 1:2
        the computer rolls 4+1  Kvatra (Кватра)          +1               points 1:3
        the computer rolls 5+3  Normal (Обычный бросок)  turn passes      points 1:3
        you roll           3+1  Kvatra (Кватра)          +1               points 2:3
        you roll           1+2  Kvatra (Кватра)          +1               points 3:3
        you roll           3+5  Normal (Обычный бросок)  turn passes      points 3:3
        the computer rolls 8+8  Mid Kiri                 +2               points 3:5
        the computer wins round 4 (5 points) and takes 2 chips; chips 6:2

      Round 5 · chips 6:2 · the computer bets
        the computer bets 2
        your chance to win: this round 54.8%, the match 79.5%
      Accept the stake of 2 (Enter: y)? n declines and ends the match; q quits: 

      You quit in round 5; chips 6:2.
      "
    `);
  });

  it('plays seat 1 against the best stakes; q quits and prints the result', async () => {
    const { code, out, unread } = await game(
      ['play', '--seed', '3', '--chips', '3', '--seat', '1'],
      ['Yes', ' quit ', 'never read'],
    );
    expect({ code, unread }).toEqual({ code: 0, unread: ['never read'] });
    expect(out).toMatchInlineSnapshot(`
      "Kiri · seed 3 · 3 chips each · first to 4 points
      You are player 1; the computer (best) is player 0.
      Chips and points read you:computer.
      At stakes of 1 a match lasts about 10 rounds; larger stakes end it sooner.
      The rolls play out by themselves; any key skips the pauses, and q quits.

      Round 1 · chips 3:3 · the computer bets
        the computer bets 1
        your chance to win: this round 54.8%, the match 51.5%
      Accept the stake of 1 (Enter: y)? n declines and ends the match; q quits: Yes
        pot 2: you roll first
        you roll           8+5  Normal (Обычный бросок)  turn passes      points 0:0
        the computer rolls 3+6  Normal (Обычный бросок)  turn passes      points 0:0
        you roll           8+8  Mid Kiri                 +2               points 2:0
        you roll           4+2  Kvatra (Кватра)          +1               points 3:0
        you roll           6+6  Reverse (Реверс)         +2 extra rolls   points 3:0
        you roll           3+1  Kvatra (Кватра)          +1               points 4:0
        you win round 1 (4 points) and take 2 chips; chips 4:2

      Round 2 · chips 4:2 · you bet
        your chance to win: this round 45.2%, the match 65.7%
      Your stake, 1 to 2 (Enter: 1), or q to quit:  quit 

      You quit in round 2; chips 4:2.
      "
    `);
  });

  it('with --step, asks for Enter before each of the person’s rolls, and never pauses after them', async () => {
    const { out, pauses } = await game(
      ['play', '--seed', '3', '--chips', '3', '--step'],
      ['', 'r', '', '', 'q'],
    );
    expect(out).toMatchInlineSnapshot(`
      "Kiri · seed 3 · 3 chips each · first to 4 points
      You are player 0; the computer (best) is player 1.
      Chips and points read you:computer.
      At stakes of 1 a match lasts about 10 rounds; larger stakes end it sooner.
      You roll with Enter; the computer's rolls play out by themselves (any key skips
      the pauses). q quits at any question.

      Round 1 · chips 3:3 · you bet
        your chance to win: this round 45.2%, the match 48.5%
      Your stake, 1 to 3 (Enter: 1), or q to quit: 
        pot 2: the computer rolls first
        the computer rolls 8+5  Normal (Обычный бросок)  turn passes      points 0:0
        points 0:0 · your chance to win: this round 54.8%, the match 51.5%
      Your roll: Enter, or q to quit: r
        'r' is not allowed here: press Enter to roll, or q to quit
      Your roll: Enter, or q to quit: 
        you roll           3+6  Normal (Обычный бросок)  turn passes      points 0:0
        the computer rolls 8+8  Mid Kiri                 +2               points 0:2
        the computer rolls 4+2  Kvatra (Кватра)          +1               points 0:3
        the computer rolls 6+6  Reverse (Реверс)         +2 extra rolls   points 0:3
        the computer rolls 3+1  Kvatra (Кватра)          +1               points 0:4
        the computer wins round 1 (4 points) and takes 2 chips; chips 2:4

      Round 2 · chips 2:4 · the computer bets
        the computer bets 1
        your chance to win: this round 54.8%, the match 34.3%
      Accept the stake of 1 (Enter: y)? n declines and ends the match; q quits: 
        pot 2: you roll first
        points 0:0 · your chance to win: this round 54.8%, the match 34.3%
      Your roll: Enter, or q to quit: q

      You quit in round 2; chips 1:3, pot 2.
      "
    `);
    expect(pauses).toBe(out.match(/ the computer rolls \d\+\d /g)!.length);
  });

  it('a key skips the pauses until the next question', async () => {
    const { pauses, out } = await game(['play', '--seed', '1', '--chips', '2'], ['', 'q'], {
      keys: [true],
    });
    expect(out.match(/ rolls? +\d\+\d /g)!.length).toBeGreaterThan(1);
    expect(pauses).toBe(1);
  });

  it('Ctrl-C, during a pause or at a question, ends the game with the summary of q, and exit code 130', async () => {
    const quit = await game(['play', '--seed', '1', '--chips', '4'], ['', 'q']);
    const atQuestion = await game(['play', '--seed', '1', '--chips', '4'], [''], {
      interruptAt: -2,
    });
    expect(atQuestion.code).toBe(130);
    expect(atQuestion.out).toBe(quit.out.replace(/(quits: )q\n/, '$1\n'));
    const inPause = await game(['play', '--seed', '1', '--chips', '4'], ['', 'q'], {
      interruptAt: 2,
    });
    expect(inPause.code).toBe(130);
    expect(inPause.out.split('\n').slice(-5)).toMatchInlineSnapshot(`
      [
        "  the computer rolls 4+4  Mid Kiri                 +2               points 0:4",
        "  the computer wins round 1 (4 points) and takes 2 chips; chips 3:5",
        "",
        "You quit in round 2; chips 3:5.",
        "",
      ]
    `);
  });

  it('picks a fresh seed without --seed and prints it, so that --seed deals the same dice again', async () => {
    const first = await game(['play'], ['q']);
    const second = await game(['play'], ['q']);
    const seedOf = (out: string) => /^Kiri · seed (\d+) · /.exec(out)![1]!;
    expect(seedOf(first.out)).not.toBe(seedOf(second.out));
    expect(first.out).toContain(
      `kiri-dice play --seed ${seedOf(first.out)} deals the same dice again.`,
    );
    const again = await game(['play', '--seed', seedOf(first.out)], ['q']);
    // The same match, but for the line that says how to play it again.
    expect(again.out).toBe(
      first.out.replace(
        `kiri-dice play --seed ${seedOf(first.out)} deals the same dice again.
`,
        '',
      ),
    );
  });

  it('at its defaults (5 chips each, the best computer), a person who takes every suggestion decides a median of at most 40 times', async () => {
    const decisions: number[] = [];
    for (let seed = 1; seed <= 21; seed++) {
      const { out, unread } = await game(['play', '--seed', String(seed)], enter(400));
      expect(out).toMatch(/\nMatch over after \d+ rounds?: /);
      // Less the Enter that answers the offer of the review, which is no decision of the match.
      decisions.push(400 - unread.length - 1);
    }
    decisions.sort((a, b) => a - b);
    expect(decisions[10]).toBe(19);
    expect(decisions[10]).toBeLessThanOrEqual(40);
  });

  it('says when a match at stakes of 1 never ends: under rules where the acceptor always wins', async () => {
    // Every roll is Kiri: the acceptor, who rolls first, wins every round; too many chips for the
    // solver, so the computer is the bold one.
    const rules = jsonFile('acceptor-wins.json', {
      name: 'first-roll-wins',
      combinations: [{ id: 'kiri', dice: 'any', instant: 'win' }],
    });
    const { out } = await game(
      ['play', '--seed', '1', '--chips', '5001', '--bot', 'bold', '--rules', rules],
      ['q'],
    );
    expect(out.split('\n')[3]).toBe(
      'At stakes of 1 a match never ends under these rules: the acceptor always wins.',
    );
  });

  it('says how long a match at stakes of 1 lasts, from the chips', async () => {
    const lines = async (chips: string) =>
      (await game(['play', '--seed', '1', '--chips', chips], ['q'])).out
        .split('\n')
        .slice(1, 4)
        .join(' ');
    expect(await lines('5')).toContain(
      'At stakes of 1 a match lasts about 29 rounds; larger stakes end it sooner.',
    );
    expect(await lines('1')).toContain('At stakes of 1 a match lasts about 1 round;');
    expect(await lines('100')).toContain('about 12,119 rounds;');
  });

  it('shows the chance to win the match against the computer played: best, bold or random', async () => {
    const chance = async (bot: string) =>
      /the match (\d+\.\d)%/.exec(
        (await game(['play', '--seed', '1', '--bot', bot], ['q'])).out,
      )?.[1];
    expect(await chance('best')).toBe('49.1');
    expect(await chance('bold')).toBe('53.4');
    const seat1 = await game(['play', '--seed', '1', '--bot', 'bold', '--seat', '1'], ['q']);
    // Bold stakes all 5 chips at once: the round decides the match, so the two chances agree.
    expect(/the match (\d+\.\d)%/.exec(seat1.out)?.[1]).toBe('54.8');
    // Against the random one, randomBotChances: the person's suggested stakes do better.
    expect(await chance('random')).toBe('53.3');
  });

  it('says so when the computer wins, and seeds its random stakes beside the dice even from the largest seed', async () => {
    const lost = await game(['play', '--seed', '1', '--chips', '1'], ['']);
    expect(lost.out.split('\n').slice(-6)).toMatchInlineSnapshot(`
      [
        "  the computer rolls 4+4  Mid Kiri                 +2               points 0:4",
        "  the computer wins round 1 (4 points) and takes 2 chips; chips 0:2",
        "",
        "Match over after 1 round: the computer wins all 2 chips.",
        "Review the match? y reviews it, Enter ends: ",
        "",
      ]
    `);
    const largest = await game(
      ['play', '--seed', '9007199254740991', '--chips', '9', '--seat', '1', '--bot', 'random'],
      [],
    );
    expect(largest.out).toContain(
      '\nRound 1 · chips 9:9 · the computer bets\n  the computer bets 3\n',
    );
  });

  it('offers the review of a finished match, and prints it on y, at 80 columns', async () => {
    const { out } = await game(['play', '--seed', '1', '--chips', '1'], ['', 'y']);
    const review = out.slice(out.indexOf('Review · '));
    expect(review.split('\n').slice(0, 2)).toEqual([
      'Review · 2 chips in all · the match was won',
      'Rules: standard',
    ]);
    expect(review).toMatch(/\n {2}player 0: [\d.]+ \+ .* = 0\.00\n/);
    expect(out.split('\n').every((line) => line.length <= 80)).toBe(true);
    // Enter ends the game at the question: no review, and nothing more written.
    const ended = await game(['play', '--seed', '1', '--chips', '1'], ['', '']);
    expect(ended.out.slice(ended.out.lastIndexOf('\n\n'))).toMatchInlineSnapshot(`
      "

      Match over after 1 round: the computer wins all 2 chips.
      Review the match? y reviews it, Enter ends: 
      "
    `);
    // A match the solver does not solve is not offered: its review would be refused.
    const rules = jsonFile('acceptor-wins-review.json', {
      name: 'first-roll-wins',
      combinations: [{ id: 'kiri', dice: 'any', instant: 'win' }],
    });
    const unsolved = await game(
      ['play', '--seed', '1', '--chips', '1', '--bot', 'bold', '--rules', rules],
      enter(10),
    );
    expect(unsolved.out).toContain('Match over after 1 round');
    expect(unsolved.out).not.toContain('Review the match?');
  });

  it('ends the match with no winner when the person declines, and quits when the input ends', async () => {
    const declined = await game(['play', '--seed', '1', '--seat', '1', '--chips', '3'], ['N']);
    expect(declined.out.split('\n').slice(-4)).toMatchInlineSnapshot(`
      [
        "",
        "You declined: the match ends after 0 rounds with no winner; chips 3:3.",
        "Review the match? y reviews it, Enter ends: ",
        "",
      ]
    `);
    const ended = await game(['play', '--seed', '1', '--chips', '3'], []);
    expect(ended.out).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 3 chips each · first to 4 points
      You are player 0; the computer (best) is player 1.
      Chips and points read you:computer.
      At stakes of 1 a match lasts about 10 rounds; larger stakes end it sooner.
      The rolls play out by themselves; any key skips the pauses, and q quits.

      Round 1 · chips 3:3 · you bet
        your chance to win: this round 45.2%, the match 48.5%
      Your stake, 1 to 3 (Enter: 1), or q to quit: 

      You quit in round 1; chips 3:3.
      "
    `);
  });

  it('is in colour only on a terminal without NO_COLOR', async () => {
    const args = ['play', '--seed', '1', '--chips', '3'];
    const coloured = await game(args, ['x', 'q'], { env: {} });
    // The escape character written as ESC, so the pinned text stays readable.
    expect(coloured.out.replaceAll('\u001b', 'ESC')).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 3 chips each · first to 4 points
      You are player 0; the computer (best) is player 1.
      Chips and points read you:computer.
      At stakes of 1 a match lasts about 10 rounds; larger stakes end it sooner.
      The rolls play out by themselves; any key skips the pauses, and q quits.

      Round 1 · chips 3:3 · you bet
      ESC[2m  your chance to win: this round 45.2%, the match 48.5%ESC[22m
      ESC[1mYour stake, 1 to 3 (Enter: 1), or q to quit: ESC[22mx
      ESC[33m  'x' is not allowed here: type a stake from 1 to 3 and Enter, Enter alone for
        1, or q to quitESC[39m
      ESC[1mYour stake, 1 to 3 (Enter: 1), or q to quit: ESC[22mq

      ESC[1mYou quit in round 1; chips 3:3.ESC[22m
      "
    `);
    // An empty NO_COLOR is unset (no-color.org).
    expect((await game(args, ['x', 'q'], { env: { NO_COLOR: '' } })).out).toBe(coloured.out);
    expect((await game(args, ['x', 'q'])).out).not.toContain('\u001b');
  });

  it('plays matches too large for the solver without the match chance, and refuses --bot best for them', async () => {
    const large = await game(
      ['play', '--seed', '1', '--chips', '5001', '--bot', 'bold'],
      ['', 'q'],
    );
    expect(large.out).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 5,001 chips each · first to 4 points
      You are player 0; the computer (bold) is player 1.
      Chips and points read you:computer.
      At stakes of 1 a match lasts about 30,362,715 rounds; larger stakes end it
      sooner.
      The rolls play out by themselves; any key skips the pauses, and q quits.
      Enter suggests half the smaller purse, and the chance to win the match is not
      shown: the solver takes matches of up to 10000 chips in all.

      Round 1 · chips 5,001:5,001 · you bet
        your chance to win: this round 45.2%
      Your stake, 1 to 5,001 (Enter: 2,501), or q to quit: 
        pot 5,002: the computer rolls first
        the computer rolls 4+4  Mid Kiri                 +2               points 0:2
        the computer rolls 4+4  Mid Kiri                 +2               points 0:4
        the computer wins round 1 (4 points) and takes 5,002 chips; chips 2,500:7,502

      Round 2 · chips 2,500:7,502 · the computer bets
        the computer bets 2,500
        your chance to win: this round 54.8%
      Accept the stake of 2,500 (Enter: y)? n declines and ends the match; q quits: q

      You quit in round 2; chips 2,500:7,502.
      "
    `);
    expect(await game(['play', '--chips', '5001'], [])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --bot best plays matches of up to 10000 chips in all, got 10002 (--chips 5001): use --chips 5000 or fewer, or --bot random or bold
      ",
        "out": "",
        "pauses": 0,
        "unread": [],
      }
    `);
  });

  it('refuses the options of the demo in the game, --step in the demo, and a bad --bot or --seat even for the demo', async () => {
    expect(await game(['play', '--stake', '2'], [])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --stake is an option of the demo: add --auto to play the demo
      ",
        "out": "",
        "pauses": 0,
        "unread": [],
      }
    `);
    expect(await game(['play', '--max-rounds', '3'], [])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --max-rounds is an option of the demo: add --auto to play the demo
      ",
        "out": "",
        "pauses": 0,
        "unread": [],
      }
    `);
    expect(cli(['play', '--step'])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --step is an option of the game against the computer, which needs a terminal and no --auto or --json
      ",
        "out": "",
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
      pauses: 0,
    });
    expect(await game([...args, '--json'], ['q'])).toEqual({
      ...demoJson,
      unread: ['q'],
      pauses: 0,
    });
    expect(await game(args, ['q'], { outIsTTY: false })).toEqual({
      ...demo,
      unread: ['q'],
      pauses: 0,
    });
    const out: string[] = [];
    const io = { out: (t: string) => void out.push(t), err: () => {}, errIsTTY: false };
    expect(
      run(args, { ...io, inIsTTY: false, outIsTTY: true, readLine: () => Promise.resolve('q') }),
    ).toBe(0);
    expect(run(args, { ...io, inIsTTY: true, outIsTTY: true })).toBe(0);
    expect(out.join('')).toBe(demo.out + demo.out);
    // The demo keeps its fixed seed and its 100 chips.
    expect(cli(['play']).out).toMatch(/^Kiri · seed 1 · 100 chips each /);
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
    // A FIFO of its own, not a device: were the check gone (a mutant), a test run as root
    // would put the record in place of /dev/full for every later test.
    const fifo = tempPath('interactive.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const full = await game(['play', '--seed', '1', '--record', fifo], ['q']);
    expect({ code: full.code, err: full.err.replace(fifo, 'FIFO') }).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --record FIFO: cannot write the file: not a regular file: it is a FIFO (named pipe)
      ",
      }
    `);
  });

  it('writes the record after Ctrl-C as after q', async () => {
    const quitFile = tempPath('quit.txt');
    const stopFile = tempPath('stopped.txt');
    const args = ['play', '--seed', '5', '--chips', '4'];
    await game([...args, '--record', quitFile], ['', 'q']);
    const stopped = await game([...args, '--record', stopFile], [''], { interruptAt: -2 });
    expect(stopped.code).toBe(130);
    expect(readFileSync(stopFile, 'utf8')).toBe(readFileSync(quitFile, 'utf8'));
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
