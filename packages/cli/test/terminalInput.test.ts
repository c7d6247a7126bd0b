import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { maxLine, terminalInput, TYPED_AHEAD_MS } from '../src/terminalInput.js';

/** Standard input as a terminal: the keys typed are `type(...)`, raw mode is logged. */
function fakeTerminal(tty = true) {
  const events = new EventEmitter();
  const log: string[] = [];
  const stream = {
    on: (event: string, listener: (chunk: string) => void) => events.on(event, listener),
    off: (event: string, listener: (chunk: string) => void) => events.off(event, listener),
    setEncoding: (encoding: string) => log.push(encoding),
    resume: () => log.push('resume'),
    pause: () => log.push('pause'),
    ...(tty && { setRawMode: (raw: boolean) => log.push(raw ? 'raw' : 'cooked') }),
  };
  return {
    stream,
    log,
    type: (text: string) => events.emit('data', text),
    end: () => events.emit('end'),
    listeners: () => events.listenerCount('data') + events.listenerCount('end'),
  };
}

/**
 * What `promise` gives, which it must give at once: every wait here ends in the microtasks
 * already queued, so one that has not ended by the next tick never will, and fails the test at
 * once instead of holding it until its timeout.
 */
async function settled<T>(promise: Promise<T>): Promise<T> {
  const waiting = Symbol('waiting');
  const first = await Promise.race([
    promise,
    new Promise<typeof waiting>((resolve) => process.nextTick(() => resolve(waiting))),
  ]);
  if (first === waiting) throw new Error('still waiting: the promise should have settled by now');
  return first;
}

describe('terminalInput', () => {
  it('reads lines as the terminal sends them, typed ahead or awaited, and null once the input ends', async () => {
    const t = fakeTerminal();
    const input = terminalInput(t.stream);
    expect(t.log).toEqual([]);
    const first = input.readLine();
    expect(t.log).toEqual(['utf8', 'resume']);
    t.type('12\r\nq\npartial');
    expect(await settled(first)).toBe('12');
    expect(await settled(input.readLine())).toBe('q');
    const last = input.readLine();
    t.end();
    expect(await settled(last)).toBe('partial');
    expect(await settled(input.readLine())).toBeNull();
    input.close();
    expect(t.log.at(-1)).toBe('pause');
  });

  it('tells of a line typed before its question, by the time it came, before answering it', async () => {
    vi.useFakeTimers();
    try {
      const t = fakeTerminal();
      const told: string[] = [];
      const input = terminalInput(t.stream, () => told.push('typed ahead'));
      // Enter before the first prompt: the terminal sends it as soon as it is read.
      const first = input.readLine().then((line) => told.push(`answer ${line}`));
      t.type('\n');
      await settled(first);
      // Typed while the game was busy, before the next question: already waiting when asked.
      t.type('5\n');
      await settled(input.readLine().then((line) => told.push(`answer ${line}`)));
      // Typed once the person read the prompt: no sooner than TYPED_AHEAD_MS after it.
      const third = input.readLine().then((line) => told.push(`answer ${line}`));
      vi.advanceTimersByTime(TYPED_AHEAD_MS);
      t.type('y\n');
      await settled(third);
      // The input's end is no line: the game ends its prompt's line itself then.
      const end = input.readLine().then((line) => told.push(`answer ${line}`));
      t.end();
      await settled(end);
      expect(told).toEqual([
        'typed ahead',
        'answer ',
        'typed ahead',
        'answer 5',
        'answer y',
        'answer null',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a carriage return inside a line, gives no empty line at the end, and listens once however often it is asked', async () => {
    const t = fakeTerminal();
    const input = terminalInput(t.stream);
    const first = input.readLine();
    t.type('a\rb\r\n');
    expect(await settled(first)).toBe('a\rb');
    const second = input.readLine();
    t.type('c\n');
    expect(await settled(second)).toBe('c');
    const last = input.readLine();
    t.end();
    expect(await settled(last)).toBeNull();
    expect(t.log).toEqual(['utf8', 'resume']);
    expect(t.listeners()).toBe(2);
    input.close();
    expect(t.listeners()).toBe(0);
  });

  it('cuts a line at maxLine characters', async () => {
    const t = fakeTerminal();
    const input = terminalInput(t.stream);
    const line = input.readLine();
    t.type('x'.repeat(maxLine + 5));
    t.type('y'.repeat(10));
    t.type('\n');
    expect((await settled(line))!.length).toBe(maxLine);
    // Whole in one piece too.
    const whole = input.readLine();
    t.type(`${'z'.repeat(maxLine + 1)}\n`);
    expect(await settled(whole)).toBe('z'.repeat(maxLine));
    // And the last line, which no newline ends.
    const last = input.readLine();
    t.type('w'.repeat(maxLine + 3));
    t.end();
    expect(await settled(last)).toBe('w'.repeat(maxLine));
  });

  it('pauses in raw mode: a key ends the pause and is not read as input; the time ends it too', async () => {
    vi.useFakeTimers();
    try {
      const t = fakeTerminal();
      const input = terminalInput(t.stream);
      const keyed = input.pause(400);
      t.type('\r');
      expect(await settled(keyed)).toBe(true);
      expect(t.log).toEqual(['utf8', 'resume', 'raw', 'cooked']);
      const timed = input.pause(400);
      await vi.advanceTimersByTimeAsync(400);
      expect(await settled(timed)).toBe(false);
      const line = input.readLine();
      t.type('5\n');
      expect(await settled(line)).toBe('5');
      // Without raw mode (not a terminal) it only waits.
      const plain = terminalInput(fakeTerminal(false).stream).pause(10);
      await vi.advanceTimersByTimeAsync(10);
      expect(await settled(plain)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Ctrl-C, as a key in a pause or by SIGINT, interrupts: every wait ends at once; Ctrl-D ends the input', async () => {
    const t = fakeTerminal();
    const input = terminalInput(t.stream);
    const paused = input.pause(60_000);
    t.type('\u0003');
    expect(await settled(paused)).toBe(true);
    expect(input.interrupted()).toBe(true);
    t.type('typed ahead\n');
    expect(await settled(input.readLine())).toBeNull();
    // At once, without raw mode: the first pause's is the only one.
    const later = input.pause(60_000);
    expect(t.log.filter((entry) => entry === 'raw')).toHaveLength(1);
    expect(await settled(later)).toBe(false);

    const other = fakeTerminal();
    const waiting = terminalInput(other.stream);
    const line = waiting.readLine();
    waiting.interrupt();
    expect(await settled(line)).toBeNull();
    const pause = terminalInput(other.stream);
    const pending = pause.pause(60_000);
    pause.interrupt();
    expect(await settled(pending)).toBe(false);

    const d = fakeTerminal();
    const ended = terminalInput(d.stream);
    const key = ended.pause(60_000);
    d.type('\u0004');
    expect(await settled(key)).toBe(true);
    expect(ended.interrupted()).toBe(false);
    expect(await settled(ended.readLine())).toBeNull();
    ended.close();
    // Closing what never read does nothing.
    const unused = fakeTerminal();
    terminalInput(unused.stream).close();
    expect(unused.log).toEqual([]);
  });

  it('ends a pause when the input ends', async () => {
    const t = fakeTerminal();
    const input = terminalInput(t.stream);
    const paused = input.pause(60_000);
    t.end();
    expect(await settled(paused)).toBe(false);
  });
});
