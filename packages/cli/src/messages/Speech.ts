// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Catalog, EnglishForms, Language } from './Catalog.js';
import type { Messages } from './Messages.js';
import { sayOf, type Say } from './Say.js';

/** A catalog made ready to speak: its messages, its language, and its numbers and plurals. */
export type Speech = Messages & { readonly language: Language; readonly say: Say };

/**
 * A catalog made ready to speak: its messages, given its language's numbers and plurals.
 *
 * @param catalog - the catalog
 * @returns its speech
 */
export function speechOf<Forms extends EnglishForms>(catalog: Catalog<Forms>): Speech {
  const say = sayOf(catalog);
  return { ...catalog.messages(say), language: catalog.language, say };
}
