#!/usr/bin/env node
// npm run test:runtimes: the packed packages on every runtime the README names, by exact version
// (scripts/runtimes.json). For each runtime, a fresh project installs the three tarballs that
// `npm pack` makes (kiri-dice, @kiri-dice/referee, @kiri-dice/cli), then the runtime imports it (check.mjs), requires it (check.cjs) and runs its bin
// (`kiri-dice play --seed 1 --chips 20 --json`); each result must equal test/runtimes/expected.json.
// Then it serves @kiri-dice/referee as the runtime's users do (Bun.serve, Deno.serve, serveNode),
// plays a match over HTTP on 127.0.0.1 and verifies it, and opens sqliteStore (serveReferee.mjs).
// Then Deno checks the JSR package: `deno publish --dry-run` (no slow types, no warning), and a
// publish to a stand-in registry on 127.0.0.1 whose files are run as a JSR user gets them.
//
// The runtimes come from the npm registry, installed once each into a cache outside the project
// (scripts/runtime-cache.mjs says which packages and where).
//
// Usage: node scripts/test-runtimes.mjs [--update] [name | name@version | jsr]...
//   names  test only these (for example `bun`, `node@22.23.3`, `jsr`)
//   --update  write expected.json from the first runtime's results first (after a deliberate
//             change of the engine's results; review the diff)
// Prints one line per runtime (name, version, ok or FAILED: reason) and exits 1 if any failed.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from './child-env.mjs';
import { binary, cache, Failed, lastLine, must, pins, run } from './runtime-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = join(root, 'test/runtimes');
const expectedFile = join(fixtures, 'expected.json');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const cliPkg = JSON.parse(readFileSync(join(root, 'packages/cli/package.json'), 'utf8'));
const jsr = JSON.parse(readFileSync(join(root, 'jsr.json'), 'utf8'));
const refereeJsr = JSON.parse(readFileSync(join(root, 'packages/referee/jsr.json'), 'utf8'));
const cliArgs = ['play', '--seed', '1', '--chips', '20', '--json'];

const args = process.argv.slice(2);
const update = args.includes('--update');
const only = args.filter((arg) => arg !== '--update');
let updated = false;

/** How each runtime reports its version, runs a file, and runs the package's bin. */
const runtimes = {
  node: {
    version: (ran) => ran.stdout.trim().replace(/^v/, ''),
    file: (file) => [file],
    // The bin as a user runs it: the symlink in node_modules/.bin, through its `#!/usr/bin/env node` line.
    bin: null,
    serve: (file) => [file],
    server: 'serveNode',
  },
  bun: {
    version: (ran) => ran.stdout.trim(),
    file: (file) => [file],
    bin: (file) => [file],
    serve: (file) => [file],
    server: 'Bun.serve',
  },
  deno: {
    version: (ran) => /^deno (\S+)/.exec(ran.stdout)?.[1] ?? ran.stdout.trim(),
    // No --allow-net: the checks reach nothing.
    file: (file) => ['run', '--no-prompt', '--allow-read', file],
    bin: (file) => ['run', '--no-prompt', '--allow-read', '--allow-env', file],
    // The referee listens on 127.0.0.1 only, and keeps its SQLite file in a temporary folder.
    serve: (file) => [
      'run',
      '--no-prompt',
      '--allow-read',
      '--allow-write',
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--allow-sys',
      file,
    ],
    server: 'Deno.serve',
  },
};

/** The environment of a runtime: the running Node's, with the runtime's folder first on PATH. */
function runtimeEnv(exe, project) {
  const env = childEnv();
  env.PATH = `${dirname(exe)}${delimiter}${env.PATH ?? ''}`;
  env.DENO_NO_UPDATE_CHECK = '1';
  env.DENO_DIR = join(project, '.deno');
  env.DO_NOT_TRACK = '1';
  return env;
}

