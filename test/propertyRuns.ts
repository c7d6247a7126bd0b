/**
 * How many runs each property makes. `npm test` uses the numbers written in the tests; the
 * mutation run (test/mutation/vitest.config.ts) sets KIRI_FC_SCALE below 1 so that each of its
 * thousands of test runs stays short.
 */
const scale = Number(process.env['KIRI_FC_SCALE'] ?? '1');

/** `n` runs, scaled for the mutation run, never fewer than `floor`. */
export function runs(n: number, floor = 10): number {
  return Math.max(Math.min(n, floor), Math.round(n * scale));
}

/**
 * True in the mutation run. Tests that pin a million simulated rounds are skipped there (the
 * instrumented code is many times slower); smaller exact pins of the same code run in both.
 */
export const mutationRun: boolean = scale < 1;
