import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('scripts/pictures.mjs', () => {
  it('finds the committed SVG pictures of docs/odds.md up to date with the built package', () => {
    const { status, stderr } = spawnSync(process.execPath, ['scripts/pictures.mjs', '--check'], {
      encoding: 'utf8',
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });
});
