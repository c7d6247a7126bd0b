import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/fair/hex.js';
import { rollMessage } from '../../src/fair/rollMessage.js';

describe('rollMessage', () => {
  it('is the UTF-8 of the client seed, a colon and the roll number in decimal', () => {
    // l u c k y - 7 : 0
    expect(toHex(rollMessage('lucky-7', 0))).toBe('6c75636b792d373a30');
    expect(toHex(rollMessage('lucky-7', 12))).toBe('6c75636b792d373a3132');
    // к (d0 ba), 🎲 (f0 9f 8e b2): UTF-8, not UTF-16
    expect(toHex(rollMessage('к🎲', 3))).toBe('d0baf09f8eb23a33');
  });

  it('writes the largest roll number in plain digits, never with an exponent', () => {
    expect(new TextDecoder().decode(rollMessage('s', 9007199254740991))).toBe('s:9007199254740991');
  });
});
