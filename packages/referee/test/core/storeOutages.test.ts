import { describe, expect, it } from 'vitest';
import { OUTAGES_KEPT, storeOutages } from '../../src/core/storeOutages.js';

describe('storeOutages', () => {
  it('counts each outage from the first failure to the next success, within the span asked', () => {
    const outages = storeOutages();
    outages.worked(5);
    expect(outages.within(0, 100)).toBe(0);
    outages.failed(10);
    outages.failed(15);
    // Under way: counted up to the end of the span.
    expect(outages.within(0, 12)).toBe(2);
    outages.worked(20);
    outages.worked(25);
    outages.failed(30);
    outages.worked(40);
    expect(outages.within(0, 100)).toBe(10 + 10);
    expect(outages.within(12, 35)).toBe(8 + 5);
    expect(outages.within(20, 30)).toBe(0);
    expect(outages.within(45, 100)).toBe(0);
  });

  it(`remembers the last ${OUTAGES_KEPT} outages only`, () => {
    const outages = storeOutages();
    for (let i = 0; i <= OUTAGES_KEPT; i++) {
      outages.failed(i * 10);
      outages.worked(i * 10 + 1);
    }
    expect(outages.within(0, 10 * OUTAGES_KEPT + 5)).toBe(OUTAGES_KEPT);
    expect(outages.within(0, 5)).toBe(0);
  });
});
