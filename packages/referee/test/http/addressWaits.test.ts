import { describe, expect, it } from 'vitest';
import { createAddressWaits } from '../../src/http/addressWaits.js';

describe('createAddressWaits', () => {
  it('holds each address to its cap, and gives a place back when a wait ends', () => {
    const waits = createAddressWaits(2, 10);
    const first = waits.enter('a');
    const second = waits.enter('a');
    expect(waits.enter('a')).toBe('address');
    expect(typeof waits.enter('b')).toBe('function');
    if (typeof first !== 'function' || typeof second !== 'function') throw new Error('no place');
    first();
    // One place back, one still held.
    expect(typeof waits.enter('a')).toBe('function');
    expect(waits.enter('a')).toBe('address');
  });

  it('counts a request of no known address only among all', () => {
    const waits = createAddressWaits(1, 3);
    const places = [waits.enter(undefined), waits.enter(undefined), waits.enter('a')];
    expect(places.map((place) => typeof place)).toEqual(['function', 'function', 'function']);
    expect([waits.enter(undefined), waits.enter('b')]).toEqual(['all', 'all']);
    const [unknown] = places;
    if (typeof unknown !== 'function') throw new Error('no place');
    unknown();
    expect(typeof waits.enter(undefined)).toBe('function');
    expect(waits.enter('c')).toBe('all');
  });
});