/**
 * What test/runtimes/serveReferee.mjs prints on a runtime: served as its users serve it, a whole
 * match played over HTTP and verified, and sqliteStore working, or refused where node:sqlite is
 * missing (Node before 22.13 without its flag).
 */
function refereeResult(name, version) {
  const [major, minor] = version.split('.').map(Number);
  const noSqlite = name === 'node' && (major < 22 || (major === 22 && minor < 13));
  return {
    served: runtimes[name].server,
    match: { over: true, verified: true, refusal: 'UNAUTHORIZED' },
    sqlite: noSqlite
      ? 'UNSUPPORTED_RUNTIME: sqliteStore: this runtime has no node:sqlite; it needs Node 22.13 to 22.x, 23.4 to 23.x, or 24 and newer (22.5 to 22.12 and 23.0 to 23.3 only with --experimental-sqlite)'
      : 'keeps a match through a restart',
  };
}

/** Compares what a check printed with a pinned value. */
function compare(what, stdout, expected, from = 'test/runtimes/expected.json') {
  let actual;
  try {
    actual = JSON.stringify(JSON.parse(stdout));
  } catch {
    throw new Failed(`${what} printed no JSON: ${lastLine(stdout)}`);
  }
  const pinned = JSON.stringify(expected);
  if (actual !== pinned) {
    let at = 0;
    while (actual[at] === pinned[at]) at += 1;
    throw new Failed(
      `${what} differs from ${from} at character ${at}: ${actual.slice(Math.max(0, at - 30), at + 30)}`,
    );
  }
}

