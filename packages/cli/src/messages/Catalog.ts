// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Messages } from './Messages.js';
import type { Say } from './Say.js';

/** The languages the command line speaks to players, as `--lang` names them. */
export const languages = ['en', 'ru'] as const;

/** A language the command line speaks. */
export type Language = (typeof languages)[number];

/** The nouns the command line counts, each with its plural forms in every language. */
export type Noun = 'round' | 'chip' | 'point' | 'roll' | 'extraRoll' | 'move' | 'match';

/** A noun's English forms, as `Intl.PluralRules('en')` picks them: one (1), other (0, 2, 1.5). */
export interface EnglishForms {
  readonly one: string;
  readonly other: string;
}

/**
 * A noun's Russian forms, as `Intl.PluralRules('ru')` picks them: one (1, 21), few (2–4, 22),
 * many (0, 5–20, 25) and other (1.5).
 */
export interface RussianForms extends EnglishForms {
  readonly few: string;
  readonly many: string;
}

/**
 * One language's texts: its locale, every noun in every plural form its language asks for, and
 * every message of the English catalog (a missing one is a type error, never a raw key).
 */
export interface Catalog<Forms extends EnglishForms = EnglishForms> {
  readonly language: Language;
  /** The locale of its numbers and plurals, for `Intl`. */
  readonly locale: string;
  readonly nouns: Readonly<Record<Noun, Forms>>;
  /** The messages, given the language's numbers and plurals. */
  readonly messages: (say: Say) => Messages;
}
