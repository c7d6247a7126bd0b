import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWhole, seedOption, wholeOption } from '../src/optionValues.js';
import { UsageError } from '../src/UsageError.js';
import { parseSeed } from 'kiri-dice';

describe('wholeOption', () => {
  it('takes any decimal text that is a safe whole number in range, exponent form too', () => {
    expect(
      ['1000', '1e3', '1E3', '1e+3', '1.5e3', '1000.0', '+1000', '0001000', '.5e4', '.25e4'].map(
        (text) => wholeOption(text, 'rounds', 1, maxWhole, 1),
      ),
    ).toEqual([1000, 1000, 1000, 1000, 1500, 1000, 1000, 1000, 5000, 2500]);
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

  it('reports bad options as a UsageError', () => {
    expect(() => wholeOption('x', 'chips', 1, 9, 1)).toThrow(
      expect.objectContaining({
        name: 'UsageError',
        code: 'USAGE',
        message: "--chips must be a whole number from 1 to 9, got 'x'",
      }),
    );
    expect(wholeOption(undefined, 'chips', 1, 9, 100)).toBe(100);
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
