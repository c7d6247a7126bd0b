'use strict';
// The check that every runtime runs (scripts/test-runtimes.mjs), loaded by check.mjs (import) and
// check.cjs (require): a seeded match played to its end with a game built by `kiri-dice/rules`,
// the exact odds from `kiri-dice/odds`, and a KiriError shared by the entries. It prints what it
// found as one line of JSON and exits 1 when that differs from expected.json's `library`.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

module.exports = function check(kiri, rules, odds, how) {
  const game = kiri.createGame({ rules: rules.defineRules(rules.standardRulesSpec) });
  let state = game.createMatch({ seed: 1, chips: [20, 20] });
  const rounds = [];
  let rolls = 0;
  while (state.phase !== 'over') {
    const other = state.bettor === 0 ? 1 : 0;
    state = game.reduce(state, {
      type: 'bet',
      player: state.bettor,
      amount: Math.min(state.chips[0], state.chips[1], 5),
    });
    state = game.reduce(state, { type: 'accept', player: other });
    while (state.phase === 'rolling') {
      state = game.reduce(state, { type: 'roll', player: state.roller });
      rolls += 1;
    }
    rounds.push(state.lastRound);
  }
  let oddsError;
  try {
    odds.solveRound({});
  } catch (error) {
    oddsError = error instanceof kiri.KiriError ? error.code : `not a KiriError: ${error}`;
  }
  const result = {
    kiri: kiri.classifyRoll(8, 6).id,
    rolls,
    rounds,
    final: state,
    reloaded:
      JSON.stringify(kiri.parseMatchState(JSON.parse(JSON.stringify(state)))) ===
      JSON.stringify(state),
    oddsError,
    firstRollerWins: odds.solveRound().firstRollerWins.toFixed(12),
    houseFirstRollerWins: odds
      .solveRound(rules.defineRules({ ...rules.standardRulesSpec, targetPoints: 6 }))
      .firstRollerWins.toFixed(12),
  };
  const actual = JSON.stringify(result);
  console.log(actual);
  let expected;
  try {
    expected = JSON.stringify(
      JSON.parse(readFileSync(join(__dirname, 'expected.json'), 'utf8')).library,
    );
  } catch (error) {
    expected = `(expected.json unreadable: ${error})`;
  }
  if (actual !== expected) {
    let at = 0;
    while (actual[at] === expected[at]) at += 1;
    console.error(
      `${how}: the result differs from expected.json at character ${at}: ${actual.slice(Math.max(0, at - 40), at + 40)}`,
    );
    process.exitCode = 1;
  }
};
