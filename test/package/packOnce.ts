import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pack, root } from './childProcesses.js';
import { writeSamples } from './samples.js';

/** A packed tarball, and the files it holds. */
interface Packed {
  readonly tarball: string;
  readonly files: readonly string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine, kiri-dice, as `npm pack` made it, once for every test of the run. */
    readonly pack: Packed;
    /** @kiri-dice/referee, packed the same way. */
    readonly refereePack: Packed;
    /** @kiri-dice/cli, packed the same way. */
    readonly cliPack: Packed;
  }
}

/** Packs each package once (every test that needs a tarball shares it) and writes the docs' samples. */
export default function setup(project: TestProject): () => void {
  for (const built of [
    'dist/index.js',
    'packages/referee/dist/index.js',
    'packages/cli/dist/cli.js',
  ])
    if (!existsSync(join(root, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first`);
  writeSamples();
  const dir = mkdtempSync(join(tmpdir(), 'kiri-pack-'));
  project.provide('pack', pack(dir));
  project.provide('refereePack', pack(dir, join(root, 'packages/referee')));
  project.provide('cliPack', pack(dir, join(root, 'packages/cli')));
  return () => rmSync(dir, { recursive: true, force: true });
}
