/**
 * Real records, tampered with in their JSON and in their text: moves dropped, swapped,
 * repeated and edited, dice changed, header fields changed, characters and lines of the text
 * changed. Every result must be either the exact replay of what is left, checked against the
 * live engine by a replay written here independently, or an INVALID_RECORD error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, KiriError, type MatchState, type Rules } from '../../src/index.js';
import { defineRules } from '../../src/rules/index.js';
import { formatRecord, parseRecord, replay, type MatchRecord } from '../../src/record/index.js';
import { houseSpec } from '@kiri-dice/testing/houseRules';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { played } from '@kiri-dice/testing/recordArbitraries';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const sameKeys = (v: Json, keys: readonly string[]): boolean =>
  Object.keys(v).length === keys.length && keys.every((k) => k in v);
const isDie = (v: unknown): boolean =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 8;

/** The rules of a record's header, or null when they are not rules a record may hold. */
function rulesOf(value: unknown): Rules | null {
  if (value === 'standard') return null;
  try {
    return defineRules(value as never);
  } catch {
    return null;
  }
}

/**
 * The states a record must replay to, by the live engine, or null when it must be refused:
 * written from the format's definition, not from the code under test.
 */
function expectedStates(record: unknown): MatchState<string>[] | null {
  if (!isObject(record) || !sameKeys(record, ['format', 'rules', 'start', 'moves'])) return null;
  const { format, start, moves } = record;
  if (format !== 1 || !isObject(start) || !Array.isArray(moves)) return null;
  const rules = record['rules'] === 'standard' ? undefined : rulesOf(record['rules']);
  if (rules === null || !sameKeys(start, ['seed', 'chips', 'firstBettor'])) return null;
  const { seed, chips, firstBettor } = start as {
    seed: unknown;
    chips: unknown;
    firstBettor: unknown;
  };
  if (!Number.isSafeInteger(seed) || (seed as number) < 0) return null;
  if (!Array.isArray(chips) || chips.length !== 2 || (firstBettor !== 0 && firstBettor !== 1))
    return null;
  const [chips0, chips1] = chips as [unknown, unknown];
  if (
    !chips.every((c) => Number.isSafeInteger(c) && (c as number) >= 1) ||
    !Number.isSafeInteger((chips0 as number) + (chips1 as number))
  )
    return null;
  const game = createGame(rules ? { rules } : {});
  let state = game.createMatch({
    seed: seed as number,
    chips: chips as [number, number],
    firstBettor,
  });
  const states = [state];
  for (const move of moves) {
    let action: unknown = move;
    let drawnDice: unknown[] | null = null;
    if (isObject(move) && move['type'] === 'roll') {
      const { player, dice, drawn } = move;
      if (!sameKeys(move, ['type', 'player', 'dice', 'drawn']) || typeof drawn !== 'boolean')
        return null;
      if (!Array.isArray(dice) || dice.length !== 2 || !dice.every(isDie)) return null;
      action = drawn ? { type: 'roll', player } : { type: 'roll', player, dice };
      drawnDice = drawn ? dice : null;
    }
    state = game.reduce(state, action as never);
    if (state.error !== null) return null;
    if (
      drawnDice &&
      (state.lastRoll!.dice[0] !== drawnDice[0] || state.lastRoll!.dice[1] !== drawnDice[1])
    )
      return null;
    states.push(state);
  }
  return states;
}

/** The record's replay, or 'refused' for INVALID_RECORD (any other error fails the test). */
function outcome(
  run: () => readonly MatchState<string>[],
): readonly MatchState<string>[] | 'refused' {
  try {
    return run();
  } catch (error) {
    if (error instanceof KiriError && error.code === 'INVALID_RECORD') return 'refused';
    throw error;
  }
}

const pick = (n: number, length: number): number => (length ? n % length : 0);

/** Edits of one move: every field changed to a value of the right type or not. */
const moveEdits: ((move: Json, n: number) => Json)[] = [
  (m) => ({ ...m, player: m['player'] === 0 ? 1 : 0 }),
  (m, n) => ({ ...m, amount: [0, 1, 2, 1e9, -1, 1.5][n % 6] }),
  (m, n) => ({ ...m, type: ['bet', 'accept', 'decline', 'roll'][n % 4] }),
  (m, n) => ({ ...m, dice: [(n % 8) + 1, ((n >> 3) % 8) + 1] }),
  (m, n) => ({ ...m, dice: [[0, 1], [1], 'x', [9, 9]][n % 4] }),
  (m) => ({ ...m, drawn: !m['drawn'] }),
  (m) => ({ ...m, drawn: 1 }),
  (m) => ({ ...m, note: 1 }),
  (m) => Object.fromEntries(Object.entries(m).slice(1)),
];

