import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, run } from './childProcesses.js';

// A JSR package is the TypeScript sources themselves. `npm run test:runtimes` runs
// `deno publish --dry-run` of each with the pinned Deno, and runs the files the engine's uploads.
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('the JSR packages (jsr.json, packages/referee/jsr.json)', () => {
  it("is @kiri-dice/kiri-dice at package.json's version, with the npm package's entry points, from src/", () => {
    const jsr = readJson(join(root, 'jsr.json'));
    const pkg = readJson(join(root, 'package.json'));
    expect(jsr['name']).toBe('@kiri-dice/kiri-dice');
    expect(jsr['version']).toBe(pkg['version']);
    expect(jsr['license']).toBe(pkg['license']);
    expect(jsr['exports']).toEqual({
      '.': './src/index.ts',
      './rules': './src/rules/index.ts',
      './odds': './src/odds/index.ts',
      './fair': './src/fair/index.ts',
      './record': './src/record/index.ts',
      './review': './src/review/index.ts',
    });
    expect(
      Object.keys(pkg['exports'] as object).filter((entry) => entry !== './package.json'),
    ).toEqual(Object.keys(jsr['exports'] as object));
  });

  it('publishes the sources, the README and the LICENSE', () => {
    expect(readJson(join(root, 'jsr.json'))['publish']).toEqual({
      include: ['src/**/*.ts', 'README.md', 'LICENSE'],
    });
  });

  it("@kiri-dice/referee is its npm package's version and entry, and takes the engine from JSR in the range its npm package takes it", () => {
    const jsr = readJson(join(root, 'packages/referee/jsr.json'));
    const pkg = readJson(join(root, 'packages/referee/package.json'));
    expect([jsr['name'], jsr['version'], jsr['license']]).toEqual([
      '@kiri-dice/referee',
      pkg['version'],
      pkg['license'],
    ]);
    expect(jsr['exports']).toEqual({ '.': './src/index.ts' });
    expect(
      Object.keys(pkg['exports'] as object).filter((entry) => entry !== './package.json'),
    ).toEqual(Object.keys(jsr['exports'] as object));
    const range = (pkg['peerDependencies'] as Record<string, string>)['kiri-dice'];
    expect(jsr['imports']).toEqual({
      'kiri-dice': `jsr:@kiri-dice/kiri-dice@${range}`,
      'kiri-dice/fair': `jsr:@kiri-dice/kiri-dice@${range}/fair`,
      'kiri-dice/record': `jsr:@kiri-dice/kiri-dice@${range}/record`,
    });
    expect(jsr['publish']).toEqual({ include: ['src/**/*.ts', 'README.md', 'LICENSE'] });
  });

  it("scripts/sync-jsr-version.mjs sets jsr.json's version to package.json's, and leaves the rest as it was", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiri-jsr-version-'));
    try {
      copyFileSync(join(root, 'jsr.json'), join(dir, 'jsr.json'));
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ name: 'kiri-dice', version: '1.2.3' }),
      );
      const synced = await run(process.execPath, [join(root, 'scripts/sync-jsr-version.mjs'), dir]);
      expect(synced.code, synced.output).toBe(0);
      expect(synced.stdout).toBe(
        `jsr.json: ${String(readJson(join(root, 'jsr.json'))['version'])} -> 1.2.3\n`,
      );
      const expected = readFileSync(join(root, 'jsr.json'), 'utf8').replace(
        /"version": "[^"]*"/,
        '"version": "1.2.3"',
      );
      expect(readFileSync(join(dir, 'jsr.json'), 'utf8')).toBe(expected);
      const again = await run(process.execPath, [join(root, 'scripts/sync-jsr-version.mjs'), dir]);
      expect(again.stdout).toBe('jsr.json: already 1.2.3\n');
      expect(readFileSync(join(dir, 'jsr.json'), 'utf8')).toBe(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
