import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, run } from './childProcesses.js';

/**
 * The release steps of docs/contributing/releases.md ("Releasing by hand"), on a copy of the
 * repository as a clone holds it (git's files, plus new files not yet committed; no dist/, no
 * docs/api/), with the repository's node_modules linked in. The dry run of `npm publish` takes
 * `--ignore-scripts`: its `prepublishOnly` would run the whole `npm test` again, which is the
 * suite this test is part of; the copy is built with `npm run build` first instead, as `npm test`
 * would.
 */
describe('the release path', () => {
  it('versions with `changeset version` (0.1.0, a CHANGELOG entry per changeset, both jsr.json at the same version) and passes `npm publish --dry-run` from a clean copy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiri-release-'));
    try {
      const files = execFileSync(
        'git',
        ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
        { cwd: root, encoding: 'utf8' },
      )
        .split('\0')
        .filter((file) => file && existsSync(join(root, file)));
      for (const file of files) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        copyFileSync(join(root, file), join(dir, file));
      }
      expect(existsSync(join(dir, 'dist'))).toBe(false);
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');

      const changesets = readdirSync(join(dir, '.changeset')).filter(
        (file) => file.endsWith('.md') && file !== 'README.md',
      );
      expect(changesets.length).toBeGreaterThan(0);
      // The packages each changeset names, and the first line of its summary.
      const summaries = changesets.map((file) => {
        const text = readFileSync(join(dir, '.changeset', file), 'utf8');
        const [, head = '', rest = ''] = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(text) ?? [];
        const names = [...head.matchAll(/^'([^']+)':/gm)].map((match) => match[1]!);
        return { names, first: rest.split('\n')[0]! };
      });

      // The release workflow's version step: `changeset version`, then each jsr.json follows its package.json.
      const versioned = await run('npm', ['run', 'changeset:version'], dir);
      expect(versioned.code, versioned.output).toBe(0);
      // The three packages are one fixed group (.changeset/config.json): they share each version.
      for (const folder of ['.', 'packages/referee', 'packages/cli']) {
        const pkg = JSON.parse(readFileSync(join(dir, folder, 'package.json'), 'utf8')) as {
          version: string;
        };
        expect(pkg.version, folder).toBe('0.1.0');
      }
      for (const jsr of ['jsr.json', 'packages/referee/jsr.json'])
        expect(
          (JSON.parse(readFileSync(join(dir, jsr), 'utf8')) as { version: string }).version,
          jsr,
        ).toBe('0.1.0');
      // Each package's CHANGELOG has an entry for each changeset that names it.
      for (const [name, folder] of [
        ['kiri-dice', '.'],
        ['@kiri-dice/referee', 'packages/referee'],
        ['@kiri-dice/cli', 'packages/cli'],
      ] as const) {
        const named = summaries.filter((summary) => summary.names.includes(name));
        const file = join(dir, folder, 'CHANGELOG.md');
        if (named.length === 0) continue;
        const changelog = readFileSync(file, 'utf8');
        expect(changelog).toMatch(
          new RegExp(`^# ${name.replace('/', '\\/')}\\n\\n## 0\\.1\\.0\\n`),
        );
        // Besides the "Updated dependencies" lines that a package's bump of another writes.
        const entries = changelog.match(/^- (?!Updated dependencies$)/gm);
        expect(entries?.length, changelog).toBe(named.length);
        for (const { first } of named) expect(changelog).toContain(`- ${first}`);
      }
      expect(summaries.every((summary) => summary.names.length > 0)).toBe(true);
      expect(
        readdirSync(join(dir, '.changeset')).filter(
          (file) => file.endsWith('.md') && file !== 'README.md',
        ),
      ).toEqual([]);

      const built = await run('npm', ['run', 'build'], dir);
      expect(built.code, built.output).toBe(0);
      const published = await run(
        'npm',
        [
          'publish',
          '--dry-run',
          '--ignore-scripts',
          '--json',
          '--workspaces',
          '--include-workspace-root',
        ],
        dir,
      );
      expect(published.code, published.output).toBe(0);
      const report = JSON.parse(published.stdout) as Record<
        string,
        { id: string; files: { path: string }[] }
      >;
      // The private helpers of the tests (packages/testing) are never published.
      expect(Object.keys(report).sort()).toEqual([
        '@kiri-dice/cli',
        '@kiri-dice/referee',
        'kiri-dice',
      ]);
      const filesOf = (name: string) => report[name]?.files.map((f) => f.path) ?? [];
      expect(report['kiri-dice']?.id).toBe('kiri-dice@0.1.0');
      expect(filesOf('kiri-dice')).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js']),
      );
      expect(filesOf('kiri-dice').filter((file) => /cli|referee|playground/.test(file))).toEqual(
        [],
      );
      expect(report['@kiri-dice/referee']?.id).toBe('@kiri-dice/referee@0.1.0');
      expect(filesOf('@kiri-dice/referee')).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js']),
      );
      expect(report['@kiri-dice/cli']?.id).toBe('@kiri-dice/cli@0.1.0');
      expect(filesOf('@kiri-dice/cli')).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/cli.js']),
      );
      // npm corrects nothing in package.json (it would say so: `"bin[…]" script name … was invalid`).
      expect(published.stderr).not.toMatch(
        /npm warn publish .*(invalid|renamed|removed|corrected)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
