import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createGame, standardRules, type Rules } from '../../src/index.js';
import { combinationOdds, simulate, solveRound, type Simulation } from '../../src/odds/index.js';
import { deadOnly, house, passOnScore, rulesArbitrary } from '@kiri-dice/testing/houseRules';
import { mutationRun, runs } from '@kiri-dice/testing/propertyRuns';

/** Plays `rounds` rounds of one match through `reduce` (stake 1, chips that cannot run out) and counts as simulate does. */
function replay(rounds: number, seed: number | string, rules: Rules = standardRules) {
  const { createMatch, reduce } = createGame({ rules });
  let state = createMatch({ seed, chips: [rounds + 1, rounds + 1] });
  const wins = [0, 0];
  const combinations: Record<string, number> = Object.fromEntries(
    rules.combinations.map((c) => [c.id, 0]),
  );
  const roundLengths = [0];
  let firstRollerWins = 0;
  let rolls = 0;
  for (let round = 0; round < rounds; round++) {
    state = reduce(state, { type: 'bet', player: state.bettor, amount: 1 });
    state = reduce(state, { type: 'accept', player: state.bettor ? 0 : 1 });
    const first = state.roller;
    let length = 0;
    while (state.phase === 'rolling') {
      state = reduce(state, { type: 'roll', player: state.roller });
      combinations[state.lastRoll!.combination]!++;
      length++;
    }
    const { winner } = state.lastRound!;
    wins[winner]!++;
    if (winner === first) firstRollerWins++;
    rolls += length;
    while (roundLengths.length <= length) roundLengths.push(0);
    roundLengths[length]!++;
  }
  expect(state.phase).toBe('betting');
  return { rounds, rolls, wins, firstRollerWins, combinations, roundLengths };
}

/** How many standard errors the simulation lies from the exact figures, for each figure. */
function errors(sim: Simulation, rules: Rules): number[] {
  const { firstRollerWins: p, expectedRolls } = solveRound(rules);
  let squares = 0;
  sim.roundLengths.forEach((count, length) => (squares += count * length * length));
  const spread = Math.sqrt(squares / sim.rounds - sim.meanRolls ** 2);
  return [
    (sim.firstRollerWinRate - p) / Math.sqrt((p * (1 - p)) / sim.rounds),
    (sim.meanRolls - expectedRolls) / (spread / Math.sqrt(sim.rounds)),
    ...combinationOdds(rules).map(
      ({ id, probability: q }) =>
        ((sim.combinations as Record<string, number>)[id]! / sim.rolls - q) /
        Math.sqrt((q * (1 - q)) / sim.rolls),
    ),
  ];
}

