import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../src/messages/chooseLanguage.js';

describe('chooseLanguage', () => {
  it('takes --lang first, the last one when given twice, and never after --', () => {
    const env = { LANG: 'en_US.UTF-8' };
    expect(chooseLanguage(['play', '--lang', 'ru'], env)).toBe('ru');
    expect(chooseLanguage(['play', '--lang=ru'], env)).toBe('ru');
    expect(chooseLanguage(['--lang', 'ru', 'play', '--lang', 'en'], { LANG: 'ru_RU' })).toBe('en');
    expect(chooseLanguage(['replay', '--', '--lang', 'ru'], env)).toBe('en');
    expect(chooseLanguage(['--', '--lang', 'ru'], env)).toBe('en');
    expect(chooseLanguage(['--lang', 'ru'], env)).toBe('ru');
  });

  it('reads LANGUAGE, LC_ALL, LC_MESSAGES, then LANG, as gettext does', () => {
    expect(chooseLanguage([], { LANG: 'ru_RU.UTF-8' })).toBe('ru');
    expect(chooseLanguage([], { LC_MESSAGES: 'ru_RU', LANG: 'en_GB' })).toBe('ru');
    expect(chooseLanguage([], { LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'ru_RU' })).toBe('en');
    expect(chooseLanguage([], { LANGUAGE: 'ru:en', LC_ALL: 'en_US.UTF-8' })).toBe('ru');
    // The first language of the list that the command line speaks.
    expect(chooseLanguage([], { LANGUAGE: 'de:ru', LANG: 'en_US' })).toBe('ru');
    // A list of languages it does not speak leaves the choice to the locale.
    expect(chooseLanguage([], { LANGUAGE: 'de:fr', LANG: 'ru_RU' })).toBe('ru');
    // An empty variable is not set.
    expect(chooseLanguage([], { LANGUAGE: '', LC_ALL: '', LANG: 'RU' })).toBe('ru');
  });

  it('speaks English for C, POSIX, other languages, and no environment at all', () => {
    expect(chooseLanguage([], { LC_ALL: 'C', LANG: 'ru_RU' })).toBe('en');
    expect(chooseLanguage([], { LANG: 'POSIX' })).toBe('en');
    expect(chooseLanguage([], { LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(chooseLanguage([], { LANG: 'rus' })).toBe('en');
    // A name that starts with no letter names no language; only LANGUAGE is a list.
    expect(chooseLanguage([], { LANG: '1' })).toBe('en');
    expect(chooseLanguage([], { LANG: '_ru' })).toBe('en');
    expect(chooseLanguage([], { LANG: 'de:ru' })).toBe('en');
    expect(chooseLanguage([], {})).toBe('en');
    expect(chooseLanguage([])).toBe('en');
  });

  it('refuses a --lang it does not speak, naming the ones it does', () => {
    expect(() => chooseLanguage(['play', '--lang', 'de'])).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --lang must be one of en, ru, got 'de']`,
    );
    expect(() => chooseLanguage(['play', '--lang'])).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --lang must be one of en, ru, got nothing]`,
    );
    expect(() => chooseLanguage(['play', '--lang='])).toThrowErrorMatchingInlineSnapshot(
      `[UsageError: --lang must be one of en, ru, got '']`,
    );
  });
});
