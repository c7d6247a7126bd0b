// A small benchmark harness: warm-up, then interleaved samples of a subject and its baseline,
// so that both see the same machine load; the ratio of each pair is taken and the median kept.

/** Times one call of `fn` in milliseconds, until its promise settles when it returns one. */
export async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs `subject` and `baseline` alternately `samples` times after `warmup` rounds of each and
 * returns (a promise of) the median of subject time / baseline time, with the median times
 * themselves. Either may return a promise, which is timed until it settles. With `collect` (and
 * node --expose-gc), the heap is collected before each timed call, untimed: for subjects that
 * keep ten times the other's memory, whose garbage would otherwise be collected in the other's
 * time.
 */
export async function compare(
  subject,
  baseline,
  { samples = 15, warmup = 3, collect = false } = {},
) {
  const timed = async (fn) => {
    if (collect) globalThis.gc?.();
    return time(fn);
  };
  for (let i = 0; i < warmup; i++) {
    await subject();
    await baseline();
  }
  const ratios = [];
  const subjectTimes = [];
  const baselineTimes = [];
  for (let i = 0; i < samples; i++) {
    // Alternate which goes first, so neither always runs on a warmer or colder machine.
    let s;
    let b;
    if (i % 2) {
      b = await timed(baseline);
      s = await timed(subject);
    } else {
      s = await timed(subject);
      b = await timed(baseline);
    }
    subjectTimes.push(s);
    baselineTimes.push(b);
    ratios.push(s / b);
  }
  return {
    ratio: median(ratios),
    subjectMs: median(subjectTimes),
    baselineMs: median(baselineTimes),
  };
}

/** The median time of `fn` over `samples` runs after `warmup` runs. */
export async function measure(fn, { samples = 7, warmup = 2 } = {}) {
  for (let i = 0; i < warmup; i++) await fn();
  const times = [];
  for (let i = 0; i < samples; i++) times.push(await time(fn));
  return median(times);
}
