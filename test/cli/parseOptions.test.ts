import { describe, expect, it } from 'vitest';
import { parseOptions, wantsJson } from '../../src/cli/parseOptions.js';

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
