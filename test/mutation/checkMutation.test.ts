import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  listedEquivalents,
  mutantCounts,
  problems as check,
  scope,
  summary,
} from '../../scripts/check-mutation.mjs';

const mutant = (status: string, line = 1, mutatorName = 'BooleanLiteral') => ({
  status,
  mutatorName,
  location: { start: { line, column: 1 }, end: { line, column: 2 } },
});
const report = (mutants: Record<string, ReturnType<typeof mutant>[]>) => ({
  files: Object.fromEntries(
    Object.entries(mutants).map(([file, list]) => [
      file,
      { source: `${file} text`, mutants: list },
    ]),
  ),
});
const read = (file: string) => `${file} text`;
const killed = (n: number) => Array.from({ length: n }, () => mutant('Killed'));
/** The mutants the run finds in each file: as many as the report holds, unless told. */
const counts = (measured: ReturnType<typeof report>, more: Record<string, number> = {}) =>
  new Map(
    Object.entries({
      ...Object.fromEntries(Object.entries(measured.files).map(([f, e]) => [f, e.mutants.length])),
      ...more,
    }),
  );

describe('check-mutation', () => {
  it('passes a report that measured every file as it stands, at 98% and 95% a file', () => {
    const measured = report({
      'src/a.ts': [...killed(99), mutant('Survived', 7, 'ConditionalExpression')],
      'src/b.ts': [...killed(50), mutant('Timeout')],
    });
    const listed = new Set(['src/a.ts:7 ConditionalExpression']);
    expect(check(measured, counts(measured), read, listed)).toEqual([]);
  });

  it('names each file the report has not measured as it stands, and the command that mends it', () => {
    const measured = report({ 'src/a.ts': killed(3), 'src/b.ts': killed(3) });
    const changed = (file: string) => (file === 'src/b.ts' ? 'changed' : read(file));
    expect(check(measured, counts(measured, { 'src/new.ts': 4 }), changed, new Set()))
      .toMatchInlineSnapshot(`
      [
        "the mutation report has not measured 2 file(s) as they stand:",
        "  src/b.ts",
        "  src/new.ts",
        "refresh it with \`npm run test:mutation\` (it tests only the mutants of what changed), and commit test/mutation/incremental.json",
      ]
    `);
    expect(check(null, new Map([['src/a.ts', 1]]), read, new Set())[0]).toMatch(
      /not measured 1 file/,
    );
  });

  it('names a file the report measured only in part: a run of a range of its lines', () => {
    const measured = report({ 'src/a.ts': killed(3), 'src/b.ts': killed(3) });
    expect(check(measured, counts(measured, { 'src/b.ts': 5 }), read, new Set()))
      .toMatchInlineSnapshot(`
        [
          "the mutation report has not measured 1 file(s) as they stand:",
          "  src/b.ts (3 of its 5 mutants)",
          "refresh it with \`npm run test:mutation\` (it tests only the mutants of what changed), and commit test/mutation/incremental.json",
        ]
      `);
    expect(check(measured, counts(measured, { 'src/b.ts': 3 }), read, new Set())).toEqual([]);
  });

  it('refuses a score below the thresholds, timeouts counted as neither, and unlisted survivors', () => {
    const measured = report({
      'src/a.ts': [...killed(18), mutant('Survived', 3), mutant('NoCoverage', 4)],
      'src/b.ts': [...killed(10), ...Array.from({ length: 30 }, () => mutant('Timeout'))],
    });
    expect(check(measured, counts(measured), read, new Set(['src/a.ts:3 BooleanLiteral'])))
      .toMatchInlineSnapshot(`
        [
          "the mutation score over all files is 93.33%, below 98%",
          "files below 95%, their listed equivalents left out:",
          "  src/a.ts: 94.74% (1 listed equivalents left out)",
          "surviving mutants that no test kills and CONTRIBUTING.md does not list as equivalent:",
          "  src/a.ts:4 BooleanLiteral",
        ]
      `);
  });

  it("leaves the listed equivalents out of each file's score, never out of the whole score", () => {
    // 18 killed and 2 listed survivors: 90% as Stryker counts it, 100% of what a test could kill.
    const survivors = [mutant('Survived', 3), mutant('Survived', 4)];
    const listed = new Set(['src/a.ts:3 BooleanLiteral', 'src/a.ts:4 BooleanLiteral']);
    const small = report({ 'src/a.ts': [...killed(18), ...survivors], 'src/b.ts': killed(82) });
    expect(check(small, counts(small), read, listed)).toEqual([]);
    expect(summary(small, 1)).toEqual({
      score: (100 * 100) / 102,
      Killed: 100,
      Survived: 2,
      NoCoverage: 0,
      Timeout: 0,
      lowest: [{ file: 'src/a.ts', score: 90 }],
    });
    // The same survivors over fewer mutants: the whole score, as Stryker counts it, is too low.
    const few = report({ 'src/a.ts': [...killed(18), ...survivors], 'src/b.ts': killed(50) });
    expect(check(few, counts(few), read, listed)).toMatchInlineSnapshot(`
      [
        "the mutation score over all files is 97.14%, below 98%",
      ]
    `);
  });

  it('refuses an equivalent listed where no mutant survives: killed since, or its line moved', () => {
    const measured = report({ 'src/a.ts': [...killed(99), mutant('Survived', 8)] });
    const listed = new Set(['src/a.ts:7 BooleanLiteral', 'src/a.ts:8 BooleanLiteral']);
    expect(check(measured, counts(measured), read, listed)).toMatchInlineSnapshot(`
      [
        "CONTRIBUTING.md lists as equivalent mutants that do not survive there (killed, or moved: mend the line):",
        "  src/a.ts:7 BooleanLiteral",
      ]
    `);
  });

  it('reads the equivalent mutants CONTRIBUTING.md lists, and scopes src/ but the exclusions', () => {
    const listed = listedEquivalents(
      '- Equivalent:\n  - `src/a.ts:12` ConditionalExpression: why\n- `src/b.ts:3` Regex: why\nnot `src/c.ts:1` X: y\n  - `src/d.ts:7` StringLiteral, EqualityOperator: why, then more\n',
    );
    expect([...listed]).toEqual([
      'src/a.ts:12 ConditionalExpression',
      'src/b.ts:3 Regex',
      'src/d.ts:7 StringLiteral',
      'src/d.ts:7 EqualityOperator',
    ]);
    const files = scope();
    expect(files).toContain('src/reduce.ts');
    expect(files).toContain('src/referee/core/playMove.ts');
    expect(files).not.toContain('src/cli/bin.ts');
    expect(files.some((file) => file.startsWith('src/referee/store/postgres'))).toBe(false);
    expect(files.every((file) => file.endsWith('.ts'))).toBe(true);
  });

  it('counts the mutants of each file, and leaves out files with none: types, re-exports', async () => {
    const files = ['src/fair/hex.ts', 'src/referee/core/MatchView.ts', 'src/referee/index.ts'];
    const read = (file: string) => readFileSync(file, 'utf8');
    // 12: as many as the run's report holds for the file.
    expect(await mutantCounts(files, read)).toEqual(new Map([['src/fair/hex.ts', 12]]));
  });
});
