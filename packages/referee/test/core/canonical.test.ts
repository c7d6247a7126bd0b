import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical } from '../../src/core/canonical.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

/** `value` with the keys of each of its objects in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversed(item)]),
  );
}

describe('canonical', () => {
  it('writes the keys of every object in order, at any depth, and nulls and arrays as they are', () => {
    expect(canonical({ b: { d: 1, c: [{ f: null, e: 2 }, null] }, a: null })).toBe(
      '{"a":null,"b":{"c":[{"e":2,"f":null},null],"d":1}}',
    );
    expect(canonical([3, 'x', null, { z: true, y: false }])).toBe(
      '[3,"x",null,{"y":false,"z":true}]',
    );
  });

  it('gives one text for a value whatever the order of its keys, and the text reads back as the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonical(value);
        expect(canonical(reversed(value))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: runs(200) },
    );
  });
});
