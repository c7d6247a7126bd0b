import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, run } from './childProcesses.js';
import {
  allSamples,
  docs,
  expectHelper,
  samples,
  samplesDir,
  standins,
  tsdocSources,
  unprintedResults,
  withChecks,
} from './samples.js';

/**
 * Every ```ts block of the README and docs/*.md, and every TSDoc example that is a complete
 * module, runs against the built package, and every `expression; // => value` in it is checked
 * (typecheck.test.ts type-checks them all).
 * ```tsx blocks (React) are only type-checked: rendering needs react-dom. The Redux samples
 * run against a stand-in for @reduxjs/toolkit (test/package/standins/); the pure-rand samples use
 * the real pure-rand, which fast-check depends on.
 */
describe('the code samples of the docs', () => {
  it('are where the guides need them', () => {
    const guides = [
      'getting-started',
      'house-rules',
      'random-numbers',
      'react',
      'redux',
      'server',
      'errors',
      'fair-dice',
      'review',
    ];
    for (const guide of guides)
      expect(samples.filter((s) => s.doc === `docs/${guide}.md`).length, guide).toBeGreaterThan(0);
  });

  it('print every result they show, so that a pasted sample shows it too', () => {
    expect(allSamples.flatMap(unprintedResults)).toEqual([]);
  });

  const compile = (code: string): string =>
    ts.transpileModule(code, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    }).outputText;
  const standinFile = (name: string): string => join(samplesDir, `${name.replace(/\W/g, '_')}.js`);
  for (const [name, path] of Object.entries(standins))
    writeFileSync(standinFile(name), compile(ts.sys.readFile(join(root, path))!));

  // The pages, then the sources whose TSDoc examples are complete modules.
  const pages = [
    ...docs.filter((doc) => samples.some((s) => s.doc === doc && s.lang === 'ts')),
    ...tsdocSources,
  ];
  it.each(pages)('run: %s', async (doc) => {
    const runnable = allSamples.filter((s) => s.doc === doc && s.lang === 'ts');
    // Compiled to .js beside each other (the repository is "type": "module"), then each is run.
    const js = (file: string): string => file.replace(/\.ts$/, '.js');
    for (const sample of runnable) {
      let code = expectHelper + compile(withChecks(sample));
      for (const name of Object.keys(standins))
        code = code.replaceAll(`from '${name}'`, `from '${standinFile(name)}'`);
      writeFileSync(js(sample.file), code);
    }
    // One Node process per page imports its samples one after the other.
    const runner = `for (const file of ${JSON.stringify(runnable.map((s) => js(s.file)))}) {
      try { await import(file); } catch (error) { console.error('in ' + file + ':', error); process.exit(1); }
    }`;
    const ran = await run(process.execPath, ['--input-type=module', '--eval', runner]);
    const failed = runnable.find((s) => ran.stderr.includes(`in ${js(s.file)}:`));
    expect(ran.code, `${failed ? `${failed.doc}:${failed.line}` : doc}\n${ran.output}`).toBe(0);
  });
});
