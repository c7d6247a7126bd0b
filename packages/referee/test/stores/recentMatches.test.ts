import { describe, expect, it } from 'vitest';
import { RECENT_MATCHES, recentMatches } from '../../src/stores/recentMatches.js';

describe('recentMatches', () => {
  it('keeps the ids read most recently, oldest first, up to its bound', () => {
    const recent = recentMatches(3);
    for (const id of ['a', 'b', 'c', 'a', 'd']) recent.read(id);
    const seen: string[] = [];
    recent.each((id) => seen.push(id));
    expect(seen).toEqual(['c', 'a', 'd']);
    expect(RECENT_MATCHES).toBe(100_000);
  });

  it('lets a visit read more ids while it runs', () => {
    const recent = recentMatches();
    recent.read('a');
    const seen: string[] = [];
    recent.each((id) => {
      seen.push(id);
      recent.read(`${id}+`);
    });
    expect(seen).toEqual(['a']);
  });
});
