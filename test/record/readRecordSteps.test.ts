import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRecord,
  readRecordSteps,
  replay,
  type RecordEnd,
  type RecordStep,
  type TextSource,
} from '../../src/record/index.js';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { played } from '@kiri-dice/testing/recordArbitraries';
import { sampleRecord } from './sampleRecord.js';

/** Every step of a generator, and what it ends with. */
function drain(
  steps: Generator<RecordStep, RecordEnd, undefined>,
): readonly [RecordStep[], RecordEnd] {
  const all: RecordStep[] = [];
  let step = steps.next();
  for (; !step.done; step = steps.next()) all.push(step.value);
  return [all, step.value];
}

/** The text as a source of UTF-8 bytes, as a file's reader gives it. */
function bytesOf(text: string): TextSource {
  const bytes = new TextEncoder().encode(text);
  return {
    length: bytes.length,
    lineFeed: (from) => bytes.indexOf(10, from),
    codeAt: (at) => bytes[at] ?? NaN,
    cut: (from, to) => new TextDecoder().decode(bytes.subarray(from, to)),
  };
}

describe('readRecordSteps', () => {
  it('replays a record in either form, as a string or a source, move by move as replay does', () => {
    fc.assert(
      fc.property(played, ({ match }) => {
        const { record } = match;
        const states = replay(record);
        const forms = [formatRecord(record), JSON.stringify(record, null, 1)];
        for (const text of [...forms, ...forms.map(bytesOf), `\ufeff${forms[0]!}`]) {
          const [steps, end] = drain(readRecordSteps(text));
          expect(steps.map((step) => step.move)).toEqual(record.moves);
          expect(steps.map((step) => step.after)).toEqual(states.slice(1));
          expect(steps.map((step) => step.before)).toEqual(states.slice(0, -1));
          expect(end).toEqual({
            rules: record.rules,
            start: record.start,
            rounds: record.rounds ?? null,
            last: states.at(-1),
          });
        }
      }),
      { numRuns: runs(60) },
    );
  });

  it('takes JSON past ASCII white space, and reads any other text as the notation', () => {
    const record = sampleRecord();
    expect(drain(readRecordSteps(` \t\r\n${JSON.stringify(record)}`))[0]).toHaveLength(7);
    expect(() => drain(readRecordSteps(`x${JSON.stringify(record)}`))).toThrow(
      /^readRecordSteps: line 1:1: expected 'format '/,
    );
    expect(() => drain(readRecordSteps(''))).toThrow(/INVALID_RECORD|format/);
  });

  it('takes only ASCII white space, tab to carriage return and space, before JSON', () => {
    const json = JSON.stringify(sampleRecord());
    for (const space of ['\t', '\n', '\r', ' '])
      expect(drain(readRecordSteps(`${space}${json}`))[0]).toHaveLength(7);
    // JSON.parse takes neither: read as JSON, they are refused as JSON.
    for (const space of ['\v', '\f'])
      expect(() => drain(readRecordSteps(`${space}${json}`))).toThrow(/not valid JSON/);
    for (const other of ['\x08', '\x0e', '\x01', '\u00a0'])
      expect(() => drain(readRecordSteps(`${other}${json}`))).toThrow(
        /^readRecordSteps: line 1:1: expected 'format '/,
      );
  });

  it('reads no unit of a source past its end', () => {
    // A source whose units past its end are all spaces, and a brace: only its own units count.
    const spaces = (text: string, past: number): TextSource => ({
      ...bytesOf(text),
      codeAt: (at) => (at < text.length ? text.charCodeAt(at) : past),
    });
    expect(() => drain(readRecordSteps(spaces('  ', 32)))).toThrow(/line 2:1: expected 'format '/);
    expect(() => drain(readRecordSteps(spaces('  ', 123)))).toThrow(/expected 'format '/);
  });

  it('refuses JSON that is not JSON or repeats a key, and a text that is neither string nor source', () => {
    const json = JSON.stringify(sampleRecord());
    expect(() => drain(readRecordSteps(`${json},`))).toThrow(/^readRecordSteps: not valid JSON: /);
    expect(() =>
      drain(readRecordSteps(json.replace('"seed":1', '"seed":1,"seed":2'))),
    ).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: readRecordSteps: the JSON repeats the key "seed" in one object (JSON.parse would keep the last one)]`,
    );
    expect(() => drain(readRecordSteps(5 as never))).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: readRecordSteps: text must be a string or a TextSource { length, lineFeed, codeAt, cut }, got 5]`,
    );
    expect(() => drain(readRecordSteps({ length: 1, lineFeed: () => -1 } as never))).toThrow(
      /^readRecordSteps: text must be a string or a TextSource/,
    );
    expect(() => drain(readRecordSteps(null as never))).toThrow(/got null/);
    const source = bytesOf('format 1');
    for (const missing of ['lineFeed', 'codeAt', 'cut'] as const)
      expect(() => drain(readRecordSteps({ ...source, [missing]: undefined }))).toThrow(
        /^readRecordSteps: text must be a string or a TextSource/,
      );
    for (const text of [`${json},`, json.replace('"seed":1', '"seed":1,"seed":2'), 5])
      expect(() => drain(readRecordSteps(text as never))).toThrow(
        expect.objectContaining({ code: 'INVALID_RECORD' }),
      );
  });

  it('names the move that does not replay, in the notation and in JSON', () => {
    const record = sampleRecord();
    const forged = { ...record, moves: [...record.moves.slice(0, 2), { type: 'nap', player: 1 }] };
    expect(() => drain(readRecordSteps(JSON.stringify(forged)))).toThrowErrorMatchingInlineSnapshot(
      `[KiriError: readRecordSteps: record.moves[2] (round 1, roll 1): action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got "nap"]`,
    );
    expect(() =>
      drain(readRecordSteps(formatRecord(record).replace('P0 bets 10', 'P0 bets 1000'))),
    ).toThrow(/^readRecordSteps: line 7/);
  });
});
