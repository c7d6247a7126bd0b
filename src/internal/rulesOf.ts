import type { Rules } from '../Rules.js';
import { failure } from './check.js';

/** `rules` when it came from `defineRules` (or is `standardRules`); throws `INVALID_RULES` otherwise. */
export function rulesOf<R extends Rules>(rules: R, caller: string): R {
  return (rules as Partial<Rules> | null)?.table?.length === 64 ? rules : failure('INVALID_RULES', caller)('rules', 'rules from defineRules()', rules);
}
