import { describe, expect, it } from 'vitest';
import { english } from '../../src/messages/english.js';
import { russian } from '../../src/messages/russian.js';
import { sayOf } from '../../src/messages/Say.js';

// Each test makes its own: one made at the file's load would hide a mutant that throws in it.
const seconds = [0.2, 59, 60, 3599, 3600, 86399, 86400, 31557599, 31557600, 2 * 31557600, 1e12];
const year = 31_557_600;

describe('sayOf(...).duration', () => {
  it('says a time in its two largest units that matter, rounding seconds up', () => {
    expect(seconds.map(sayOf(english).duration)).toMatchInlineSnapshot(`
      [
        "1s",
        "59s",
        "1m 0s",
        "59m 59s",
        "1h 0m",
        "23h 59m",
        "1d 0h",
        "365d 5h",
        "1 year",
        "2 years",
        "31,688 years",
      ]
    `);
  });

  it('says it in Russian, with Russian units, plurals and numbers', () => {
    expect(seconds.map(sayOf(russian).duration).map((text) => text.replaceAll('\u00a0', '⍽')))
      .toMatchInlineSnapshot(`
      [
        "1 с",
        "59 с",
        "1 мин 0 с",
        "59 мин 59 с",
        "1 ч 0 мин",
        "23 ч 59 мин",
        "1 д. 0 ч",
        "365 д. 5 ч",
        "1 год",
        "2 года",
        "31⍽688 лет",
      ]
    `);
    expect([1, 2, 5, 21, 1234].map((n) => sayOf(russian).duration(n * year))).toEqual([
      '1 год',
      '2 года',
      '5 лет',
      '21 год',
      '1\u00a0234 года',
    ]);
  });
});

describe('sayOf(...).percent', () => {
  it('gives one decimal, or the decimals asked for', () => {
    const en = sayOf(english);
    const ru = sayOf(russian);
    expect([
      en.percent(0.4521),
      en.percent(0.4521, 0),
      en.percent(0.29, 0),
      en.percent(1, 2),
    ]).toEqual(['45.2%', '45%', '29%', '100.00%']);
    expect([ru.percent(0.4521), ru.percent(0.4521, 0), ru.percent(0.9, 0)]).toEqual([
      '45,2\u00a0%',
      '45\u00a0%',
      '90\u00a0%',
    ]);
  });
});
