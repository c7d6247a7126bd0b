import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { MutationRunOrder } from './test/mutationRunOrder.js';
import base from './vitest.config.js';

/**
 * The vitest setup of the mutation run (stryker.config.json): the same tests, without coverage
 * or type tests, with a tenth of the fast-check runs (KIRI_FC_SCALE, see test/propertyRuns.ts)
 * and a fixed fast-check seed, so that each of its thousands of runs is short and repeatable.
 * The docs test reads the TSDoc of the sources, which the mutation run's instrumented copies
 * do not keep, and no mutant of code can be caught by it: it stays out.
 */
const config: ViteUserConfig = mergeConfig(
  base,
  defineConfig({
    test: {
      typecheck: { enabled: false },
      exclude: [...(base.test?.exclude ?? []), 'test/docs.test.ts'],
      coverage: { enabled: false },
      env: { KIRI_FC_SCALE: '0.1' },
      setupFiles: ['./test/mutationRun.setup.ts'],
      sequence: { sequencer: MutationRunOrder },
    },
  }),
);

export default config;