/** Edits of the header, fields changed to other valid values and to invalid ones. */
const headerEdits: ((r: Json, n: number) => Json)[] = [
  (r) => ({ ...r, format: 2 }),
  (r, n) => ({ ...r, start: { ...(r['start'] as Json), seed: [0, 1, n, -1, 1.5, '1'][n % 6] } }),
  (r, n) => ({
    ...r,
    start: { ...(r['start'] as Json), chips: [[1, 1], [1000, 1000], [0, 5], [5]][n % 4] },
  }),
  (r, n) => ({ ...r, start: { ...(r['start'] as Json), firstBettor: [0, 1, 2][n % 3] } }),
  (r, n) => ({ ...r, rules: ['standard', houseSpec, { combinations: [] }, 'house'][n % 4] }),
  (r) => ({ ...r, extra: true }),
];

interface Tamper {
  readonly kind: number;
  readonly a: number;
  readonly b: number;
  readonly n: number;
}
const tamper: fc.Arbitrary<Tamper> = fc.record({
  kind: fc.nat(5),
  a: fc.nat(),
  b: fc.nat(),
  n: fc.nat(),
});

/** The record's JSON with one change. */
function tampered(record: MatchRecord, { kind, a, b, n }: Tamper): unknown {
  const r = JSON.parse(JSON.stringify(record)) as Json & { moves: Json[] };
  const moves = r.moves;
  const i = pick(a, moves.length);
  const j = pick(b, moves.length);
  if (kind === 0) moves.splice(i, 1);
  else if (kind === 1 && moves.length) [moves[i], moves[j]] = [moves[j]!, moves[i]!];
  else if (kind === 2 && moves.length) moves.splice(j, 0, moves[i]!);
  else if (kind === 3 && moves.length) moves[i] = moveEdits[n % moveEdits.length]!(moves[i]!, b);
  else if (kind === 4) return headerEdits[n % headerEdits.length]!(r, b);
  else moves.length = i;
  return r;
}

const ALPHABET = ' +[]{}P0123456789,;.-abcdegnrstx\n\r';

/** The record's text with one change: a character or a line removed, added, swapped or cut. */
function tamperedText(text: string, { kind, a, b, n }: Tamper): string {
  const i = pick(a, text.length + 1);
  const c = ALPHABET[n % ALPHABET.length]!;
  const lines = text.split('\n');
  const x = pick(a, lines.length);
  const y = pick(b, lines.length);
  if (kind === 0) return text.slice(0, i) + text.slice(i + 1);
  if (kind === 1) return text.slice(0, i) + c + text.slice(i);
  if (kind === 2) return text.slice(0, i) + c + text.slice(i + 1);
  if (kind === 3) [lines[x], lines[y]] = [lines[y]!, lines[x]!];
  else if (kind === 4) lines.splice(x, 1);
  else return text.slice(0, i);
  return lines.join('\n');
}

describe('tampered records', () => {
  it('in JSON: each replays exactly as the live engine plays it, or is refused with INVALID_RECORD', () => {
    let refused = 0;
    fc.assert(
      fc.property(played, fc.array(tamper, { minLength: 1, maxLength: 3 }), ({ match }, edits) => {
        let record: unknown = match.record;
        for (const edit of edits) record = tampered(record as MatchRecord, edit);
        const expected = expectedStates(record);
        const got = outcome(() => replay(record));
        if (got === 'refused') refused++;
        expect(got).toEqual(expected ?? 'refused');
      }),
      { numRuns: runs(400) },
    );
    // Both kinds of answer were seen.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(runs(400));
  });

  it('in text: each parses to a record that replays exactly as the live engine plays it, or is refused', () => {
    let parsed = 0;
    fc.assert(
      fc.property(played, fc.array(tamper, { minLength: 1, maxLength: 3 }), ({ match }, edits) => {
        let text = formatRecord(match.record);
        for (const edit of edits) text = tamperedText(text, edit);
        let record: MatchRecord;
        try {
          record = parseRecord(text);
        } catch (error) {
          expect(error).toBeInstanceOf(KiriError);
          expect((error as KiriError).code).toBe('INVALID_RECORD');
          expect((error as KiriError).message).toMatch(
            /^parseRecord: line \d+:\d+(?: \(round \d+(?:, roll \d+)?\))?: /,
          );
          return;
        }
        parsed++;
        const states = expectedStates(JSON.parse(JSON.stringify(record)));
        expect(states).not.toBeNull();
        expect(replay(record)).toEqual(states);
        expect(parseRecord(formatRecord(record))).toEqual(record);
      }),
      { numRuns: runs(400) },
    );
    expect(parsed).toBeGreaterThan(0);
  });
});
