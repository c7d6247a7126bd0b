// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { KiriError } from '../game/KiriError.js';
import type { MatchChain } from './matchChain.js';

/**
 * How close to 1 the two chances of a state must add up before iteration stops: the chance
 * that the match is still on. Each chance is then known to within it.
 */
const GAP = 1e-14;

/** The largest band, in numbers, that elimination may allocate (128 MiB). */
const BAND_LIMIT = 2 ** 24;

/** The most state updates iteration may make (about half a second): past them, elimination. */
const SWEEP_WORK = 2 ** 26;

/** The most products the sparse elimination may compute before it gives up (about a second). */
const SPARSE_WORK = 2 ** 25;

/**
 * The probabilities `[seat 0 wins, seat 1 wins]` of every state of a chain in which the match
 * ends with probability 1, by the cheaper of exact methods, each bounded.
 *
 * - Gauss-Seidel iteration from 0. Each sweep only adds the chance of a path that ends the match,
 *   so the two chances only grow and stay below the true ones, which add up to 1: once their
 *   sum is within {@link GAP} of 1 in every state, each is within GAP of the truth. Fast when
 *   the stakes are large and matches short.
 * - Gaussian elimination in the order of the states (seat 0's purse), within the band that a
 *   stake spans, done as for a Markov chain (the Grassmann-Taksar-Heyman way): the pivot is the
 *   sum of the probabilities of leaving a state, never 1 minus the chance of staying, so no
 *   step subtracts and the answer keeps full precision even when matches last millions of
 *   rounds. It costs n w^2 for a band of w states: fast when the stakes are small.
 * - The same elimination on sparse rows, when the band does not fit in memory (a few large
 *   stakes among small ones): bounded in work and memory, null past its bounds.
 *
 * Iteration runs first, for about as many steps as elimination would take (at most
 * {@link SWEEP_WORK} state updates); only if the match is still undecided by then does
 * elimination run. So the cost is at most twice the cheaper.
 *
 * @param caller - the public function, named when the chain is past every bound
 * @param bandLimit - the largest band elimination may allocate (a parameter for the tests)
 * @param sweepWork - the most state updates of iteration (a parameter for the tests)
 * @param sparseWork - the most products of the sparse elimination (a parameter for the tests)
 * @returns the two chances of each state
 * @throws {@link KiriError} `INVALID_OPTIONS` when the chain is past every bound
 */
export function absorb(
  chain: MatchChain,
  caller: string,
  bandLimit: number = BAND_LIMIT,
  sweepWork: number = SWEEP_WORK,
  sparseWork: number = SPARSE_WORK,
): [Float64Array, Float64Array] {
  const { n, up, down } = chain;
  let w = 1;
  // A move that ends the match (-1) is not in the band.
  for (let i = 0; i < n; i++) w = Math.max(w, up[i]! - i, down[i] === -1 ? 0 : i - down[i]!);
  const w0 = new Float64Array(n);
  const w1 = new Float64Array(n);
  const room = n * (2 * w + 1) <= bandLimit;
  const sweeps = Math.max(8, Math.min(room ? (w * w) / 4 : Infinity, sweepWork / n));
  if (iterate(chain, w0, w1, sweeps)) return [w0, w1];
  return room ? eliminate(chain, w) : (eliminateSparse(chain, sparseWork) ?? tooLong(caller));
}

/**
 * Gauss-Seidel sweeps (up the states, then down) for at most `sweeps`; true once every state's
 * chances add up to within {@link GAP} of 1, or once a sweep changes nothing (the fixed point in
 * floating point).
 */
function iterate(
  { n, up, down, rise }: MatchChain,
  w0: Float64Array,
  w1: Float64Array,
  sweeps: number,
): boolean {
  for (let sweep = 0; sweep < sweeps; sweep++) {
    let gap = 0;
    let changed = false;
    for (let j = 0; j < 2 * n; j++) {
      const i = j < n ? j : 2 * n - 1 - j;
      const u = up[i]!;
      const d = down[i]!;
      const r = rise[i]!;
      const x0 = r * (u === -1 ? 1 : w0[u]!) + (1 - r) * (d === -1 ? 0 : w0[d]!);
      const x1 = r * (u === -1 ? 0 : w1[u]!) + (1 - r) * (d === -1 ? 1 : w1[d]!);
      changed ||= x0 !== w0[i] || x1 !== w1[i];
      w0[i] = x0;
      w1[i] = x1;
      gap = Math.max(gap, 1 - x0 - x1);
    }
    // Stryker disable next-line EqualityOperator: iteration stops once every state's chances add up
    // to within `GAP` of 1; a gap of exactly `GAP` (1e-14, no multiple of the spacing of numbers
    // near 1) is as good, and no sum of chances comes out at it.
    if (gap < GAP || !changed) return true;
  }
  return false;
}

/**
 * Elimination within a band of `w` states either side (see {@link absorb}). Row `i` keeps the
 * probabilities of moving to states `i - w` to `i + w` at `i * (2w + 1) + w + (j - i)`, and the
 * chances of each seat winning the match from it at once; eliminating state k sends the
 * probability of every later row of moving to k on to where k moves. One loop, kept whole: it
 * is the whole cost of the solve.
 */
