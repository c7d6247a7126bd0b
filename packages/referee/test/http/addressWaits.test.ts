import { describe, expect, it } from 'vitest';
import { createAddressWaits } from '../../src/http/addressWaits.js';

/** The place, or a failed test. */
function place(entered: unknown): () => void {
  if (typeof entered !== 'function') throw new Error(`no place: ${String(entered)}`);
  return entered as () => void;
}

describe('createAddressWaits', () => {
  it('holds each address to its cap, and gives a place back when a wait ends', () => {
    const waits = createAddressWaits(2, 10);
    const first = place(waits.enter('a', false));
    place(waits.enter('a', false));
    expect(waits.enter('a', false)).toBe('address');
    place(waits.enter('b', false));
    first();
    // One place back, one still held.
    place(waits.enter('a', false));
    expect(waits.enter('a', false)).toBe('address');
  });

  it('counts a request of no known address only among all', () => {
    const waits = createAddressWaits(1, 3);
    const unknown = place(waits.enter(undefined, true));
    place(waits.enter(undefined, true));
    place(waits.enter('a', true));
    expect([waits.enter(undefined, true), waits.enter('b', true)]).toEqual(['all', 'all']);
    unknown();
    place(waits.enter(undefined, true));
    expect(waits.enter('c', true)).toBe('all');
  });

  it('keeps a quarter of all places for seats, and counts an address’s seats apart from its spectators', () => {
    const waits = createAddressWaits(100, 10);
    // 10 places, 2 of them (a quarter, rounded down) for seats only.
    const spectators = Array.from({ length: 8 }, (_, n) => place(waits.enter(`s${n}`, false)));
    expect(waits.enter('s9', false)).toBe('spectators');
    place(waits.enter('s0', true));
    const seat = place(waits.enter('s0', true));
    expect([waits.enter('s0', true), waits.enter('s1', false)]).toEqual(['all', 'all']);
    // A spectator's place back is a spectator's; a seat's is anyone's.
    spectators[0]!();
    place(waits.enter('s1', false));
    seat();
    expect(waits.enter('s1', false)).toBe('spectators');
    place(waits.enter('s1', true));
    const apart = createAddressWaits(1, 100);
    place(apart.enter('nat', false));
    expect(apart.enter('nat', false)).toBe('address');
    const mine = place(apart.enter('nat', true));
    expect(apart.enter('nat', true)).toBe('address');
    mine();
    place(apart.enter('nat', true));
    expect(createAddressWaits(1, 3).enter('x', false)).not.toBe('spectators');
    const three = createAddressWaits(5, 3);
    place(three.enter('x', false));
    place(three.enter('x', false));
    place(three.enter('x', false));
    // A quarter of 3 is 0: spectators may take all three.
    expect(three.enter('x', true)).toBe('all');
  });
});
