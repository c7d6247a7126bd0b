import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorAt } from '../src/jsonErrorAt.js';

/** The line and column of the end of `text`. */
const end = (text: string) => {
  const lines = text.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
};

describe('jsonErrorAt', () => {
  it('finds the first character that cannot continue a JSON document', () => {
    const at = (text: string) => {
      const { line, column } = jsonErrorAt(text);
      return `${line}:${column}`;
    };
    expect({
      'a bare word': at('x'),
      'a key without quotes': at('{ dead'),
      'a missing colon': at('{"a" 1}'),
      'a missing comma': at('{\n  "a": 1\n  "b": 2\n}'),
      'a trailing comma': at('[1,]'),
      'a trailing comma in an object': at('{"a":1,}'),
      'a bad escape': at('["\\q"]'),
      'a leading zero': at('01'),
      'text after the document': at('{}\n\n  x'),
      'a closer that does not match': at('[1}'),
      'an empty file': at(''),
      'a cut-off file': at('{"a": [1, 2'),
      'a bad escape further on': at('{"a": "b\\x"}'),
      'a bad unicode escape': at('[1, "\\uzzzz"]'),
      'a second document': at('1,2'),
      'a closer with nothing open': at('1]'),
      'a newline first': at('\n  x'),
      'a string with spaces, then a bare word': at('["a b c" x]'),
    }).toMatchInlineSnapshot(`
      {
        "a bad escape": "1:2",
        "a bad escape further on": "1:7",
        "a bad unicode escape": "1:5",
        "a bare word": "1:1",
        "a closer that does not match": "1:3",
        "a closer with nothing open": "1:2",
        "a cut-off file": "1:12",
        "a key without quotes": "1:3",
        "a leading zero": "1:2",
        "a missing colon": "1:6",
        "a missing comma": "3:3",
        "a newline first": "2:3",
        "a second document": "1:2",
        "a string with spaces, then a bare word": "1:10",
        "a trailing comma": "1:4",
        "a trailing comma in an object": "1:8",
        "an empty file": "1:1",
        "text after the document": "3:3",
      }
    `);
  });

  it('reaches the end of valid JSON, however deeply nested', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(jsonErrorAt(` ${text}\n`)).toEqual(end(` ${text}\n`));
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 2);
        expect(jsonErrorAt(text)).toEqual(end(text));
      }),
    );
    const deep = '['.repeat(100000) + ']'.repeat(100000);
    expect(jsonErrorAt(deep)).toEqual({ line: 1, column: 200001 });
  });

  it('gives the position of an unterminated string of millions of characters, escapes or not', () => {
    expect(jsonErrorAt(`{"a":"${'x'.repeat(1e7)}`)).toEqual({ line: 1, column: 6 });
    expect(jsonErrorAt(`{"a":\n"${'\\n'.repeat(5e6)}`)).toEqual({ line: 2, column: 1 });
    expect(jsonErrorAt(`{"${'x\\u0041'.repeat(2e6)}`)).toEqual({ line: 1, column: 2 });
    expect(jsonErrorAt(`["${'x'.repeat(1e7)}"`)).toEqual({ line: 1, column: 10000004 });
    expect(jsonErrorAt('{"a":"x\u0001"}')).toEqual({ line: 1, column: 6 });
  });
});
