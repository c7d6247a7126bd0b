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
 * True in the mutation run, where the instrumented code runs many times slower. Its heavy tests
 * check the same property on a smaller case (docs/contributing/mutation-testing.md lists them);
 * the tests of the built bin, which no mutant of src/ reaches, are skipped there.
 */
export const mutationRun: boolean = scale < 1;
