import { describe, expect, it } from 'vitest';
import type { CliIO } from '../src/CliIO.js';
import { colourOf } from '../src/colour.js';

/** An io with only what `colourOf` reads. */
const io = (outIsTTY: boolean | undefined, env?: CliIO['env']): CliIO => ({
  out: () => undefined,
  err: () => undefined,
  errIsTTY: false,
  ...(outIsTTY !== undefined && { outIsTTY }),
  ...(env && { env }),
});

describe('colourOf', () => {
  it('colours only a terminal, with no environment or an empty NO_COLOR', () => {
    expect(colourOf(io(true)).bold('a')).toBe('\u001b[1ma\u001b[22m');
    expect(colourOf(io(true, { NO_COLOR: '' })).warn('a')).toBe('\u001b[33ma\u001b[39m');
    expect(colourOf(io(true, {})).dim('a')).toBe('\u001b[2ma\u001b[22m');
  });

  it('writes plain text to a file or pipe, and wherever NO_COLOR is set', () => {
    for (const plain of [io(false), io(undefined), io(true, { NO_COLOR: '1' })]) {
      const { bold, dim, warn } = colourOf(plain);
      expect([bold('a'), dim('b'), warn('c')]).toEqual(['a', 'b', 'c']);
    }
  });
});
