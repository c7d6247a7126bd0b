import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedKey } from '../../src/record/repeatedKey.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

describe('repeatedKey', () => {
  it('finds the first key an object repeats, at any depth, as JSON.parse reads keys', () => {
    expect(repeatedKey('{"seed":1,"seed":2}')).toBe('seed');
    expect(repeatedKey('{"a":[1,{"b":2}],"c":1,"c":2}')).toBe('c');
    expect(repeatedKey('{"a":{"x":1,"y":[{"z":1,"z":2}]}}')).toBe('z');
    expect(repeatedKey('{"a":1,"\\u0061":2}')).toBe('a');
    expect(repeatedKey('{"say \\"hi\\"":1,"say \\"hi\\"":2}')).toBe('say "hi"');
  });

  it('finds none in JSON whose objects each have distinct keys, whatever the top value', () => {
    for (const text of [
      '"a"',
      '"{\\"a\\":1,\\"a\\":2}"',
      '[1,2]',
      '3',
      'null',
      '[{"a":1},{"a":1}]',
    ])
      expect(repeatedKey(text)).toBeNull();
    expect(repeatedKey('{"a":{"a":1},"b":["a","a"]}')).toBeNull();
    // A key of an inner object, closed, is not one of the outer object's: each closes its keys.
    expect(repeatedKey('{"a":{"b":1},"b":2}')).toBeNull();
    expect(repeatedKey('{"a":[{"b":1}],"b":2}')).toBeNull();
  });

  it("finds none in JSON.stringify's text of any value, which writes each key once", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(repeatedKey(JSON.stringify(value))).toBeNull();
      }),
      { numRuns: runs(200) },
    );
  });
});
