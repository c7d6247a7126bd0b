import { describe, expect, it } from 'vitest';
import { run } from '../src/run.js';
import { game, jsonFile } from './cli.js';

/** The answers the game refused, as its lines say them. */
const refused = (out: string): string[] =>
  [...out.matchAll(/ {2}'([^']*)' is not allowed here/g)].map((m) => m[1]!);

describe('kiri-dice play in a terminal, the answers it takes', () => {
  it('takes a stake of digits only, with the spaces around it trimmed', async () => {
    const { out } = await game(
      ['play', '--seed', '1', '--chips', '20'],
      ['+5', '1e1', '0x10', '5x', '  abc  ', '12', 'q'],
    );
    expect(refused(out)).toEqual(['+5', '1e1', '0x10', '5x', 'abc']);
    expect(out).toContain('\n  pot 24: ');
  });

  it('takes y, yes or Enter to accept, n or no to decline, and nothing that only starts or ends so', async () => {
    const accepted = await game(
      ['play', '--seed', '1', '--seat', '1', '--chips', '3'],
      ['nope', 'xn', 'yess', 'y', 'q'],
    );
    expect(refused(accepted.out)).toEqual(['nope', 'xn', 'yess']);
    expect(accepted.out).toMatch(/\n {2}pot \d+: /);
    const declined = await game(['play', '--seed', '1', '--seat', '1', '--chips', '3'], ['no']);
    expect(declined.out).toContain('You declined');
    // A declined bet puts nothing in a pot.
    expect(declined.out).not.toMatch(/\n {2}pot /);
  });

  it('says so when the person wins the match', async () => {
    const { out } = await game(['play', '--seed', '6', '--chips', '1'], ['']);
    expect(out.split('\n').at(-3)).toBe('Match over after 1 round: you win all 2 chips.');
  });

  it('plays by the rules of --rules', async () => {
    // Every roll is an instant win for its roller: the acceptor, who rolls first, wins at once.
    const rules = jsonFile('roller-wins.json', {
      name: 'first-roll-wins',
      combinations: [{ id: 'kiri', dice: 'any', instant: 'win' }],
    });
    const args = ['play', '--seed', '1', '--chips', '1', '--rules', rules];
    const { out } = await game([...args, '--bot', 'bold'], ['']);
    // One roll, its instant win, no points: standard rules would have scored 4+4 and rolled on.
    expect(out).toMatch(
      /\n {2}the computer rolls 4\+4 +kiri +points 0:0\n {2}the computer wins round 1 \(Kiri\) and takes 2 chips; chips 0:2\n/,
    );
    expect(out.split('\n').at(-2)).toBe('Match over after 1 round: the computer wins all 2 chips.');
    // The solver has no match to solve under them: no chance of the match, and no best computer.
    expect(out.replace(/\s+/g, ' ')).toContain(
      'Enter suggests half the smaller purse, and the chance to win the match is not shown: the solver needs rules under which the bettor can win a round.',
    );
    // Without the solver Enter suggests half the smaller purse.
    const longer = await game(
      ['play', '--seed', '1', '--chips', '3', '--rules', rules, '--bot', 'bold'],
      ['', 'y', 'q'],
    );
    expect(longer.out.match(/Your stake, .*/g)).toMatchInlineSnapshot(`
      [
        "Your stake, 1 to 3 (Enter: 2), or q to quit: ",
        "Your stake, 1 to 2 (Enter: 1), or q to quit: q",
      ]
    `);
    expect(await game(args, [''])).toMatchInlineSnapshot(`
      {
        "code": 2,
        "err": "kiri-dice: --bot best needs rules under which the bettor can win a round, and under these the acceptor always wins: use --bot random or bold
      ",
        "out": "",
        "pauses": 0,
        "unread": [
          "",
        ],
      }
    `);
  });

  it('plays on a terminal that cannot tell a Ctrl-C, nor pause', async () => {
    let out = '';
    const answers = ['', 'q'];
    const code = await run(['play', '--seed', '1', '--chips', '3'], {
      out: (text) => (out += text),
      err: () => undefined,
      errIsTTY: true,
      inIsTTY: true,
      outIsTTY: true,
      env: { NO_COLOR: '1' },
      readLine: () => Promise.resolve(answers.shift() ?? null),
    });
    expect(code).toBe(0);
    expect(out).toMatch(/\nYou quit in round \d+; chips \d+:\d+\.\n$/);
  });
});
