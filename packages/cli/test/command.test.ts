import { describe, expect, it } from 'vitest';
import { defineCommand } from '../src/command.js';
import { english } from '../src/messages/english.js';
import { russian } from '../src/messages/russian.js';
import { speechOf } from '../src/messages/Speech.js';
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

describe('defineCommand', () => {
  const sample = defineCommand(
    'sample',
    (speech) =>
      speech.language === 'ru' ? 'Запуск: kiri-dice sample\nГоворит, какой он.\n' : help,
    { size: { type: 'string' } },
    (values, rules, out, speech) => {
      out.out(
        `size ${values.size ?? '1'}, ${rules.name} to ${rules.targetPoints}, ${speech.language}\n`,
      );
      return 3;
    },
  );
  const en = speechOf(english);
  const ru = speechOf(russian);

  it('runs its body with the values and the standard rules, and returns its exit code', () => {
    const terminal = io();
    expect(sample(['--size', '7'], terminal, en)).toBe(3);
    expect(terminal.printed).toEqual(['size 7, standard to 4, en\n']);
    expect(sample(['--lang', 'ru'], terminal, ru)).toBe(3);
    expect(terminal.printed[1]).toBe('size 1, standard to 4, ru\n');
  });

  it('loads the house rules of --rules FILE', () => {
    const quick = jsonFile('command-quick.json', {
      name: 'quick',
      targetPoints: 2,
      combinations: [{ id: 'rest', dice: 'any', points: 1 }],
    });
    const terminal = io();
    expect(sample(['--rules', quick], terminal, en)).toBe(3);
    expect(terminal.printed).toEqual(['size 1, quick to 2, en\n']);
  });

  it('prints its help for --help or -h instead of running', () => {
    for (const flag of ['--help', '-h']) {
      const terminal = io();
      expect(sample([flag, '--size', '7'], terminal, en)).toBe(0);
      expect(terminal.printed.join('')).toContain('Says how big it is.');
      const russianTerminal = io();
      expect(sample([flag], russianTerminal, ru)).toBe(0);
      expect(russianTerminal.printed.join('')).toContain('Говорит, какой он.');
    }
  });

  it('names itself in a bad argument, and points to its own help', () => {
    const bad = () => sample(['--sise', '7'], io(), en);
    expect(bad).toThrow(UsageError);
    expect(bad).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: unknown option '--sise': did you mean --size? (see kiri-dice sample --help)]`,
    );
  });
});
