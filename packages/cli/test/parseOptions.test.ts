import { describe, expect, it } from 'vitest';
import { parseCommandLine, parseOptions, wantsJson } from '../src/parseOptions.js';

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

  it('says what parseArgs refuses as the other messages do: unknown options with the closest, arguments after --', () => {
    expect(() => parseOptions(['--json', '-5'], options)).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: unknown option '-5': the options are --rounds, --json (see kiri-dice --help)]`,
    );
    expect(() =>
      parseOptions(['--', '--rounds', '-5'], options),
    ).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: unexpected argument '--rounds': kiri-dice takes options only (see kiri-dice --help)]`,
    );
    expect(() => parseOptions(['--fast', '-5'], options)).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: unknown option '--fast': the options are --rounds, --json (see kiri-dice --help)]`,
    );
    expect(() =>
      parseOptions(['--round', '5'], options, 'kiri-dice simulate'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: unknown option '--round': did you mean --rounds? (see kiri-dice simulate --help)]`,
    );
    expect(() => parseOptions(['--json=yes'], options)).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --json takes no value (see kiri-dice --help)]`,
    );
    expect(() => parseOptions(['--rounds'], options)).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --rounds needs a value (see kiri-dice --help)]`,
    );
    expect(() =>
      parseCommandLine(['--jsno'], options, 'kiri-dice replay'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: unknown option '--jsno': did you mean --json? (see kiri-dice replay --help)]`,
    );
    expect(parseCommandLine(['file', '--json'], options, 'kiri-dice replay')).toEqual({
      values: { json: true },
      positionals: ['file'],
    });
    // After `--`, arguments are positional, each once, however they start.
    expect(
      parseCommandLine(['a', '--json', '--', '-b', '--rounds'], options, 'kiri-dice replay'),
    ).toEqual({
      values: { json: true },
      positionals: ['a', '-b', '--rounds'],
    });
  });

  it('lets through what is not a bad command line', () => {
    const broken = { rounds: { type: 'text' } } as unknown as typeof options;
    expect(() => parseOptions([], broken)).toThrow(TypeError);
    expect(() => parseCommandLine([], broken, 'kiri-dice replay')).toThrow(TypeError);
  });

  it('says a value is missing before another option, and how to give one that starts with a dash', () => {
    expect(() => parseOptions(['--rounds', '--json'], options)).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --rounds needs a value, got the option '--json' (a value that starts with a dash goes as --rounds=--json)]`,
    );
  });
});

describe('wantsJson', () => {
  it('asks for JSON when --json comes before any --', () => {
    expect([['--json'], ['--rounds', '5', '--json'], ['--', '--json'], []].map(wantsJson)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
