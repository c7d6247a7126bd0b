import { describe, expect, it } from 'vitest';
import { createGame, createMatch, standardRules } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import { replay, startRecord } from '../../src/record/index.js';
import { isDeepFrozen } from '../helpers.js';
import { houseSpec, house } from '@kiri-dice/testing/houseRules';
import { messageOf } from './messageOf.js';

describe('startRecord', () => {
  it('starts the match createMatch starts, with an empty record of its options', () => {
    const match = startRecord({ seed: 'table-7', chips: [50, 60], firstBettor: 1 });
    expect(match.state).toEqual(createMatch({ seed: 'table-7', chips: [50, 60], firstBettor: 1 }));
    expect(match.record).toEqual({
      format: 1,
      rules: 'standard',
      start: { seed: 728823507, chips: [50, 60], firstBettor: 1 },
      moves: [],
    });
    expect(isDeepFrozen(match)).toBe(true);
    expect(startRecord({ rules: standardRules }).record.rules).toBe('standard');
  });

  it('records the seed the state holds when none is given', () => {
    const match = startRecord();
    expect(match.record.start).toEqual({
      seed: match.state.seed,
      chips: [100, 100],
      firstBettor: 0,
    });
  });

  it('records house rules as data, each combination with the pairs it claims, predicates too', () => {
    const match = startRecord({ seed: 1, rules: house });
    expect(match.state).toEqual(createGame({ rules: house }).createMatch({ seed: 1 }));
    const rules = match.record.rules;
    if (rules === 'standard') throw new Error('house rules expected');
    expect(defineRules(rules)).toEqual(house);
    expect(rules.combinations[3]).toEqual({
      id: 'double',
      names: { en: 'double', ru: 'double' },
      dice: [
        [1, 3],
        [1, 4],
        [1, 5],
        [2, 3],
        [2, 4],
      ],
      points: 2,
      bonusRolls: 0,
      endsTurn: true,
      instant: null,
    });
    expect(houseSpec.combinations[3]!.dice).toEqual({ maxSum: 6 });
    const doubles = defineRules({
      name: 'doubles',
      combinations: [
        { id: 'double', dice: (a, b) => a === b, instant: 'win' },
        { id: 'other', dice: 'any', endsTurn: true },
      ],
    });
    const predicate = startRecord({ rules: doubles }).record.rules;
    expect(predicate !== 'standard' && predicate.combinations[0]!.dice).toEqual(
      Array.from({ length: 8 }, (_, i) => [i + 1, i + 1]),
    );
    expect(isDeepFrozen(match.record)).toBe(true);
    expect(replay(JSON.parse(JSON.stringify(match.record)))).toEqual([match.state]);
  });

  it('throws INVALID_OPTIONS naming startRecord and the option, INVALID_RULES for rules defineRules did not build', () => {
    expect(messageOf(() => startRecord({ chips: [0, 100] }))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: startRecord: options.chips[0] must be a whole number from 1 to 9007199254740991, got 0"`,
    );
    expect(
      messageOf(() => startRecord({ note: 1 } as unknown as Parameters<typeof startRecord>[0])),
    ).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: startRecord: options.note must be absent (allowed: rules, seed, chips, firstBettor), got 1"`,
    );
    expect(messageOf(() => startRecord(null as never))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: startRecord: options must be an object { rules, seed, chips, firstBettor }, got null"`,
    );
    expect(messageOf(() => startRecord({ rules: { ...standardRules } }))).toMatchInlineSnapshot(
      `"INVALID_RULES: startRecord: options.rules must be rules from defineRules()"`,
    );
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    expect(messageOf(() => startRecord(trap))).toMatchInlineSnapshot(
      `"INVALID_OPTIONS: startRecord: the options could not be read: a getter or Proxy trap threw"`,
    );
  });
});
