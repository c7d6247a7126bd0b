// `npm start`: builds when the command line's build is missing or older than a package's src/,
// then plays the demo match.
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
    return statSync('packages/cli/dist/cli.js').mtimeMs;
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

const sources = ['src', 'packages/referee/src', 'packages/cli/src'].map(newest);
if (built < Math.max(...sources, statSync('package.json').mtimeMs)) run('npm', ['run', 'build']);
run(process.execPath, [
  'packages/cli/dist/cli.js',
  'play',
  // The demo, even in a terminal (where `play` would start a game against the computer).
  '--auto',
  ...(process.argv.length > 2 ? process.argv.slice(2) : ['--seed', '1']),
]);
