// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.

/**
 * Calls `gone` once the process that started this one has ended. npm (`npx`, `npm exec`,
 * `npm start`) runs a bin through `sh -c` and passes a SIGTERM to that shell alone, which ends
 * without passing it on: the bin is left to PID 1, still holding its port and its database.
 *
 * @param parent - reads the parent's process id (`() => process.ppid`), again at each look
 * @param gone - called once, at the first look that finds another parent
 * @param every - milliseconds between two looks; the timer keeps no process alive
 * @returns a function that ends the watch
 * @example
 * watchParent(() => process.ppid, () => process.kill(process.pid, 'SIGTERM'));
 */
export function watchParent(parent: () => number, gone: () => void, every = 500): () => void {
  const first = parent();
  const timer = setInterval(() => {
    if (parent() === first) return;
    clearInterval(timer);
    gone();
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
