// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Catalog, Language } from './Catalog.js';
import { english } from './english.js';
import { russian } from './russian.js';

/** The catalog of each language the command line speaks. */
export const catalogs: Readonly<Record<Language, Catalog>> = { en: english, ru: russian };