describe('simulate', () => {
  it.each([1, 'replay', 0, Number.MAX_SAFE_INTEGER])(
    'plays exactly the rounds reduce plays from the same seed (seed %s)',
    (seed) => {
      for (const rounds of [1, 2, 7, 100, runs(3000, 300)]) {
        expect(simulate({ rounds, seed })).toMatchObject(replay(rounds, seed));
      }
    },
  );

  it.each([
    ['pass-on-score', passOnScore, 1000],
    ['house', house, 1000],
    ['dead-only (rounds of up to hundreds of rolls)', deadOnly, 200],
  ])('plays exactly the rounds reduce plays under house rules: %s', (_, rules, rounds) => {
    const sim = simulate({ rounds: runs(rounds, 100), seed: 7, rules });
    expect(sim).toMatchObject(replay(runs(rounds, 100), 7, rules));
    expect(sim.rules).toBe(rules.name);
  });

  it('counts a round of exactly 64 rolls, the first size of its table of round lengths', () => {
    const sim = simulate({ rounds: 1, seed: 103, rules: deadOnly });
    expect(sim.roundLengths).toHaveLength(65);
    expect(sim.roundLengths[64]).toBe(1);
    expect(sim).toMatchObject(replay(1, 103, deadOnly));
  });

  it('plays exactly the rounds reduce plays, for any rules and seed', () => {
    fc.assert(
      fc.property(rulesArbitrary(3, 5), fc.integer({ min: 0, max: 2 ** 40 }), (rules, seed) => {
        expect(simulate({ rounds: 20, seed, rules })).toMatchObject(replay(20, seed, rules));
      }),
      { numRuns: 30 },
    );
  });

  it('pins 20,000 standard rounds exactly (seed 1)', () => {
    const sim = simulate({ rounds: 20_000, seed: 1 });
    expect(sim).toMatchObject({
      seed: 1,
      rounds: 20_000,
      rolls: 147_601,
      firstRollerWins: 10_994,
      wins: [9966, 10_034],
    });
    expect(sim.combinations).toEqual({
      dead: 2236,
      kiri: 9237,
      midKiri: 11_308,
      reverse: 4616,
      kvatra: 41_340,
      normal: 78_864,
    });
    expect(sim.roundLengths).toEqual([
      0, 1541, 1602, 1860, 1726, 1632, 1576, 1535, 1429, 1183, 1103, 973, 862, 651, 571, 399, 372,
      246, 187, 147, 133, 76, 40, 41, 32, 16, 22, 16, 8, 10, 3, 3, 0, 2, 1, 1, 0, 1,
    ]);
  });

  // The mutation run plays a tenth of the rounds (its instrumented copies run many times
  // slower): the same property, pinned as exactly.
  const many = mutationRun
    ? { rounds: 100_000, rolls: 735_408, firstRollerWins: 54_785, wins: [49_844, 50_156] }
    : { rounds: 1_000_000, rolls: 7_317_355, firstRollerWins: 548_102, wins: [499_576, 500_424] };
  it(`agrees with the exact solution within 4 standard errors (${many.rounds.toLocaleString('en')} standard rounds, seed 1)`, () => {
    const sim = simulate({ rounds: many.rounds, seed: 1 });
    expect(sim).toMatchObject({ seed: 1, ...many });
    for (const z of errors(sim, standardRules)) expect(Math.abs(z)).toBeLessThan(4);
  });

  it.each([
    ['pass-on-score', passOnScore],
    ['house', house],
  ])('agrees with the exact solution within 4 standard errors: %s', (_, rules) => {
    for (const z of errors(simulate({ rounds: runs(200_000), seed: 2, rules }), rules))
      expect(Math.abs(z)).toBeLessThan(4);
  });

  it('counts consistently and returns frozen data', () => {
    const sim = simulate({ rounds: 5000, seed: 'counts' });
    expect(sim.wins[0] + sim.wins[1]).toBe(5000);
    expect(sim.winRates).toEqual([sim.wins[0] / 5000, sim.wins[1] / 5000]);
    expect(sim.firstRollerWinRate).toBe(sim.firstRollerWins / 5000);
    expect(sim.meanRolls).toBe(sim.rolls / 5000);
    expect(Object.values(sim.combinations).reduce((a, b) => a + b)).toBe(sim.rolls);
    expect(sim.roundLengths.reduce((a, b) => a + b)).toBe(5000);
    expect(sim.roundLengths.reduce((sum, count, length) => sum + count * length, 0)).toBe(
      sim.rolls,
    );
    expect(sim.roundLengths[0]).toBe(0);
    expect(sim.roundLengths.at(-1)).toBeGreaterThan(0);
    expect(Object.keys(sim.combinations)).toEqual([
      'dead',
      'kiri',
      'midKiri',
      'reverse',
      'kvatra',
      'normal',
    ]);
    for (const part of [sim, sim.wins, sim.winRates, sim.combinations, sim.roundLengths])
      expect(Object.isFrozen(part)).toBe(true);
  });

  it('seeds at random without a seed, and reports the seed so the run can be repeated', () => {
    const sim = simulate({ rounds: 50 });
    expect(Number.isSafeInteger(sim.seed)).toBe(true);
    // 53 random bits: two runs drawing the same seed would take about 2^53 tries.
    expect(simulate({ rounds: 1 }).seed).not.toBe(sim.seed);
    expect(simulate({ rounds: 50, seed: sim.seed })).toEqual(sim);
  });

  it('reports progress every 65,536 rounds', () => {
    const seen: number[] = [];
    simulate({ rounds: 131_071, seed: 1, onProgress: (done) => seen.push(done) });
    simulate({ rounds: 131_072, seed: 1, onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([65536, 65536, 131072]);
  });

  it('throws INVALID_OPTIONS naming the bad option, INVALID_RULES for bad rules', () => {
    expect(() => simulate(undefined as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: simulate: options must be an object { rounds, seed, rules, onProgress }, got undefined]`,
    );
    expect(() => simulate({} as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: simulate: options.rounds must be a whole number from 1 to 9007199254740991, got undefined]`,
    );
    expect(() => simulate({ rounds: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(() => simulate({ rounds: 1, speed: 2 } as never)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: simulate: options.speed must be absent (allowed: rounds, seed, rules, onProgress), got 2]`,
    );
    expect(() => simulate({ rounds: 1, seed: -1 })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: simulate: options.seed (or a string) must be a whole number from 0 to 9007199254740991, got -1]`,
    );
    expect(() =>
      simulate({ rounds: 1, onProgress: 5 as never }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: simulate: options.onProgress must be a function, got 5]`,
    );
    expect(() => simulate({ rounds: 1, rules: {} as never })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: simulate: rules must be rules from defineRules()]`,
    );
    const trap = new Proxy(
      { rounds: 1 },
      {
        ownKeys: () => {
          throw new Error('no keys');
        },
      },
    );
    expect(() => simulate(trap)).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: simulate: the options could not be read: a getter or Proxy trap threw]`,
    );
    expect(() => simulate(trap)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});
