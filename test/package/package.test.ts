import { describe, expect, inject, it } from 'vitest';
import { bin, run } from './run.js';

const { tarball, files } = inject('pack');

describe('the packed tarball', () => {
  it('holds only dist/, README.md, LICENSE and package.json', () => {
    // The same list `npm pack --dry-run` prints: this is the pack that would be published.
    const entries = ['index', 'rules', 'odds'].flatMap((name) => ['.js', '.cjs', '.d.ts', '.d.cts'].map((ext) => `dist/${name}${ext}`));
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/cli.js', ...entries]));
    // The rest is the code and the types the entry points share, in content-hashed chunks.
    const shared = files.filter((file) => !['LICENSE', 'README.md', 'package.json', 'dist/cli.js', ...entries].includes(file));
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared) expect(file).toMatch(/^dist\/(chunk-\w{8}\.c?js|\w+-[\w-]{8}\.d\.c?ts)$/);
  });

  it('passes publint --strict', async () => {
    const result = await run(bin('publint'), ['run', tarball, '--strict']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/All good!/);
  });

  it('passes attw in every resolution mode: node10, node16 from CJS and from ESM, bundler', async () => {
    const result = await run(bin('attw'), [tarball, '--format', 'json']);
    const report = JSON.parse(result.stdout) as {
      analysis: {
        problems: unknown[];
        entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } }> }>;
      };
    };
    expect(report.analysis.problems).toEqual([]);
    expect(result.code, result.output).toBe(0);
    const types = (entry: string) =>
      Object.entries(report.analysis.entrypoints[entry]!.resolutions).map(([mode, r]) => [mode, r.resolution?.fileName]);
    expect(types('.')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/index.d.ts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/index.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/index.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/index.d.ts'],
    ]);
    expect(types('./rules')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/rules.d.cts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/rules.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/rules.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/rules.d.ts'],
    ]);
    expect(types('./odds')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/odds.d.cts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/odds.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/odds.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/odds.d.ts'],
    ]);
  });
});
