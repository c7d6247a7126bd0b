// The size budgets of every entry: exact bytes, minified and brotli-compressed (npm run size).
// A change that moves a figure updates it here and in the README size tables.
const budgets = [
  {
    name: 'classifyRoll (a dice helper)',
    path: 'dist/index.js',
    import: '{ classifyRoll }',
    limit: '684 B',
  },
  {
    name: 'createMatch + reduce (a match)',
    path: 'dist/index.js',
    import: '{ createMatch, reduce }',
    limit: '5701 B',
  },
  {
    name: "validateAction + legalActions + stakeRange (a UI's helpers)",
    path: 'dist/index.js',
    import: '{ validateAction, legalActions, stakeRange }',
    limit: '4907 B',
  },
  {
    name: 'playerToAct (whose turn, with the state check)',
    path: 'dist/index.js',
    import: '{ playerToAct }',
    limit: '3901 B',
  },
  {
    name: 'createMatch + reduce + validateAction + parseMatchState (a server)',
    path: 'dist/index.js',
    import: '{ createMatch, reduce, validateAction, parseMatchState }',
    limit: '5765 B',
  },
  {
    name: 'parseMatchState (loading stored states)',
    path: 'dist/index.js',
    import: '{ parseMatchState }',
    limit: '3775 B',
  },
  {
    name: 'kiri-dice/rules: defineRules + standardRulesSpec (house rules)',
    path: 'dist/rules.js',
    import: '{ defineRules, standardRulesSpec }',
    limit: '2415 B',
  },
  {
    name: 'createGame + createReducer (variants)',
    path: 'dist/index.js',
    import: '{ createGame, createReducer }',
    limit: '6810 B',
  },
  {
    name: 'KiriError + kiriErrorCodes',
    path: 'dist/index.js',
    import: '{ KiriError, kiriErrorCodes }',
    limit: '286 B',
  },
  {
    name: 'sfc32',
    path: 'dist/index.js',
    import: '{ sfc32 }',
    limit: '530 B',
  },
  {
    name: 'kiri-dice: the whole engine entry',
    path: 'dist/index.js',
    import: '*',
    limit: '7184 B',
  },
  {
    name: 'kiri-dice/odds: the whole odds entry (with the engine code it uses)',
    path: 'dist/odds.js',
    import: '*',
    limit: '8702 B',
  },
  {
    name: 'kiri-dice/odds: solveRound alone',
    path: 'dist/odds.js',
    import: '{ solveRound }',
    limit: '2028 B',
  },
  {
    name: 'kiri-dice/odds: simulate alone',
    path: 'dist/odds.js',
    import: '{ simulate }',
    limit: '2414 B',
  },
  {
    name: 'kiri-dice/fair: the whole fair dice entry',
    path: 'dist/fair.js',
    import: '*',
    limit: '11072 B',
  },
  {
    name: 'kiri-dice/fair: a server (createServerSeed + commitTo + fairDice)',
    path: 'dist/fair.js',
    import: '{ createServerSeed, commitTo, fairDice }',
    limit: '1172 B',
  },
  {
    name: 'kiri-dice/fair: a server rolling a match (fairRoller)',
    path: 'dist/fair.js',
    import: '{ fairRoller }',
    limit: '1228 B',
  },
  {
    name: 'kiri-dice/fair: a player (verifyFairRolls)',
    path: 'dist/fair.js',
    import: '{ verifyFairRolls }',
    limit: '10500 B',
  },
  {
    name: 'kiri-dice/odds: solveMatch alone',
    path: 'dist/odds.js',
    import: '{ solveMatch }',
    limit: '4266 B',
  },
  {
    name: 'kiri-dice/odds: createBot alone (with solveMatch and the state check)',
    path: 'dist/odds.js',
    import: '{ createBot }',
    limit: '7040 B',
  },
  {
    name: 'kiri-dice/record: the whole record entry (with the engine and rules code it uses)',
    path: 'dist/record.js',
    import: '*',
    limit: '13299 B',
  },
  {
    name: 'kiri-dice/record: a reader of long records (readRecordSteps)',
    path: 'dist/record.js',
    import: '{ readRecordSteps }',
    limit: '11834 B',
  },
  {
    name: 'kiri-dice/review: the whole review entry (with the solver, records and engine code it uses)',
    path: 'dist/review.js',
    import: '*',
    limit: '16620 B',
  },
  {
    name: '@kiri-dice/referee: the whole referee entry (with the engine, records, fair dice and bots it uses)',
    path: 'packages/referee/dist/index.js',
    import: '*',
    limit: '39096 B',
  },
  {
    name: '@kiri-dice/referee: createReferee + memoryStore (a referee in memory)',
    path: 'packages/referee/dist/index.js',
    import: '{ createReferee, memoryStore }',
    limit: '26032 B',
  },
];

// tsup links the chunks of an entry with bare imports (`import "./chunk.js"`), which esbuild drops
// from a package without side effects, with a warning each time. The sizes are right, so the
// warnings only hide the figures.
const quiet = (config) => ({ ...config, logOverride: { 'ignored-bare-import': 'silent' } });

export default budgets.map((budget) => ({ ...budget, modifyEsbuildConfig: quiet }));
