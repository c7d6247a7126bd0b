import { describe, expect, it } from 'vitest';
import type { CliIO } from '../src/CliIO.js';
import { terminalWidth } from '../src/terminalWidth.js';

/** An io with only what `terminalWidth` reads. */
const io = (columns: number | undefined, COLUMNS?: string): CliIO => ({
  out: () => undefined,
  err: () => undefined,
  errIsTTY: false,
  ...(columns !== undefined && { columns }),
  env: { COLUMNS },
});

describe('terminalWidth', () => {
  it('is the terminal’s width, else COLUMNS, else 80', () => {
    expect(terminalWidth(io(120, '60'))).toBe(120);
    expect(terminalWidth(io(undefined, '60'))).toBe(60);
    expect(terminalWidth(io(undefined))).toBe(80);
    expect(terminalWidth({ ...io(undefined), env: undefined as never })).toBe(80);
  });

  it('takes any whole width from 1, and 80 for anything else', () => {
    expect(terminalWidth(io(1))).toBe(1);
    expect(terminalWidth(io(undefined, '1'))).toBe(1);
    for (const bad of ['0', '-3', '2.5', 'wide', '', '1e400'])
      expect(terminalWidth(io(undefined, bad))).toBe(80);
    expect(terminalWidth(io(0))).toBe(80);
  });
});
