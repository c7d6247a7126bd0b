import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Seat } from 'kiri-dice';
import { commitTo, fairDice, type FairReveal } from 'kiri-dice/fair';
import {
  formatRecord,
  play,
  startRecord,
  type MatchRecord,
  type RecordedMatch,
} from 'kiri-dice/record';
import * as example from '@kiri-dice/testing/freshValuesExample';
import { cli, jsonFile, ran, tempPath } from '../cli.js';

// The fair dice's check, watched: which rolls each batch held (the rolls themselves are the real
// ones). A batch is the rolls asked for together: one that starts with none in flight starts a batch.
// `fault` makes verifyFairRolls fail as no input can: a fault of its own, which is not the user's.
const watched = vi.hoisted(() => ({
  batches: [] as [number, number][],
  inFlight: 0,
  fault: false,
}));
vi.mock('kiri-dice/fair', async (importOriginal) => {
  const real = await importOriginal<typeof import('kiri-dice/fair')>();
  return {
    ...real,
    verifyFairRolls: (...args: Parameters<typeof real.verifyFairRolls>) =>
      watched.fault ? Promise.reject(new TypeError('a fault')) : real.verifyFairRolls(...args),
    fairRoller: (...args: Parameters<typeof real.fairRoller>) => {
      const roll = real.fairRoller(...args);
      return async (clientSeed: string, n: number) => {
        const { batches } = watched;
        if (watched.inFlight++ === 0) batches.push([n, 1]);
        else batches[batches.length - 1]![1]++;
        try {
          return await roll(clientSeed, n);
        } finally {
          watched.inFlight--;
        }
      };
    },
  };
});

const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
const commitment = '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a';
const clientSeed = 'lucky-7';

/**
 * Plays `rounds` rounds of 10 chips (or all a player has left), or the whole match when it ends
 * sooner, every roll's dice the fair dice of its number, but for roll `forged`, which gets the
 * fair dice of the roll after it.
 */
async function fairMatch(rounds: number, forged = -1): Promise<MatchRecord> {
  let match: RecordedMatch<string> = startRecord({ seed: 11, chips: [50, 50] });
  let n = 0;
  for (let round = 0; round < rounds && match.state.phase === 'betting'; round++) {
    const bettor: Seat = match.state.bettor;
    const amount = Math.min(10, ...match.state.chips);
    match = play(match, { type: 'bet', player: bettor, amount });
    match = play(match, { type: 'accept', player: bettor === 0 ? 1 : 0 });
    while (match.state.phase === 'rolling') {
      const dice = await fairDice(serverSeed, clientSeed, n === forged ? n + 1 : n);
      match = play(match, { type: 'roll', player: match.state.roller, dice });
      n++;
    }
  }
  return match.record;
}

/** The three seed options. */
const seeds = [
  '--server-seed',
  serverSeed,
  '--client-seed',
  clientSeed,
  '--commitment',
  commitment,
];

