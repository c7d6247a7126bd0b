/** Pearson's chi-square statistic of observed counts against expected ones. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

/**
 * Upper 0.1% points of the chi-square distribution by degrees of freedom (from standard tables,
 * e.g. NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.4): a fair generator exceeds
 * them once in a thousand samples, and the seeds are fixed, so the tests are deterministic.
 */
export const CHI_SQUARE_999: { readonly 5: number; readonly 7: number; readonly 63: number } = {
  5: 20.515,
  7: 24.322,
  63: 103.442,
};
