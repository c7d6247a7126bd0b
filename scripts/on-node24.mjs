// Runs a command of the project's on the Node 24 that scripts/runtimes.json pins (installed
// into the runtimes' cache on first use, as test:runtimes does): the referee's server tests
// need node:sqlite, which the project's own Node 20 lacks.
//   node scripts/on-node24.mjs node_modules/vitest/vitest.mjs run --project referee
import { spawn } from 'node:child_process';
import { binary, pins } from './runtime-cache.mjs';
import { childEnv } from './child-env.mjs';

const version = pins.node.find((pinned) => pinned.startsWith('24.'));
if (version === undefined) {
  console.error('on-node24: scripts/runtimes.json pins no Node 24');
  process.exit(2);
}
const node = await binary('node', version);
const child = spawn(node, process.argv.slice(2), { stdio: 'inherit', env: childEnv() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
