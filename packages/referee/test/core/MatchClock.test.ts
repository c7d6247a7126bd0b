import { describe, expect, it } from 'vitest';
import { readClockOptions, startClock } from '../../src/core/MatchClock.js';

describe('readClockOptions', () => {
  it('takes whole milliseconds within the bounds, and nothing else', () => {
    expect(readClockOptions({ perAction: 15_000, reserve: 180_000 }, 'clock')).toEqual({
      perAction: 15_000,
      reserve: 180_000,
    });
    expect(readClockOptions({ perAction: 1000, reserve: 0 }, 'clock')).toEqual({
      perAction: 1000,
      reserve: 0,
    });
    expect(readClockOptions({ perAction: 3_600_000, reserve: 86_400_000 }, 'clock')).toEqual({
      perAction: 3_600_000,
      reserve: 86_400_000,
    });
  });

  it('names what is wrong, with the bounds', () => {
    const refused = [
      null,
      [],
      '15s+3m',
      { perAction: 0, reserve: 0 },
      { perAction: 999, reserve: 0 },
      { perAction: 3_600_001, reserve: 0 },
      { perAction: 1000, reserve: -1 },
      { perAction: 1000, reserve: 86_400_001 },
      { perAction: 1000.5, reserve: 0 },
      { perAction: '1000', reserve: 0 },
      { perAction: 1000 },
      { perAction: 1000, reserve: 0, increment: 5 },
    ].map((given) => readClockOptions(given, 'clock'));
    expect(refused).toMatchInlineSnapshot(`
      [
        "clock must be { perAction, reserve } in milliseconds, or null for no clock",
        "clock must be { perAction, reserve } in milliseconds, or null for no clock",
        "clock must be { perAction, reserve } in milliseconds, or null for no clock",
        "clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got 0",
        "clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got 999",
        "clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got 3600001",
        "clock.reserve must be a whole number of milliseconds from 0 to 86400000, got -1",
        "clock.reserve must be a whole number of milliseconds from 0 to 86400000, got 86400001",
        "clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got 1000.5",
        "clock.perAction must be a whole number of milliseconds from 1000 to 3600000, got "1000"",
        "clock.reserve must be a whole number of milliseconds from 0 to 86400000, got nothing",
        "clock has no field increment (allowed: perAction, reserve)",
      ]
    `);
  });
});

describe('startClock', () => {
  it('starts both reserves full', () => {
    expect(startClock({ perAction: 2000, reserve: 9000 })).toEqual({
      perAction: 2000,
      reserve: 9000,
      reserveLeft: [9000, 9000],
    });
  });
});
