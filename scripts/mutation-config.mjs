// @ts-check
// The mutation run of each package: Stryker over the package's src/, incremental, with its report
// committed (PACKAGE/test/mutation/incremental.json) and checked by `npm test`
// (scripts/check-mutation.mjs). Every run starts from the root (`npx stryker run CONFIG`), where
// the tests of all packages are: a test of the command line may kill a mutant of the referee, and
// a test of the referee one of the engine. Its vitest setup, the seed it fixes and the order of
// the test files are in test/mutation/.

/**
 * @typedef {object} MutationPackage
 * @property {string} name - the package's name
 * @property {string} dir - its folder, from the root
 * @property {string} config - its Stryker config, from the root
 * @property {readonly { file: string, reason: string }[]} excluded - the files the mutation run
 *   cannot test, each with its reason (paths from the root, `*` for any characters but `/`)
 */

/**
 * The packages the mutation run measures. The run is on the Node of `npm test` (20), in vitest's
 * unit project; the excluded files run only where test:referee runs them, on the built packages,
 * which no mutant of a src/ reaches.
 *
 * @type {readonly MutationPackage[]}
 */
export const mutationPackages = [
  { name: 'kiri-dice', dir: '.', config: 'stryker.config.mjs', excluded: [] },
  {
    name: '@kiri-dice/referee',
    dir: 'packages/referee',
    config: 'packages/referee/stryker.config.mjs',
    excluded: [
      {
        file: 'packages/referee/src/stores/sqlite/sqliteStore.ts',
        reason: 'needs node:sqlite (Node 22.13+); test:referee tests it on the pinned Node 24',
      },
      {
        file: 'packages/referee/src/stores/sqlite/sqliteStatements.ts',
        reason: 'the SQL of sqliteStore.ts, run only by it',
      },
      {
        file: 'packages/referee/src/stores/sqlite/sqliteSchema.ts',
        reason: 'the SQL of sqliteStore.ts (its tables and their migration), run only by it',
      },
      {
        file: 'packages/referee/src/stores/postgres/*.ts',
        reason: 'needs a PostgreSQL server: test:referee runs it on a cluster of its own',
      },
    ],
  },
  {
    name: '@kiri-dice/cli',
    dir: 'packages/cli',
    config: 'packages/cli/stryker.config.mjs',
    excluded: [
      {
        file: 'packages/cli/src/bin.ts',
        reason: 'the executable: it runs the command line as soon as it is imported',
      },
    ],
  },
];

/**
 * Where a package's mutation report is, from the root.
 *
 * @param {MutationPackage} pkg
 */
export const reportOf = (pkg) =>
  `${pkg.dir === '.' ? '' : `${pkg.dir}/`}test/mutation/incremental.json`;

/**
 * The Stryker config of the package named `name`.
 *
 * @param {string} name
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig(name) {
  const pkg = mutationPackages.find((candidate) => candidate.name === name);
  if (pkg === undefined) throw new Error(`strykerConfig: no package ${name}`);
  const src = pkg.dir === '.' ? 'src' : `${pkg.dir}/src`;
  const reports = pkg.dir === '.' ? 'reports/mutation' : `${pkg.dir}/reports/mutation`;
  return {
    $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    packageManager: 'npm',
    testRunner: 'vitest',
    vitest: { configFile: 'test/mutation/vitest.config.ts', related: false },
    plugins: ['@stryker-mutator/vitest-runner'],
    mutate: [`${src}/**/*.ts`, ...pkg.excluded.map(({ file }) => `!${file}`)],
    coverageAnalysis: 'perTest',
    concurrency: 2,
    timeoutMS: 20_000,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `${reports}/index.html` },
    jsonReporter: { fileName: `${reports}/mutation.json` },
    // The thresholds are checked per file by scripts/check-mutation.mjs, in `npm test`.
    thresholds: { high: 98, low: 95, break: null },
    tempDirName: '.stryker-tmp',
    incremental: true,
    incrementalFile: reportOf(pkg),
    dryRunTimeoutMinutes: 30,
  };
}
