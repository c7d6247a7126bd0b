#!/usr/bin/env node
// Sets each JSR package's version (jsr.json, packages/referee/jsr.json) to the version of the npm
// package beside it: `npm run changeset:version` runs it right after `changeset version` bumps
// the package.json files, so the npm and JSR packages are released as one version.
// Usage: node scripts/sync-jsr-version.mjs [dir] (default: the repository). Prints what it did.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
for (const name of ['jsr.json', 'packages/referee/jsr.json']) {
  const file = join(dir, name);
  if (!existsSync(file)) continue;
  const { version } = JSON.parse(readFileSync(join(dirname(file), 'package.json'), 'utf8'));
  const text = readFileSync(file, 'utf8');
  const jsr = JSON.parse(text);
  if (jsr.version === version) {
    console.log(`${name}: already ${version}`);
  } else {
    console.log(`${name}: ${jsr.version} -> ${version}`);
    // Only the version's text changes: the rest stays as Prettier laid it out.
    writeFileSync(
      file,
      text.replace(/"version"\s*:\s*"[^"]*"/, `"version": ${JSON.stringify(version)}`),
    );
  }
}
