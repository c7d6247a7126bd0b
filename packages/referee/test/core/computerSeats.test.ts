import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createComputerSeats } from '../../src/core/computerSeats.js';

const serverSeed = 'ab'.repeat(32);
/** The commitment of the computer playing `strategy` in round 1, as the guide derives it. */
const commitmentOf = (strategy: string) =>
  createHash('sha256')
    .update(
      createHash('sha256').update(`kiri-dice/computer:${strategy}:${serverSeed}:value:1`).digest(),
    )
    .digest('hex');
const match = (id: string, seedCommitments: string[]) => ({
  id,
  serverSeed,
  seedCommitments,
  reveals: { count: 0, recent: [] },
});

describe('createComputerSeats', () => {
  it("finds the computer's seat and strategy by its commitment, in either seat", async () => {
    const seats = createComputerSeats();
    const other = '00'.repeat(32);
    expect(await seats.of(match('a', [commitmentOf('bold'), other]))).toEqual({
      seat: 0,
      strategy: 'bold',
    });
    expect(await seats.of(match('b', [other, commitmentOf('random')]))).toEqual({
      seat: 1,
      strategy: 'random',
    });
    expect(await seats.of(match('c', [other, other]))).toBeNull();
    expect(await seats.of({ ...match('d', [commitmentOf('best')]), reveals: null })).toBeNull();
    expect([seats.known('a'), seats.known('c'), seats.known('d')]).toEqual([
      { seat: 0, strategy: 'bold' },
      null,
      undefined,
    ]);
  });

  it("keeps no answer while a seat may still be the computer's, and forgets all past `kept`", async () => {
    const seats = createComputerSeats(1);
    const other = '00'.repeat(32);
    expect(await seats.of(match('a', [other]))).toBeNull();
    expect(seats.known('a')).toBeUndefined();
    await seats.of(match('a', [other, other]));
    await seats.of(match('b', [commitmentOf('best'), other]));
    expect([seats.known('a'), seats.known('b')]).toEqual([
      undefined,
      { seat: 0, strategy: 'best' },
    ]);
    // The computer's seat, once found, is kept with one seat taken, and answered as kept.
    const more = createComputerSeats();
    expect(await more.of(match('c', [commitmentOf('bold')]))).toEqual({
      seat: 0,
      strategy: 'bold',
    });
    expect(await more.of(match('c', [other, other]))).toEqual({ seat: 0, strategy: 'bold' });
  });
});
