import { KiriError } from '../KiriError.js';
import type { Rules } from '../rules/Rules.js';
import { isKnownRules } from './knownRules.js';

/**
 * `rules` when it came from `defineRules` (or is `standardRules`); throws `INVALID_RULES`
 * otherwise. The one check of rules: every function that takes rules calls it (`classifyRoll`
 * inlines it, message and all, to stay in its size budget).
 */
export function rulesOf<R extends Rules>(rules: R, caller: string, field = 'rules'): R {
  if (isKnownRules(rules)) return rules;
  throw new KiriError('INVALID_RULES', `${caller}: ${field} must be rules from defineRules()`);
}
