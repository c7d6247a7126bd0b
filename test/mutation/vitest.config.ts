import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { alias, define, unit } from '../../vitest.config.js';
import { MutationRunOrder } from './runOrder.js';

/**
 * The vitest setup of the mutation run (stryker.config.mjs): the unit tests, without coverage
 * or type tests, with a tenth of the fast-check runs (KIRI_FC_SCALE, see test/propertyRuns.ts)
 * and a fixed fast-check seed, so that each of its thousands of runs is short and repeatable.
 * The docs test reads the TSDoc of the sources, which the mutation run's instrumented copies
 * do not keep, and no mutant of code can be caught by it: it stays out. So do the tests of
 * test/mutation/, which test scripts/check-mutation.mjs (no file of src/) and count the mutants
 * of a source as it is on disk, which here is the instrumented copy.
 *
 * KIRI_MUTATION_TESTS, a comma-separated list of globs, narrows the run to those test files
 * (the odds files' tests, `test/odds/` and every `.test.ts` under it, for `src/odds/absorb.ts`:
 * docs/contributing/mutation-testing.md gives the command).
 * Stryker waits for a mutant as long as its covering tests took, plus the dry run's overhead,
 * which for every test file is a minute or more: a file whose mutants make loops endless is far
 * faster measured against its own tests. A narrower run can only leave more survivors, never
 * fewer; the report keeps the other files' verdicts and tests.
 */
const narrowed = process.env['KIRI_MUTATION_TESTS']?.split(',').filter(Boolean);

const config: ViteUserConfig = defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  define,
  resolve: { alias },
  test: {
    ...unit.test,
    ...(narrowed?.length ? { include: narrowed } : {}),
    typecheck: { enabled: false },
    exclude: [...(unit.test?.exclude ?? []), 'test/docs.test.ts', 'test/mutation/**'],
    coverage: { enabled: false },
    // Stryker's instrumented copies run hot loops many times slower: the CLI's simulate tests play
    // a million rounds and more in 2 s normally, and take over 30 s here.
    testTimeout: 120_000,
    env: { KIRI_FC_SCALE: '0.1' },
    setupFiles: ['./test/mutation/setup.ts'],
    sequence: { sequencer: MutationRunOrder },
  },
});

export default config;
