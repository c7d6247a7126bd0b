import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer, answerBefore, answerOf } from '../../src/core/reply.js';
import { runs } from '@kiri-dice/testing/propertyRuns';

describe('answerBefore', () => {
  it("writes JSON.stringify's text of both objects' fields, the first's first", () => {
    // An object lists the keys that are array indexes first, whatever their order: no answer has one.
    const key = fc.string().filter((k) => k !== '__proto__' && !/^(0|[1-9]\d*)$/.test(k));
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.jsonValue(), { minKeys: 1 }),
        fc.dictionary(key, fc.jsonValue(), { minKeys: 1 }),
        (first, body) => {
          const rest = answer(
            200,
            Object.fromEntries(Object.entries(body).filter(([k]) => !(k in first))),
          );
          fc.pre(Object.keys(rest.body).length > 0);
          const both = answerBefore(201, first, rest);
          expect(both.text).toBe(JSON.stringify({ ...first, ...rest.body }));
          expect(both.body).toEqual({ ...first, ...rest.body });
          expect(both).toMatchObject({ type: 'answer', status: 201 });
          expect(Object.isFrozen(both)).toBe(true);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});

describe('answerOf', () => {
  it('keeps the text it is given, frozen with its body', () => {
    const made = answerOf(200, { a: 1 }, '{"a":1}');
    expect(made).toEqual({ type: 'answer', status: 200, body: { a: 1 }, text: '{"a":1}' });
    expect(Object.isFrozen(made)).toBe(true);
  });
});
