import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonItems, jsonLayout } from '../src/jsonLayout.js';
import { repeatedKeyOf } from '@kiri-dice/testing/repeatedKeyOf';
import { runs } from '@kiri-dice/testing/propertyRuns';

/** How deep the containers of a JSON text nest (0 for a scalar). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/**
 * What `jsonLayout` must give for a text, by `JSON.parse` and `repeatedKeyOf`: the outer object's
 * keys with each value, or `null` when the text is not a JSON object, repeats a key or nests
 * containers deeper than 16.
 */
function expected(text: string): [string, unknown][] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (repeatedKeyOf(text) !== null || depthOf(value) > 16) return null;
  return Object.entries(value);
}

/** What `jsonLayout` gives: each key with its value parsed from its bytes, or `null`. */
function layout(text: string): [string, unknown][] | null {
  const bytes = Buffer.from(text);
  const fields = jsonLayout(bytes, 0);
  return (
    fields?.map(({ key, from, to }) => [key, JSON.parse(bytes.toString('utf8', from, to))]) ?? null
  );
}

/** JSON texts, and texts one edit away from JSON (a character added, dropped or changed). */
const texts = fc.oneof(
  fc.json({ depthSize: 'medium' }),
  fc
    .tuple(
      fc.json(),
      fc.nat(),
      fc.constantFrom(
        ...Array.from(' \t\n\r\v{}[]",:0123456789-+.eEtrufalsn\\/ua\u00e9\u0001\u001f\u007f'),
      ),
      fc.constantFrom('add', 'drop', 'change'),
    )
    .map(([text, n, c, edit]) => {
      const at = n % (text.length + 1);
      const rest = text.slice(edit === 'add' ? at : at + 1);
      return `${text.slice(0, at)}${edit === 'drop' ? '' : c}${rest}`;
    }),
);

