import { readFileSync } from 'node:fs';
import {
  configDefaults,
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string };

/** The version the CLI prints, as tsup defines it in the build. */
export const define: Record<string, string> = { __KIRI_VERSION__: JSON.stringify(version) };

/**
 * `src/` itself (`npm test`, under the coverage gate): every test beside its subject, the
 * property, fuzz and model tests, and the type tests. The other projects test what is built.
 */
export const unit: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    include: ['test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      'test/package/**',
      'test/browser/**',
      'test/docs/**',
      'test/referee/server/**',
    ],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
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
 * - `referee`: `test/referee/server/`, the referee on SQLite under load, crashes, signals and
 *   attacks (`npm run test:referee`, after the build, which runs vitest on the pinned Node 24
 *   for node:sqlite). Its files run one after the other: the load test needs both cores. The
 *   rest of test/referee/ is unit tests of src/referee/, in `unit`.
 *
 * The mutation run has its own config, `test/mutation/vitest.config.ts`.
 */
const config: ViteUserConfig = defineConfig({
  define,
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The bin is process wiring (the streams, their write errors, simulate's worker and Ctrl-C);
      // the tests in test/cli/ run it as a child process.
      // The SQLite store needs node:sqlite (Node 22.13+), which the unit tests' Node 20 lacks:
      // test/referee/server/ runs it on the pinned Node 24, in-process and behind `kiri-dice serve`.
      // The PostgreSQL store needs a running PostgreSQL, which the unit tests do not start:
      // test/referee/server/postgres*.test.ts makes a cluster of its own and runs it there.
      exclude: [
        'src/cli/bin.ts',
        'src/referee/store/sqliteStore.ts',
        'src/referee/store/sqliteStatements.ts',
        'src/referee/store/postgres*.ts',
      ],
      thresholds: { 100: true },
    },
    projects: [
      unit,
      {
        test: {
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['test/package/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'docs', include: ['test/docs/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'referee',
          include: ['test/referee/server/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 900_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

export default config;