function eliminate({ n, up, down, rise }: MatchChain, w: number): [Float64Array, Float64Array] {
  const m = 2 * w + 1;
  const band = new Float64Array(n * m);
  const end0 = new Float64Array(n);
  const end1 = new Float64Array(n);
  // A state moves up to an even state and down to an odd one: never to one state both ways,
  // nor to itself.
  for (let i = n; i--;) {
    const r = rise[i]!;
    if (up[i] === -1) end0[i] = r;
    else band[i * m + w + up[i]! - i] = r;
    if (down[i] === -1) end1[i] = 1 - r;
    else band[i * m + w + down[i]! - i] = 1 - r;
  }
  const pivot = new Float64Array(n);
  // Stryker disable next-line EqualityOperator: one more elimination step, for a state `n` that
  // does not exist: its pivot is written past the end of a typed array, which ignores it, and its
  // loops have no step (the last row is `n - 1`).
  for (let k = 0; k < n; k++) {
    // Stryker disable next-line ArithmeticOperator: the band's last row taken one or two past the
    // last state: row `k`'s slots for those states hold 0, and the rows past the end are read as
    // `undefined` and written past the end of the typed arrays, which ignore both.
    const last = Math.min(n - 1, k + w);
    let leave = end0[k]! + end1[k]!;
    for (let j = k + 1; j <= last; j++) leave += band[k * m + w + j - k]!;
    pivot[k] = leave;
    for (let u = k + 1; u <= last; u++) {
      const toK = band[u * m + w + k - u]!;
      // Stryker disable next-line ConditionalExpression: a row with no entry for k gains a share of 0 (`f` is 0): the skip only saves the work.
      if (toK === 0) continue;
      const f = toK / leave;
      end0[u] = end0[u]! + f * end0[k]!;
      end1[u] = end1[u]! + f * end1[k]!;
      // Row u keeps its entry for k, and its entry for u itself may gain a share here: every
      // later step reads only the states after the one it eliminates.
      for (let j = k + 1; j <= last; j++)
        band[u * m + w + j - u] = band[u * m + w + j - u]! + f * band[k * m + w + j - k]!;
    }
  }
  const w0 = new Float64Array(n);
  const w1 = new Float64Array(n);
  for (let i = n; i--;) {
    let x0 = end0[i]!;
    let x1 = end1[i]!;
    for (let j = i + 1; j <= Math.min(n - 1, i + w); j++) {
      const p = band[i * m + w + j - i]!;
      x0 += p * w0[j]!;
      x1 += p * w1[j]!;
    }
    w0[i] = x0 / pivot[i]!;
    w1[i] = x1 / pivot[i]!;
  }
  return [w0, w1];
}

/** The most entries the sparse elimination may hold at once (some 100 MB). */
const SPARSE_ENTRIES = 2 ** 20;

/**
 * Elimination as {@link eliminate} does it, in the same order and with the same pivots, on
 * sparse rows: each row keeps only the states it moves to, so a few large stakes among small
 * ones cost little more than the small ones alone. Null when the rows fill in past
 * {@link SPARSE_WORK} products or {@link SPARSE_ENTRIES} entries (stakes of every size at once
 * over thousands of chips), so that the work stays bounded.
 *
 * @param maxWork - the most products (a parameter for the tests)
 * @param maxEntries - the most entries (a parameter for the tests)
 */
export function eliminateSparse(
  { n, up, down, rise }: MatchChain,
  maxWork: number = SPARSE_WORK,
  maxEntries: number = SPARSE_ENTRIES,
): [Float64Array, Float64Array] | null {
  const rows: Map<number, number>[] = [];
  // into[j]: the rows that may hold an entry for state j (checked when j is eliminated).
  // Stryker disable next-line ArrayDeclaration: a made-up first item in a state's list of rows is
  // no row after `k`, so `u > k` skips it, as it skips rows already eliminated.
  const into: number[][] = Array.from({ length: n }, () => []);
  const end0 = new Float64Array(n);
  const end1 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row = new Map<number, number>();
    const r = rise[i]!;
    if (up[i] === -1) end0[i] = r;
    else row.set(up[i]!, r);
    if (down[i] === -1) end1[i] = 1 - r;
    else row.set(down[i]!, 1 - r);
    for (const j of row.keys()) into[j]!.push(i);
    rows.push(row);
  }
  let entries = 2 * n;
  let work = 0;
  const pivot = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const row = rows[k]!;
    let leave = end0[k]! + end1[k]!;
    // The row holds later states only: earlier ones were eliminated, and no row holds itself.
    for (const p of row.values()) leave += p;
    pivot[k] = leave;
    for (const u of into[k]!) {
      const target = rows[u]!;
      // Stryker disable next-line EqualityOperator: `u >= k` differs only when a row holds its own
      // state, and none does (a state moves up to an even state and down to an odd one, never to
      // itself).
      const toK = u > k ? target.get(k) : undefined;
      if (toK === undefined) continue;
      target.delete(k);
      const f = toK / leave;
      end0[u] = end0[u]! + f * end0[k]!;
      end1[u] = end1[u]! + f * end1[k]!;
      work += row.size;
      for (const [j, p] of row) {
        if (j === u) continue;
        const had = target.get(j);
        if (had === undefined) {
          entries++;
          into[j]!.push(u);
        }
        target.set(j, (had ?? 0) + f * p);
      }
      if (work > maxWork || entries > maxEntries) return null;
    }
    // Row k is eliminated: no row is looked up through this list again.
    into[k]!.length = 0;
  }
  const w0 = new Float64Array(n);
  const w1 = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let x0 = end0[i]!;
    let x1 = end1[i]!;
    for (const [j, p] of rows[i]!) {
      x0 += p * w0[j]!;
      x1 += p * w1[j]!;
    }
    w0[i] = x0 / pivot[i]!;
    w1[i] = x1 / pivot[i]!;
  }
  return [w0, w1];
}

/** Throws `INVALID_OPTIONS` for a chain past the bounds of every method (see {@link absorb}). */
function tooLong(caller: string): never {
  throw new KiriError(
    'INVALID_OPTIONS',
    `${caller}: the stakes are past the solver's bounds (2^25 steps, 2^20 entries): use fewer sizes of stake or fewer chips`,
  );
}
