import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { root, run, tsc, type Ran } from './childProcesses.js';

const { tarball } = inject('pack');
const refereeTarball = inject('refereePack').tarball;
const cliTarball = inject('cliPack').tarball;
const fixtures = join(root, 'test/package/fixtures/consumer');
const projects: string[] = [];

/** A fresh project with packed packages (the engine unless told) installed from their tarballs, offline. */
async function project(
  type: 'module' | 'commonjs',
  files: Record<string, string>,
  tarballs: readonly string[] = [tarball],
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `kiri-${type}-app-`));
  projects.push(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `${type}-app`, private: true, type }),
  );
  for (const [name, fixture] of Object.entries(files))
    copyFileSync(join(fixtures, fixture), join(dir, name));
  const installed = await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', ...tarballs],
    dir,
  );
  expect(installed.code, installed.output).toBe(0);
  return dir;
}

/**
 * Type-checks a project once per module resolution: a tsconfig each, all built by one `tsc -b`
 * (which shares the parsed files between them), `--verbose` to say which one fails.
 */
function typecheck(
  dir: string,
  resolutions: readonly ('node16' | 'nodenext' | 'bundler')[],
  files: string[],
): Promise<Ran> {
  for (const resolution of resolutions) {
    const compilerOptions = {
      module: resolution === 'bundler' ? 'preserve' : resolution,
      moduleResolution: resolution,
      target: 'es2022',
      lib: ['es2022'],
      types: [],
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      // The package's own declaration files are checked too (TypeScript's own libs need not be).
      skipLibCheck: false,
      skipDefaultLibCheck: true,
      noEmit: true,
    };
    writeFileSync(
      join(dir, `tsconfig.${resolution}.json`),
      JSON.stringify({ compilerOptions, files }),
    );
  }
  return tsc(
    ['-b', '--verbose', ...resolutions.map((resolution) => `tsconfig.${resolution}.json`)],
    dir,
  );
}

let esmApp: string;
let cjsApp: string;

beforeAll(async () => {
  [esmApp, cjsApp] = await Promise.all([
    project('module', {
      'consumer.mjs': 'consumer.mjs',
      'types.ts': 'types.ts',
      'app.js': 'app.js',
    }),
    project('commonjs', { 'consumer.cjs': 'consumer.cjs', 'types.ts': 'types.ts' }),
  ]);
});

afterAll(() => {
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});

describe('a project that installs the packed tarball', () => {
  it('imports it from an .mjs file and requires it from a .cjs file, with the same results', async () => {
    const [imported, required] = await Promise.all([
      run(process.execPath, ['consumer.mjs'], esmApp),
      run(process.execPath, ['consumer.cjs'], cjsApp),
    ]);
    expect(imported.code, imported.output).toBe(0);
    expect(required.code, required.output).toBe(0);
    const result = JSON.parse(imported.stdout) as Record<string, unknown>;
    expect(result).toMatchObject({
      kiri: 'kiri',
      thrown: 'INVALID_DICE',
      oddsThrown: 'INVALID_RULES',
      odds: {
        firstRollerWins: '0.548342231',
        passOnScore: '0.535272890',
        atStart: [0.451657768826, 0.548342231174].map((p): unknown => expect.closeTo(p, 11)),
      },
      // The worked example's figures, computed with openssl (test/fair/vectors.ts).
      fair: {
        commitment: '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a',
        dice: [8, 4],
        ok: true,
      },
      record: { roundTrips: true, replays: true },
    });
    expect([0, 1]).toContain(result['winner']);
    expect(JSON.parse(required.stdout)).toEqual(result);
  });

  it('type-checks code using the public types under moduleResolution node16, nodenext and bundler', async () => {
    const checks = await Promise.all([
      typecheck(esmApp, ['node16', 'nodenext', 'bundler'], ['types.ts']),
      // In a CommonJS project the same file compiles to require() and reads dist/index.d.cts.
      typecheck(cjsApp, ['node16', 'nodenext'], ['types.ts']),
    ]);
    for (const check of checks) {
      expect(check.output).not.toContain('error');
      expect(check.output).toMatch(/Building project .*tsconfig\.nodenext\.json/);
      expect(check.code, check.output).toBe(0);
    }
  });

  it('tree-shakes: a bundle of an app that imports only classifyRoll carries nothing else', async () => {
    const result = await build({
      absWorkingDir: esmApp,
      entryPoints: ['app.js'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      // Drops comments but keeps names, so the checks below can look for them.
      minifySyntax: true,
      minifyWhitespace: true,
    });
    const code = result.outputFiles[0]!.text;
    // What classifyRoll needs is there...
    expect(code).toContain('function classifyRoll');
    expect(code).toContain('classifyRoll: dice must be whole numbers from 1 to 8');
    // ...and nothing of the rest: no other function of the package, none of their messages.
    for (const name of [
      'reduce',
      'reduceWith',
      'createMatch',
      'createMatchWith',
      'parseMatchState',
      'defineRules',
      'specOf',
      'createGame',
      'createReducer',
      'validateAction',
      'legalActions',
      'stakeRange',
      'makeContext',
      'freezeState',
      'readAction',
      'checkAction',
      'drawRoll',
      'normalizeSeed',
      'sfc32Step',
      'sfc32Roll',
      'failure',
      'describe',
    ]) {
      expect(code, `the bundle carries ${name}()`).not.toMatch(new RegExp(`function ${name}\\(`));
    }
    for (const text of [
      'sfc32',
      'kiriErrorCodes',
      'getRandomValues',
      'stake must be',
      'waiting for player',
      'Proxy trap',
      'must be a MatchState',
    ]) {
      expect(code, `the bundle carries ${text}`).not.toContain(text);
    }
    writeFileSync(join(esmApp, 'bundle.mjs'), code);
    const ran = await run(process.execPath, ['bundle.mjs'], esmApp);
    expect(ran.stdout).toBe('Kiri\n');
  });

  it('runs the kiri-dice command of @kiri-dice/cli, installed with the engine and the referee it uses', async () => {
    const app = await project('module', {}, [tarball, refereeTarball, cliTarball]);
    const ran = await run(
      join(app, 'node_modules/.bin/kiri-dice'),
      ['play', '--seed', '1', '--chips', '10'],
      app,
    );
    expect(ran.code, ran.output).toBe(0);
    expect(ran.stdout).toMatch(/Match over after \d+ rounds?: player [01] wins all 20 chips\./);
  });
});
