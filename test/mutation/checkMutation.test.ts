import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  declaredEquivalents,
  mutantCounts,
  problems as check,
  scope,
  summary,
} from '../../scripts/check-mutation.mjs';
import { mutationPackages } from '../../scripts/mutation-config.mjs';

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
      'src/a.ts': [...killed(99), mutant('Ignored', 7, 'ConditionalExpression')],
      'src/b.ts': [...killed(50), mutant('Timeout')],
    });
    const declared = new Set(['src/a.ts:7 ConditionalExpression']);
    expect(check(measured, counts(measured), read, declared)).toEqual([]);
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
          "refresh it with \`npx stryker run stryker.config.mjs --mutate FILES\` (it tests only the mutants of what changed), and commit the report it writes",
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
          "refresh it with \`npx stryker run stryker.config.mjs --mutate FILES\` (it tests only the mutants of what changed), and commit the report it writes",
        ]
      `);
    expect(check(measured, counts(measured, { 'src/b.ts': 3 }), read, new Set())).toEqual([]);
  });

  it('refuses a score below the thresholds, timeouts counted as neither, and any survivor', () => {
    const measured = report({
      'src/a.ts': [...killed(18), mutant('Survived', 3), mutant('NoCoverage', 4)],
      'src/b.ts': [...killed(10), ...Array.from({ length: 30 }, () => mutant('Timeout'))],
    });
    expect(check(measured, counts(measured), read, new Set())).toMatchInlineSnapshot(`
      [
        "the mutation score over all files is 93.33%, below 98%",
        "files below 95%:",
        "  src/a.ts: 90.00%",
        "surviving mutants: kill each with a test, or, where no test can tell it from the code, write \`// Stryker disable next-line MUTATOR: why\` on the line above it",
        "  src/a.ts:3 BooleanLiteral",
        "  src/a.ts:4 BooleanLiteral",
      ]
    `);
  });

  it('leaves the ignored equivalents out of every score', () => {
    // 18 killed and 2 ignored: 100% of what a test could kill, in the file and over all.
    const ignored = [mutant('Ignored', 3), mutant('Ignored', 4)];
    const declared = new Set(['src/a.ts:3 BooleanLiteral', 'src/a.ts:4 BooleanLiteral']);
    const small = report({ 'src/a.ts': [...killed(18), ...ignored], 'src/b.ts': killed(2) });
    expect(check(small, counts(small), read, declared)).toEqual([]);
    expect(summary(small, 1)).toEqual({
      score: 100,
      Killed: 20,
      Survived: 0,
      NoCoverage: 0,
      Timeout: 0,
      lowest: [{ file: 'src/a.ts', score: 100 }],
    });
  });

  it('refuses a disable comment that ignores no mutant of its line: killed since, or moved', () => {
    const measured = report({ 'src/a.ts': [...killed(99), mutant('Ignored', 8)] });
    const declared = new Set(['src/a.ts:7 BooleanLiteral', 'src/a.ts:8 BooleanLiteral']);
    expect(check(measured, counts(measured), read, declared)).toMatchInlineSnapshot(`
      [
        "Stryker disable comments that ignore no mutant of their line (killed, or moved: mend the comment):",
        "  src/a.ts:7 BooleanLiteral",
      ]
    `);
  });

  it('reads the equivalents a source declares, on the line after the comment, and scopes src/', () => {
    const source = [
      'const a = 1;',
      '// Stryker disable next-line ConditionalExpression: why',
      'if (a) b();',
      '  // Stryker disable next-line StringLiteral,EqualityOperator: why, and',
      '  // more of why',
      "  c('x' === y);",
      '// Stryker disable all: not a line of its own',
      '// A comment that names Stryker disable next-line X: not at its start',
      '} finally /* Stryker disable next-line BlockStatement: why */ {',
      '  ? // Stryker disable next-line StringLiteral: why',
      "    'a'",
    ].join('\n');
    expect([...declaredEquivalents('src/d.ts', source)]).toEqual([
      'src/d.ts:3 ConditionalExpression',
      'src/d.ts:6 StringLiteral',
      'src/d.ts:6 EqualityOperator',
      'src/d.ts:9 BlockStatement',
      'src/d.ts:11 StringLiteral',
    ]);
    const [engine, referee, cli] = mutationPackages;
    const files = scope();
    expect(files).toContain('src/game/reduce.ts');
    expect(files.every((file) => file.startsWith('src/') && file.endsWith('.ts'))).toBe(true);
    expect(scope(engine)).toEqual(files);
    const served = scope(referee);
    expect(served).toContain('packages/referee/src/core/judgeMove.ts');
    expect(served.some((file) => file.startsWith('packages/referee/src/stores/postgres/'))).toBe(
      false,
    );
    expect(served.every((file) => file.startsWith('packages/referee/src/'))).toBe(true);
    expect(scope(cli)).toContain('packages/cli/src/run.ts');
    expect(scope(cli)).not.toContain('packages/cli/src/bin.ts');
  });

  it('counts the mutants of each file, and leaves out files with none: types, re-exports', async () => {
    const files = [
      'src/fair/hex.ts',
      'packages/referee/src/core/MatchView.ts',
      'packages/referee/src/index.ts',
    ];
    const read = (file: string) => readFileSync(file, 'utf8');
    // 12: as many as the run's report holds for the file.
    expect(await mutantCounts(files, read)).toEqual(new Map([['src/fair/hex.ts', 12]]));
  });
});
