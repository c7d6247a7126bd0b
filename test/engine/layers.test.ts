import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const LOW = ['engine', 'guard', 'rules', 'rng'];

/** The top-level files of src/ that a file of `folder` imports (`'../x.js'`). */
function topLevelImports(folder: string, file: string): string[] {
  const text = readFileSync(join(SRC, folder, file), 'utf8');
  return [...text.matchAll(/from '\.\.\/([A-Za-z]+)\.js'/g)].map((m) => `${m[1]!}.ts`);
}

/** Whether a top-level file imports the engine or the guards (so sits above them). */
function importsBelow(file: string): boolean {
  const text = readFileSync(join(SRC, file), 'utf8');
  return /from '\.\/(engine|guard)\//.test(text);
}

describe('the layers of src/', () => {
  it('imports only go down: no file of engine/, guard/, rules/ or rng/ imports a top-level file that imports them', () => {
    const up = LOW.flatMap((folder) =>
      readdirSync(join(SRC, folder))
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) =>
          topLevelImports(folder, file)
            .filter(importsBelow)
            .map((target) => `${folder}/${file} -> ${target}`),
        ),
    );
    expect(up).toEqual([]);
  });
});
