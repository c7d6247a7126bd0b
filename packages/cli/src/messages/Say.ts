// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Catalog, Noun } from './Catalog.js';

/** A language's numbers and plurals, from `Intl`: no text counts by hand from English grammar. */
export interface Say {
  /** A number: `12,345.5` in English, `12 345,5` in Russian. */
  readonly number: (value: number) => string;
  /**
   * A decimal: with `digits` decimals, rounded as `toFixed` rounds (`0.5483`, `0,5483`), or all
   * it has when `digits` is not given (`1.5625`, `1,5625`).
   */
  readonly decimal: (value: number, digits?: number) => string;
  /**
   * A decimal with `digits` decimals and its sign, but for what rounds to 0: `+7.19`, `-45.47`,
   * `0.00` (`+7,19` in Russian).
   */
  readonly signed: (value: number, digits: number) => string;
  /**
   * A share as a percentage, with one decimal (`45.2%`, `45,2 %`) or `digits` of them
   * (`45%`, `45 %` for 0).
   */
  readonly percent: (share: number, digits?: number) => string;
  /**
   * A time, in its two largest units that matter: `5s`, `1m 5s`, `2h 3m`, `1d 2h`, and whole
   * years past a year (`1,234 years`; `1 234 года`). Seconds are rounded up.
   */
  readonly duration: (seconds: number) => string;
  /** A count and its noun in the form the count takes: `2 rounds`, `2 раунда`. */
  readonly count: (value: number, noun: Noun) => string;
  /** The noun alone, in the form `value` takes: `раунда` for 2. */
  readonly word: (value: number, noun: Noun) => string;
}

/**
 * The numbers and plurals of a catalog's language.
 *
 * @param catalog - the catalog, for its locale and its nouns' forms
 * @returns its numbers and plurals
 */
export function sayOf(catalog: Pick<Catalog, 'locale' | 'nouns'>): Say {
  const { locale, nouns } = catalog;
  const plural = new Intl.PluralRules(locale);
  // Made once for each set of options: the tables of solve format hundreds of figures, and a
  // format takes far longer to make than to use. The options are the code's own, never a user's.
  const formats = new Map<string, Intl.NumberFormat>();
  const formatOf = (options: Intl.NumberFormatOptions): Intl.NumberFormat => {
    const key = JSON.stringify(options);
    let format = formats.get(key);
    // Stryker disable next-line ConditionalExpression: a format made again is the same format.
    if (format === undefined) {
      format = new Intl.NumberFormat(locale, options);
      formats.set(key, format);
    }
    return format;
  };
  const fixed = (digits: number): Intl.NumberFormatOptions => ({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Rounded by toFixed first, and -0 made 0: what rounds to 0 from below prints 0.00.
  const rounded = (value: number, digits: number): number => Number(value.toFixed(digits)) + 0;
  type Unit = 'second' | 'minute' | 'hour' | 'day' | 'year';
  const unit = (name: Unit, value: number): string =>
    formatOf({
      style: 'unit',
      unit: name,
      // Years come in counts too large for a narrow unit to read well (a run of 10^15 rounds).
      unitDisplay: name === 'year' ? 'long' : 'narrow',
    }).format(value);
  const duration = (seconds: number): string => {
    const s = Math.ceil(seconds);
    if (s < 60) return unit('second', s);
    if (s < 3600) return `${unit('minute', Math.floor(s / 60))} ${unit('second', s % 60)}`;
    if (s < 86400)
      return `${unit('hour', Math.floor(s / 3600))} ${unit('minute', Math.floor(s / 60) % 60)}`;
    if (s < 31557600)
      return `${unit('day', Math.floor(s / 86400))} ${unit('hour', Math.floor(s / 3600) % 24)}`;
    return unit('year', Math.floor(s / 31557600));
  };
  // Every category the locale's rules give has its form: the catalog's type requires them.
  const word = (value: number, noun: Noun): string =>
    (nouns[noun] as unknown as Readonly<Record<string, string>>)[plural.select(value)]!;
  return {
    number: (value) => formatOf({}).format(value),
    decimal: (value, digits) =>
      digits === undefined
        ? formatOf({ maximumFractionDigits: 20 }).format(value)
        : formatOf(fixed(digits)).format(rounded(value, digits)),
    signed: (value, digits) =>
      formatOf({ ...fixed(digits), signDisplay: 'exceptZero' }).format(rounded(value, digits)),
    percent: (share, digits = 1) => formatOf({ style: 'percent', ...fixed(digits) }).format(share),
    duration,
    count: (value, noun) => `${formatOf({}).format(value)} ${word(value, noun)}`,
    word,
  };
}
