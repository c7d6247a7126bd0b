import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../../scripts/child-env.mjs';

/** The repository root. */
export const root: string = fileURLToPath(new URL('../..', import.meta.url));

/** What a finished child process printed and how it exited. */
export interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Both streams, for assertion messages. */
  readonly output: string;
}

/** The environment of a child process: the caller's, without the npm command's flags, and no colours. */
export { childEnv };

/**
 * Packs the package of `folder` (the engine, at the root, unless told) into `dir` (the build
 * already ran: `prepack` would rebuild and print into the JSON).
 */
export function pack(dir: string, folder: string = root): { tarball: string; files: string[] } {
  const json = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
    { cwd: folder, encoding: 'utf8', env: childEnv() },
  );
  const [info] = JSON.parse(json) as [{ filename: string; files: { path: string }[] }];
  return { tarball: join(dir, info.filename), files: info.files.map((f) => f.path).sort() };
}

/** Runs a command to its end without a shell; never rejects on a non-zero exit. */
export function run(
  command: string,
  args: readonly string[],
  cwd: string = root,
  input?: string,
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, output: `${stdout}${stderr}` }));
    child.stdin.end(input);
  });
}

/** A repository tool from node_modules/.bin. */
export const bin = (name: string): string => `${root}node_modules/.bin/${name}`;

/** The repository's TypeScript compiler, run with the current Node. */
export const tsc = (args: readonly string[], cwd?: string): Promise<Ran> =>
  run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, ...args], cwd);
