import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { root } from './childProcesses.js';
import { allSamples as samples, inlineSamples, standins, tsdocSamples } from './samples.js';

/**
 * One TypeScript program, with the settings of examples/tsconfig.json (moduleResolution
 * nodenext, strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, JSDoc-checked
 * JavaScript), checks what users copy: the examples, the playground, every code sample of
 * the docs, every call of an export in the docs' inline code, and the TSDoc examples that are
 * complete modules, all importing the built package as `kiri-dice`.
 */
it('type-checks the examples, the playground and the code samples of the docs', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'examples/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const options: ts.CompilerOptions = {
    ...config.options,
    verbatimModuleSyntax: true,
    paths: Object.fromEntries(
      Object.entries(standins).map(([name, path]) => [name, [join(root, path)]]),
    ),
  };
  const program = ts.createProgram([...config.fileNames, ...samples.map((s) => s.file)], options);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return text;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    const sample = samples.find((s) => s.file === d.file!.fileName);
    return sample
      ? `${sample.doc}:${sample.line + line + 1}: ${text}`
      : `${relative(root, d.file.fileName)}:${line + 1}: ${text}`;
  });
  expect(problems).toEqual([]);
  // Not vacuous: all of them were in the program.
  const checked = program.getRootFileNames().map((f) => relative(root, f));
  expect(checked).toEqual(
    expect.arrayContaining([
      'examples/node/play.mjs',
      'examples/react/KiriTable.tsx',
      'examples/http-server/server.mjs',
      'examples/referee/server.mjs',
      'docs/playground/playground.js',
    ]),
  );
  expect(checked.filter((f) => f.startsWith('test-artifacts/docs-samples/')).length).toBe(
    samples.length,
  );
  expect(tsdocSamples.length).toBeGreaterThan(30);
  // The prose's inline calls of exports, such as `verifyFairRolls({ serverSeed, ... })`.
  expect(inlineSamples.length).toBeGreaterThan(50);
});
