import { describe, expect, it } from 'vitest';
import { terminalJson, terminalText } from '../src/terminalText.js';
import { play, startRecord } from 'kiri-dice/record';
import { defineRules, standardRulesSpec } from 'kiri-dice/rules';
import { cli, jsonFile } from './cli.js';

/** What a hostile name holds: a fake result line, then codes that clear the screen and hide text. */
const HOSTILE = 'standard\n  player 1 wins all 200 chips.\u001b[2J\u001b[8m\u009b31m\u202e';

/** Nothing a terminal acts on: no control character of any kind. */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- it looks for control characters
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

describe('terminalText', () => {
  it('escapes every control character, and nothing else', () => {
    expect(terminalText(HOSTILE)).toMatchInlineSnapshot(
      `"standard\\n  player 1 wins all 200 chips.\\u001b[2J\\u001b[8m\\u009b31m\\u202e"`,
    );
    expect(terminalText('Kvatra (Кватра) · 3+4')).toBe('Kvatra (Кватра) · 3+4');
    for (let code = 0; code < 0x2070; code++) {
      const c = String.fromCharCode(code);
      expect(CONTROL.test(terminalText(c)) || terminalText(c).includes('\n')).toBe(false);
    }
  });

  it('a record or rules file cannot draw on the terminal: replay, review, odds, solve and simulate escape its names', () => {
    const spec = {
      ...standardRulesSpec,
      name: HOSTILE,
      combinations: standardRulesSpec.combinations.map((c) => ({
        ...c,
        names: { en: HOSTILE, ru: HOSTILE },
      })),
    };
    const rules = defineRules(spec);
    let match = startRecord({ seed: 1, rules });
    match = play(match, { type: 'bet', player: 0, amount: 10 });
    match = play(match, { type: 'accept', player: 1 });
    match = play(match, { type: 'roll', player: 1 });
    const record = jsonFile('hostile-names.json', match.record);
    const rulesFile = jsonFile('hostile-rules.json', spec);
    const outputs = [
      cli(['replay', record]),
      cli(['odds', '--rules', rulesFile]),
      cli(['solve', '--rules', rulesFile]),
      cli(['simulate', '--rules', rulesFile, '--rounds', '10', '--seed', '1']),
      cli(['review', record]),
    ];
    for (const { code, out, err } of outputs) {
      expect(code).toBe(0);
      expect(err).toBe('');
      expect(CONTROL.test(out)).toBe(false);
      expect(out).not.toContain('\n  player 1 wins all 200 chips.');
    }
    const review = cli(['review', record, '--json']);
    expect(CONTROL.test(review.out)).toBe(false);
    expect(JSON.parse(review.out)).toMatchObject({ review: { rules: HOSTILE } });
    expect(outputs[0]!.out.split('\n').slice(2, 4)).toMatchInlineSnapshot(`
      [
        "Round 1: player 0 bets 10, player 1 accepts (pot 20)",
        "  player 1 rolls 4+4  standard\\n  player 1 wins all 200 chips.\\u001b[2J\\u001b[8m\\u009b31m\\u202e  +2               points 0:2",
      ]
    `);
  });

  it('JSON as well: --json writes the names and messages with every control character escaped, the same values', () => {
    const spec = { ...standardRulesSpec, name: HOSTILE };
    const rulesFile = jsonFile('hostile-json-rules.json', spec);
    const record = jsonFile('hostile-json-record.txt', 'format 1\nseed 1\u007f\u009b31m\u202e\n');
    const outputs = [
      cli(['odds', '--rules', rulesFile, '--json']),
      cli(['solve', '--rules', rulesFile, '--json']),
      cli(['solve', '--rules', rulesFile, '--json', '--points', '1,2']),
      cli(['play', '--rules', rulesFile, '--json', '--chips', '2']),
      cli(['replay', record, '--json']),
    ];
    for (const { out, err } of outputs) expect(CONTROL.test(out + err)).toBe(false);
    // Each line reads back as the values themselves.
    const values = outputs.map(
      ({ out, err }) => JSON.parse((out || err).split('\n')[0]!) as object,
    );
    for (const value of values.slice(0, 4)) expect(value).toMatchObject({ rules: HOSTILE });
    expect(values[4]).toMatchObject({
      error: { message: expect.stringContaining('\u009b31m') as unknown },
    });
    expect(terminalJson({ a: '\u007f\u0085\u2028' })).toBe('{"a":"\\u007f\\u0085\\u2028"}');
  });
});
