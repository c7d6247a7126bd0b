// @ts-check
// The one way the pages build their elements: the page never turns data into HTML.

/**
 * Builds an element with its attributes and children (text or elements).
 * @param {string} tag
 * @param {Record<string, string>} [attributes]
 * @param {(Node | string)[]} children
 */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}
