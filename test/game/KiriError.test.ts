import { describe, expect, it, vi } from 'vitest';
import {
  actionErrorCodes,
  createGame,
  createMatch,
  KiriError,
  kiriErrorCodes,
  reduce,
  standardRules,
} from '../../src/index.js';

describe('KiriError', () => {
  it('has a code, a name and a message, and keeps all three through JSON', () => {
    const error = new KiriError(
      'INVALID_DICE',
      'classifyRoll: dice must be whole numbers from 1 to 8, got 0 and 3',
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'INVALID_DICE', name: 'KiriError' });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'KiriError',
      code: 'INVALID_DICE',
      message: 'classifyRoll: dice must be whole numbers from 1 to 8, got 0 and 3',
    });
    expect(JSON.stringify({ error: new KiriError('INVALID_STATE', 'm') })).toBe(
      '{"error":{"name":"KiriError","code":"INVALID_STATE","message":"m"}}',
    );
  });

  it('lists the six action codes explicitly, and every code after them', () => {
    expect(actionErrorCodes).toEqual([
      'INVALID_ACTION',
      'MATCH_OVER',
      'WRONG_PHASE',
      'NOT_YOUR_TURN',
      'INVALID_STAKE',
      'INVALID_DICE',
    ]);
    expect(kiriErrorCodes).toEqual([
      ...actionErrorCodes,
      'INVALID_RULES',
      'INVALID_STATE',
      'INVALID_OPTIONS',
      'INVALID_RECORD',
      'UNSUPPORTED_RUNTIME',
    ]);
    expect(Object.isFrozen(actionErrorCodes) && Object.isFrozen(kiriErrorCodes)).toBe(true);
    expect(actionErrorCodes).toContain(
      reduce(createMatch({ seed: 1 }), { type: 'roll', player: 0 }).error?.code,
    );
  });

  it('is recognised across copies of kiri-dice (an ES module and a CommonJS build in one program)', async () => {
    vi.resetModules();
    // A second instance of the modules: what a program that imports one build and requires the
    // other holds.
    const copy = '../../src/index.js?another-copy';
    const other = (await import(/* @vite-ignore */ copy)) as typeof import('../../src/index.js');
    expect(other.KiriError).not.toBe(KiriError);
    const theirs = new other.KiriError('INVALID_DICE', 'no');
    expect(theirs instanceof KiriError).toBe(true);
    expect(new KiriError('INVALID_DICE', 'no') instanceof other.KiriError).toBe(true);
    expect(Object.keys(theirs)).toEqual(['code', 'name']);
    expect(JSON.stringify(theirs)).toBe(
      '{"name":"KiriError","code":"INVALID_DICE","message":"no"}',
    );
    expect(new Error('no') instanceof KiriError).toBe(false);
    expect((null as unknown as object) instanceof KiriError).toBe(false);
    const trap = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('trap');
        },
      },
    );
    expect(trap instanceof KiriError).toBe(false);
    // Asked directly, the check answers false itself, not a value that only reads as false.
    for (const value of [null, undefined, 1, 'KiriError', trap])
      expect(KiriError[Symbol.hasInstance](value)).toBe(false);
    // A look-alike whose traps throw is not taken for another copy's rules.
    const throwing = new Proxy(Object.freeze({}), {
      get: () => {
        throw new Error('trap');
      },
    });
    expect(() => createGame({ rules: throwing as never })).toThrow(
      /^createGame: options\.rules must be rules from defineRules\(\)$/,
    );
    // Their rules are not known here: the message says what happened.
    expect(() => other.createGame({ rules: standardRules })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.rules must be rules from defineRules(): these are rules of another copy of kiri-dice (its ES module and CommonJS builds both loaded?): use this copy's defineRules or standardRules]`,
    );
    expect(() => createGame({ rules: { ...standardRules } })).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: createGame: options.rules must be rules from defineRules()]`,
    );
    // Frozen look-alikes without a name, or with a table of another size, get no hint.
    const plain = /^createGame: options\.rules must be rules from defineRules\(\)$/;
    const nameless = Object.freeze({ ...standardRules, name: 7 });
    expect(() => createGame({ rules: nameless as never })).toThrow(plain);
    const short = Object.freeze({
      ...standardRules,
      table: Object.freeze(standardRules.table.slice(1)),
    });
    expect(() => createGame({ rules: short })).toThrow(plain);
    expect(() => createGame({ rules: Object.freeze({ ...standardRules }) })).toThrow(
      /: these are rules of another copy/,
    );
  });

  it('carries the brand every copy reads: its own, hidden, fixed and true', () => {
    const error = new KiriError('INVALID_ACTION', 'x');
    expect(Object.getOwnPropertyDescriptor(error, Symbol.for('kiri-dice.KiriError'))).toEqual({
      value: true,
      writable: false,
      enumerable: false,
      configurable: false,
    });
  });

  it('a forged brand thrown from a Proxy trap is wrapped, never rethrown as it is', () => {
    const forged = Object.defineProperty(new Error('forged'), Symbol.for('kiri-dice.KiriError'), {
      value: true,
    });
    expect(forged instanceof KiriError).toBe(true);
    const options = new Proxy(
      {},
      {
        ownKeys: () => {
          throw forged;
        },
      },
    );
    let thrown: unknown;
    try {
      createMatch(options);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).not.toBe(forged);
    expect(thrown).toMatchInlineSnapshot(
      `[KiriError: createMatch: the options could not be read: a getter or Proxy trap threw]`,
    );
  });
});
