import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/index.js';
import { runs } from '../propertyRuns.js';
import { messageOf } from './messageOf.js';

/** The grammar block of docs/records.md, its productions by name (comments in parentheses cut). */
function grammar(): ReadonlyMap<string, string> {
  const page = readFileSync(join(import.meta.dirname, '../../docs/records.md'), 'utf8');
  const block = /### The grammar[\s\S]*?```text\n([\s\S]*?)```/.exec(page)![1]!;
  const rules = new Map<string, string>();
  let name = '';
  for (const line of block.split('\n')) {
    const text = line.replace(/\s+\([^"]*\)\s*$/, '');
    const head = /^(\w+)\s*=\s*(.*)$/.exec(text);
    if (head) {
      name = head[1]!;
      rules.set(name, head[2]!);
    } else if (name && text.trim()) rules.set(name, `${rules.get(name)!} ${text.trim()}`);
  }
  return rules;
}

/**
 * A production of the grammar's token level (literals, names, `|`, `{ }`, `[ ]`, `( )`) as a
 * regular expression, names expanded: what the docs say a number or a face is, read from them.
 */
function regexOf(rules: ReadonlyMap<string, string>, name: string): string {
  const body = rules.get(name)!.replace(/\s*;\s*$/, '');
  return body
    .split(/\s+/)
    .map((token) => {
      if (token.startsWith('"'))
        return (JSON.parse(token) as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (token === '|') return '|';
      if (token === '{' || token === '[' || token === '(') return '(?:';
      if (token === '}') return ')*';
      if (token === ']') return ')?';
      if (token === ')') return ')';
      return `(?:${regexOf(rules, token)})`;
    })
    .join('');
}

const HEADER = (seed: string) =>
  `format 1\nseed ${seed}\nchips 100 100\nfirst-bettor 0\nrules standard\n`;

describe('the grammar of docs/records.md and parseRecord', () => {
  it('agree on numbers: a seed is read exactly when the docs’ `whole` matches it', () => {
    const whole = new RegExp(`^(?:${regexOf(grammar(), 'whole')})$`);
    expect(whole.test('0')).toBe(true);
    expect(whole.test('007')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,6}$/), (digits) => {
        const read = messageOf(() => parseRecord(HEADER(digits)));
        expect(read === 'no error').toBe(whole.test(digits));
      }),
      { numRuns: runs(300) },
    );
  });

  it('agree on faces: a roll is read exactly when the docs’ `face` matches both dice', () => {
    const face = new RegExp(`^(?:${regexOf(grammar(), 'face')})$`);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a]$/), fc.stringMatching(/^[0-9a]$/), (a, b) => {
        const text = `${HEADER('1')}\n1. P0 bets 10, P1 accepts; P1 [${a}+${b}]\n`;
        const message = messageOf(() => parseRecord(text));
        expect(!message.includes('expected a die face')).toBe(face.test(a) && face.test(b));
      }),
      { numRuns: runs(200) },
    );
  });

  it('agree on the end of a line, blank lines and the byte order mark, as the docs say them', () => {
    const page = readFileSync(join(import.meta.dirname, '../../docs/records.md'), 'utf8');
    expect(page).toContain("the last line's may be missing");
    expect(page).toContain('Blank lines (empty, or\nspaces and tabs only) are skipped anywhere');
    expect(page).toContain('a byte order mark at the start of the text is\nskipped');
    const text = `${HEADER('1')}\n1. P0 bets 10, P1 accepts`;
    const record = parseRecord(`${text}\n`);
    expect(parseRecord(text)).toEqual(record);
    expect(parseRecord(`\ufeff${text.replace('\n\n', '\n \t\n')}\r\n`)).toEqual(record);
  });
});
