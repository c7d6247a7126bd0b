/**
 * The brand of the rules `defineRules` builds and of `standardRules`, shared by every copy of
 * kiri-dice in a program (an ES module and a CommonJS build both loaded): it tells another
 * copy's rules from a look-alike, so that they are rebuilt here rather than refused. Anyone can
 * forge it: rules that carry it are never trusted for it, only rebuilt and compared.
 */
export const RULES_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('kiri-dice.Rules');

/**
 * Brands rules, not enumerably (their fields, their JSON and a spread copy stay without it).
 *
 * @param rules - rules not yet frozen
 * @returns the same rules, branded
 */
export function branded<T extends object>(rules: T): T {
  return Object.defineProperty(rules, RULES_BRAND, { value: true });
}
