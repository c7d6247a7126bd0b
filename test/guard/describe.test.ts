import { describe as group, expect, it } from 'vitest';
import { describe } from '../../src/guard/describe.js';

group('describe', () => {
  it('quotes a string of up to 40 characters whole', () => {
    expect(describe('abc')).toBe('"abc"');
    expect(describe('x'.repeat(40))).toBe(`"${'x'.repeat(40)}"`);
  });

  it('cuts a longer string at 40 characters, marks the cut and gives the length', () => {
    expect(describe('x'.repeat(41))).toBe(`"${'x'.repeat(40)}"… (41 characters)`);
    expect(describe('0123456789'.repeat(100_000))).toBe(
      `"${'0123456789'.repeat(4)}"… (1000000 characters)`,
    );
  });

  it('names what it must not render: functions, arrays, objects, huge bigints', () => {
    expect(describe(() => 1)).toBe('a function');
    expect(describe([1, 2])).toBe('an array');
    expect(describe({ a: 1 })).toBe('an object');
    expect(describe(2n ** 64n)).toBe('a bigint beyond 64 bits');
    expect(describe(-(2n ** 63n))).toBe('-9223372036854775808n');
  });

  it('never calls into the value: a revoked Proxy reads as an object', () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(describe(proxy)).toBe('an object');
  });

  it('cuts a long Symbol description, and keeps -0, null and undefined apart', () => {
    expect(describe(Symbol('s'.repeat(50)))).toBe(`Symbol(${'s'.repeat(33)}… (58 characters)`);
    expect(describe(-0)).toBe('-0');
    expect(describe(0)).toBe('0');
    expect(describe(null)).toBe('null');
    expect(describe(undefined)).toBe('undefined');
  });
});