describe('jsonLayout', () => {
  it('reads exactly the JSON objects that JSON.parse reads, with no key repeated and nesting bounded', () => {
    fc.assert(
      fc.property(texts, fc.boolean(), (text, object) => {
        // Mostly objects, as records are: an object around the value, with white space.
        const whole = object ? ` {"a": ${text} ,\n"b":[]}\r\n` : text;
        // By key: Object.entries puts keys that read as array indexes ("0") first, and the
        // layout keeps the order of the text; no key repeats, so the order is all that differs.
        const byKey = (entries: [string, unknown][] | null) =>
          entries && [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        expect(byKey(layout(whole))).toEqual(byKey(expected(whole)));
      }),
      { numRuns: runs(2000) },
    );
  });

  it('tells keys the way JSON.parse reads them, escapes and all, in objects of any size', () => {
    const keys = (names: readonly string[]) =>
      layout(`{${names.map((name, i) => `"${name}": ${i}`).join(', ')}}`);
    expect(keys(['a', '\\u0061'])).toBeNull();
    expect(keys(['\\u0061', 'a'])).toBeNull();
    expect(keys(['a', 'b', '\\n', '\\"', '\\\\', '\\/', 'é'])).toEqual([
      ['a', 0],
      ['b', 1],
      ['\n', 2],
      ['"', 3],
      ['\\', 4],
      ['/', 5],
      ['é', 6],
    ]);
    // Escapes of letters past ASCII, one or two UTF-16 units, are the letters themselves; keys
    // that share bytes only when read another way are not one.
    expect(keys(['é', '\\u00e9'])).toBeNull();
    expect(keys(['\\u00E9', 'é'])).toBeNull();
    expect(keys(['😀', '\\ud83d\\ude00'])).toBeNull();
    expect(keys(['é', 'Ã©', '\\u00c3\\u00a9x'])).toEqual([
      ['é', 0],
      ['Ã©', 1],
      ['Ã©x', 2],
    ]);
    // Lone surrogates both stand for U+FFFD: null, and the caller's whole read decides.
    expect(keys(['\\ud800', '\\udc00'])).toBeNull();
    expect(keys(['\\ud800', 'x'])).toEqual([
      ['\ud800', 0],
      ['x', 1],
    ]);
    // A repeat is found however far apart.
    const many = Array.from({ length: 40 }, (_, i) => `k${i}`);
    expect(keys(many)).toHaveLength(40);
    expect(keys([...many, 'k3'])).toBeNull();
    expect(keys(['a', ...many, '\\u0061'])).toBeNull();
    expect(layout(`{"a": {"x": 1, "y": [{"x": 2, "x": 3}]}}`)).toBeNull();
    expect(layout('{"a": {"x": 1}, "b": {"x": 2}}')).toEqual([
      ['a', { x: 1 }],
      ['b', { x: 2 }],
    ]);
  });

  it('refuses what only looks like JSON: bad escapes and numbers, control characters, nesting deeper than 16', () => {
    for (const text of [
      '{"a": "\\x"}',
      '{"a": "\\u12g4"}',
      '{"a": "\u0001"}',
      '{"a": "no end}',
      '{"a": 01}',
      '{"a": 1.}',
      '{"a": 1e}',
      '{"a": -}',
      '{"a": tru}',
      '{"a" 1}',
      '{"a": 1,}',
      '{"a": 1} x',
      '[1]',
      ' ',
      `{"a": ${'['.repeat(16)}${']'.repeat(16)}}`,
      `{"a": ${'{"a": '.repeat(16)}1${'}'.repeat(16)}}`,
      // Texts that would read as an object if the scan went on past the first thing wrong.
      '{"a": 1.',
      '{"a": [1.}',
      '{"a": {"b": 1.}',
      '{"a": [1}}',
      '{"x": {"a"}',
      '{"a"',
      '{:1}',
      '{"a": 1, :2}',
      '["a": 1}',
    ])
      expect(layout(text), text).toBeNull();
    expect(layout(`{"a": ${'['.repeat(15)}${']'.repeat(15)}}`)).toHaveLength(1);
    expect(layout(`{"a": ${'{"a": '.repeat(15)}1${'}'.repeat(15)}}`)).toHaveLength(1);
    expect(layout('{"a": -0.5e+3, "b": true, "c": false, "d": null, "e": "\\t\\b\\f\\r"}')).toEqual(
      Object.entries({ a: -500, b: true, c: false, d: null, e: '\t\b\f\r' }),
    );
  });

  it('meets JSON.parse at every edge of the grammar, in keys as in values', () => {
    const edges = [
      // Escapes: each hexadecimal digit's bounds (/ 0 9 : @ A F G ` a f g), four digits, no more.
      '"\\u09aF"',
      '"\\uABCD\\uabcd"',
      '"\\u0000\\u9999"',
      '"\\u0041x"',
      ...Array.from('/:@G`g', (c) => `"\\u0${c}00"`),
      '"\\u004"',
      '"\\u00',
      '"\\u',
      '"\\',
      '"\\x"',
      '"a\u0001b"',
      '"abc',
      // Numbers and literals: signs, exponents, cut-off words.
      '1e+5',
      '1E-5',
      '1e*5',
      '-01',
      '2.5e3x',
      'nul',
      'nulL',
      'falsey',
    ];
    for (const edge of edges) {
      for (const text of [`{"a": ${edge}}`, `{${edge}: 1}`, `{"a": [1, ${edge}]}`])
        expect(layout(text), text).toEqual(expected(text));
    }
    // A key must be followed by a colon, and a colon by a value, each exactly once.
    for (const text of ['{"a"x1}', '{"a"::1}', '{"a": }', '{"a" : 1 , "b" : 2 }'])
      expect(layout(text), text).toEqual(expected(text));
  });

  it('gives the items of an array one at a time, each as JSON.parse reads it', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 8 }), fc.boolean(), (items, spaced) => {
        const gap = spaced ? ' \n\t' : '';
        const text = `{"moves":[${gap}${items.map((item) => JSON.stringify(item)).join(`${gap},${gap}`)}${gap}]}`;
        const bytes = Buffer.from(text);
        const [field] = jsonLayout(bytes, 0)!;
        expect([...jsonItems(bytes, field!)]).toEqual(
          (JSON.parse(text) as { moves: unknown }).moves,
        );
      }),
      { numRuns: runs(300) },
    );
  });
});
