// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { Combination, CombinationId } from '../game/Combination.js';
import type { Rules } from './Rules.js';

function combination(
  id: CombinationId,
  points: number,
  bonusRolls: number,
  endsTurn: boolean,
  instant: 'win' | 'lose' | null,
  en: string,
  ru: string = en,
): Combination<CombinationId> {
  return Object.freeze({
    id,
    names: Object.freeze({ en, ru }),
    points,
    bonusRolls,
    endsTurn,
    instant,
  });
}

/**
 * `defineRules(standardRulesSpec)`, compiled ahead of time so that `classifyRoll` alone stays a
 * few hundred bytes: the rules compiler and its messages are only bundled by apps that use
 * house rules. A test checks that both give the same rules.
 */
function compileStandardRules(): Rules<CombinationId> {
  const combinations = Object.freeze([
    combination('dead', 0, 0, false, 'lose', 'Dead'),
    combination('kiri', 0, 0, false, 'win', 'Kiri'),
    combination('midKiri', 2, 0, false, null, 'Mid Kiri'),
    combination('reverse', 0, 2, false, null, 'Reverse', 'Реверс'),
    combination('kvatra', 1, 0, false, null, 'Kvatra', 'Кватра'),
    combination('normal', 0, 0, true, null, 'Normal', 'Обычный бросок'),
  ]);
  // Row: first die 1..8; column: second die 1..8; digit: index in `combinations`.
  const table =
    '04444455' +
    '42444555' +
    '44345555' +
    '44425555' +
    '44552555' +
    '45555351' +
    '55555521' +
    '55555112';
  return Object.freeze({
    name: 'standard',
    targetPoints: 4,
    combinations,
    table: Object.freeze(Array.from(table, (digit) => combinations[Number(digit)]!)),
  });
}

/**
 * The standard rules of Kiri, compiled: first to 4 points, six combinations in priority order.
 *
 * @example
 * ```ts
 * standardRules.targetPoints;        // 4
 * console.log(standardRules.combinations[0]?.id); // => 'dead'
 * ```
 */
export const standardRules: Rules<CombinationId> = /* @__PURE__ */ compileStandardRules();
