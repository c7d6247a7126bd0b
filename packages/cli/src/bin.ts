// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { CliIO } from './CliIO.js';
import { errorLine } from './format.js';
import { wantsJson } from './parseOptions.js';
import { run } from './run.js';
import { interruptedCode } from './commands/simulateCommand.js';
import { terminalInput } from './terminalInput.js';
import { watchParent } from './parentWatch.js';

/** What the worker that runs `simulate` sends to the main thread. */
type Message =
  readonly ['out' | 'err', string] | readonly ['exit', number] | readonly ['fail', string, string];

const args = process.argv.slice(2);
const json = wantsJson(args);

// A long replay or demo allocates gigabytes of short-lived states, and V8 doubles its young
// generation each time enough of them survive a collection, up to 32 MiB that stay resident:
// twice a 16 MiB record. Read at each growth, this flag keeps the young generation at its
// starting size (1 MiB), for a few percent of speed. Node 20 to 24 have it (an unknown flag
// would print a line, which `npm run test:runtimes` would show); Bun and Deno ignore it.
if (['replay', 'verify', 'review', 'play'].includes(args[0] ?? '')) {
  try {
    setFlagsFromString('--semi-space-growth-factor=1');
  } catch {
    // A runtime without V8's flags plays on with its own collector.
  }
}

/** An unexpected failure: one line on stderr (JSON with --json) and exit code 1. */
function fail(code: string, message: string): void {
  process.stderr.write(errorLine(code, message, json));
  process.exitCode = 1;
}

/** The code and message of anything thrown: a KiriError's or system error's code, or INTERNAL. */
function describe(error: unknown): readonly [string, string] {
  const code = (error as { code?: unknown } | null)?.code;
  return [
    typeof code === 'string' ? code : 'INTERNAL',
    error instanceof Error ? error.message : String(error),
  ];
}

if (isMainThread) {
  // `kiri-dice play | head` closes the pipe early: stop quietly, as Unix tools do. Any other write
  // error (a full disk, /dev/full, EIO) is a failure, said in one line.
  const cannotWrite = (error: NodeJS.ErrnoException): never => {
    if (error.code !== 'EPIPE')
      fail(error.code ?? 'INTERNAL', `cannot write to standard output: ${error.message}`);
    process.exit(error.code === 'EPIPE' ? 0 : 1);
  };
  process.stdout.on('error', cannotWrite);
  const inIsTTY = (process.stdin as { readonly isTTY?: boolean }).isTTY === true;
  // A line typed before its question was echoed above the prompt: end the prompt's line.
  const input = terminalInput(
    process.stdin,
    inIsTTY ? () => void process.stdout.write('\n') : undefined,
  );
  let listening = false;
  /** From the game's first question on, Ctrl-C ends the game with its summary; a second one ends the process. */
  const listen = () => {
    if (listening) return;
    listening = true;
    process.on('SIGINT', () => {
      if (input.interrupted()) process.exit(interruptedCode);
      input.interrupt();
    });
  };
  const stdout = process.stdout as { readonly isTTY?: boolean; readonly columns?: number };
  // The width help and the progress bar fit: standard output's, or standard error's when only it is a terminal.
  const columns = stdout.columns ?? (process.stderr as { readonly columns?: number }).columns;
  const io: CliIO = {
    out: (text) => {
      process.stdout.write(text);
      // A failed write destroys the stream at once but emits 'error' only later: stop now, not
      // after a long match written into a closed pipe.
      if (process.stdout.errored) cannotWrite(process.stdout.errored);
    },
    err: (text) => process.stderr.write(text),
    // @types/node types isTTY as a boolean, but a pipe or a file leaves it undefined.
    errIsTTY: (process.stderr as { readonly isTTY?: boolean }).isTTY === true,
    inIsTTY,
    outIsTTY: stdout.isTTY === true,
    ...(columns !== undefined && { columns }),
    // Standard input is read from the first question only: reading it would keep the demo alive.
    readLine: () => {
      listen();
      return input.readLine();
    },
    pause: (ms) => {
      listen();
      return input.pause(ms);
    },
    interrupted: input.interrupted,
    env: process.env,
    drained: () => {
      const stdout = process.stdout;
      if (!stdout.writableNeedDrain) return undefined;
      return new Promise((resolve) => {
        const done = () => {
          stdout.off('drain', done);
          stdout.off('close', done);
          resolve();
        };
        stdout.on('drain', done);
        stdout.on('close', done);
      });
    },
    site: {
      page: fileURLToPath(new URL('playground', import.meta.url)),
      engine: dirname(fileURLToPath(import.meta.resolve('kiri-dice'))),
    },
    onStop: (listener) => {
      let signals = 0;
      const stop = (signal: 'SIGINT' | 'SIGTERM') => {
        // A second signal while the referee or the demo stops: the person wants out now.
        if (++signals > 1) process.exit(interruptedCode);
        listener(signal);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      // Started by npm, whose SIGTERM reaches only the shell it ran this in, its end is a SIGTERM;
      // but not a second one, when a process manager signalled the whole group.
      if (process.env['npm_command'] !== undefined)
        watchParent(
          () => process.ppid,
          () => signals === 0 && stop('SIGTERM'),
        );
    },
  };

  if (args[0] === 'simulate') {
    // simulate is one long synchronous loop, and a busy thread never hears Ctrl-C: it runs in a
    // worker, which polls a flag this thread sets. A second Ctrl-C ends the process at once.
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { flag, errIsTTY: io.errIsTTY, columns: io.columns },
      argv: args,
    });
    process.on('SIGINT', () => {
      if (Atomics.load(flag, 0)) process.exit(interruptedCode);
      Atomics.store(flag, 0, 1);
    });
    worker.on('message', (message: Message) => {
      if (message[0] === 'exit') process.exitCode = message[1];
      else if (message[0] === 'fail') fail(message[1], message[2]);
      else io[message[0]](message[1]);
    });
    worker.on('error', (error) => fail(...describe(error)));
  } else {
    void (async () => {
      try {
        process.exitCode = await run(args, io);
      } catch (error) {
        fail(...describe(error));
      } finally {
        input.close();
      }
    })();
  }
} else {
  const { flag, errIsTTY, columns } = workerData as {
    flag: Int32Array;
    errIsTTY: boolean;
    columns: number | undefined;
  };
  const post = (message: Message) => parentPort!.postMessage(message);
  void (async () => {
    try {
      post([
        'exit',
        await run(args, {
          out: (text) => post(['out', text]),
          err: (text) => post(['err', text]),
          errIsTTY,
          ...(columns !== undefined && { columns }),
          env: process.env,
          interrupted: () => Atomics.load(flag, 0) !== 0,
        }),
      ]);
    } catch (error) {
      post(['fail', ...describe(error)]);
    }
  })();
}
