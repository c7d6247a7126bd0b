import { describe, expect, it } from 'vitest';
import { counted } from '../src/counted.js';

describe('counted', () => {
  it('says a count with its noun as English does, its figure as JSON writes it', () => {
    expect([0, 1, 2, 21, 1000].map((n) => counted(n, 'round'))).toEqual([
      '0 rounds',
      '1 round',
      '2 rounds',
      '21 rounds',
      '1000 rounds',
    ]);
    expect([counted(1, 'match', 'matches'), counted(3, 'match', 'matches')]).toEqual([
      '1 match',
      '3 matches',
    ]);
  });
});
