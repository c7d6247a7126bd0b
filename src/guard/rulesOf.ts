import type { Rules } from '../rules/Rules.js';
import { failure } from './check.js';
import { isKnownRules } from './knownRules.js';

/** `rules` when it came from `defineRules` (or is `standardRules`); throws `INVALID_RULES` otherwise. */
export function rulesOf<R extends Rules>(rules: R, caller: string, field = 'rules'): R {
  return isKnownRules(rules)
    ? rules
    : failure('INVALID_RULES', caller)(
        field,
        'rules from defineRules() or standardRules, not a copy',
        rules,
      );
}
