import { describe, expect, it } from 'vitest';
import { clockOption, DEFAULT_CLOCK } from '../src/clockOption.js';

describe('clockOption', () => {
  it('reads the time of each action and the reserve, in ms, s, m or h', () => {
    expect(clockOption(undefined)).toBe(DEFAULT_CLOCK);
    expect(DEFAULT_CLOCK).toEqual({ perAction: 15_000, reserve: 180_000 });
    expect(clockOption('off')).toBeNull();
    expect(clockOption('15s+3m')).toEqual({ perAction: 15_000, reserve: 180_000 });
    expect(clockOption('1500ms+1h')).toEqual({ perAction: 1500, reserve: 3_600_000 });
    expect(clockOption('0s+0m')).toEqual({ perAction: 0, reserve: 0 });
    expect(clockOption('999999999ms+1s')).toEqual({ perAction: 999_999_999, reserve: 1000 });
  });

  it('refuses any other form, naming it', () => {
    for (const given of [
      '',
      'on',
      'OFF',
      '15s',
      '15+3m',
      '15s+3',
      '15S+3m',
      '1.5s+3m',
      ' 15s+3m',
      '15s+3m+1s',
      '1000000000ms+1s',
      '-1s+3m',
    ])
      expect(() => clockOption(given)).toThrow(
        `--clock must be off, or the time of each action and the reserve, such as 15s+3m (each a whole number of ms, s, m or h), got '${given}'`,
      );
  });
});
