import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { bin, pack, run } from './run.js';

const { tarball, files } = inject('pack');

describe('the packed tarball', () => {
  it('holds only dist/ (with the playground), README.md, LICENSE and package.json', () => {
    // The same list `npm pack --dry-run` prints: this is the pack that would be published.
    const entries = ['index', 'rules', 'odds', 'fair', 'record', 'referee'].flatMap((name) =>
      ['.js', '.cjs', '.d.ts', '.d.cts'].map((ext) => `dist/${name}${ext}`),
    );
    expect(files).toEqual(
      expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/cli.js', ...entries]),
    );
    // The rest is the code and the types the entry points share, in content-hashed chunks.
    const shared = files.filter(
      (file) => !['LICENSE', 'README.md', 'package.json', 'dist/cli.js', ...entries].includes(file),
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared)
      expect(file).toMatch(
        /^dist\/(chunk-\w{8}\.c?js|\w+-[\w-]{8}\.d\.c?ts|playground\/[\w-]+\.(html|js|css))$/,
      );
    // The playground that `kiri-dice serve` serves at /.
    expect(files).toEqual(
      expect.arrayContaining(['dist/playground/index.html', 'dist/playground/playground.js']),
    );
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
        entrypoints: Record<
          string,
          { resolutions: Record<string, { resolution?: { fileName: string } }> }
        >;
      };
    };
    expect(report.analysis.problems).toEqual([]);
    expect(result.code, result.output).toBe(0);
    const types = (entry: string) =>
      Object.entries(report.analysis.entrypoints[entry]!.resolutions).map(([mode, r]) => [
        mode,
        r.resolution?.fileName,
      ]);
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
    expect(types('./fair')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/fair.d.cts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/fair.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/fair.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/fair.d.ts'],
    ]);
    expect(types('./record')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/record.d.cts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/record.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/record.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/record.d.ts'],
    ]);
    expect(types('./referee')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/referee.d.cts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/referee.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/referee.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/referee.d.ts'],
    ]);
  });
});

describe('installing the tarball', () => {
  it('runs no script: the published manifest has none that npm runs at install', () => {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as { scripts?: Record<string, string> };
    const atInstall = ['preinstall', 'install', 'postinstall', 'prepare'];
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => atInstall.includes(name))).toEqual(
      [],
    );
  });

  it('with npm 11, prints no warning (npm 11 warns of install scripts not covered by allowScripts)', async () => {
    const version = (await run('npm', ['--version'])).stdout.trim();
    expect(Number(version.split('.')[0]), `npm ${version}`).toBeGreaterThanOrEqual(11);
    const dir = mkdtempSync(join(tmpdir(), 'kiri-install-'));
    try {
      writeFileSync(join(dir, 'package.json'), '{"name":"consumer","private":true}');
      const installed = await run('npm', ['install', tarball, '--no-audit', '--no-fund'], dir);
      expect(installed.code, installed.output).toBe(0);
      expect(installed.output).not.toMatch(/warn/i);
      expect(existsSync(join(dir, 'node_modules/kiri-dice/dist/index.js'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the nested npm commands of the tests', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env))
      if (!(name in saved)) Reflect.deleteProperty(process.env, name);
    Object.assign(process.env, saved);
  });

  it('ignore the flags of the npm command that runs the tests (`npm publish --dry-run` runs them from prepublishOnly)', async () => {
    // What npm puts in the environment of `prepublishOnly` for `npm publish --dry-run --json`.
    Object.assign(process.env, {
      npm_config_dry_run: 'true',
      npm_config_json: 'true',
      npm_command: 'publish',
    });
    const dir = mkdtempSync(join(tmpdir(), 'kiri-pack-'));
    try {
      const packed = pack(dir);
      expect(existsSync(packed.tarball), 'npm pack wrote no tarball').toBe(true);
      expect(packed.files).toContain('dist/index.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const dryRun = await run('npm', ['config', 'get', 'dry-run']);
    expect(dryRun.stdout.trim()).toBe('false');
    // The registry, the cache and the config files stay the caller's.
    process.env.npm_config_cache = join(tmpdir(), 'kiri-some-cache');
    expect((await run('npm', ['config', 'get', 'cache'])).stdout.trim()).toBe(
      join(tmpdir(), 'kiri-some-cache'),
    );
  });
});
