import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const LOW = ['engine', 'guard', 'rules', 'rng'];

/** The files of src/game/ that a file of `folder` imports (`'../game/x.js'`). */
function gameImports(folder: string, file: string): string[] {
  const text = readFileSync(join(SRC, folder, file), 'utf8');
  return [...text.matchAll(/from '\.\.\/game\/([A-Za-z]+)\.js'/g)].map((m) => `${m[1]!}.ts`);
}

/** Whether a file of src/game/ imports the engine or the guards (so sits above them). */
function importsBelow(file: string): boolean {
  const text = readFileSync(join(SRC, 'game', file), 'utf8');
  return /from '\.\.\/(engine|guard)\//.test(text);
}

describe('the layers of src/', () => {
  it('imports only go down: no file of engine/, guard/, rules/ or rng/ imports a file of game/ that imports them', () => {
    // The check has something to check: game/ sits above engine/ and guard/.
    expect(readdirSync(join(SRC, 'game')).filter(importsBelow).length).toBeGreaterThan(5);
    const up = LOW.flatMap((folder) =>
      readdirSync(join(SRC, folder))
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) =>
          gameImports(folder, file)
            .filter(importsBelow)
            .map((target) => `${folder}/${file} -> ${target}`),
        ),
    );
    expect(up).toEqual([]);
  });
});
