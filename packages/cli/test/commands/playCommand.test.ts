import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';
import { createMatch, reduce, type RollRecord, type RoundResult, type Seat } from 'kiri-dice';
import { houseSpec, passOnScoreSpec } from '@kiri-dice/testing/houseRules';
import { mutationRun } from '@kiri-dice/testing/propertyRuns';
import { formatRecord, parseRecord, replay } from 'kiri-dice/record';
import { bin, cli, jsonFile, tempPath } from '../cli.js';

/** One round of `play --json`. */
interface PlayedRound extends RoundResult {
  readonly bettor: Seat;
  readonly stake: number;
  readonly rolls: readonly RollRecord<string>[];
}

/** The document `play --json` prints, as far as these tests read it. */
interface PlayJson {
  readonly rounds: readonly PlayedRound[];
}

describe('kiri-dice play', () => {
  it('plays a seeded demo match and prints every roll', () => {
    const { code, out, err } = bin('play', '--seed', '1', '--chips', '4');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatchInlineSnapshot(`
      "Kiri · seed 1 · 4 chips each · first to 4 points

      Round 1: player 0 bets 2, player 1 accepts (pot 4)
        player 1 rolls 4+4  Mid Kiri                 +2               points 0:2
        player 1 rolls 4+4  Mid Kiri                 +2               points 0:4
        player 1 wins round 1 (4 points) and takes 4 chips; chips 2:6

      Round 2: player 1 bets 1, player 0 accepts (pot 2)
        player 0 rolls 4+4  Mid Kiri                 +2               points 2:0
        player 0 rolls 6+8  Kiri                                      points 2:0
        player 0 wins round 2 (Kiri) and takes 2 chips; chips 3:5

      Round 3: player 0 bets 2, player 1 accepts (pot 4)
        player 1 rolls 2+2  Mid Kiri                 +2               points 0:2
        player 1 rolls 6+2  Normal (Обычный бросок)  turn passes      points 0:2
        player 0 rolls 2+1  Kvatra (Кватра)          +1               points 1:2
        player 0 rolls 5+8  Normal (Обычный бросок)  turn passes      points 1:2
        player 1 rolls 3+6  Normal (Обычный бросок)  turn passes      points 1:2
        player 0 rolls 2+2  Mid Kiri                 +2               points 3:2
        player 0 rolls 3+4  Kvatra (Кватра)          +1               points 4:2
        player 0 wins round 3 (4 points) and takes 4 chips; chips 5:3

      Round 4: player 0 bets 2, player 1 accepts (pot 4)
        player 1 rolls 3+4  Kvatra (Кватра)          +1               points 0:1
        player 1 rolls 3+2  Kvatra (Кватра)          +1               points 0:2
        player 1 rolls 3+7  Normal (Обычный бросок)  turn passes      points 0:2
        player 0 rolls 3+2  Kvatra (Кватра)          +1               points 1:2
        player 0 rolls 5+6  Normal (Обычный бросок)  turn passes      points 1:2
        player 1 rolls 6+2  Normal (Обычный бросок)  turn passes      points 1:2
        player 0 rolls 7+6  Normal (Обычный бросок)  turn passes      points 1:2
        player 1 rolls 7+2  Normal (Обычный бросок)  turn passes      points 1:2
        player 0 rolls 5+6  Normal (Обычный бросок)  turn passes      points 1:2
        player 1 rolls 3+7  Normal (Обычный бросок)  turn passes      points 1:2
        player 0 rolls 2+7  Normal (Обычный бросок)  turn passes      points 1:2
        player 1 rolls 4+1  Kvatra (Кватра)          +1               points 1:3
        player 1 rolls 5+3  Normal (Обычный бросок)  turn passes      points 1:3
        player 0 rolls 3+1  Kvatra (Кватра)          +1               points 2:3
        player 0 rolls 1+2  Kvatra (Кватра)          +1               points 3:3
        player 0 rolls 3+5  Normal (Обычный бросок)  turn passes      points 3:3
        player 1 rolls 8+8  Mid Kiri                 +2               points 3:5
        player 1 wins round 4 (5 points) and takes 4 chips; chips 3:5

      Round 5: player 1 bets 2, player 0 accepts (pot 4)
        player 0 rolls 8+2  Normal (Обычный бросок)  turn passes      points 0:0
        player 1 rolls 6+5  Normal (Обычный бросок)  turn passes      points 0:0
        player 0 rolls 1+7  Normal (Обычный бросок)  turn passes      points 0:0
        player 1 rolls 8+3  Normal (Обычный бросок)  turn passes      points 0:0
        player 0 rolls 2+2  Mid Kiri                 +2               points 2:0
        player 0 rolls 5+5  Mid Kiri                 +2               points 4:0
        player 0 wins round 5 (4 points) and takes 4 chips; chips 5:3

      Round 6: player 0 bets 2, player 1 accepts (pot 4)
        player 1 rolls 5+3  Normal (Обычный бросок)  turn passes      points 0:0
        player 0 rolls 5+3  Normal (Обычный бросок)  turn passes      points 0:0
        player 1 rolls 5+2  Kvatra (Кватра)          +1               points 0:1
        player 1 rolls 1+1  Dead                                      points 0:0
        player 0 wins round 6 (player 1 rolled Dead) and takes 4 chips; chips 7:1

      Round 7: player 0 bets 1, player 1 accepts (pot 2)
        player 1 rolls 5+1  Kvatra (Кватра)          +1               points 0:1
        player 1 rolls 8+6  Kiri                                      points 0:1
        player 1 wins round 7 (Kiri) and takes 2 chips; chips 6:2

      Round 8: player 1 bets 1, player 0 accepts (pot 2)
        player 0 rolls 5+7  Normal (Обычный бросок)  turn passes      points 0:0
        player 1 rolls 3+7  Normal (Обычный бросок)  turn passes      points 0:0
        player 0 rolls 8+7  Kiri                                      points 0:0
        player 0 wins round 8 (Kiri) and takes 2 chips; chips 7:1

      Round 9: player 0 bets 1, player 1 accepts (pot 2)
        player 1 rolls 5+4  Normal (Обычный бросок)  turn passes      points 0:0
        player 0 rolls 5+4  Normal (Обычный бросок)  turn passes      points 0:0
        player 1 rolls 2+4  Kvatra (Кватра)          +1               points 0:1
        player 1 rolls 5+2  Kvatra (Кватра)          +1               points 0:2
        player 1 rolls 8+3  Normal (Обычный бросок)  turn passes      points 0:2
        player 0 rolls 7+7  Mid Kiri                 +2               points 2:2
        player 0 rolls 3+3  Reverse (Реверс)         +2 extra rolls   points 2:2
        player 0 rolls 3+1  Kvatra (Кватра)          +1               points 3:2
        player 0 rolls 1+7  Normal (Обычный бросок)  turn passes      points 3:2
        player 1 rolls 5+1  Kvatra (Кватра)          +1               points 3:3
        player 1 rolls 7+5  Normal (Обычный бросок)  turn passes      points 3:3
        player 0 rolls 7+2  Normal (Обычный бросок)  turn passes      points 3:3
        player 1 rolls 6+2  Normal (Обычный бросок)  turn passes      points 3:3
        player 0 rolls 4+1  Kvatra (Кватра)          +1               points 4:3
        player 0 wins round 9 (4 points) and takes 2 chips; chips 8:0

      Match over after 9 rounds: player 0 wins all 8 chips.
      "
    `);
    expect(cli(['play', '--seed', '1', '--chips', '4']).out).toBe(out);
  });

  it('prints every round as JSON with --json, as reduce plays them', () => {
    const json = JSON.parse(
      cli(['play', '--json', '--seed', '5', '--chips', '20', '--stake', '7']).out,
    ) as PlayJson;
    let state = createMatch({ seed: 5, chips: [20, 20] });
    for (const round of json.rounds) {
      expect(round.bettor).toBe(state.bettor);
      state = reduce(reduce(state, { type: 'bet', player: round.bettor, amount: round.stake }), {
        type: 'accept',
        player: (1 - round.bettor) as 0 | 1,
      });
      for (const roll of round.rolls) {
        state = reduce(state, { type: 'roll', player: roll.player });
        expect(state.lastRoll).toEqual(roll);
      }
      expect(state.lastRound).toEqual({
        round: round.round,
        winner: round.winner,
        reason: round.reason,
        pot: round.pot,
        points: round.points,
      });
    }
    expect(json).toMatchObject({
      rules: 'standard',
      seed: 5,
      chips: [20, 20],
      maxRounds: 10000,
      finished: true,
      winner: state.winner,
      endChips: state.chips,
    });
    expect(state.phase).toBe('over');
  });

  it('writes the JSON document as the match goes: the match, each round as it ends, the result', () => {
    const pieces: string[] = [];
    expect(
      run(['play', '--json', '--seed', '1', '--chips', '4'], {
        out: (text) => pieces.push(text),
        err: () => {},
        errIsTTY: false,
      }),
    ).toBe(0);
    // Nine rounds (as the text transcript shows): a header, one piece per round, a footer.
    expect(pieces).toHaveLength(11);
    expect(pieces[0]).toMatchInlineSnapshot(
      `"{"rules":"standard","seed":1,"chips":[4,4],"maxRounds":10000,"rounds":["`,
    );
    expect(pieces.at(-1)).toMatchInlineSnapshot(`
      "],"finished":true,"winner":0,"endChips":[8,0]}
      "
    `);
    expect(
      pieces
        .slice(1, -1)
        .map((piece) => (JSON.parse(piece.replace(/^,/, '')) as PlayedRound).round),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((JSON.parse(pieces.join('')) as PlayJson).rounds).toHaveLength(9);
  });

  it('stops a match that lasts too long after --max-rounds rounds (default 10000), and says so', () => {
    expect(
      cli(['play', '--seed', '1', '--chips', '4', '--max-rounds', '2']).out.split('\n').slice(-3),
    ).toMatchInlineSnapshot(`
      [
        "",
        "Match stopped unfinished after 2 rounds (--max-rounds 2); chips 3:5.",
        "",
      ]
    `);
    const json = JSON.parse(
      cli(['play', '--json', '--seed', '1', '--chips', '4', '--max-rounds', '2']).out,
    ) as PlayJson;
    expect(json).toMatchObject({ maxRounds: 2, finished: false, winner: null, endChips: [3, 5] });
    expect(json.rounds).toHaveLength(2);
    expect(cli(['play', '--seed', '1', '--chips', '4', '--max-rounds', '1']).out).toMatch(
      /\nMatch stopped unfinished after 1 round \(--max-rounds 1\); chips 2:6\.\n$/,
    );
    // Enough rounds to end: the same match as without the limit.
    expect(cli(['play', '--seed', '1', '--chips', '4', '--max-rounds', '9']).out).toBe(
      cli(['play', '--seed', '1', '--chips', '4']).out,
    );
    const long = cli(['play', '--seed', '1', '--chips', '1000000', '--stake', '1']);
    expect(long).toMatchObject({ code: 0, err: '' });
    expect(long.out).toMatch(
      /\nMatch stopped unfinished after 10,000 rounds \(--max-rounds 10000\); chips [\d,]+:[\d,]+\.\n$/,
    );
  });

  // The built bin only, which no mutant of src/ reaches: not in the mutation run.
  it.skipIf(mutationRun)('keeps memory flat however long the match, text or JSON', () => {
    // 16 MB of heap: the old command kept every round and ran out within a second.
    for (const json of [[], ['--json']]) {
      const { status, stderr } = spawnSync(
        process.execPath,
        [
          '--max-old-space-size=16',
          'packages/cli/dist/cli.js',
          'play',
          '--chips',
          '1000000',
          '--stake',
          '1',
          '--max-rounds',
          '40000',
          ...json,
        ],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
          encoding: 'utf8',
        },
      );
      expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    }
  });

  it('plays house rules, where scoring may pass the turn or a roll may do nothing', () => {
    const pass = cli([
      'play',
      '--seed',
      '2',
      '--rules',
      jsonFile('pass.json', passOnScoreSpec),
    ]).out;
    expect(pass).toMatch(/Kvatra \(Кватра\) +\+1 +points/);
    const house = cli(['play', '--seed', '4', '--rules', jsonFile('house.json', houseSpec)]).out;
    expect(house).toMatch(/^Kiri · seed 4 · 100 chips each · first to 5 points\n/);
    // Idle keeps the turn and does nothing: no effect to show. The name column is as wide as the
    // longest name of these rules, 'jackpot' (7), not the standard rules' 23: 3 + 2 + 15 + 2.
    expect(house).toMatch(/ idle {22}points /);
  });

  it('plays a match of one round', () => {
    expect(cli(['play', '--chips', '1']).out).toMatch(
      /Match over after 1 round: player \d wins all 2 chips\.\n$/,
    );
  });

  it('rejects bad numbers and bad seeds, saying what each option allows', () => {
    expect(cli(['play', '--seed', '-1']).err).toMatchInlineSnapshot(`
      "kiri-dice: --seed must be a whole number from 0 to 9007199254740991, or text that is not a number (hashed), got '-1'
      "
    `);
    expect(cli(['play', '--chips', '1e3', '--seed', '1']).out).toMatch(
      /^Kiri · seed 1 · 1,000 chips each /,
    );
    expect(cli(['play', '--chips', '0']).err).toMatchInlineSnapshot(`
      "kiri-dice: --chips must be a whole number from 1 to 4503599627370495, got '0'
      "
    `);
    expect(cli(['play', '--stake', 'x']).code).toBe(2);
    expect(cli(['play', '--chips', '9007199254740991']).err).toMatchInlineSnapshot(`
      "kiri-dice: --chips must be a whole number from 1 to 4503599627370495, got '9007199254740991'
      "
    `);
  });

  it('writes the match record with --record, its output unchanged', () => {
    const file = tempPath('play-seed-1.txt');
    const plain = cli(['play', '--seed', '1', '--chips', '4']);
    expect(cli(['play', '--seed', '1', '--chips', '4', '--record', file])).toEqual(plain);
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n').slice(0, 8)).toMatchInlineSnapshot(`
      [
        "format 1",
        "seed 1",
        "chips 4 4",
        "first-bettor 0",
        "rules standard",
        "",
        "1. P0 bets 2, P1 accepts; P1 4+4 4+4 {P1 wins 4 by points, points 0-4}",
        "2. P1 bets 1, P0 accepts; P0 4+4 6+8 {P0 wins 2 by kiri, points 2-0}",
      ]
    `);
    const states = replay(parseRecord(text));
    expect(states.at(-1)).toMatchObject({ phase: 'over', winner: 0, chips: [8, 0] });
    // JSON, house rules and an unfinished match are recorded too.
    const house = jsonFile('record-house.json', houseSpec);
    const args = ['--seed', 'x', '--chips', '9', '--max-rounds', '2', '--rules', house];
    const json = cli(['play', ...args, '--json']);
    expect(cli(['play', ...args, '--json', '--record', file])).toEqual(json);
    const record = parseRecord(readFileSync(file, 'utf8'));
    expect(record.rules).not.toBe('standard');
    expect(replay(record).at(-1)!.round).toBe(3);
  });

  it('refuses a --record file it cannot write, in one line with exit code 2', () => {
    const missing = tempPath('no/such/folder.txt');
    const temp = tempPath('no/such/.folder.txt.PID.tmp');
    const refused = cli(['play', '--record', missing]);
    expect(refused.err.replace(String(process.pid), 'PID')).toBe(
      `kiri-dice: --record ${missing}: cannot write the file: ENOENT: no such file or directory, open '${temp}'\n`,
    );
    // A FIFO of its own, not a device (see playInteractive.test.ts).
    const fifo = tempPath('play.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const full = cli(['play', '--chips', '2', '--record', fifo, '--json']);
    expect({ code: full.code, err: full.err.replace(fifo, 'FIFO') }).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "{"error":{"code":"USAGE","message":"--record FIFO: cannot write the file: not a regular file: it is a FIFO (named pipe)"}}
      ",
      }
    `);
  });

  it('--record writes beside the file and replaces it at the end: an option refused later keeps the old file', () => {
    const file = tempPath('precious.txt');
    writeFileSync(file, 'precious');
    const fifo = tempPath('record-out.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expect(cli(['play', '--record', fifo]).err.replace(fifo, 'FIFO')).toMatchInlineSnapshot(`
      "kiri-dice: --record FIFO: cannot write the file: not a regular file: it is a FIFO (named pipe)
      "
    `);
    expect(readFileSync(file, 'utf8')).toBe('precious');
    expect(readdirSync(dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(cli(['play', '--seed', '1', '--chips', '4', '--record', file]).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(formatRecord(parseRecord(readFileSync(file, 'utf8'))));
  });

  it('the demo at a Ctrl-C or a SIGTERM (the real command line): the line that says so, the record so far, no temporary file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kiri-dice-signal-'));
    for (const [signal, exit] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      const file = join(folder, `${signal}.txt`);
      writeFileSync(file, 'precious');
      const child = spawn(
        process.execPath,
        [
          ...['packages/cli/dist/cli.js', 'play', '--chips', '1000000', '--stake', '1'],
          ...['--max-rounds', '1000000000', '--record', file],
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let sent = false;
      // Once the demo has printed its second round, it is in its loop: then the signal.
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (!sent && out.includes('Round 2:')) sent = child.kill(signal);
      });
      const code = await new Promise((resolve) => child.on('close', resolve));
      expect(code).toBe(exit);
      const last = out.trimEnd().split('\n').at(-1)!;
      expect(last.replace(/\d[\d,]*/g, 'N')).toBe(
        `Match stopped unfinished after N rounds (interrupted by ${signal}); chips N:N.`,
      );
      // The record so far replaced the old file: every round the demo printed, and no more.
      const record = parseRecord(readFileSync(file, 'utf8'));
      const rounds = Number(/after ([\d,]+) rounds/.exec(last)![1]!.replaceAll(',', ''));
      expect(record.moves.filter((move) => move.type === 'bet')).toHaveLength(rounds);
      expect(replay(record).at(-1)!.round).toBe(rounds + 1);
    }
    expect(readdirSync(folder).sort()).toEqual(['SIGINT.txt', 'SIGTERM.txt']);
    rmSync(folder, { recursive: true, force: true });
  });

  it('has its own help', () => {
    // The help is the command's documentation: pinned whole.
    const help = cli(['play', '--help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatchInlineSnapshot(`
      "Usage: kiri-dice play [--seed S] [--chips N] [--bot best|random|bold]
                            [--seat 0|1] [--step] [--auto] [--stake N]
                            [--max-rounds N] [--record FILE] [--rules FILE] [--json]

      In a terminal, you play one seat of a match against the computer. The only
      choices in Kiri are the stake and the answer to a bet, so the game asks only for
      those: a stake and Enter bets (Enter alone bets the suggested stake: the
      solver's best in matches of up to 10000 chips in all, half the smaller purse in
      larger ones), and Enter or y accepts the computer's bet, while n declines it,
      which ends the whole match with no winner. The rolls play out by themselves, one
      line at a time, with a short pause that any key skips. Before each question it
      shows your chance to win the round, and the match against the computer you play.
      q and Enter, Ctrl-D or Ctrl-C quits, with the same summary (and record, with
      --record). At the end of a match the solver solved, y prints its exact review,
      as kiri-dice review does. In colour, unless NO_COLOR is set.

      At stakes of 1 a match is long, the more so the more chips: the game says at the
      start how many rounds it lasts on average (about 29 at 5 chips each, under the
      standard rules). Larger stakes end it sooner.

      With --auto or --json, or when input or output is not a terminal, it plays one
      seeded demo match between two automatic players and prints every roll as it
      happens. With --json it prints one JSON document on one line, written as the
      match goes: the match, each round as it ends, then the result ("finished": false
      when --max-rounds stopped it). Ctrl-C stops the demo between two rounds, saying
      so (exit code 130), with the record so far.

      Options:
        --seed S      seed of the match: a whole number from 0 to 9007199254740991, or
                      text that is not a number (hashed) (default: in the game, a
                      fresh seed, printed, so that --seed deals the same dice again;
                      in the demo, 1)
        --chips N     starting chips of each player, from 1 to 4503599627370495
                      (default 5 in the game, 100 in the demo)
        --bot B       how the computer stakes: best (the solver's best stake, for up
                      to 5000 chips each), random or bold (the largest stake) (default
                      best)
        --seat N      your seat, 0 (you bet first) or 1 (default 0)
        --step        roll with Enter: each of your rolls waits for it, instead of
                      playing out by itself
        --auto        play the demo even in a terminal
        --stake N     the demo's stake of every bet, lowered to the smaller balance
                      when needed (default: half the smaller balance, rounded up)
        --max-rounds N
                      stop the demo unfinished after N rounds, saying so, with exit
                      code 0 (default 10000: a match of many chips at a small stake
                      may never end)
        --record FILE write the match record to FILE, in the notation of match
                      records: written beside FILE as the match goes, it replaces FILE
                      when the match ends or you quit (the demo stops before the
                      record passes 16 MiB)
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
