import { describe, expect, it } from 'vitest';
import { parseJson } from '../src/parseJson.js';

/** The error `parseJson` throws for `text`. */
function failure(text: string): Error {
  try {
    parseJson(text);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`parsed: ${text}`);
}

describe('parseJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJson(' {"a": [1, "two", null]}\n')).toEqual({ a: [1, 'two', null] });
  });

  it('says where the text stops being JSON, by line and column, and why without its quote', () => {
    // The position past 9 and the long quote: the whole of each is cut, whatever its length.
    expect(failure('{\n  "name": "an unterminated name').message).toMatchInlineSnapshot(
      `"not valid JSON at 2:11 (line:column): Unterminated string"`,
    );
    expect(failure('[1, 2, 3, oops, 5]').message).toMatchInlineSnapshot(
      `"not valid JSON at 1:11 (line:column): Unexpected token 'o'"`,
    );
    expect(failure('').message).toMatchInlineSnapshot(
      `"not valid JSON at 1:1 (line:column): Unexpected end of JSON input"`,
    );
  });

  it('keeps the parser’s own error as the cause', () => {
    expect(failure('{').cause).toBeInstanceOf(SyntaxError);
  });
});
