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
  const whole = new Intl.NumberFormat(locale);
  const percents = new Map<number, Intl.NumberFormat>();
  const percentFormat = (digits: number): Intl.NumberFormat => {
    let format = percents.get(digits);
    // Stryker disable next-line ConditionalExpression: a format made again is the same format.
    if (format === undefined) {
      format = new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      percents.set(digits, format);
    }
    return format;
  };
  type Unit = 'second' | 'minute' | 'hour' | 'day' | 'year';
  const unitFormat = (unit: Unit): Intl.NumberFormat =>
    // Years come in counts too large for a narrow unit to read well (a run of 10^15 rounds).
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'year' ? 'long' : 'narrow',
    });
  // Made at the first time said: only the progress bar says one.
  let units: Readonly<Record<Unit, Intl.NumberFormat>> | undefined;
  const unit = (name: Unit, value: number): string => {
    units ??= {
      second: unitFormat('second'),
      minute: unitFormat('minute'),
      hour: unitFormat('hour'),
      day: unitFormat('day'),
      year: unitFormat('year'),
    };
    return units[name].format(value);
  };
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
  // Made once for each number of decimals: the tables of solve format hundreds of figures, and a
  // format takes far longer to make than to use. The keys are the code's own, never a user's.
  const decimals = new Map<number | undefined, Intl.NumberFormat>();
  const decimalFormat = (digits: number | undefined): Intl.NumberFormat => {
    let format = decimals.get(digits);
    // Stryker disable next-line ConditionalExpression: a format made again is the same format.
    if (format === undefined) {
      const fraction = digits ?? 20;
      const least = digits ?? 0;
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: least,
        maximumFractionDigits: fraction,
      });
      decimals.set(digits, format);
    }
    return format;
  };
  // Every category the locale's rules give has its form: the catalog's type requires them.
  const word = (value: number, noun: Noun): string =>
    (nouns[noun] as unknown as Readonly<Record<string, string>>)[plural.select(value)]!;
  return {
    number: (value) => whole.format(value),
    // Rounded by toFixed first, and -0 made 0: what rounds to 0 from below prints 0.00.
    decimal: (value, digits) =>
      decimalFormat(digits).format(
        digits === undefined ? value : Number(value.toFixed(digits)) + 0,
      ),
    percent: (share, digits = 1) => percentFormat(digits).format(share),
    duration,
    count: (value, noun) => `${whole.format(value)} ${word(value, noun)}`,
    word,
  };
}
