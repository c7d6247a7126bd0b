// `npm start`: builds when dist/ is missing or older than src/, then plays the demo match.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    }),
  );

const built = (() => {
  try {
    return statSync('dist/cli.js').mtimeMs;
  } catch {
    return 0;
  }
})();

const run = (command, args) => {
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (status !== 0) process.exit(status ?? 1);
};

if (built < Math.max(newest('src'), statSync('package.json').mtimeMs)) run('npm', ['run', 'build']);
run(process.execPath, [
  'dist/cli.js',
  'play',
  // The demo, even in a terminal (where `play` would start a game against the computer).
  '--auto',
  ...(process.argv.length > 2 ? process.argv.slice(2) : ['--seed', '1']),
]);
