/**
 * Hostile shapes of every kind fed to the record functions: Proxies whose
 * traps throw or lie, accessors that change between reads, sparse and subclassed arrays, huge
 * lengths, non-regular files, bytes that are not UTF-8 and control characters. Each call gets a
 * `KiriError` of this copy (or an answer), and each command one line on stderr with its exit
 * code, within a bounded time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOwnKiriError } from '../../src/game/KiriError.js';
import {
  formatRecord,
  parseRecord,
  play,
  replay,
  resumeRecord,
  undo,
  type RecordedMatch,
} from '../../src/record/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { played } from '@kiri-dice/testing/recordArbitraries';

/** The longest a single hostile call may take. */
const BOUND_MS = 2000;

/** A value's hostile copies: each shape wraps a part of an honest value. */
type Shape = (value: unknown) => unknown;

const shapes: Record<string, Shape> = {
  'a Proxy whose traps throw': (v) =>
    new Proxy(Object(v) as object, {
      get: () => {
        throw new Error('trap');
      },
      ownKeys: () => {
        throw new Error('trap');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('trap');
      },
    }),
  'a Proxy that lies after the first read': (v) => {
    let reads = 0;
    return new Proxy(Object(v) as object, {
      get: (t, k) => (reads++ > 0 && k !== 'length' ? 99 : (Reflect.get(t, k) as unknown)),
      getOwnPropertyDescriptor: (t, k) => {
        const d = Reflect.getOwnPropertyDescriptor(t, k);
        if (d && 'value' in d && reads++ > 0) d.value = 'changed';
        return d;
      },
    });
  },
  'an accessor that changes between reads': (v) => {
    if (typeof v !== 'object' || v === null) return v;
    const copy: Record<string, unknown> = { ...v };
    const [key] = Object.keys(copy);
    if (key === undefined) return copy;
    let reads = 0;
    const first = copy[key];
    return Object.defineProperty(copy, key, {
      enumerable: true,
      get: () => (reads++ ? 'changed' : first),
    });
  },
  'a sparse array of huge length': () => {
    const a: unknown[] = [];
    a.length = 2 ** 32 - 1;
    return a;
  },
  'an Array subclass whose methods throw': (v) => {
    class Hostile extends Array<unknown> {
      override slice(): never {
        throw 'bare';
      }
      override map(): never {
        throw new RangeError('no');
      }
    }
    return Array.isArray(v) ? Hostile.from(v as unknown[]) : v;
  },
  'a string of control characters': () => '\u001b[2J\u0000\u009b\u202e\r\n',
  'a foreign forged KiriError brand': () =>
    Object.defineProperty(new Error('forged'), Symbol.for('kiri-dice.KiriError'), { value: true }),
};

/** The places of a recorded match that a shape replaces. */
const places = ['match', 'record', 'moves', 'move', 'rules', 'start'] as const;

/** `match` with the part at `place` replaced by its hostile copy. */
function corrupt(
  match: RecordedMatch<string>,
  place: (typeof places)[number],
  shape: Shape,
): unknown {
  const { record } = match;
  switch (place) {
    case 'match':
      return shape(match);
    case 'record':
      return { ...match, record: shape(record) };
    case 'moves':
      return { ...match, record: { ...record, moves: shape(record.moves) } };
    case 'move':
      return {
        ...match,
        record: { ...record, moves: record.moves.map((m, i) => (i === 0 ? shape(m) : m)) },
      };
    case 'rules':
      return { ...match, record: { ...record, rules: shape(record.rules) } };
    default:
      return { ...match, record: { ...record, start: shape(record.start) } };
  }
}

/** Runs `call`: it returns, or throws a KiriError of this copy, within {@link BOUND_MS}. */
function bounded(call: () => unknown): void {
  const start = performance.now();
  try {
    call();
  } catch (error) {
    expect(isOwnKiriError(error), String(error)).toBe(true);
  }
  expect(performance.now() - start).toBeLessThan(BOUND_MS);
}

describe('hostile shapes', () => {
  it('the record functions answer every shape with a result or a KiriError, in bounded time', () => {
    fc.assert(
      fc.property(
        played,
        fc.constantFrom(...places),
        fc.constantFrom(...Object.keys(shapes)),
        ({ match }, place, name) => {
          const shape = shapes[name]!;
          const hostile = corrupt(match, place, shape) as RecordedMatch<string>;
          // The record alone, read here from a plain object (the whole match may be the Proxy).
          const record: unknown =
            place === 'match' ? shape(match.record) : (hostile as { record: unknown }).record;
          bounded(() => undo(hostile, 0));
          bounded(() => play(hostile, { type: 'roll', player: 0 }));
          bounded(() => replay(record));
          bounded(() => resumeRecord(record));
          bounded(() => formatRecord(record as never));
        },
      ),
      { numRuns: runs(150) },
    );
  });

  it('parseRecord answers text with control characters, BOMs and stray bytes with a KiriError', () => {
    fc.assert(
      fc.property(
        played,
        fc.nat(),
        fc.string({ unit: 'binary', maxLength: 8 }),
        ({ match }, at, junk) => {
          const text = formatRecord(match.record);
          const cut = at % (text.length + 1);
          bounded(() => parseRecord(text.slice(0, cut) + junk + text.slice(cut)));
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
