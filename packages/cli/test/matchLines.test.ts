import { describe, expect, it } from 'vitest';
import { rollLine, roundEndLine } from '../src/matchLines.js';
import { createGame, type MatchState, type Rules } from 'kiri-dice';
import { defineRules } from 'kiri-dice/rules';
import { house, houseSpec } from '@kiri-dice/testing/houseRules';

/** The line of the first roll of a match of seed 3 under `rules`. */
function firstRollLine(rules: Rules): string {
  const { createMatch, reduce } = createGame({ rules });
  const bet: MatchState<string> = reduce(createMatch({ seed: 3 }), {
    type: 'bet',
    player: 0,
    amount: 10,
  });
  const rolling = reduce(bet, { type: 'accept', player: 1 });
  if (rolling.phase !== 'rolling') throw new Error('the stake was not accepted');
  return rollLine(rolling, reduce(rolling, { type: 'roll', player: rolling.roller }), rules);
}

describe('rollLine', () => {
  it('widens the effect column for a rule of 100 extra rolls, and only then', () => {
    const bonus = (n: number) =>
      defineRules({
        ...houseSpec,
        combinations: houseSpec.combinations.map((c) =>
          c.id === 'again' ? { ...c, bonusRolls: n } : c,
        ),
      });
    const line = firstRollLine(house);
    expect(firstRollLine(bonus(99))).toBe(line);
    // `+100 extra rolls` is one column wider than `extra roll used`: the points move right.
    expect(firstRollLine(bonus(100))).toBe(line.replace('  points', '   points'));
  });

  it('says one extra roll in the singular', () => {
    const rules = defineRules({
      ...houseSpec,
      combinations: houseSpec.combinations.map((c) =>
        c.id === 'again' ? { ...c, bonusRolls: 1 } : c,
      ),
    });
    const { createMatch, reduce } = createGame({ rules });
    let state: MatchState<string> = reduce(createMatch({ seed: 3 }), {
      type: 'bet',
      player: 0,
      amount: 10,
    });
    state = reduce(state, { type: 'accept', player: 1 });
    const after = reduce(state, { type: 'roll', player: 1, dice: [5, 5] });
    expect(rollLine(state, after, rules)).toMatch(/ again +\+1 extra roll +points 0:0\n$/);
  });
});

describe('roundEndLine', () => {
  it('says how the round ended, a timeout among the ways', () => {
    const line = (reason: 'kiri' | 'dead' | 'points' | 'timeout', points: [number, number]) =>
      roundEndLine({ round: 3, winner: 1, reason, pot: 12, points }, [0, 20]);
    expect([
      line('kiri', [0, 0]),
      line('dead', [0, 2]),
      line('points', [1, 4]),
      line('timeout', [2, 1]),
    ]).toMatchInlineSnapshot(`
      [
        "  player 1 wins round 3 (Kiri) and takes 12 chips; chips 0:20
      ",
        "  player 1 wins round 3 (player 0 rolled Dead) and takes 12 chips; chips 0:20
      ",
        "  player 1 wins round 3 (4 points) and takes 12 chips; chips 0:20
      ",
        "  player 1 wins round 3 (player 0 ran out of time) and takes 12 chips; chips 0:20
      ",
      ]
    `);
  });
});
