import { describe, expect, it } from 'vitest';
import { commandOf, defineCommand } from '../src/command.js';
import type { CliIO } from '../src/CliIO.js';
import { UsageError } from '../src/UsageError.js';
import { jsonFile } from './cli.js';

const help = `Usage: kiri-dice sample [--size N] [--rules FILE] [--json]

Says how big it is.
  --size N  how big (default 1)
`;

function io(): CliIO & { readonly printed: string[] } {
  const printed: string[] = [];
  return { printed, out: (text) => printed.push(text), err: () => {}, errIsTTY: false };
}

describe('commandOf', () => {
  it('names the program and the command of a help, from its usage line', () => {
    expect(commandOf(help)).toBe('kiri-dice sample');
    expect(commandOf('Usage: kiri-dice bare\nNothing to set.\n')).toBe('kiri-dice bare');
    expect(commandOf('Usage: kiri-dice tabbed\t[--json]\n')).toBe('kiri-dice tabbed');
  });
});

describe('defineCommand', () => {
  const sample = defineCommand(help, { size: { type: 'string' } }, (values, rules, out) => {
    out.out(`size ${values.size ?? '1'}, ${rules.name} to ${rules.targetPoints}\n`);
    return 3;
  });

  it('runs its body with the values and the standard rules, and returns its exit code', () => {
    const terminal = io();
    expect(sample(['--size', '7'], terminal)).toBe(3);
    expect(terminal.printed).toEqual(['size 7, standard to 4\n']);
  });

  it('loads the house rules of --rules FILE', () => {
    const quick = jsonFile('command-quick.json', {
      name: 'quick',
      targetPoints: 2,
      combinations: [{ id: 'rest', dice: 'any', points: 1 }],
    });
    const terminal = io();
    expect(sample(['--rules', quick], terminal)).toBe(3);
    expect(terminal.printed).toEqual(['size 1, quick to 2\n']);
  });

  it('prints its help for --help or -h instead of running', () => {
    for (const flag of ['--help', '-h']) {
      const terminal = io();
      expect(sample([flag, '--size', '7'], terminal)).toBe(0);
      expect(terminal.printed.join('')).toContain('Says how big it is.');
    }
  });

  it('names itself in a bad argument, and points to its own help', () => {
    const bad = () => sample(['--sise', '7'], io());
    expect(bad).toThrow(UsageError);
    expect(bad).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: unknown option '--sise': did you mean --size? (see kiri-dice sample --help)]`,
    );
  });
});
