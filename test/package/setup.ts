import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pack, root } from './run.js';
import { writeSamples } from './samples.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The package as `npm pack` made it, once for every test of the run. */
    readonly pack: { readonly tarball: string; readonly files: readonly string[] };
  }
}

/** Packs the package once (every test that needs the tarball shares it) and writes the docs' samples. */
export default function setup(project: TestProject): () => void {
  if (!existsSync(join(root, 'dist/index.js')))
    throw new Error('dist/ is missing: run `npm run build` first');
  writeSamples();
  const dir = mkdtempSync(join(tmpdir(), 'kiri-pack-'));
  project.provide('pack', pack(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
