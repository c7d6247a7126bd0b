import { describe, expect, it, vi } from 'vitest';
import { classifyRoll, createGame, KiriError, standardRules } from '../../src/index.js';
import { combinationOdds, solveRound, winProbability } from '../../src/odds/index.js';
import { startRecord } from '../../src/record/index.js';
import { defineRules, standardRulesSpec } from '../../src/rules/index.js';

/** A second instance of the modules: what a program that imports one build and requires the other holds. */
async function anotherCopy(): Promise<{
  readonly index: typeof import('../../src/index.js');
  readonly rules: typeof import('../../src/rules/index.js');
}> {
  vi.resetModules();
  // Paths in variables: type-checked as the modules they are, loaded as a second instance.
  const index = '../../src/index.js?another-copy';
  const rules = '../../src/rules/index.js?another-copy';
  const [a, b] = await Promise.all([
    import(/* @vite-ignore */ index) as Promise<typeof import('../../src/index.js')>,
    import(/* @vite-ignore */ rules) as Promise<typeof import('../../src/rules/index.js')>,
  ]);
  return { index: a, rules: b };
}

/** The message `createGame` refuses `rules` with. */
function refusal(rules: unknown): string {
  try {
    createGame({ rules: rules as never });
  } catch (error) {
    if (error instanceof KiriError) return error.message;
    throw error;
  }
  return 'accepted';
}

/** A frozen copy of rules that carries the brand, as a forger would make it. */
function forged(rules: object): object {
  return Object.freeze(
    Object.defineProperty({ ...rules }, Symbol.for('kiri-dice.Rules'), { value: true }),
  );
}

const passOnScore = {
  name: 'pass-on-score',
  combinations: standardRulesSpec.combinations.map((c) =>
    c.points ? { ...c, endsTurn: true } : c,
  ),
};

describe('rules of another copy of kiri-dice', () => {
  it('are rebuilt by this copy: its standard rules, its house rules, in every function that takes rules', async () => {
    const other = await anotherCopy();
    expect(other.index.standardRules).not.toBe(standardRules);
    // The other copy's standard rules are this copy's standardRules, recorded as 'standard'.
    expect(createGame({ rules: other.index.standardRules }).rules).toBe(standardRules);
    expect(startRecord({ rules: other.index.standardRules }).record.rules).toBe('standard');
    // Its house rules are built again here, once, and play as this copy's own.
    const theirs = other.rules.defineRules(passOnScore);
    const game = createGame({ rules: theirs });
    expect(game.rules).not.toBe(theirs);
    expect(game.rules).toEqual(defineRules(passOnScore));
    expect(createGame({ rules: theirs }).rules).toBe(game.rules);
    expect(solveRound(theirs).firstRollerWins).toBe(
      solveRound(defineRules(passOnScore)).firstRollerWins,
    );
    expect(winProbability(game.createMatch({ seed: 1 }), theirs)).toEqual(
      winProbability(game.createMatch({ seed: 1 }), game.rules),
    );
    expect(combinationOdds(theirs)).toEqual(combinationOdds(game.rules));
    // And this copy's rules go the other way.
    expect(other.index.createGame({ rules: standardRules }).rules).toBe(other.index.standardRules);
    // classifyRoll keeps to its size budget: this copy's rules only, as it says.
    expect(() => classifyRoll(1, 1, theirs)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: classifyRoll: rules must be rules from defineRules()]`,
    );
    expect(game.classifyRoll(1, 2).endsTurn).toBe(true);
  });

  it('are never trusted for their brand: a forged one gets what defineRules makes of it, or a refusal', () => {
    // Rules that defineRules accepts are the rules it builds, whoever branded them.
    expect(createGame({ rules: forged(standardRules) as never }).rules).toBe(standardRules);
    const bad = forged({
      ...standardRules,
      combinations: Object.freeze(
        standardRules.combinations.map((c, i) => (i ? c : Object.freeze({ ...c, points: 999 }))),
      ),
    });
    // A copy of Dead at 1+1: its spec is the standard one, but its table holds an object not in its list.
    const odd = Object.freeze({ ...standardRules.combinations[0]! });
    const lying = forged({
      ...standardRules,
      table: Object.freeze([odd, ...standardRules.table.slice(1)]),
    });
    const trap = new Proxy(forged(standardRules), {
      get: () => {
        throw new Error('trap');
      },
    });
    // A trap that throws when the brand is looked for: no brand, as far as anyone can tell.
    const hidden = new Proxy(forged(standardRules), {
      getOwnPropertyDescriptor: () => {
        throw new Error('trap');
      },
    });
    const thawed = Object.defineProperty({ ...standardRules }, Symbol.for('kiri-dice.Rules'), {
      value: true,
    });
    expect([bad, lying, trap, hidden, thawed, Object.freeze({ ...standardRules })].map(refusal))
      .toMatchInlineSnapshot(`
        [
          "createGame: options.rules must be rules from defineRules(): these carry the brand of another copy of kiri-dice's rules, but this copy's defineRules: rules.combinations[0].points must be a whole number from 0 to 100, got 999",
          "createGame: options.rules must be rules from defineRules(): these carry the brand of another copy of kiri-dice's rules, but their table is not the one their combinations make",
          "createGame: options.rules must be rules from defineRules(): these carry the brand of another copy of kiri-dice's rules, but they could not be read: a getter or Proxy trap threw",
          "createGame: options.rules must be rules from defineRules()",
          "createGame: options.rules must be rules from defineRules(): these carry the brand of another copy of kiri-dice's rules, but they are not frozen, as the rules of every copy are",
          "createGame: options.rules must be rules from defineRules(): these look like rules of another copy of kiri-dice, one without the brand Symbol.for('kiri-dice.Rules') (an older version?): use this copy's defineRules or standardRules",
        ]
      `);
  });
});
