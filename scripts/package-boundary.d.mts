import type { Rule } from 'eslint';

/** The ESLint rule that keeps the packages of this repository apart. */
export const packageBoundary: Rule.RuleModule;
