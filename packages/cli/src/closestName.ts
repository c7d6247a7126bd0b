// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/**
 * The edit distance of two words: the fewest insertions, deletions, substitutions and swaps of
 * two neighbours (`plya` is one swap from `play`), the optimal string alignment distance.
 */
function distance(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const above = rows[i - 1]!;
      let d = Math.min(
        above[j]! + 1,
        row[j - 1]! + 1,
        above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      // A swap of the last two letters; in the first row or column, a[-1] or b[-1] is
      // undefined, no letter, so there is none.
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The name nearest to what was typed, by edit distance (the first of the nearest on a tie), to
 * suggest it: `--sead` is nearest `--seed`. What was typed is cut to 100 characters, so that a
 * long one costs little (the distance takes time and memory in the product of the lengths).
 *
 * @param typed - what was typed
 * @param names - the names allowed, at least one
 * @returns the nearest name
 */
export function closestName(typed: string, names: readonly string[]): string {
  const cut = typed.slice(0, 100);
  let best = names[0]!;
  let bestDistance = Infinity;
  for (const name of names) {
    const d = distance(cut, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

/**
 * Whether a name is close enough to what was typed to be what was meant: at most one edit in
 * three characters, at least one (`--sead` for `--seed`, not `--fast` for `--bot`).
 *
 * @param typed - what was typed
 * @param name - the name nearest to it
 * @returns whether to suggest the name
 */
export function isClose(typed: string, name: string): boolean {
  return distance(typed.slice(0, 100), name) <= Math.max(1, Math.floor(name.length / 3));
}
