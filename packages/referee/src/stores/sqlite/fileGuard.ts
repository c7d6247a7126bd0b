// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';
import { runtimeModule } from '../../runtimeModule.js';

/** The part of `node:fs` the guard uses. */
export interface GuardFs {
  realpathSync(path: string): string;
  readFileSync(path: string, encoding: 'utf8'): string;
  unlinkSync(path: string): void;
  statSync(path: string, options?: { throwIfNoEntry: false }): FileStat | undefined;
}

/** What identifies a file (its device and inode), and its count of names. */
interface FileStat {
  readonly ino: number;
  readonly dev: number;
  readonly nlink: number;
}

/** The part of `process` the guard uses. */
export interface GuardProcess {
  readonly pid: number;
  kill(pid: number, signal: 0): boolean;
}

/** A lock held on an open file: the system gives it back when its process ends, however. */
export interface HeldLock {
  /** Gives the lock back. */
  release(): void;
}

/**
 * Takes the lock of the file `path`, creating it: the lock; `'held'` when another connection or
 * process holds it; `'foreign'` when the file is no lock (an older referee's lock file, which
 * held its process id). Throws when the file cannot be made.
 */
export type TakeLock = (path: string) => HeldLock | 'held' | 'foreign';

/**
 * A database file's guard: the lock that keeps it to one process, and the check that it is
 * still the file that was opened, with its write-ahead log.
 */
export interface FileGuard {
  /** The database file, its symbolic links resolved: every path to one file takes one lock. */
  readonly file: string;
  /** Notes the identity (device and inode) of the opened file and of its write-ahead log. */
  opened(): void;
  /** Throws when the file or its write-ahead log was deleted or replaced since it was opened. */
  check(): void;
  /** Gives the lock back. */
  release(): void;
}

/** Whether process `pid` is running. */
function alive(proc: GuardProcess, pid: number): boolean {
  try {
    return proc.kill(pid, 0);
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** `file` with its symbolic links resolved, or its folder's when the file is not made yet. */
function realFile(fs: GuardFs, file: string): string {
  try {
    return fs.realpathSync(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    const cut = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
    // Stryker disable next-line StringLiteral: `realpathSync('')` is the working folder, as '.' is.
    const folder = fs.realpathSync(cut < 0 ? '.' : file.slice(0, Math.max(cut, 1)));
    return `${folder}${folder.endsWith('/') ? '' : '/'}${file.slice(cut + 1)}`;
  }
}

/**
 * Takes `FILE.lock`, the lock that keeps a database file to one referee process. The lock is
 * held on the open lock file (an exclusive SQLite transaction, `takeLock`), not written in it:
 * the system gives it back when the process ends, killed too, so a restarted referee takes it
 * at once, whatever its process id (1 in every container). The path is resolved first, so a
 * symbolic link to a served file finds it locked.
 *
 * @param takeLock - takes the lock of a file
 * @param system - the file system and the process (a parameter for the tests: `node:fs` and
 * `process`)
 */
export async function fileGuard(
  file: string,
  takeLock: TakeLock,
  system?: { readonly fs: GuardFs; readonly proc: GuardProcess },
): Promise<FileGuard> {
  const fs = system?.fs ?? (await runtimeModule<GuardFs>('node:fs'));
  const proc =
    system?.proc ?? (globalThis as unknown as { readonly process: GuardProcess }).process;
  let real: string;
  let lock: HeldLock | 'held' | 'foreign';
  try {
    real = realFile(fs, file);
    lock = takeLock(`${real}.lock`);
    if (lock === 'foreign') {
      olderLock(fs, proc, file, `${real}.lock`);
      lock = takeLock(`${real}.lock`);
    }
  } catch (error) {
    if (error instanceof KiriError) throw error;
    throw new KiriError(
      'INVALID_OPTIONS',
      `sqliteStore: cannot lock ${file}: ${(error as Error).message}`,
    );
  }
  if (typeof lock === 'string')
    throw new KiriError(
      'INVALID_OPTIONS',
      `sqliteStore: ${file} is served by another referee; one file serves one process`,
    );
  // A hard link is another name of the same file, with a lock and a log of its own: a referee on
  // it would serve the file beside this one, and lose the other's moves at the next start.
  const links = fs.statSync(real, { throwIfNoEntry: false })?.nlink ?? 1;
  if (links > 1) {
    lock.release();
    throw new KiriError(
      'INVALID_OPTIONS',
      `sqliteStore: ${file} has ${links} hard links: another name of the file would get round its lock; remove the others, or serve a copy`,
    );
  }
  const held = lock;
  const log = `${real}-wal`;
  const idOf = (path: string) => {
    const stat = fs.statSync(path, { throwIfNoEntry: false });
    return stat && `${stat.dev}:${stat.ino}`;
  };
  let identity: string | undefined;
  let logIdentity: string | undefined;
  return {
    file: real,
    opened: () => {
      identity = idOf(real);
      logIdentity = idOf(log);
    },
    check: () => {
      if (idOf(real) !== identity)
        throw new Error(`the database file ${file} was deleted or replaced while it was in use`);
      // A move committed to a new log after the old one was deleted would be lost at restart.
      if (idOf(log) !== logIdentity)
        throw new Error(
          `the write-ahead log ${log} was deleted or replaced while it was in use: the moves in it are lost at restart`,
        );
    },
    release: () => held.release(),
  };
}

/**
 * Clears the lock file of an older referee, which wrote its process id in it: refused while
 * that process runs (unless it is this one's id: a container's PID 1 again, after a restart).
 */
function olderLock(fs: GuardFs, proc: GuardProcess, file: string, lock: string): void {
  // Stryker disable next-line StringLiteral: read with no encoding, the bytes' Number is the same.
  const holder = Number(fs.readFileSync(lock, 'utf8'));
  if (Number.isInteger(holder) && holder > 0 && holder !== proc.pid && alive(proc, holder))
    throw new KiriError(
      'INVALID_OPTIONS',
      `sqliteStore: ${file} is served by an older referee (process ${holder}); one file serves one process (remove ${lock} only if no referee runs)`,
    );
  fs.unlinkSync(lock);
}
