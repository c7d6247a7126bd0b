import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { bin, pack, run } from './childProcesses.js';

const { tarball, files } = inject('pack');
const referee = inject('refereePack');
const cli = inject('cliPack');

/** The four files of an entry: ESM and CJS, each with its declarations. */
const entryFiles = (names: readonly string[]) =>
  names.flatMap((name) => ['.js', '.cjs', '.d.ts', '.d.cts'].map((ext) => `dist/${name}${ext}`));

/** Each mode of module resolution, with the declaration file attw says it found. */
async function resolutions(tarballPath: string): Promise<(entry: string) => string[][]> {
  const result = await run(bin('attw'), [tarballPath, '--format', 'json']);
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
  return (entry) =>
    Object.entries(report.analysis.entrypoints[entry]!.resolutions).map(([mode, r]) => [
      mode,
      r.resolution?.fileName ?? '',
    ]);
}

describe('the packed tarball of kiri-dice, the engine', () => {
  it('holds only dist/, README.md, LICENSE and package.json: no file of the referee or the command line', () => {
    // The same list `npm pack --dry-run` prints: this is the pack that would be published.
    const entries = entryFiles(['index', 'rules', 'odds', 'fair', 'record', 'review']);
    const own = ['LICENSE', 'README.md', 'package.json', ...entries];
    expect(files).toEqual(expect.arrayContaining(own));
    // The rest is the code and the types the entry points share, in content-hashed chunks.
    const shared = files.filter((file) => !own.includes(file));
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared)
      expect(file).toMatch(/^dist\/(chunk-\w{8}\.c?js|\w+-[\w-]{8}\.d\.c?ts)$/);
    expect(files.filter((file) => /referee|cli|playground/i.test(file))).toEqual([]);
  });

  it('passes publint --strict', async () => {
    const result = await run(bin('publint'), ['run', tarball, '--strict']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/All good!/);
  });

  it('passes attw in every resolution mode: node10, node16 from CJS and from ESM, bundler', async () => {
    const types = await resolutions(tarball);
    expect(types('.')).toEqual([
      ['node10', '/node_modules/kiri-dice/dist/index.d.ts'],
      ['node16-cjs', '/node_modules/kiri-dice/dist/index.d.cts'],
      ['node16-esm', '/node_modules/kiri-dice/dist/index.d.ts'],
      ['bundler', '/node_modules/kiri-dice/dist/index.d.ts'],
    ]);
    for (const entry of ['rules', 'odds', 'fair', 'record', 'review'])
      expect(types(`./${entry}`)).toEqual([
        ['node10', `/node_modules/kiri-dice/dist/${entry}.d.cts`],
        ['node16-cjs', `/node_modules/kiri-dice/dist/${entry}.d.cts`],
        ['node16-esm', `/node_modules/kiri-dice/dist/${entry}.d.ts`],
        ['bundler', `/node_modules/kiri-dice/dist/${entry}.d.ts`],
      ]);
  });
});

describe('the packed tarball of @kiri-dice/referee', () => {
  it('holds its one entry, README.md, LICENSE and package.json, and no file of the engine', () => {
    expect([...referee.files].sort()).toEqual(
      ['LICENSE', 'README.md', 'package.json', ...entryFiles(['index'])].sort(),
    );
  });

  it('imports the engine by name, as its peer, and bundles none of it', () => {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', referee.tarball, 'package/package.json'], {
        encoding: 'utf8',
      }),
    ) as Record<string, unknown>;
    expect(manifest['dependencies']).toBeUndefined();
    expect(manifest['peerDependencies']).toEqual({ 'kiri-dice': '0.x', pg: '^8.0.0' });
    expect(manifest['peerDependenciesMeta']).toEqual({ pg: { optional: true } });
    const code = execFileSync('tar', ['-xzOf', referee.tarball, 'package/dist/index.js'], {
      encoding: 'utf8',
    });
    expect(code).toMatch(/^import \{[^}]+\} from 'kiri-dice';$/m);
    // The engine's reducer and generator stay in kiri-dice.
    expect(code).not.toMatch(/function (reduce|sfc32|classifyRoll)\(/);
  });

  it('passes publint --strict and attw in every resolution mode', async () => {
    const result = await run(bin('publint'), ['run', referee.tarball, '--strict']);
    expect(result.code, result.output).toBe(0);
    const types = await resolutions(referee.tarball);
    expect(types('.')).toEqual([
      ['node10', '/node_modules/@kiri-dice/referee/dist/index.d.ts'],
      ['node16-cjs', '/node_modules/@kiri-dice/referee/dist/index.d.cts'],
      ['node16-esm', '/node_modules/@kiri-dice/referee/dist/index.d.ts'],
      ['bundler', '/node_modules/@kiri-dice/referee/dist/index.d.ts'],
    ]);
  });
});

describe('the packed tarball of @kiri-dice/cli', () => {
  it('holds the bin, the playground that `kiri-dice serve` serves, README.md, LICENSE and package.json', () => {
    expect([...cli.files].sort()).toEqual(
      [
        'LICENSE',
        'README.md',
        'package.json',
        'dist/cli.js',
        ...[
          'board.js',
          'catalog.js',
          'chances.js',
          'element.js',
          'index.html',
          'language.js',
          'english.js',
          'russian.js',
          'online.js',
          'playground.css',
          'playground.js',
          'reviewPanel.js',
          'roundLog.js',
        ].map((name) => `dist/playground/${name}`),
      ].sort(),
    );
  });

  it('depends on the engine and the referee by name, and passes publint --strict', async () => {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', cli.tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as Record<string, unknown>;
    expect(manifest['bin']).toEqual({ 'kiri-dice': 'dist/cli.js' });
    expect(Object.keys(manifest['dependencies'] as object).sort()).toEqual([
      '@kiri-dice/referee',
      'kiri-dice',
    ]);
    const result = await run(bin('publint'), ['run', cli.tarball, '--strict']);
    expect(result.code, result.output).toBe(0);
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
