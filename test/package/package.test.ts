import { describe, expect, inject, it } from 'vitest';
import { bin, run } from './run.js';

const { tarball, files } = inject('pack');

describe('the packed tarball', () => {
  it('holds only dist/, README.md, LICENSE and package.json', () => {
    // The same list `npm pack --dry-run` prints: this is the pack that would be published.
    // Code shared by the two entry points lives in content-hashed chunks.
    const named = files.map((file) => file.replace(/-[\w-]{8}\.(d\.)?(c?js|c?ts)$/, '-HASH.$1$2'));
    expect([...new Set(named)].sort()).toEqual([
      'LICENSE',
      'README.md',
      'dist/Rules-HASH.d.cts',
      'dist/Rules-HASH.d.ts',
      'dist/chunk-HASH.cjs',
      'dist/chunk-HASH.js',
      'dist/cli.js',
      'dist/index.cjs',
      'dist/index.d.cts',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/odds.cjs',
      'dist/odds.d.cts',
      'dist/odds.d.ts',
      'dist/odds.js',
      'package.json',
    ]);
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
    expect(types('./odds')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/odds.d.cts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/odds.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/odds.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/odds.d.ts'],
    ]);
  });
});
