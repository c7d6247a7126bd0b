import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../src/CliIO.js';
import { drive } from '../src/drive.js';
import { run } from '../src/run.js';
import { parseRecord } from 'kiri-dice/record';
import { cli, tempPath } from './cli.js';

/** Steps that write `n` pieces, then end with `code`. */
function* pieces(io: CliIO, n: number, code: number): Generator<void, number> {
  for (let i = 0; i < n; i++) {
    io.out(`${i}\n`);
    yield;
  }
  return code;
}

/** An output that holds what was written until `drain` is called, as a pipe read slowly does. */
function slowPipe(): { io: CliIO; out: () => string; drain: () => void; waits: () => number } {
  let out = '';
  let held = 0;
  let waits = 0;
  let release: (() => void) | undefined;
  const io: CliIO = {
    out: (text) => {
      out += text;
      held += text.length;
    },
    err: () => undefined,
    errIsTTY: false,
    drained: () => {
      if (held < 64) return undefined;
      waits++;
      return new Promise((resolve) => (release = resolve));
    },
  };
  return {
    io,
    out: () => out,
    drain: () => {
      held = 0;
      release?.();
    },
    waits: () => waits,
  };
}

describe('drive', () => {
  it('runs to the end at once when nothing waits', () => {
    let out = '';
    const io: CliIO = { out: (text) => (out += text), err: () => undefined, errIsTTY: false };
    expect(drive(pieces(io, 3, 7), io)).toBe(7);
    expect(out).toBe('0\n1\n2\n');
  });

  it('never reads the clock when it gives the event loop no turn: a step costs no more than itself', () => {
    const io: CliIO = {
      out: () => undefined,
      err: () => undefined,
      errIsTTY: false,
      now: () => {
        throw new Error('the clock was read');
      },
    };
    expect(drive(pieces(io, 3, 5), io)).toBe(5);
  });

  it('waits whenever the output holds more than it wrote, so that it holds a step at most', async () => {
    const pipe = slowPipe();
    const code = drive(pieces(pipe.io, 100, 3), pipe.io);
    expect(code).toBeInstanceOf(Promise);
    // It stopped at the first step past what the pipe holds.
    expect(pipe.out()).toHaveLength(65);
    for (let i = 0; i < 10 && pipe.out().length < 290; i++) {
      pipe.drain();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(pipe.out()).toBe(Array.from({ length: 100 }, (_, i) => `${i}\n`).join(''));
    expect(await code).toBe(3);
    // Once each time the pipe holds 64 characters or more: at 65, 131, 197 and 263 of 290.
    expect(pipe.waits()).toBe(4);
  });

  it('gives the event loop a turn now and then when asked, so that a signal is heard', async () => {
    let time = 0;
    const io: CliIO = {
      out: () => undefined,
      err: () => undefined,
      errIsTTY: false,
      now: () => (time += 30),
    };
    const code = drive(pieces(io, 5, 0), io, true);
    expect(code).toBeInstanceOf(Promise);
    expect(await code).toBe(0);
  });

  it('gives the turn at the very millisecond the run has had its 50, not before', async () => {
    const times = [1000, 1010, 1049, 1050];
    let out = '';
    const io: CliIO = {
      out: (text) => (out += text),
      err: () => undefined,
      errIsTTY: false,
      now: () => times.shift() ?? 2000,
    };
    const code = drive(pieces(io, 5, 0), io, true);
    // Three steps ran (the clock at 1010, 1049 and 1050) before the turn that 1050 asked for.
    expect(out).toBe('0\n1\n2\n');
    expect(await code).toBe(0);
    expect(out).toBe('0\n1\n2\n3\n4\n');
  });

  it('makes replay wait on a slow reader between moves, and print the same lines', async () => {
    const record = tempPath('drive.txt');
    expect(cli(['play', '--seed', '3', '--chips', '30', '--record', record]).code).toBe(0);
    const pipe = slowPipe();
    const code = run(['replay', record], pipe.io);
    expect(code).toBeInstanceOf(Promise);
    const first = pipe.out().length;
    expect(first).toBeLessThan(300);
    while (pipe.out().length === first || !/The record ends|Match over/.test(pipe.out())) {
      pipe.drain();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await code).toBe(0);
    expect(pipe.out()).toBe(cli(['replay', record]).out);
  });
});

/**
 * The demo as bin runs it, in-process: a listener of signals, and a clock that moves on so that
 * the demo gives the event loop a turn after every round.
 */
function demo(
  args: string[],
  chips = '1000000',
): {
  code: number | Promise<number>;
  out: () => string;
  signal: (signal: 'SIGINT' | 'SIGTERM') => void;
} {
  let out = '';
  let listener: ((signal: 'SIGINT' | 'SIGTERM') => void) | undefined;
  let time = 0;
  const code = run(['play', '--chips', chips, '--stake', '1', ...args], {
    out: (text) => (out += text),
    err: () => undefined,
    errIsTTY: false,
    now: () => (time += 100),
    onStop: (stop) => (listener = stop),
  });
  return { code, out: () => out, signal: (signal) => listener!(signal) };
}

describe('play, the demo', () => {
  it('stops between two rounds at a Ctrl-C or a SIGTERM, says so, and writes the record so far', async () => {
    for (const [signal, exit] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      const file = tempPath(`stopped-${signal}.txt`);
      const run = demo(['--record', file]);
      expect(run.code).toBeInstanceOf(Promise);
      await new Promise((resolve) => setImmediate(resolve));
      run.signal(signal);
      // A second signal before the demo stops changes nothing: bin ends the process for it.
      run.signal(signal);
      expect(await run.code).toBe(exit);
      const last = run.out().trimEnd().split('\n').at(-1)!;
      const rounds = Number(/after ([\d,]+) rounds/.exec(last)![1]!.replaceAll(',', ''));
      // At the first round's end after the signal, not at --max-rounds.
      expect(rounds).toBeLessThanOrEqual(3);
      expect(last.replace(/\d[\d,]*/g, 'N')).toBe(
        `Match stopped unfinished after N rounds (interrupted by ${signal}); chips N:N.`,
      );
      const record = parseRecord(readFileSync(file, 'utf8'));
      expect(record.moves.filter((m) => m.type === 'bet')).toHaveLength(rounds);
    }
    const json = demo(['--json']);
    json.signal('SIGINT');
    expect(await json.code).toBe(130);
    expect(JSON.parse(json.out())).toMatchObject({ finished: false, winner: null });
  });

  it('says the match was won when the signal comes with its last round', async () => {
    let out = '';
    let listener: ((signal: 'SIGINT' | 'SIGTERM') => void) | undefined;
    let time = 0;
    const code = await run(['play', '--chips', '3', '--stake', '1'], {
      out: (text) => {
        out += text;
        // The round that takes a player's last chip ends the match.
        if (/chips (0:\d+|\d+:0)\n/.test(text)) listener!('SIGINT');
      },
      err: () => undefined,
      errIsTTY: false,
      now: () => (time += 100),
      onStop: (stop) => (listener = stop),
    });
    expect(code).toBe(0);
    expect(out).toBe(cli(['play', '--chips', '3', '--stake', '1']).out);
  });

  it('plays to the end when no signal comes', async () => {
    const run = demo([], '3');
    expect(await run.code).toBe(0);
    expect(run.out()).toBe(cli(['play', '--chips', '3', '--stake', '1']).out);
  });
});
