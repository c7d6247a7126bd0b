import { describe, expect, inject, it } from 'vitest';
import { bin, run } from './run.js';

const { tarball, files } = inject('pack');

describe('the packed tarball', () => {
  it('holds only dist/, README.md, LICENSE and package.json', () => {
    // The same list `npm pack --dry-run` prints: this is the pack that would be published.
    expect(files).toEqual([
      'LICENSE',
      'README.md',
      'dist/cli.js',
      'dist/index.cjs',
      'dist/index.d.cts',
      'dist/index.d.ts',
      'dist/index.js',
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
    const types = Object.entries(report.analysis.entrypoints['.']!.resolutions).map(([mode, r]) => [mode, r.resolution?.fileName]);
    expect(types).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/index.d.ts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/index.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/index.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/index.d.ts'],
    ]);
  });
});
