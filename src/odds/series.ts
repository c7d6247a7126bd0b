// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * Power series in z truncated to a fixed length, as plain arrays: coefficient d belongs to a
 * gain of d points. The round solver works on them because a roll's effect on the roller's
 * points depends only on the points gained, not on the points held (see solveRound.ts).
 */
export type Series = number[];

/** `n` zero coefficients. */
export function zeros(n: number): Series {
  return Array<number>(n).fill(0);
}

/** The series 1, with `n` coefficients. */
export function unit(n: number): Series {
  return zeros(n).fill(1, 0, 1);
}

/** The product `a * b`, truncated to the length of `a`. */
export function mul(a: Series, b: Series): Series {
  return a.map((_, d) => {
    let sum = 0;
    for (let j = 0; j <= d; j++) sum += a[j]! * b[d - j]!;
    return sum;
  });
}

/** The quotient `a / (1 - b)`; needs `b[0] < 1`. */
export function over(a: Series, b: Series): Series {
  const c: Series = [];
  a.forEach((sum, d) => {
    for (let j = 1; j <= d; j++) sum += b[j]! * c[d - j]!;
    c.push(sum / (1 - b[0]!));
  });
  return c;
}

/** Adds `q * z^shift * a` to `sum` in place (what a roll worth `shift` points does to a series). */
export function addShifted(sum: Series, q: number, shift: number, a: Series): void {
  for (let d = shift; d < sum.length; d++) sum[d]! += q * a[d - shift]!;
}
