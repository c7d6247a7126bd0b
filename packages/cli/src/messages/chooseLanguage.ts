// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { UsageError } from '../UsageError.js';
import { languages, type Language } from './Catalog.js';

/** The environment's variables that name a language, in the order gettext reads them. */
const variables = ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/** The language a locale's name speaks (`ru_RU.UTF-8`, `ru`), if the command line speaks it. */
function spoken(locale: string): Language | undefined {
  const language = /^[a-z]+/i.exec(locale)?.[0].toLowerCase();
  return languages.find((known) => known === language);
}

/**
 * The language of a command line's text: `--lang en|ru` (`--lang=ru` too) before a `--`, then
 * the first of `LANGUAGE` (a list, `ru:en`, whose first language we speak wins), `LC_ALL`,
 * `LC_MESSAGES` and `LANG` that is set and not empty, as gettext reads them; else English. The
 * C and POSIX locales, and languages it does not speak, are English.
 *
 * @param args - the command line, after the program name
 * @param env - the environment (default none)
 * @returns the language
 * @throws {@link UsageError} when `--lang` names another language, or none
 */
export function chooseLanguage(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Language {
  const end = args.indexOf('--');
  const options = end < 0 ? args : args.slice(0, end);
  // The last --lang wins, as the last of any option does.
  let at = options.length - 1;
  while (at >= 0 && options[at] !== '--lang' && !options[at]!.startsWith('--lang=')) at--;
  if (at >= 0) {
    const flag = options[at]!;
    const value = flag === '--lang' ? options[at + 1] : flag.slice('--lang='.length);
    const language = languages.find((known) => known === value);
    if (language === undefined)
      throw new UsageError(
        `--lang must be one of ${languages.join(', ')}, got ${value === undefined ? 'nothing' : `'${value}'`}`,
      );
    return language;
  }
  for (const name of variables) {
    const value = env[name];
    if (!value) continue;
    const list = name === 'LANGUAGE' ? value.split(':') : [value];
    const language = list.map(spoken).find((found) => found !== undefined);
    if (language !== undefined || name !== 'LANGUAGE') return language ?? 'en';
  }
  return 'en';
}
