#!/usr/bin/env node
// Sets jsr.json's version to package.json's: `npm run changeset:version` runs it right after
// `changeset version` bumps package.json, so the npm and JSR packages are released as one version.
// Usage: node scripts/sync-jsr-version.mjs [dir] (default: the repository). Prints what it did.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const file = join(dir, 'jsr.json');
const text = readFileSync(file, 'utf8');
const jsr = JSON.parse(text);
if (jsr.version === version) {
  console.log(`jsr.json: already ${version}`);
} else {
  console.log(`jsr.json: ${jsr.version} -> ${version}`);
  // Only the version's text changes: the rest stays as Prettier laid it out.
  writeFileSync(
    file,
    text.replace(/"version"\s*:\s*"[^"]*"/, `"version": ${JSON.stringify(version)}`),
  );
}
