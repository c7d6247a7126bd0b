import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  configDefaults,
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config';

const { version } = JSON.parse(readFileSync('./packages/cli/package.json', 'utf8')) as {
  version: string;
};

const from = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The packages of this repository by their published names, read from their sources (as
 * tsconfig.json's `paths`): a test of the referee runs the engine's `src/`, under coverage and
 * mutation, and no test needs a build.
 */
export const alias: { readonly find: RegExp; readonly replacement: string }[] = [
  { find: /^kiri-dice$/, replacement: from('./src/index.ts') },
  { find: /^kiri-dice\/(rules|odds|fair|record|review)$/, replacement: from('./src/$1/index.ts') },
  { find: /^@kiri-dice\/referee$/, replacement: from('./packages/referee/src/index.ts') },
  { find: /^@kiri-dice\/testing\/(\w+)$/, replacement: from('./packages/testing/src/$1.ts') },
];

/** The version the CLI prints, as tsup defines it in the build. */
export const define: Record<string, string> = { __KIRI_VERSION__: JSON.stringify(version) };

/**
 * The stores' tests that need their servers (node:sqlite on Node 24, a PostgreSQL cluster): the
 * `referee` project runs them, beside the referee's server tests; `unit` leaves them out.
 */
const storesOnServers = [
  'packages/referee/test/stores/sqlite/sqliteStore.test.ts',
  'packages/referee/test/stores/postgres/postgresStore.test.ts',
];

/**
 * `src/` itself (`npm test`, under the coverage gate): every test beside its subject, the
 * property, fuzz and model tests, and the type tests. The other projects test what is built.
 */
export const unit: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      'test/package/**',
      'test/browser/**',
      'test/docs/**',
      'packages/referee/test/server/**',
      ...storesOnServers,
    ],
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts', 'packages/*/test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    testTimeout: 30_000,
  },
};

/**
 * One config, one project per thing tested; each script runs its own (`vitest run --project unit`):
 *
 * - `unit`: `src/` (`npm test`, with `--coverage`);
 * - `package`: the built package as its users get it (`npm run check:package`, after the build):
 *   the packed tarball, fresh consumer projects, the docs' code samples and the examples. They
 *   run `dist/`, never `src/`, so they take no part in the coverage gate;
 * - `browser`: the ESM build and the playground in headless Chromium, Debian's (`npm run test:browser`);
 * - `docs`: the built documentation site (`npm run docs`, after TypeDoc has written `docs/api/`);
 * - `referee`: `packages/referee/test/server/`, the referee on SQLite under load, crashes, signals and
 *   attacks (`npm run test:referee`, after the build, which runs vitest on the pinned Node 24
 *   for node:sqlite). Its files run one after the other: the load test needs both cores. The
 *   rest of packages/referee/test/ is unit tests of its src/, in `unit`.
 *
 * The mutation run has its own config, `test/mutation/vitest.config.ts`.
 */
const config: ViteUserConfig = defineConfig({
  define,
  resolve: { alias },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts', 'packages/referee/src/**/*.ts', 'packages/cli/src/**/*.ts'],
      // The bin is process wiring (the streams, their write errors, simulate's worker and Ctrl-C);
      // the tests in packages/cli/test/ run it as a child process.
      // The SQLite store needs node:sqlite (Node 22.13+), which the unit tests' Node 20 lacks:
      // packages/referee/test/server/ runs it on the pinned Node 24, in-process and behind `kiri-dice serve`.
      // The PostgreSQL store needs a running PostgreSQL, which the unit tests do not start:
      // packages/referee/test/server/postgres*.test.ts makes a cluster of its own and runs it there.
      exclude: [
        // The tests' helpers are tests, not code of a package.
        'packages/testing/**',
        'packages/cli/src/bin.ts',
        'packages/referee/src/stores/sqlite/sqliteStore.ts',
        'packages/referee/src/stores/sqlite/sqliteStatements.ts',
        'packages/referee/src/stores/postgres/*.ts',
      ],
      thresholds: { 100: true },
    },
    projects: [
      unit,
      {
        extends: true,
        test: {
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['test/package/packOnce.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'docs', include: ['test/docs/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'referee',
          include: ['packages/referee/test/server/**/*.test.ts', ...storesOnServers],
          fileParallelism: false,
          testTimeout: 900_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

export default config;
