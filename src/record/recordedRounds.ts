// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import { fields, items, itemsOf, oneOf, type Fail } from '../guard/check.js';
import type { FairReveal, FairRounds } from './FairRounds.js';

/** Whether `text` is a value or a commitment: 32 bytes as 64 lowercase hexadecimal digits, its one spelling. */
export function isValue(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text);
}

/** The most reveals a list of `FairRounds` may have: two a round, for 500,000 rounds. */
export const MAX_REVEALS: number = 1000000;

/** 64 lowercase hexadecimal digits, as given. */
export function readValue(fail: Fail, value: unknown, field: string): string {
  return typeof value === 'string' && isValue(value)
    ? value
    : fail(field, '64 lowercase hexadecimal digits (32 bytes)', value);
}

/**
 * The seats' first commitments and every reveal of a `FairRounds`, checked for their form only
 * (what they prove is `verifyFairRolls`'s to check), as a frozen copy of plain data.
 */
export function readRounds(fail: Fail, value: unknown, field: string): FairRounds {
  const given = fields(fail, value, field, ['commitments', 'reveals']);
  const [first, second] = items(
    fail,
    given['commitments'],
    `${field}.commitments`,
    2,
    'a pair of commitments',
  );
  const commitments = Object.freeze([
    readValue(fail, first, `${field}.commitments[0]`),
    readValue(fail, second, `${field}.commitments[1]`),
  ] as const);
  const list = given['reveals'];
  if (!Array.isArray(list) || list.length > MAX_REVEALS)
    fail(`${field}.reveals`, `a list of at most ${MAX_REVEALS} reveals`, list);
  const reveals = itemsOf(fail, list, `${field}.reveals`).map((item, i): FairReveal => {
    const at = `${field}.reveals[${i}]`;
    const reveal = fields(fail, item, at, ['seat', 'value', 'next']);
    return Object.freeze({
      seat: oneOf(fail, reveal['seat'], `${at}.seat`, [0, 1] as const),
      value: readValue(fail, reveal['value'], `${at}.value`),
      next: readValue(fail, reveal['next'], `${at}.next`),
    });
  });
  return Object.freeze({ commitments, reveals: Object.freeze(reveals) });
}

/**
 * Checks that a record's reveals fit its rounds: two for each round that was accepted, at most
 * (the acceptor's and the bettor's). A reveal past them is for a round that was never played.
 */
export function checkRevealCount(fail: Fail, rounds: FairRounds | null, accepted: number): void {
  if (rounds && rounds.reveals.length > 2 * accepted)
    fail(
      'record.rounds.reveals',
      `a list of at most ${2 * accepted} reveals (two for each of the ${accepted} rounds accepted)`,
      rounds.reveals,
    );
}

/** The rounds of a record cut to `accepted` accepted rounds: the reveals of the rest go with them. */
export function roundsUpTo(rounds: FairRounds | undefined, accepted: number): FairRounds | null {
  if (!rounds) return null;
  const { commitments, reveals } = rounds;
  return Object.freeze({ commitments, reveals: Object.freeze(reveals.slice(0, 2 * accepted)) });
}
