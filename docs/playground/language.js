// @ts-check
// The page's language: the one chosen with the switch (remembered in this browser, or in the
// address where the browser keeps nothing), else the first of `navigator.languages` that the
// page speaks, else English. Every text a player reads
// comes from its catalog; the page's own elements name theirs with `data-text` and its kin.
import { speechOf } from './catalog.js';
import { english } from './english.js';
import { russian } from './russian.js';

/** @typedef {'en' | 'ru'} Language */
/** @typedef {import('./catalog.js').Speech} Speech */

/** Where the switch's choice is kept. */
const STORAGE = 'kiri-language';

/** The languages the page speaks, in the switch's order. */
export const LANGUAGES = /** @type {const} */ (['en', 'ru']);

/**
 * The language of the page: the one the player chose, else the first of the browser's that the
 * page speaks (`ru-RU` is Russian), else English.
 * @param {readonly string[]} preferred - `navigator.languages`
 * @param {string | null} chosen - the switch's choice kept in this browser
 * @returns {Language}
 */
export function chooseLanguage(preferred, chosen) {
  const spoken = (/** @type {string | null} */ tag) =>
    LANGUAGES.find((language) => language === tag?.toLowerCase().split('-')[0]);
  for (const tag of [chosen, ...preferred]) {
    const language = spoken(tag);
    if (language) return language;
  }
  return 'en';
}

/** The address's parameter that carries the switch's choice where the browser keeps nothing. */
const PARAMETER = 'lang';

/** The switch's choice kept in this browser, else the one in the address, or `null`. */
function kept() {
  try {
    const stored = localStorage.getItem(STORAGE);
    if (stored !== null) return stored;
  } catch {
    // Storage refused: the switch put its choice in the address.
  }
  return new URLSearchParams(location.search).get(PARAMETER);
}

/** The page's speech, chosen once when the page loads: the switch reloads the page. */
export const speech = speechOf(
  chooseLanguage(navigator.languages ?? [navigator.language], kept()) === 'ru' ? russian : english,
);

/**
 * Gives the page's own elements their texts: `data-text` names the key of an element's text,
 * `data-label`, `data-title` and `data-placeholder` those of its attributes.
 * @param {ParentNode} root
 */
export function translatePage(root) {
  const texts = /** @type {Record<string, string>} */ (speech.html);
  const text = (/** @type {string | null} */ key) => (key === null ? '' : (texts[key] ?? ''));
  document.documentElement.lang = speech.language;
  document.title = speech.html.title;
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', speech.html.description);
  for (const element of root.querySelectorAll('[data-text]'))
    element.textContent = text(element.getAttribute('data-text'));
  for (const [data, attribute] of /** @type {const} */ ([
    ['data-label', 'aria-label'],
    ['data-title', 'title'],
    ['data-placeholder', 'placeholder'],
  ]))
    for (const element of root.querySelectorAll(`[${data}]`))
      element.setAttribute(attribute, text(element.getAttribute(data)));
}

/**
 * Wires the switch: it shows the page's language, and a choice is kept and the page loaded
 * again in it (a match on one screen keeps its address; an online match its seat).
 * @param {HTMLSelectElement} select
 */
export function wireSwitch(select) {
  select.value = speech.language;
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(STORAGE, select.value);
    } catch {
      // A browser that keeps nothing: the address carries the choice through the reload.
      const address = new URL(location.href);
      address.searchParams.set(PARAMETER, select.value);
      location.replace(address);
      return;
    }
    location.reload();
  });
}
