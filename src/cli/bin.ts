import { run } from './run.js';

// `kiri-dice play | head` closes the pipe early: stop quietly, as Unix tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

try {
  process.exitCode = run(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    errIsTTY: process.stderr.isTTY === true,
  });
} catch (error) {
  process.stderr.write(`kiri-dice: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
