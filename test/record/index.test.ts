import { describe, expect, it } from 'vitest';

describe('the kiri-dice/record entry point', () => {
  it('exports the records: playing with history, replaying, and the notation', async () => {
    const api = await import('../../src/record/index.js');
    expect(Object.keys(api).sort()).toEqual([
      'formatRecord',
      'parseRecord',
      'play',
      'replay',
      'resumeRecord',
      'startRecord',
      'undo',
    ]);
  });
});
