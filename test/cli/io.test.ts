import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  errorLine,
  maxWhole,
  seedOption,
  UsageError,
  wantsJson,
  wholeOption,
} from '../../src/cli/io.js';
import { parseOptions } from '../../src/cli/parseOptions.js';
import { parseSeed } from '../../src/index.js';

describe('wholeOption', () => {
  it('takes any decimal text that is a safe whole number in range, exponent form too', () => {
    expect(
      ['1000', '1e3', '1E3', '1e+3', '1.5e3', '1000.0', '+1000', '0001000'].map((text) =>
        wholeOption(text, 'rounds', 1, maxWhole, 1),
      ),
    ).toEqual([1000, 1000, 1000, 1000, 1500, 1000, 1000, 1000]);
    expect(wholeOption('1e15', 'rounds', 1, maxWhole, 1)).toBe(1e15);
    expect(wholeOption('9007199254740991', 'rounds', 1, maxWhole, 1)).toBe(maxWhole);
    // -0 is whole and not below 0, and prints as 0 afterwards.
    expect(Object.is(wholeOption('-0', 'bonus', 0, maxWhole, 1), 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(wholeOption(String(n), 'n', 0, maxWhole, 1)).toBe(n);
        expect(wholeOption(n.toExponential(), 'n', 0, maxWhole, 1)).toBe(n);
      }),
    );
  });

  it('refuses anything else with one message that says the range, the maximum included', () => {
    for (const text of [
      '0',
      '-5',
      '1.5',
      '1e-3',
      '1e16',
      '9007199254740992',
      '0x10',
      '0b1',
      '',
      ' ',
      ' 7',
      'Infinity',
      'NaN',
      '1_000',
      '1,000',
      '.',
    ]) {
      expect(() => wholeOption(text, 'rounds', 1, maxWhole, 1)).toThrow(
        new UsageError(`--rounds must be a whole number from 1 to 9007199254740991, got '${text}'`),
      );
    }
    expect(() => wholeOption('11', 'chips', 1, 10, 1)).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --chips must be a whole number from 1 to 10, got '11']`,
    );
    // Whatever the text, the answer is Number(text) when it is in range, and a UsageError otherwise.
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)),
        (text) => {
          try {
            const n = wholeOption(text, 'n', 0, 1e6, 1);
            expect(n).toBe(Number(text) + 0);
            expect(Number.isSafeInteger(n) && n <= 1e6).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(UsageError);
          }
        },
      ),
    );
  });
});

describe('seedOption', () => {
  it('is parseSeed, with a usage error naming --seed and what it allows', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.maxSafeNat().map(String),
          fc.integer().map(String),
          fc.double().map(String),
        ),
        (text) => {
          let wanted: number | string | undefined;
          try {
            wanted = parseSeed(text);
          } catch {
            expect(() => seedOption(text)).toThrow(
              new UsageError(
                `--seed must be a whole number from 0 to 9007199254740991, or text that is not a number (hashed), got '${text}'`,
              ),
            );
            return;
          }
          expect(seedOption(text)).toBe(wanted);
        },
      ),
    );
    expect(() => seedOption('-1')).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --seed must be a whole number from 0 to 9007199254740991, or text that is not a number (hashed), got '-1']`,
    );
  });
});

describe('parseOptions', () => {
  const options = { rounds: { type: 'string' }, json: { type: 'boolean' } } as const;

  it('takes a value that starts with one dash as the value of the option before it', () => {
    expect(parseOptions(['--rounds', '-5'], options)).toEqual({ rounds: '-5' });
    expect(parseOptions(['--json', '--rounds', '-x', '--json'], options)).toEqual({
      rounds: '-x',
      json: true,
    });
    expect(parseOptions(['--rounds=-5'], options)).toEqual({ rounds: '-5' });
    expect(parseOptions(['--rounds', '-'], options)).toEqual({ rounds: '-' });
  });

  it('leaves everything else to parseArgs: boolean options, arguments after --, unknown options', () => {
    expect(() => parseOptions(['--json', '-5'], options)).toThrow("Unknown option '-5'");
    expect(() => parseOptions(['--', '--rounds', '-5'], options)).toThrow(
      "Unexpected argument '--rounds'",
    );
    expect(() => parseOptions(['--fast', '-5'], options)).toThrow("Unknown option '--fast'");
  });

  it('says a value is missing before another option, and how to give one that starts with a dash', () => {
    expect(() => parseOptions(['--rounds', '--json'], options)).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --rounds needs a value, got the option '--json' (a value that starts with a dash goes as --rounds=--json)]`,
    );
  });
});

describe('errors as text or JSON', () => {
  it('asks for JSON when --json comes before any --', () => {
    expect([['--json'], ['--rounds', '5', '--json'], ['--', '--json'], []].map(wantsJson)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('writes one line either way', () => {
    expect(errorLine('USAGE', "Unknown option '--fast'", false)).toBe(
      "kiri-dice: Unknown option '--fast'\n",
    );
    expect(errorLine('USAGE', 'say "hi"', true)).toBe(
      '{"error":{"code":"USAGE","message":"say \\"hi\\""}}\n',
    );
  });
});
