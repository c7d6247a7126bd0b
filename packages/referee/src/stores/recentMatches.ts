// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** The most match ids {@link recentMatches} keeps. */
export const RECENT_MATCHES = 100_000;

/** The matches a store read most recently: those that its process's waiters wait on. */
export interface RecentMatches {
  /** Notes that match `id` was read now. */
  read(id: string): void;
  /** Calls `visit` with each id kept, oldest first. */
  each(visit: (id: string) => void): void;
}

/**
 * The ids of the last {@link RECENT_MATCHES} matches read. A long poll or an event stream reads
 * its match before each wait, so its match is among them: a store that may have missed other
 * processes' commits wakes those matches' waiters, which re-read their match.
 */
export function recentMatches(most: number = RECENT_MATCHES): RecentMatches {
  const ids = new Set<string>();
  return {
    read(id) {
      // Deleted and added again: a Set keeps the order of addition, so the oldest go first.
      ids.delete(id);
      ids.add(id);
      if (ids.size > most) ids.delete(ids.values().next().value!);
    },
    each(visit) {
      for (const id of [...ids]) visit(id);
    },
  };
}
