// @ts-check
// Long polls: requests waiting for a match's next move. Each waits at most `timeout` ms, a
// match has at most `perMatch` of them (a client cannot pile up waiting sockets), and a poll
// whose client went away stops waiting.

/**
 * @param {{ timeout: number, perMatch: number }} limits
 */
export function createWaiters({ timeout, perMatch }) {
  /** @type {Map<string, Set<() => void>>} */
  const byMatch = new Map();

  return {
    /**
     * Waits for the next move of a match, the timeout, or the client leaving.
     *
     * @param {string} id the match
     * @param {AbortSignal} gone aborted when the client closes the connection
     * @returns {Promise<boolean> | null} whether a move woke it; null when the match has too
     *   many polls waiting
     */
    wait(id, gone) {
      const waiting = byMatch.get(id) ?? new Set();
      if (waiting.size >= perMatch) return null;
      byMatch.set(id, waiting);
      return new Promise((resolve) => {
        const done = (/** @type {boolean} */ moved) => {
          clearTimeout(timer);
          gone.removeEventListener('abort', leave);
          waiting.delete(wake);
          if (waiting.size === 0 && byMatch.get(id) === waiting) byMatch.delete(id);
          resolve(moved);
        };
        const wake = () => done(true);
        const leave = () => done(false);
        const timer = setTimeout(leave, timeout);
        gone.addEventListener('abort', leave);
        waiting.add(wake);
      });
    },

    /** Wakes every poll of a match. @param {string} id */
    wake(id) {
      for (const wake of [...(byMatch.get(id) ?? [])]) wake();
    },

    /** Wakes every poll (on shutdown). */
    wakeAll() {
      for (const id of [...byMatch.keys()]) this.wake(id);
    },
  };
}

/** @typedef {ReturnType<typeof createWaiters>} Waiters */
