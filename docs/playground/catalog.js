// @ts-check
// One language's texts of the page, with its numbers and plurals from Intl: the page never builds
// a count or a number by hand from English grammar.

/**
 * @typedef {'chip' | 'point' | 'round' | 'move' | 'acceptedMove' | 'roll' | 'extraRoll' | 'decision'} Noun
 */
/** @typedef {{ one: string, other: string }} EnglishForms */
/**
 * A noun's Russian forms, by the category `Intl.PluralRules('ru')` gives: one (1, 21), few (2–4,
 * 22), many (0, 5–20, 25) and other (1.5).
 * @typedef {EnglishForms & { few: string, many: string }} RussianForms
 */
/**
 * The numbers and plurals of a language.
 * @typedef {{
 *   number: (value: number) => string,
 *   fixed: (value: number, digits: number, signed?: boolean) => string,
 *   percent: (share: number, digits?: number) => string,
 *   count: (value: number, noun: Noun) => string,
 *   word: (value: number, noun: Noun) => string,
 *   category: (value: number) => Intl.LDMLPluralRule,
 * }} Say
 */
/** @typedef {ReturnType<typeof import('./english.js').englishMessages>} PageMessages */
/**
 * A language's catalog: every message of the English one (a missing one is a type error), and
 * every plural form its plural rules can ask for.
 * @template {EnglishForms} Forms
 * @typedef {{
 *   locale: 'en' | 'ru',
 *   nouns: Readonly<Record<Noun, Forms>>,
 *   messages: (say: Say) => PageMessages,
 * }} PageCatalog
 */
/** @typedef {PageMessages & { language: 'en' | 'ru', say: Say }} Speech */

/**
 * The numbers and plurals of a catalog's language.
 * @template {EnglishForms} Forms
 * @param {PageCatalog<Forms>} catalog
 * @returns {Say}
 */
export function sayOf(catalog) {
  const { locale, nouns } = catalog;
  const plural = new Intl.PluralRules(locale);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  /** @param {number} value @param {Noun} noun */
  const word = (value, noun) =>
    /** @type {Record<string, string>} */ (nouns[noun])[plural.select(value)] ?? '';
  // Made once for each kind: a review table formats hundreds of numbers, and a format takes
  // far longer to make than to use. The kinds are the page's own, never a player's input.
  /** @type {Map<string, Intl.NumberFormat>} */
  const formats = new Map();
  /** @param {Intl.NumberFormatOptions} options */
  const formatOf = (options) => {
    const key = JSON.stringify(options);
    let format = formats.get(key);
    if (format === undefined) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };
  return {
    number: (value) => whole.format(value),
    fixed: (value, digits, signed = false) =>
      // Rounded first, and -0 made 0: what rounds to 0 from below prints 0.00, never -0.00.
      formatOf({
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: signed ? 'exceptZero' : 'auto',
      }).format(Number(value.toFixed(digits)) + 0),
    percent: (share, digits = 1) =>
      formatOf({
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(share),
    count: (value, noun) => `${whole.format(value)} ${word(value, noun)}`,
    word,
    category: (value) => plural.select(value),
  };
}

/**
 * A catalog made ready to speak: its messages, given its language's numbers and plurals.
 * @template {EnglishForms} Forms
 * @param {PageCatalog<Forms>} catalog
 * @returns {Speech}
 */
export function speechOf(catalog) {
  const say = sayOf(catalog);
  return { ...catalog.messages(say), language: catalog.locale, say };
}