describe('kiri-dice verify', () => {
  it('says each count in the singular when it is one', async () => {
    let match = startRecord({ seed: 11, chips: [50, 50] });
    match = play(match, { type: 'bet', player: 0, amount: 10 });
    match = play(match, { type: 'accept', player: 1 });
    match = play(match, {
      type: 'roll',
      player: 1,
      dice: await fairDice(serverSeed, clientSeed, 0),
    });
    match = play(match, { type: 'halt' });
    const file = jsonFile('one-roll.txt', formatRecord(match.record));
    expect((await ran(['verify', file, ...seeds])).out).toBe('ok: 4 moves, 1 round, 1 roll fair\n');
    const one = startRecord({ seed: 11, chips: [50, 50] });
    const halted = jsonFile('one-move.txt', formatRecord(play(one, { type: 'halt' }).record));
    expect((await ran(['verify', halted])).out).toBe('ok: 1 move, 0 rounds\n');
  });

  it('replays a record and says how many moves and rounds it holds', () => {
    const file = tempPath('verify-seed-5.txt');
    cli(['play', '--seed', '5', '--chips', '10', '--record', file]);
    expect(cli(['verify', file])).toMatchInlineSnapshot(`
      {
        "code": 0,
        "err": "",
        "out": "ok: 127 moves, 13 rounds
      ",
      }
    `);
    expect(cli(['verify', file, '--json'])).toMatchInlineSnapshot(`
      {
        "code": 0,
        "err": "",
        "out": "{"ok":true,"finished":true,"moves":127,"rounds":13}
      ",
      }
    `);
  });

  it('says that a record whose match is not over is unfinished, with exit code 3', () => {
    const file = tempPath('verify-unfinished.txt');
    cli(['play', '--seed', '5', '--chips', '10', '--max-rounds', '2', '--record', file]);
    expect(cli(['verify', file])).toMatchInlineSnapshot(`
      {
        "code": 3,
        "err": "",
        "out": "unfinished: 10 moves, 2 rounds, the match is not over
      ",
      }
    `);
    expect(cli(['verify', file, '--json'])).toMatchInlineSnapshot(`
      {
        "code": 3,
        "err": "",
        "out": "{"ok":false,"finished":false,"moves":10,"rounds":2}
      ",
      }
    `);
  });

  it('names the first bad move of a tampered record, with exit code 1', () => {
    const text = formatRecord(
      play(
        play(play(startRecord({ seed: 1 }), { type: 'bet', player: 0, amount: 10 }), {
          type: 'accept',
          player: 1,
        }),
        { type: 'roll', player: 1 },
      ).record,
    );
    const forged = jsonFile('verify-forged.txt', text.replace('4+4', '4+5'));
    const { code, out, err } = cli(['verify', forged]);
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err.replace(forged, 'FILE')).toMatchInlineSnapshot(`
      "kiri-dice: FILE: line 7:31 (round 1, roll 1): the roll is recorded as drawn with 4+5, but the seed draws 4+4 here
      "
    `);
    expect(cli(['verify', tempPath('verify-missing.txt')]).code).toBe(2);
  });

  it('checks the fair dice of a record with the seeds: the commitment, then every roll', async () => {
    const record = await fairMatch(3);
    const text = jsonFile('fair.txt', formatRecord(record));
    const json = jsonFile('fair.json', record);
    expect(await ran(['verify', text, ...seeds])).toMatchInlineSnapshot(`
      {
        "code": 3,
        "err": "",
        "out": "unfinished: 35 moves, 3 rounds, 29 rolls fair, the match is not over
      ",
      }
    `);
    expect(await ran(['verify', json, ...seeds, '--json'])).toMatchInlineSnapshot(`
      {
        "code": 3,
        "err": "",
        "out": "{"ok":false,"finished":false,"moves":35,"rounds":3,"fairRolls":29}
      ",
      }
    `);
    // The whole match: every roll fair, and over.
    const whole = jsonFile('whole.txt', formatRecord(await fairMatch(1000)));
    expect(await ran(['verify', whole, ...seeds])).toMatchInlineSnapshot(`
      {
        "code": 0,
        "err": "",
        "out": "ok: 142 moves, 15 rounds, 112 rolls fair
      ",
      }
    `);
    // Cut before its end, the same record proves nothing of the result: exit code 3.
    const lines = readFileSync(whole, 'utf8').split('\n');
    const cut = jsonFile('cut.txt', `${lines.slice(0, -3).join('\n')}\n`);
    expect(await ran(['verify', cut, ...seeds])).toMatchInlineSnapshot(`
      {
        "code": 3,
        "err": "",
        "out": "unfinished: 130 moves, 13 rounds, 104 rolls fair, the match is not over
      ",
      }
    `);
    expect(await ran(['verify', cut, ...seeds, '--json'])).toMatchInlineSnapshot(`
      {
        "code": 3,
        "err": "",
        "out": "{"ok":false,"finished":false,"moves":130,"rounds":13,"fairRolls":104}
      ",
      }
    `);
    // The seeds' hexadecimal digits may be of either case.
    const upper = [
      '--server-seed',
      serverSeed.toUpperCase(),
      '--commitment',
      commitment.toUpperCase(),
    ];
    expect((await ran(['verify', whole, ...upper, '--client-seed', clientSeed])).code).toBe(0);
    // A move past the match's end does not replay: exit code 1.
    const over = await fairMatch(1000);
    const roll = { type: 'roll', player: 0, dice: [8, 6], drawn: false } as const;
    const extended = jsonFile('extended.json', { ...over, moves: [...over.moves, roll] });
    const past = await ran(['verify', extended, ...seeds]);
    expect({ ...past, err: past.err.replace(extended, 'FILE') }).toMatchInlineSnapshot(`
      {
        "code": 1,
        "err": "kiri-dice: FILE: record.moves[142] (round 16): cannot roll: the match is over; start a new one with createMatch()
      ",
        "out": "",
      }
    `);
  });

  it('checks the rolls 16 at a time as it reads them, and the rest at the end', async () => {
    const batchesOf = async (rounds: number) => {
      watched.batches.length = 0;
      const file = jsonFile(`batches-${rounds}.txt`, formatRecord(await fairMatch(rounds)));
      expect((await ran(['verify', file, ...seeds])).err).toBe('');
      return watched.batches.map(([from, count]) => `${from}+${count}`).join(' ');
    };
    expect(await batchesOf(3)).toBe('0+16 16+13');
    expect(await batchesOf(1000)).toBe('0+16 16+16 32+16 48+16 64+16 80+16 96+16');
  });

  it('names a roll whose second die alone is wrong, first of its batch', async () => {
    const record = await fairMatch(1000);
    const rollAt = record.moves.flatMap((move, i) => (move.type === 'roll' ? [i] : []));
    // Rolls 0 and 16 start their batches. One die changed can change the match: the first
    // change that still replays is the one checked.
    let checked = 0;
    for (const n of [0, 16, 32, 48]) {
      const at = rollAt[n]!;
      const [a, b] = (record.moves[at] as { dice: readonly [number, number] }).dice;
      for (const other of [1, 2, 3, 4, 5, 6, 7, 8].filter((die) => die !== b)) {
        const moves = record.moves.map((move, i) =>
          i === at ? { ...move, dice: [a, other], drawn: false } : move,
        );
        const file = jsonFile(`second-die-${n}-${other}.json`, { ...record, moves });
        const outcome = await ran(['verify', file, ...seeds]);
        if (!outcome.err.includes('NOT_FAIR') && !outcome.err.includes(`roll ${n} (`)) continue;
        expect(outcome.code).toBe(1);
        expect(outcome.err).toContain(`roll ${n} (record.moves[${at}]`);
        expect(outcome.err).toContain(`has the dice ${a}+${other}, but the seeds give ${a}+${b}`);
        checked++;
        break;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('names the first roll that is not fair, or a seed that is not the committed one', async () => {
    const forged = jsonFile('unfair.txt', formatRecord(await fairMatch(3, 4)));
    // Past the first batch of 16 rolls, in the last and shorter one.
    const late = jsonFile('unfair-late.txt', formatRecord(await fairMatch(3, 20)));
    const honest = jsonFile('honest.txt', formatRecord(await fairMatch(1)));
    const otherSeed = serverSeed.replace(/^2/, '3');
    const outcomes = await Promise.all([
      ran(['verify', forged, ...seeds]),
      ran(['verify', honest, ...seeds.slice(0, 4), '--commitment', await commitTo(otherSeed)]),
      ran(['verify', honest, '--server-seed', otherSeed, ...seeds.slice(2)]),
      ran(['verify', honest, ...seeds.slice(0, 2), '--client-seed', 'lucky-8', ...seeds.slice(4)]),
      ran(['verify', forged, ...seeds, '--json']),
      ran(['verify', late, ...seeds]),
    ]);
    expect(outcomes.map(({ code, out }) => ({ code, out }))).toEqual(
      Array(6).fill({ code: 1, out: '' }),
    );
    expect(
      outcomes.map(({ err }) =>
        err.replace(forged, 'FORGED').replace(honest, 'HONEST').replace(late, 'LATE'),
      ),
    ).toMatchInlineSnapshot(`
      [
        "kiri-dice: FORGED: roll 4 (record.moves[8], round 2) has the dice 5+5, but the seeds give 1+7
      ",
        "kiri-dice: HONEST: the server seed is not the one committed to: its SHA-256 is 5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a, but the commitment is af83c59d7ee645b6bd8a443db871bdeaef295fc9f33e93022d26a7b5a573cf34
      ",
        "kiri-dice: HONEST: the server seed is not the one committed to: its SHA-256 is af83c59d7ee645b6bd8a443db871bdeaef295fc9f33e93022d26a7b5a573cf34, but the commitment is 5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a
      ",
        "kiri-dice: HONEST: roll 1 (record.moves[3], round 1) has the dice 3+1, but the seeds give 5+4
      ",
        "{"error":{"code":"NOT_FAIR","message":"FORGED: roll 4 (record.moves[8], round 2) has the dice 5+5, but the seeds give 1+7"}}
      ",
        "kiri-dice: LATE: roll 20 (record.moves[26], round 3) has the dice 3+6, but the seeds give 5+6
      ",
      ]
    `);
  });

  /** The worked example of fresh values each round (docs/fair-dice.md): one round, 3 rolls. */
  const worked = { record: example.record, rounds: example.rounds };
  const roundValues = example.values;
  /** The options of the worked example, with the rounds of `rounds` in a file. */
  const roundOptions = (name: string, rounds: unknown) => [
    '--server-seed',
    serverSeed,
    '--rounds',
    jsonFile(name, rounds),
    '--commitment',
    commitment,
  ];

  it('checks a match of fresh values each round with --rounds: every reveal, then every roll', async () => {
    const json = jsonFile('rounds-record.json', worked.record);
    const text = jsonFile('rounds-record.txt', `\ufeff${formatRecord(worked.record)}`);
    for (const file of [json, text])
      expect(await ran(['verify', file, ...roundOptions('rounds.json', worked.rounds)])).toEqual({
        code: 0,
        out: 'ok: 5 moves, 1 round, 3 rolls fair\n',
        err: '',
      });
    const [acceptor, bettor] = worked.rounds.reveals;
    const acceptorCommitment = worked.rounds.commitments[1];
    const wrong = await Promise.all(
      [
        [{ ...acceptor, value: roundValues.seat0 }, bettor],
        [bettor, acceptor],
        [acceptor],
        [acceptor, bettor, acceptor],
        // Seat 0 committed to seat 1's value, and reveals it again.
        [acceptor, { ...bettor, value: roundValues.seat1 }],
      ].map((reveals, i) => {
        const commitments =
          i === 4 ? [acceptorCommitment, acceptorCommitment] : worked.rounds.commitments;
        return ran(['verify', json, ...roundOptions(`rounds-${i}.json`, { commitments, reveals })]);
      }),
    );
    expect(wrong.map(({ code, out }) => ({ code, out }))).toEqual(
      Array(5).fill({ code: 1, out: '' }),
    );
    expect(wrong.map(({ err }) => err.replace(json, 'FILE'))).toMatchInlineSnapshot(`
      [
        "kiri-dice: FILE: reveal 0 is not the value its seat committed to: its SHA-256 is d27993890d386e75c7673f77336289f7688361d180cffe48d159037ca4fab2f5, but the commitment is 66bfd58a17ff5a9a665a3a0a783af22fccae036ccf88f9416dbc9dd2656ce4b5
      ",
        "kiri-dice: FILE: reveal 0 is seat 0's, but it was seat 1's turn (in each round the acceptor reveals, then the bettor)
      ",
        "kiri-dice: FILE: the record's rounds need reveal 1, which the rounds do not have
      ",
        "kiri-dice: FILE: reveal 2 comes after the record's last round
      ",
        "kiri-dice: FILE: reveal 1 has a value revealed before: each value serves one round
      ",
      ]
    `);
    // A roll that is not its round's, and a server seed that is not the committed one.
    const forged = jsonFile('rounds-forged.json', {
      ...worked.record,
      moves: [
        ...worked.record.moves.slice(0, 4),
        { type: 'roll', player: 0, dice: [8, 5], drawn: false },
      ],
    });
    const options = roundOptions('rounds.json', worked.rounds);
    expect((await ran(['verify', forged, ...options, '--json'])).err.replace(forged, 'FILE'))
      .toMatchInlineSnapshot(`
      "{"error":{"code":"NOT_FAIR","message":"FILE: roll 2 (record.moves[4], round 1) has the dice 8+5, but the seeds give 8+6"}}
      "
    `);
    const otherSeed = ['--server-seed', '0'.repeat(64), ...options.slice(2)];
    expect((await ran(['verify', json, ...otherSeed])).err.replace(json, 'FILE'))
      .toMatchInlineSnapshot(`
      "kiri-dice: FILE: the server seed is not the one committed to: its SHA-256 is 66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925, but the commitment is 5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a
      "
    `);
    // A match cut before its end: its reveals and rolls so far are fair, its result is not proven.
    const cut = jsonFile('rounds-cut.json', {
      ...worked.record,
      moves: worked.record.moves.slice(0, 4),
    });
    expect(await ran(['verify', cut, ...options])).toEqual({
      code: 3,
      out: 'unfinished: 4 moves, 1 round, 2 rolls fair, the match is not over\n',
      err: '',
    });
  });

  it('checks a record that carries its values with --server-seed and --commitment alone', async () => {
    const carrying = { ...worked.record, rounds: worked.rounds };
    const seeds = ['--server-seed', serverSeed, '--commitment', commitment];
    const json = jsonFile('carrying.json', carrying);
    const text = jsonFile('carrying.txt', formatRecord(carrying));
    for (const file of [json, text])
      expect(await ran(['verify', file, ...seeds])).toEqual({
        code: 0,
        out: 'ok: 5 moves, 1 round, 3 rolls fair\n',
        err: '',
      });
    const cut = jsonFile('carrying-cut.json', { ...carrying, moves: carrying.moves.slice(0, 4) });
    expect(await ran(['verify', cut, ...seeds])).toEqual({
      code: 3,
      out: 'unfinished: 4 moves, 1 round, 2 rolls fair, the match is not over\n',
      err: '',
    });
    // A value changed in the file: the reveal is named, as with --rounds.
    const [acceptor, bettor] = worked.rounds.reveals as [FairReveal, FairReveal];
    const changed = jsonFile(
      'carrying-changed.txt',
      formatRecord({
        ...carrying,
        rounds: { ...worked.rounds, reveals: [acceptor, { ...bettor, value: roundValues.next0 }] },
      }),
    );
    const refused = await Promise.all([
      ran(['verify', changed, ...seeds]),
      ran(['verify', json, ...roundOptions('carrying-rounds.json', worked.rounds)]),
      ran(['verify', json, ...seeds, '--client-seed', 'lucky-7']),
      ran(['verify', jsonFile('not-carrying.json', worked.record), ...seeds]),
    ]);
    expect(refused.map(({ code }) => code)).toEqual([1, 2, 2, 2]);
    expect(refused.map(({ err }) => err.replace(changed, 'FILE'))).toMatchInlineSnapshot(`
      [
        "kiri-dice: FILE: reveal 1 is not the value its seat committed to: its SHA-256 is ec4fd54537f2f3a6c411af2be117a08d71904d94331576a68da91bf2b8d4d94d, but the commitment is d27993890d386e75c7673f77336289f7688361d180cffe48d159037ca4fab2f5
      ",
        "kiri-dice: --rounds is not needed: the record carries the values of its rounds, which --server-seed and --commitment check
      ",
        "kiri-dice: --client-seed is not needed: the record carries the values of its rounds, which --server-seed and --commitment check
      ",
        "kiri-dice: --server-seed, --client-seed (or --rounds) and --commitment go together: --client-seed is missing
      ",
      ]
    `);
  });

  it('lets a fault of verifyFairRolls through, as no fault of the command line', async () => {
    const json = jsonFile('rounds-record.json', worked.record);
    watched.fault = true;
    try {
      await expect(
        ran(['verify', json, ...roundOptions('rounds.json', worked.rounds)]),
      ).rejects.toThrow('a fault');
    } finally {
      watched.fault = false;
    }
  });

  it('refuses a file of rounds that is not JSON, not of its form, or too large, naming it', async () => {
    const json = jsonFile('rounds-record.json', worked.record);
    const notJson = jsonFile('rounds-not-json.json', '{"commitments": [');
    const wrongSeat = jsonFile('rounds-seat.json', {
      ...worked.rounds,
      reveals: [{ ...worked.rounds.reveals[0], seat: 2 }],
    });
    const notObject = jsonFile('rounds-not-object.json', [1]);
    // A byte order mark, and exactly 16 MiB: both are read.
    const rounds = JSON.stringify(worked.rounds);
    const largest = jsonFile('rounds-largest.json', rounds.padEnd(16 * 1024 * 1024, ' '));
    const marked = jsonFile('rounds-marked.json', `\ufeff${rounds}`);
    for (const file of [largest, marked])
      expect(
        await ran([
          'verify',
          json,
          '--server-seed',
          serverSeed,
          '--rounds',
          file,
          '--commitment',
          commitment,
        ]),
      ).toEqual({ code: 0, out: 'ok: 5 moves, 1 round, 3 rolls fair\n', err: '' });
    const tooLarge = tempPath('rounds-too-large.json');
    writeFileSync(tooLarge, ' '.repeat(16 * 1024 * 1024 + 1));
    const refused = await Promise.all(
      [notJson, wrongSeat, notObject, tooLarge, tempPath('rounds-missing.json')].map((rounds) =>
        ran([
          'verify',
          json,
          '--server-seed',
          serverSeed,
          '--rounds',
          rounds,
          '--commitment',
          commitment,
        ]),
      ),
    );
    expect(refused.map(({ code, out }) => ({ code, out }))).toEqual(
      Array(5).fill({ code: 2, out: '' }),
    );
    expect(refused.map(({ err }) => err.replaceAll(tempPath(''), 'TMP'))).toMatchInlineSnapshot(`
      [
        "kiri-dice: TMP/rounds-not-json.json: not valid JSON at 1:18 (line:column): Unexpected end of JSON input
      ",
        "kiri-dice: TMP/rounds-seat.json: reveals[0].seat must be 0 or 1, got 2
      ",
        "kiri-dice: TMP/rounds-not-object.json: the file must be an object { commitments, reveals }, got an array
      ",
        "kiri-dice: TMP/rounds-too-large.json: the file is larger than 16 MiB, too large for the rounds of a match
      ",
        "kiri-dice: TMP/rounds-missing.json: ENOENT: no such file or directory, stat 'TMP/rounds-missing.json'
      ",
      ]
    `);
  });

  it('refuses seed options that are incomplete or not of their form, with exit code 2', () => {
    const file = jsonFile('fair-options.json', startRecord({ seed: 1 }).record);
    const refused = [
      ['--server-seed', serverSeed],
      ['--server-seed', serverSeed, '--client-seed', clientSeed],
      ['--server-seed', 'abc', '--client-seed', clientSeed, '--commitment', commitment],
      ['--server-seed', serverSeed, '--client-seed', clientSeed, '--commitment', `${commitment}0`],
      ['--server-seed', serverSeed, '--client-seed', '', '--commitment', commitment],
      ['--rounds', file],
      ['--rounds', file, '--client-seed', clientSeed],
    ].map((options) => cli(['verify', file, ...options]));
    expect(refused.map(({ code, out }) => ({ code, out }))).toEqual(
      Array(7).fill({ code: 2, out: '' }),
    );
    expect(refused.map(({ err }) => err)).toMatchInlineSnapshot(`
      [
        "kiri-dice: --server-seed, --client-seed (or --rounds) and --commitment go together: --commitment is missing
      ",
        "kiri-dice: --server-seed, --client-seed (or --rounds) and --commitment go together: --commitment is missing
      ",
        "kiri-dice: --server-seed must be 64 hexadecimal digits (32 bytes), got 'abc'
      ",
        "kiri-dice: --commitment must be 64 hexadecimal digits (32 bytes), got '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a0'
      ",
        "kiri-dice: --client-seed must be text that is not empty
      ",
        "kiri-dice: --server-seed, --client-seed (or --rounds) and --commitment go together: --server-seed and --commitment are missing
      ",
        "kiri-dice: --client-seed and --rounds are one or the other: give one of them
      ",
      ]
    `);
  });

  it('refuses a client seed with U+FFFD, which is what any byte that is not UTF-8 reads as', async () => {
    const text = jsonFile('fair-ufffd.txt', formatRecord(await fairMatch(1)));
    for (const seed of ['\ufffd', 'lucky-\ufffd', '\ufffd\ufffd']) {
      const { code, out, err } = cli([
        'verify',
        text,
        ...seeds.slice(0, 2),
        '--client-seed',
        seed,
        ...seeds.slice(4),
      ]);
      expect([code, out]).toEqual([2, '']);
      expect(err).toMatchInlineSnapshot(`
        "kiri-dice: --client-seed must be valid UTF-8 text without U+FFFD: a byte that is not UTF-8 reads as U+FFFD, so different seeds would verify the same
        "
      `);
    }
  });

  it('refuses a record file that is not UTF-8, or JSON that repeats a key, naming where', () => {
    const record = formatRecord(startRecord({ seed: 1 }).record);
    const file = tempPath('latin1.txt');
    writeFileSync(file, Buffer.concat([Buffer.from(`${record}\n`), Buffer.from([0xe9, 0x0a])]));
    expect(cli(['verify', file]).err.replace(file, 'FILE')).toMatchInlineSnapshot(`
      "kiri-dice: FILE: not UTF-8 text: line 7 holds bytes that are not UTF-8 (a record is UTF-8 text)
      "
    `);
    const json = JSON.stringify(startRecord({ seed: 1 }).record).replace(
      '"seed":1',
      '"seed":1,"seed":2',
    );
    const repeated = jsonFile('repeated.json', json);
    expect(cli(['verify', repeated]).err.replace(repeated, 'FILE')).toMatchInlineSnapshot(`
      "kiri-dice: FILE: the JSON repeats the key "seed" in one object (JSON.parse would keep the last one)
      "
    `);
  });

  it('names itself in its refusals of the command line', () => {
    expect(cli(['verify', 'a', 'b']).err).toBe(
      'kiri-dice: verify takes one FILE, the match record, got 2 (see kiri-dice verify --help)\n',
    );
  });

  it('has its own help', () => {
    expect(cli(['verify', '--help']).out).toMatchInlineSnapshot(`
      "Usage: kiri-dice verify FILE
                              [--server-seed HEX --client-seed TEXT --commitment HEX]
                              [--server-seed HEX [--rounds FILE] --commitment HEX]
                              [--json]

      Replays the match record in FILE and checks every move: that each roll recorded
      as drawn is the roll the seed draws, and that the rules allow each move. It
      prints "ok: N moves, R rounds" with exit code 0, or names the first bad move
      with exit code 1. A record whose every move holds but whose match is not over
      (cut before its end, or a match that was stopped) prints "unfinished: N moves, R
      rounds, the match is not over" with exit code 3: its result is not proven.

      With the three seed options it also checks the match's provably fair dice, as
      verifyFairRolls does: that the server seed is the one committed to, then that
      the dice of every roll of the record, in order, are the fair dice of the seeds
      ("ok: N moves, R rounds, K rolls fair"), or it names the first roll that is not,
      with exit code 1. The rolls are all of the record's, so a record cut before its
      end says "unfinished" (exit code 3), and one with a move past its end does not
      replay (exit code 1).

      A match played with a fresh value from each seat in every round needs no
      --client-seed: its record carries the seats' values (a referee's record does),
      and --server-seed with --commitment check them. Every reveal is checked too, in
      order (its seat, its value against its seat's last commitment, no value twice,
      none missing), and each roll against its own round's values; the first reveal
      that is wrong is named, with exit code 1. A record without its values takes them
      from --rounds FILE: a JSON object of the seats' "commitments" and every one of
      their "reveals" in order, each with its "seat", "value" and "next" commitment,
      as verifyFairRolls takes them.

      Options:
        --server-seed HEX
                      the server seed, revealed after the match: 64 hexadecimal digits
        --client-seed TEXT
                      the players' seed the rolls were derived with
        --rounds FILE the seats' values of fresh rounds, if the record lacks them
                      (JSON, at most 16 MiB)
        --commitment HEX
                      the commitment the server published before the match: 64
                      hexadecimal digits
        --json        print one line of JSON instead of text (errors too, on stderr)
        --lang L      the language of the text, en or ru (default: from LANGUAGE,
                      LC_ALL, LC_MESSAGES or LANG, else en)
        -h, --help    show this help

      FILE holds a match record: its notation, as kiri-dice play --record writes it
      (formatRecord), or its JSON. Either is replayed, nothing taken on trust: a
      record that does not replay exactly is refused with exit code 1, naming the line
      and column or the move, and why.
      "
    `);
  });
});
