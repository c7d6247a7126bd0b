import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../src/fair/hex.js';

describe('hex', () => {
  it('writes two lowercase digits a byte, leading zeros kept', () => {
    expect(toHex(new Uint8Array([0, 1, 0x0f, 0x10, 0xab, 0xff]))).toBe('00010f10abff');
    expect(toHex(new Uint8Array(0))).toBe('');
  });

  it('reads what it writes, in either case', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(fromHex(toHex(bytes))).toEqual(bytes);
        expect(fromHex(toHex(bytes).toUpperCase())).toEqual(bytes);
      }),
    );
  });
});
