// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { CombinationId } from '../game/Combination.js';
import { KiriError } from '../game/KiriError.js';
import type { MatchOptions } from '../game/createMatch.js';
import type { Rules } from '../rules/Rules.js';
import { failure, fields, guarded, type Fail } from '../guard/check.js';
import { rulesOf } from '../rules/rulesOf.js';
import { standardRules } from '../rules/standardRules.js';
import type { RecordedMatch } from './RecordedMatch.js';
import { recordRules } from './recordGame.js';
import { trust } from './trustedRecords.js';

/**
 * Options of `startRecord`: those of `createMatch`, and the rules.
 *
 * @typeParam Id - the ids of the rules' combinations
 * @example
 * ```ts
 * import { startRecord, type RecordOptions } from 'kiri-dice/record';
 *
 * const options: RecordOptions = { seed: 'table-7', chips: [50, 50], firstBettor: 1 };
 * console.log(startRecord(options).record.start); // => { seed: 728823507, chips: [50, 50], firstBettor: 1 }
 * ```
 */
export interface RecordOptions<Id extends string = CombinationId> extends MatchOptions {
  /** The rules, from `defineRules` (default: `standardRules`); the record holds them as data. */
  readonly rules?: Rules<Id>;
}

const fail: Fail = /* @__PURE__ */ failure('INVALID_OPTIONS', 'startRecord');

/**
 * Starts a match with its record: round 1, waiting for the first bet, and no moves yet.
 *
 * The record holds the number the generator was seeded with (`state.seed`: a string seed is
 * hashed to it, and without a seed a random one is drawn), the chips, the first bettor and the
 * rules: `'standard'`, or house rules written as data, each combination with the pairs of dice
 * it claims (so rules built from predicates are recorded too). Matches are recorded on the
 * built-in generator, the one a record replays.
 *
 * @param options - the options of `createMatch`, and `rules` from `defineRules`
 * @returns the first state and an empty record, deeply frozen
 * @throws {@link kiri-dice!KiriError} `INVALID_OPTIONS` naming the bad option; `INVALID_RULES`
 * when `rules` did not come from `defineRules`
 * @example
 * ```ts
 * import { startRecord } from 'kiri-dice/record';
 *
 * const match = startRecord({ seed: 1, chips: [50, 50] });
 * console.log(match.state.phase); // => 'betting'
 * console.log(match.record); // => { format: 1, rules: 'standard', start: { seed: 1, chips: [50, 50], firstBettor: 0 }, moves: [] }
 * ```
 */
export function startRecord<Id extends string = CombinationId>(
  options: RecordOptions<Id> = {},
): RecordedMatch<Id> {
  return guarded('INVALID_OPTIONS', 'startRecord', 'options', () => {
    const { rules, ...matchOptions } = fields(fail, options, 'options', [
      'rules',
      'seed',
      'chips',
      'firstBettor',
    ]);
    const given =
      rules === undefined || rules === standardRules
        ? undefined
        : rulesOf(rules as Rules, 'startRecord', 'options.rules');
    const [recorded, game] = recordRules(given);
    let state;
    try {
      state = game.createMatch(matchOptions);
    } catch (error) {
      // createMatch throws nothing but a KiriError; its message names it, and the caller called this.
      const { code, message } = error as KiriError;
      throw new KiriError(code, message.replace('createMatch:', 'startRecord:'));
    }
    const start = Object.freeze({
      seed: state.seed,
      chips: state.chips,
      firstBettor: state.bettor,
    });
    const record = trust(
      Object.freeze({ format: 1, rules: recorded, start, moves: Object.freeze([]) }),
    );
    return Object.freeze({ state, record }) as RecordedMatch<Id>;
  });
}
