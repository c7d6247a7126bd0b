import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatRecord,
  play,
  replay,
  startRecord,
  type MatchRecord,
  type RecordedMatch,
} from 'kiri-dice/record';
import type { Action } from 'kiri-dice';
import { house } from '@kiri-dice/testing/houseRules';
import { cli, jsonFile, tempPath } from '../cli.js';

/** Plays the actions on a recorded match, each one accepted. */
function played(match: RecordedMatch<string>, actions: readonly Action[]): MatchRecord {
  let next = match;
  for (const action of actions) {
    next = play(next, action);
    expect(next.state.error).toBeNull();
  }
  return next.record;
}

/** A short match: a round with given and drawn dice, then a bet the other declines. */
let declined: MatchRecord;
// Played in each test, not on import, so that the mutation run can credit the record's lines to
// the tests that reach them (code run on import reaches no test in particular).
beforeEach(() => {
  declined = played(startRecord({ seed: 7, chips: [20, 30], firstBettor: 1 }), [
    { type: 'bet', player: 1, amount: 10 },
    { type: 'accept', player: 0 },
    { type: 'roll', player: 0, dice: [8, 6] },
    { type: 'bet', player: 0, amount: 5 },
    { type: 'decline', player: 1 },
  ]);
});

describe('kiri-dice replay', () => {
  it('prints the match of play --record exactly as play printed it', () => {
    const file = tempPath('replay-seed-5.txt');
    const shown = cli(['play', '--seed', '5', '--record', file]);
    expect(cli(['replay', file])).toEqual(shown);
    expect(shown.out.split('\n').slice(0, 4)).toMatchInlineSnapshot(`
      [
        "Kiri · seed 5 · 100 chips each · first to 4 points",
        "",
        "Round 1: player 0 bets 50, player 1 accepts (pot 100)",
        "  player 1 rolls 3+4  Kvatra (Кватра)          +1               points 0:1",
      ]
    `);
  });

  it('says who ran out of time, in any phase, and who won the match', () => {
    const start = startRecord({ seed: 7, chips: [20, 30], firstBettor: 1 });
    const bet: Action = { type: 'bet', player: 1, amount: 10 };
    const accept: Action = { type: 'accept', player: 0 };
    const ends = [
      [{ type: 'timeout', player: 1 }],
      [bet, { type: 'timeout', player: 0 }],
      [bet, accept, { type: 'roll', player: 0, dice: [1, 2] }, { type: 'timeout', player: 0 }],
    ] as const;
    const outs = ends.map((actions) => {
      const record = played(start, actions);
      const { out } = cli(['replay', jsonFile('timeout.txt', formatRecord(record))]);
      return out.split('\n').slice(1);
    });
    expect(outs).toMatchInlineSnapshot(`
      [
        [
          "",
          "  player 0 wins round 1 (player 1 ran out of time) and takes 30 chips; chips 50:0",
          "",
          "Match over after 1 round: player 0 wins all 50 chips.",
          "",
        ],
        [
          "",
          "Round 1: player 1 bets 10",
          "  player 1 wins round 1 (player 0 ran out of time) and takes 20 chips; chips 0:50",
          "",
          "Match over after 1 round: player 1 wins all 50 chips.",
          "",
        ],
        [
          "",
          "Round 1: player 1 bets 10, player 0 accepts (pot 20)",
          "  player 0 rolls 1+2  Kvatra (Кватра)          +1               points 1:0",
          "  player 1 wins round 1 (player 0 ran out of time) and takes 30 chips; chips 0:50",
          "",
          "Match over after 1 round: player 1 wins all 50 chips.",
          "",
        ],
      ]
    `);
  });

  it('says that the host halted the match, before a bet or during the rolls, and that nobody won', () => {
    const start = startRecord({ seed: 7, chips: [20, 30], firstBettor: 1 });
    const bet: Action = { type: 'bet', player: 1, amount: 10 };
    const accept: Action = { type: 'accept', player: 0 };
    const ends = [
      [{ type: 'halt' }],
      [bet, accept, { type: 'roll', player: 0, dice: [1, 2] }, { type: 'halt' }],
    ] as const;
    const outs = ends.map((actions) => {
      const record = played(start, actions);
      const { out } = cli(['replay', jsonFile('halt.txt', formatRecord(record))]);
      return out.split('\n').slice(1);
    });
    expect(outs).toMatchInlineSnapshot(`
      [
        [
          "",
          "Match over in round 1: halted by the host, so nobody wins; chips 20:30.",
          "",
        ],
        [
          "",
          "Round 1: player 1 bets 10, player 0 accepts (pot 20)",
          "  player 0 rolls 1+2  Kvatra (Кватра)          +1               points 1:0",
          "",
          "Match over in round 1: halted by the host, so nobody wins; chips 20:30.",
          "",
        ],
      ]
    `);
  });

  it('reads the JSON of a record as well as its notation', () => {
    const text = cli(['replay', jsonFile('declined.txt', formatRecord(declined))]);
    expect(cli(['replay', jsonFile('declined.json', declined)])).toEqual(text);
    expect(text).toMatchInlineSnapshot(`
      {
        "code": 0,
        "err": "",
        "out": "Kiri · seed 7 · chips 20:30 · first to 4 points

      Round 1: player 1 bets 10, player 0 accepts (pot 20)
        player 0 rolls 8+6  Kiri                                      points 0:0
        player 0 wins round 1 (Kiri) and takes 20 chips; chips 30:20

      Round 2: player 0 bets 5, player 1 declines

      Match over in round 2: the stake was declined, so nobody wins; chips 30:20.
      ",
      }
    `);
  });

  it('names who declines, whichever player bet', () => {
    const record = played(startRecord({ seed: 7, firstBettor: 1 }), [
      { type: 'bet', player: 1, amount: 10 },
      { type: 'decline', player: 0 },
    ]);
    expect(cli(['replay', jsonFile('first-declined.json', record)]).out).toContain(
      '\nRound 1: player 1 bets 10, player 0 declines\n',
    );
  });

  it('says where a record ends unfinished: waiting for an answer, or in the middle of a round', () => {
    const start = startRecord({ seed: 3 });
    const bet = played(start, [{ type: 'bet', player: 0, amount: 10 }]);
    expect(cli(['replay', jsonFile('bet.json', bet)]).out).toMatchInlineSnapshot(`
      "Kiri · seed 3 · 100 chips each · first to 4 points

      Round 1: player 0 bets 10

      The record ends unfinished in round 1; chips 100:100.
      "
    `);
    const rolling = played(start, [
      { type: 'bet', player: 0, amount: 10 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1, dice: [2, 3] },
    ]);
    expect(cli(['replay', jsonFile('rolling.json', rolling)]).out).toMatchInlineSnapshot(`
      "Kiri · seed 3 · 100 chips each · first to 4 points

      Round 1: player 0 bets 10, player 1 accepts (pot 20)
        player 1 rolls 2+3  Kvatra (Кватра)          +1               points 0:1

      The record ends unfinished in round 1; chips 90:90, pot 20.
      "
    `);
    expect(cli(['replay', jsonFile('empty.json', start.record)]).out).toMatchInlineSnapshot(`
      "Kiri · seed 3 · 100 chips each · first to 4 points

      The record ends unfinished in round 1; chips 100:100.
      "
    `);
  });

  it('replays house rules as the record holds them', () => {
    const record = played(startRecord({ seed: 2, chips: [4, 4], rules: house }), [
      { type: 'bet', player: 0, amount: 2 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1 },
    ]);
    expect(cli(['replay', jsonFile('house.txt', formatRecord(record))]).out).toMatchInlineSnapshot(`
      "Kiri · seed 2 · 4 chips each · first to 5 points

      Round 1: player 0 bets 2, player 1 accepts (pot 4)
        player 1 rolls 6+8  pass     turn passes      points 0:0

      The record ends unfinished in round 1; chips 2:2, pot 4.
      "
    `);
  });

  it('prints the final state with --json', () => {
    const { code, out, err } = cli(['replay', jsonFile('declined-j.json', declined), '--json']);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out.endsWith('}\n')).toBe(true);
    expect(out).toBe(`${JSON.stringify({ state: replay(declined).at(-1) })}\n`);
  });

  it('refuses a file that cannot be read or is too large, as a bad argument (exit code 2)', () => {
    const missing = tempPath('missing.txt');
    expect(cli(['replay', missing])).toEqual({
      code: 2,
      out: '',
      err: `kiri-dice: ${missing}: ENOENT: no such file or directory, stat '${missing}'\n`,
    });
    expect(cli(['replay', '/dev/zero', '--json'])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "{"error":{"code":"USAGE","message":"/dev/zero: not a regular file: it is a device or a socket"}}
      ",
        "out": "",
      }
    `);
    expect(cli(['replay']).err).toMatchInlineSnapshot(`
      "kiri-dice: replay takes one FILE, the match record, got 0 (see kiri-dice replay --help)
      "
    `);
    expect(cli(['replay', 'a', 'b']).err).toMatchInlineSnapshot(`
      "kiri-dice: replay takes one FILE, the match record, got 2 (see kiri-dice replay --help)
      "
    `);
    expect(cli(['replay', '--rules', 'x.json', 'a']).code).toBe(2);
  });

  it('refuses what is not a record, or a tampered one, naming the place (exit code 1)', () => {
    const text = formatRecord(declined);
    const json = JSON.stringify(declined);
    const tampered = [
      jsonFile('hello.txt', 'hello'),
      jsonFile('broken.json', '{"format": 1,'),
      jsonFile('object.json', '{}'),
      jsonFile(
        'forged.txt',
        formatRecord(
          played(startRecord({ seed: 1 }), [
            { type: 'bet', player: 0, amount: 10 },
            { type: 'accept', player: 1 },
            { type: 'roll', player: 1 },
          ]),
        ).replace('4+4', '4+5'),
      ),
      jsonFile('forged.json', json.replace('"amount":5', '"amount":500')),
      jsonFile('results.txt', text.replace('P0 wins 20', 'P1 wins 20')),
    ];
    expect(text).toContain('P0 wins 20');
    const seen = tampered.map((file) => {
      const { code, out, err } = cli(['replay', file]);
      expect({ code, out }).toEqual({ code: 1, out: '' });
      return err.replace(file, 'FILE');
    });
    expect(seen).toMatchInlineSnapshot(`
      [
        "kiri-dice: FILE: line 1:1: expected 'format ', got "hello"
      ",
        "kiri-dice: FILE: not valid JSON at 1:14 (line:column): Expected double-quoted property name
      ",
        "kiri-dice: FILE: record.format must be 1 (the only format this version of kiri-dice reads), got undefined
      ",
        "kiri-dice: FILE: line 7:31 (round 1, roll 1): the roll is recorded as drawn with 4+5, but the seed draws 4+4 here
      ",
        "kiri-dice: FILE: record.moves[3] (round 2): stake must be a whole number from 1 to 20, got 500
      ",
        "kiri-dice: FILE: line 7:36: expected the round's result ' {P0 wins 20 by kiri, points 0-0}' and the end of the line, got " {P1 wins 20 by kiri, points 0-0}"
      ",
      ]
    `);
    expect(cli(['replay', tampered[0]!, '--json']).err.replace(tampered[0]!, 'FILE')).toBe(
      `{"error":{"code":"INVALID_RECORD","message":"FILE: line 1:1: expected 'format ', got \\"hello\\""}}\n`,
    );
  });

  it('has its own help', () => {
    expect(cli(['replay', '--help'])).toMatchInlineSnapshot(`
      {
        "code": 0,
        "err": "",
        "out": "Usage: kiri-dice replay FILE [--json]

      Replays the match record in FILE and prints the match round by round, as
      kiri-dice play prints it: every bet, every roll and every round's end, then how
      the match ended. With --json it prints the final state of the match instead, as
      one line of JSON: {"state": ...}.

      Options:
        --json        print one line of JSON instead of text (errors too, on stderr)
        --lang L      the language of the text, en or ru (default: from LANGUAGE,
                      LC_ALL, LC_MESSAGES or LANG, else en)
        -h, --help    show this help

      FILE holds a match record: its notation, as kiri-dice play --record writes it
      (formatRecord), or its JSON. Either is replayed, nothing taken on trust: a
      record that does not replay exactly is refused with exit code 1, naming the line
      and column or the move, and why.
      ",
      }
    `);
  });
});
