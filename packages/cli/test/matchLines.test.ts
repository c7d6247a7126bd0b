import { describe, expect, it } from 'vitest';
import { rollLine, roundEndLine } from '../src/matchLines.js';
import { createGame, type MatchState, type Rules } from 'kiri-dice';
import { defineRules } from 'kiri-dice/rules';
import { house, houseSpec } from '@kiri-dice/testing/houseRules';
import { english } from '../src/messages/english.js';
import { russian } from '../src/messages/russian.js';
import { speechOf } from '../src/messages/Speech.js';

const en = speechOf(english);
const ru = speechOf(russian);

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
  return rollLine(rolling, reduce(rolling, { type: 'roll', player: rolling.roller }), rules, en);
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
    expect(rollLine(state, after, rules, en)).toMatch(/ again +\+1 extra roll +points 0:0\n$/);
    expect(rollLine(state, after, rules, ru)).toMatch(/ again +\+1 доп\. бросок +очки 0:0\n$/);
  });
});

describe('roundEndLine', () => {
  it('says how the round ended, a timeout among the ways', () => {
    const line = (
      reason: 'kiri' | 'dead' | 'points' | 'timeout',
      points: [number, number],
      speech = en,
    ) => roundEndLine({ round: 3, winner: 1, reason, pot: 12, points }, [0, 20], speech);
    expect([
      line('kiri', [0, 0]),
      line('dead', [0, 2]),
      line('points', [1, 4]),
      line('timeout', [2, 1]),
      line('kiri', [0, 0], ru),
      line('dead', [0, 2], ru),
      line('points', [1, 4], ru),
      line('timeout', [2, 1], ru),
      roundEndLine({ round: 3, winner: 0, reason: 'dead', pot: 1, points: [0, 0] }, [1, 1], ru, [
        'you',
        'computer',
      ]),
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
        "  раунд 3 за игроком 1 (Kiri), банк 12 фишек; фишки 0:20
      ",
        "  раунд 3 за игроком 1 (у соперника Dead), банк 12 фишек; фишки 0:20
      ",
        "  раунд 3 за игроком 1 (4 очка), банк 12 фишек; фишки 0:20
      ",
        "  раунд 3 за игроком 1 (соперник проиграл по времени), банк 12 фишек; фишки 0:20
      ",
        "  раунд 3 за вами (у соперника Dead), банк 1 фишка; фишки 1:1
      ",
      ]
    `);
  });
});
