import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// A cap of 80 KiB instead of 16 MiB: the demo must stop as its record nears it.
vi.mock('../src/loadRecord.js', async (original) => ({
  ...(await original<typeof import('../src/loadRecord.js')>()),
  maxRecordBytes: 80 * 1024,
}));

const { cli, tempPath } = await import('./cli.js');

describe('play --record near the most that replay and verify read', () => {
  it('stops the demo before its record passes the cap, and says why', () => {
    const file = tempPath('full-record.txt');
    const { code, out } = cli([
      'play',
      '--chips',
      '1000000',
      '--stake',
      '1',
      '--max-rounds',
      '1000000000',
      '--record',
      file,
    ]);
    expect(code).toBe(0);
    const size = readFileSync(file).length;
    expect(size).toBeGreaterThan(16 * 1024);
    expect(size).toBeLessThanOrEqual(80 * 1024);
    expect(out.trimEnd().split('\n').at(-1)!.replace(/\d+/g, 'N')).toMatchInlineSnapshot(
      `"Match stopped unfinished after N rounds (the --record file reached N MiB, the most that replay and verify read); chips N,N:N,N,N."`,
    );
    // Every move holds, and the match is not over: verify says so with exit code 3.
    expect(cli(['verify', file]).code).toBe(3);
  });
});
