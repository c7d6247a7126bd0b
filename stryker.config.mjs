// The mutation run (`npm run test:mutation`): Stryker over every file of src/, incremental, with
// its report committed (test/mutation/incremental.json) and checked by `npm test`
// (scripts/check-mutation.mjs). Its vitest setup, the seed it fixes and the order of the test
// files are in test/mutation/.

/**
 * The files the mutation runner cannot test, each with its reason. The run is on the Node of
 * `npm test` (20), in vitest's unit project; these files run only where test:referee runs them,
 * on the built package, which no mutant of src/ reaches.
 */
export const excluded = [
  {
    file: 'src/cli/bin.ts',
    reason: 'the executable: it runs the command line as soon as it is imported',
  },
  {
    file: 'src/referee/store/sqliteStore.ts',
    reason: 'needs node:sqlite (Node 22.13+); test:referee tests it on the pinned Node 24',
  },
  {
    file: 'src/referee/store/sqliteStatements.ts',
    reason: 'the SQL of sqliteStore.ts, run only by it',
  },
  {
    file: 'src/referee/store/sqliteSchema.ts',
    reason: 'the SQL of sqliteStore.ts (its tables and their migration), run only by it',
  },
  {
    file: 'src/referee/store/postgres*.ts',
    reason: 'needs a PostgreSQL server: test:referee runs it on a cluster of its own',
  },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'test/mutation/vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/**/*.ts', ...excluded.map(({ file }) => `!${file}`)],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The thresholds are checked per file by scripts/check-mutation.mjs, in `npm test`.
  thresholds: { high: 98, low: 95, break: null },
  tempDirName: '.stryker-tmp',
  incremental: true,
  incrementalFile: 'test/mutation/incremental.json',
  dryRunTimeoutMinutes: 30,
};
