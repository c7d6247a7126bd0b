// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
import { KiriError } from 'kiri-dice';
import { runtimeModule } from '../../runtimeModule.js';

/** The part of `node:fs` the guard uses. */
export interface GuardFs {
  openSync(path: string, flags: string): number;
  writeSync(fd: number, text: string): number;
  closeSync(fd: number): void;
  readFileSync(path: string, encoding: 'utf8'): string;
  unlinkSync(path: string): void;
  statSync(path: string, options?: { throwIfNoEntry: false }): FileStat | undefined;
}

/** What identifies a file: its device and inode. */
interface FileStat {
  readonly ino: number;
  readonly dev: number;
}

/** The part of `process` the guard uses. */
export interface GuardProcess {
  readonly pid: number;
  kill(pid: number, signal: 0): boolean;
}

/**
 * A database file's guard: the lock that keeps it to one process, and the check that it is
 * still the file that was opened.
 */
export interface FileGuard {
  /** Notes the opened file's identity (device and inode). */
  opened(): void;
  /** Throws when the file was deleted or replaced since it was opened. */
  check(): void;
  /** Gives the lock back. */
  release(): void;
}

/** Whether process `pid` is running (a lock left by a killed process is taken over). */
function alive(proc: GuardProcess, pid: number): boolean {
  try {
    return proc.kill(pid, 0);
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * Takes `FILE.lock`, the lock that keeps a database file to one referee process: created with
 * O_EXCL and holding the process id. A lock whose process is gone (killed) is taken over.
 *
 * @param system - the file system and the process (a parameter for the tests: `node:fs` and
 * `process`)
 */
export async function fileGuard(
  file: string,
  system?: { readonly fs: GuardFs; readonly proc: GuardProcess },
): Promise<FileGuard> {
  const fs = system?.fs ?? (await runtimeModule<GuardFs>('node:fs'));
  const proc =
    system?.proc ?? (globalThis as unknown as { readonly process: GuardProcess }).process;
  const lock = `${file}.lock`;
  for (let tries = 0; ; tries++) {
    try {
      const fd = fs.openSync(lock, 'wx');
      fs.writeSync(fd, String(proc.pid));
      fs.closeSync(fd);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST' || tries > 0) throw lockError(file, error);
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(proc, holder))
        throw new KiriError(
          'INVALID_OPTIONS',
          `sqliteStore: ${file} is served by another referee (process ${holder}); one file serves one process (remove ${lock} only if no referee runs)`,
        );
      fs.unlinkSync(lock);
    }
  }
  let identity: string | undefined;
  const idOf = (stat: FileStat | undefined) => stat && `${stat.dev}:${stat.ino}`;
  return {
    // The file was just opened: a stat that fails here throws.
    opened: () => void (identity = idOf(fs.statSync(file))),
    check: () => {
      if (idOf(fs.statSync(file, { throwIfNoEntry: false })) !== identity)
        throw new Error(`the database file ${file} was deleted or replaced while it was in use`);
    },
    release: () => {
      try {
        fs.unlinkSync(lock);
      } catch {
        // Already gone: nothing to give back.
      }
    },
  };
}

function lockError(file: string, error: unknown): KiriError {
  return new KiriError(
    'INVALID_OPTIONS',
    `sqliteStore: cannot lock ${file}: ${(error as Error).message}`,
  );
}