/** One runtime: a fresh project with the tarball, then import, require and the bin. */
async function check(name, version, tarballs) {
  const exe = await binary(name, version);
  const runtime = runtimes[name];
  const reported = runtime.version(await must(`${name} --version`, exe, ['--version']));
  if (reported !== version) throw new Failed(`the binary says it is ${reported}`);

  const project = mkdtempSync(join(tmpdir(), `kiri-${name}-${version}-`));
  try {
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: `kiri-${name}-app`, private: true, type: 'module' }),
    );
    for (const file of ['check.mjs', 'check.cjs', 'match.cjs', 'serveReferee.mjs', 'expected.json'])
      if (file !== 'expected.json' || existsSync(expectedFile))
        copyFileSync(join(fixtures, file), join(project, file));
    await must(
      'npm install <tarballs>',
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', ...tarballs],
      { cwd: project },
    );
    const options = { cwd: project, env: runtimeEnv(exe, project) };

    const imported = await run(exe, runtime.file('check.mjs'), options);
    const bin = join('node_modules', '.bin', 'kiri-dice');
    const played = () =>
      runtime.bin
        ? run(exe, [...runtime.bin(bin), ...cliArgs], options)
        : run(join(project, bin), cliArgs, options);
    if (update && !updated) {
      // The first runtime's results become the pin; it and every other runtime are then checked against it.
      updated = true;
      const pinned = {
        $comment:
          'What test/runtimes/check.mjs, check.cjs and `kiri-dice play --seed 1 --chips 20 --json` print on every runtime (npm run test:runtimes; --update rewrites it)',
        library: JSON.parse(imported.stdout),
        cli: { play: JSON.parse((await played()).stdout) },
      };
      writeFileSync(expectedFile, `${JSON.stringify(pinned, null, 2)}\n`);
      copyFileSync(expectedFile, join(project, 'expected.json'));
      console.log(`test/runtimes/expected.json written from ${name} ${version}`);
      return check(name, version, tarballs);
    }
    const expected = JSON.parse(readFileSync(expectedFile, 'utf8'));
    if (imported.code !== 0)
      throw new Failed(
        `import (check.mjs) exited ${imported.code}: ${lastLine(imported.stderr || imported.stdout)}`,
      );
    compare('import (check.mjs)', imported.stdout, expected.library);
    const required = await must('require (check.cjs)', exe, runtime.file('check.cjs'), options);
    compare('require (check.cjs)', required.stdout, expected.library);
    const ran = await played();
    if (ran.code !== 0)
      throw new Failed(
        `kiri-dice ${cliArgs.join(' ')} exited ${ran.code}: ${lastLine(ran.stderr || ran.stdout)}`,
      );
    compare(`kiri-dice ${cliArgs.join(' ')}`, ran.stdout, expected.cli.play);
    const said = runtime.bin
      ? await must('kiri-dice --version', exe, [...runtime.bin(bin), '--version'], options)
      : await must('kiri-dice --version', join(project, bin), ['--version'], options);
    if (said.stdout.trim() !== cliPkg.version)
      throw new Failed(`kiri-dice --version printed ${said.stdout.trim()}, not ${cliPkg.version}`);
    const refereed = await must(
      '@kiri-dice/referee (serveReferee.mjs)',
      exe,
      runtime.serve('serveReferee.mjs'),
      options,
    );
    compare(
      '@kiri-dice/referee (serveReferee.mjs)',
      refereed.stdout,
      refereeResult(name, version),
      'what refereeResult expects',
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/**
 * A stand-in for the JSR registry on 127.0.0.1: it answers the few requests `deno publish` makes
 * (the version is new, the package exists, the upload succeeded) and keeps the uploaded tarball.
 */
function standInRegistry() {
  const uploads = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const [, scope, name, version] =
        /^\/api\/scopes\/([^/]+)\/packages\/([^/]+)(?:\/versions\/([^/?]+))?/.exec(
          request.url ?? '',
        ) ?? [];
      if (!scope) {
        response.statusCode = 404;
        response.end(JSON.stringify({ code: 'notFound', message: 'not found' }));
      } else if (request.method === 'GET' && version) {
        response.statusCode = 404;
        response.end(JSON.stringify({ code: 'packageVersionNotFound', message: 'not found' }));
      } else if (request.method === 'GET') {
        response.end(JSON.stringify({ scope, name }));
      } else {
        uploads.push(Buffer.concat(chunks));
        const now = new Date().toISOString();
        response.end(
          JSON.stringify({
            id: 'local',
            status: 'success',
            error: null,
            packageScope: scope,
            packageName: name,
            packageVersion: version,
            createdAt: now,
            updatedAt: now,
          }),
        );
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, uploads, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

/** Whether `file` (from a JSR package's root) is one a JSR package of this repository publishes. */
const publishedToJsr = (file) =>
  /^src\/.+\.ts$/.test(file) || ['README.md', 'LICENSE', 'jsr.json'].includes(file);

/** Refuses a jsr.json whose version is not its package.json's. */
function sameVersion(file, jsrJson, pkgJson) {
  if (jsrJson.version !== pkgJson.version)
    throw new Failed(
      `${file} says ${jsrJson.version}, its package.json ${pkgJson.version} (run node scripts/sync-jsr-version.mjs)`,
    );
}

/**
 * `deno publish --dry-run` with `args` more, in `cwd`: what it said, colours and the lines of
 * the `allowed` warning taken out. It fails on any other warning, and unless it simulated the
 * publish of `jsrJson`'s name and version.
 */
async function denoDryRun(exe, env, cwd, args, jsrJson, allowed) {
  const label = `deno publish --dry-run (${jsrJson.name})`;
  const dry = await must(
    label,
    exe,
    ['publish', '--dry-run', '--allow-dirty', '--no-lock', ...args],
    {
      cwd,
      env,
    },
  );
  const said = `${dry.stdout}${dry.stderr}`
    // eslint-disable-next-line no-control-regex -- Deno colours its warnings even with NO_COLOR
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => allowed === undefined || !line.startsWith(`warning[${allowed}]`))
    .join('\n');
  if (/warning/i.test(said))
    throw new Failed(`${label} warned: ${said.split('\n').find((line) => /warning/i.test(line))}`);
  const simulated = `${jsrJson.name}@${jsrJson.version}`;
  if (!said.includes(simulated)) throw new Failed(`${label} did not simulate ${simulated}`);
  return said;
}

/** The JSR package: a dry run of `deno publish`, then a publish to the stand-in, whose files Deno runs. */
async function checkJsr(denoVersion) {
  sameVersion('jsr.json', jsr, pkg);
  const exe = await binary('deno', denoVersion);
  const work = mkdtempSync(join(tmpdir(), 'kiri-jsr-'));
  const env = { ...runtimeEnv(exe, work), NO_COLOR: '1' };
  try {
    await denoDryRun(exe, env, root, [], jsr);

    const registry = await standInRegistry();
    try {
      await must(
        'deno publish (to the stand-in registry)',
        exe,
        ['publish', '--allow-dirty', '--no-lock', '--no-provenance', '--token', 'stand-in'],
        { env: { ...env, JSR_URL: registry.url } },
      );
    } finally {
      registry.server.close();
    }
    if (registry.uploads.length !== 1)
      throw new Failed(`deno publish uploaded ${registry.uploads.length} tarballs, not 1`);
    const published = join(work, 'published');
    mkdirSync(published);
    writeFileSync(join(work, 'package.tgz'), registry.uploads[0]);
    await must('tar -xzf', 'tar', ['-xzf', join(work, 'package.tgz'), '-C', published]);
    const files = listFiles(published);
    const stray = files.filter((file) => !publishedToJsr(file));
    if (stray.length > 0) throw new Failed(`the JSR package holds ${stray.join(', ')}`);

    // The files as JSR serves them, run where no package.json or deno.json is near: every import
    // must name a file that exists (deno publish rewrote the sources' `.js` specifiers to `.ts`).
    for (const file of ['match.cjs', 'expected.json'])
      copyFileSync(join(fixtures, file), join(work, file));
    writeFileSync(
      join(work, 'check.mjs'),
      [
        "import * as kiri from './published/src/index.ts';",
        "import * as odds from './published/src/odds/index.ts';",
        "import * as rules from './published/src/rules/index.ts';",
        "import check from './match.cjs';",
        "check(kiri, rules, odds, 'jsr');",
        '',
      ].join('\n'),
    );
    const ran = await must(
      'the published files (deno run)',
      exe,
      ['run', '--no-config', '--no-lock', '--no-prompt', '--allow-read', 'check.mjs'],
      { cwd: work, env },
    );
    compare(
      'the published files (deno run)',
      ran.stdout,
      JSON.parse(readFileSync(expectedFile, 'utf8')).library,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The referee's JSR package: a dry run of `deno publish`. It imports the engine from JSR, which
 * this machine cannot reach; so the dry run is made in a Deno workspace of the two packages'
 * sources (in a scratch folder, never in the repository), where Deno takes the engine from its
 * folder. A release publishes the engine first, then the referee, which then finds it on JSR.
 */
async function checkRefereeJsr(denoVersion) {
  const referee = join(root, 'packages/referee');
  sameVersion(
    'packages/referee/jsr.json',
    refereeJsr,
    JSON.parse(readFileSync(join(referee, 'package.json'), 'utf8')),
  );
  const exe = await binary('deno', denoVersion);
  const work = mkdtempSync(join(tmpdir(), 'kiri-jsr-referee-'));
  const env = { ...runtimeEnv(exe, work), NO_COLOR: '1' };
  try {
    for (const file of ['src', 'README.md', 'LICENSE'])
      cpSync(join(root, file), join(work, file), { recursive: true });
    for (const file of ['src', 'README.md', 'LICENSE', 'jsr.json'])
      cpSync(join(referee, file), join(work, 'packages/referee', file), { recursive: true });
    writeFileSync(
      join(work, 'deno.json'),
      JSON.stringify({ ...jsr, workspace: ['packages/referee'] }),
    );
    // As the release publishes it (.github/workflows/release.yml): the sources import
    // `./name.js` as Node wants, and Deno finds `./name.ts` with sloppy imports. One warning is
    // expected: the referee imports node:sqlite, node:fs and node:http by a name held in a
    // variable (packages/referee/src/runtimeModule.ts), so that its entry loads on runtimes
    // without them; JSR cannot analyze such an import ahead of time, and need not.
    const said = await denoDryRun(
      exe,
      env,
      join(work, 'packages/referee'),
      ['--sloppy-imports'],
      refereeJsr,
      'unanalyzable-dynamic-import',
    );
    const listed = said.split('\n').flatMap((line) => /^\s+file:\/\/\S+/.exec(line) ?? []);
    const stray = listed
      .map((line) => relative(join(work, 'packages/referee'), fileURLToPath(line.trim())))
      .filter((file) => !publishedToJsr(file));
    if (listed.length === 0 || stray.length > 0)
      throw new Failed(`the referee's JSR package holds ${stray.join(', ') || 'no file'}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every file under a folder, relative to it, with forward slashes. */
function listFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name), base)
      : [relative(base, join(dir, entry.name)).split('\\').join('/')],
  );
}

const wanted = (name, version) =>
  only.length === 0 || only.includes(name) || only.includes(`${name}@${version}`);
const matrix = [
  ...pins.node.map((version) => ['node', version]),
  ['bun', pins.bun],
  ['deno', pins.deno],
].filter(([name, version]) => wanted(name, version));
const withJsr = only.length === 0 || only.includes('jsr');
if (matrix.length === 0 && !withJsr) {
  console.error(
    `test-runtimes: nothing matches ${only.join(' ')} (the runtimes are in scripts/runtimes.json)`,
  );
  process.exit(2);
}
if (
  !['dist/index.js', 'packages/referee/dist/index.js', 'packages/cli/dist/cli.js'].every((file) =>
    existsSync(join(root, file)),
  )
) {
  console.error('test-runtimes: a dist/ is missing: run `npm run build` first');
  process.exit(2);
}

const started = Date.now();
const packDir = mkdtempSync(join(tmpdir(), 'kiri-runtimes-pack-'));
let passed = 0;
let failed = 0;
/** Prints a result line: name, version, ok or FAILED: reason. */
async function report(label, version, step) {
  const t = Date.now();
  try {
    await step();
    passed += 1;
    console.log(
      `${label.padEnd(5)} ${version.padEnd(8)} ok (${((Date.now() - t) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    failed += 1;
    const reason = error instanceof Failed ? error.message : String(error?.stack ?? error);
    console.log(`${label.padEnd(5)} ${version.padEnd(8)} FAILED: ${reason}`);
  }
}
try {
  // The three packages, each packed as it would be published: the engine, the referee, the bin.
  const tarballs = [];
  for (const folder of ['.', 'packages/referee', 'packages/cli']) {
    const packed = await must(
      `npm pack (${folder})`,
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir],
      { cwd: join(root, folder) },
    );
    tarballs.push(join(packDir, JSON.parse(packed.stdout)[0].filename));
  }
  console.log(
    `kiri-dice ${pkg.version}, @kiri-dice/referee and @kiri-dice/cli: the packed tarballs on each runtime (import, require, bin, referee); runtimes cached in ${cache}`,
  );
  for (const [name, version] of matrix)
    await report(name, version, () => check(name, version, tarballs));
  if (withJsr) {
    await report('jsr', jsr.version, () => checkJsr(pins.deno));
    await report('jsr referee', refereeJsr.version, () => checkRefereeJsr(pins.deno));
  }
} catch (error) {
  failed += 1;
  console.log(`test-runtimes FAILED: ${error instanceof Failed ? error.message : error}`);
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
console.log(
  `runtimes: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exitCode = failed > 0 ? 1 : 0;
