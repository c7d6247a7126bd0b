// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** How many past outages a referee remembers: older ones no longer overlap a turn in play. */
export const OUTAGES_KEPT = 64;

/**
 * What one referee process saw of its store's outages: from a call's failure to the next call
 * that worked. Their time is not charged to a player: a deadline moves on by the outage time
 * within its turn.
 */
export interface StoreOutages {
  /** A store call failed at `at`: an outage starts, unless one is under way. */
  failed(at: number): void;
  /** A store call worked at `at`: the outage under way, if any, ends. */
  worked(at: number): void;
  /** The outage time within `[from, to]`, an outage under way counted up to `to`. */
  within(from: number, to: number): number;
}

/** A fresh memory of outages: none yet. */
export function storeOutages(): StoreOutages {
  const past: (readonly [number, number])[] = [];
  let since: number | null = null;
  return {
    failed(at) {
      since ??= at;
    },
    worked(at) {
      if (since === null) return;
      past.push([since, at]);
      if (past.length > OUTAGES_KEPT) past.shift();
      since = null;
    },
    within(from, to) {
      const spans = since === null ? past : [...past, [since, to] as const];
      let total = 0;
      for (const [start, end] of spans)
        total += Math.max(0, Math.min(end, to) - Math.max(start, from));
      return total;
    },
  };
}
