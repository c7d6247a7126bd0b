import { describe, expect, it } from 'vitest';
import { commitTo, createClientSeed } from 'kiri-dice/fair';
import { memoryStore } from '@kiri-dice/referee';
import { RECENT_REVEALS, revealMade, roundValues } from '../../src/core/roundValues.js';
import type { CoreContext } from '../../src/core/CoreContext.js';

const [a, b, c, d] = [0, 1, 2, 3].map(() => createClientSeed()) as [string, string, string, string];

describe('roundValues', () => {
  it("is the last round's two values in seat order, whichever seat revealed first", () => {
    const next = 'f'.repeat(64);
    const acceptorFirst = [
      { seat: 1 as const, value: a, next },
      { seat: 0 as const, value: b, next },
    ];
    expect(roundValues({ count: 2, recent: acceptorFirst })).toEqual([b, a]);
    // Three kept: the last two are the round's, here seat 0's first.
    const seatZeroFirst = [
      { seat: 1 as const, value: c, next },
      { seat: 0 as const, value: a, next },
      { seat: 1 as const, value: d, next },
    ];
    expect(roundValues({ count: 5, recent: seatZeroFirst })).toEqual([a, d]);
  });
});

describe('revealMade', () => {
  const ctx = { store: memoryStore() } as unknown as CoreContext;
  const commitments = async () => [await commitTo(a), await commitTo(b)];

  it("binds a seat's first value to its join, and later ones to its last reveal's next", async () => {
    const seedCommitments = await commitments();
    const match = { id: 'm', seedCommitments, reveals: { count: 0, recent: [] } };
    const first = await revealMade(ctx, match, 1, { value: b, next: await commitTo(c) });
    expect(first).toEqual({
      reveal: { n: 0, seat: 1, value: b, next: await commitTo(c) },
      reveals: { count: 1, recent: [{ seat: 1, value: b, next: await commitTo(c) }] },
    });
    const later = {
      ...match,
      reveals: { count: 7, recent: [{ seat: 1 as const, value: b, next: await commitTo(c) }] },
    };
    expect(await revealMade(ctx, later, 1, { value: c, next: await commitTo(d) })).toMatchObject({
      reveal: { n: 7, seat: 1, value: c },
      reveals: { count: 8 },
    });
    // Seat 0 has no reveal among the recent: its join binds its value.
    expect(await revealMade(ctx, later, 0, { value: a, next: await commitTo(d) })).toMatchObject({
      reveal: { n: 7, seat: 0, value: a },
    });
    expect(await revealMade(ctx, later, 1, { value: b, next: await commitTo(d) })).toMatchObject({
      code: 'SEED_MISMATCH',
    });
  });

  it('keeps the last three reveals, oldest first', async () => {
    const seedCommitments = await commitments();
    const recent = [
      { seat: 0 as const, value: c, next: await commitTo(d) },
      { seat: 1 as const, value: d, next: await commitTo(b) },
      { seat: 0 as const, value: d, next: await commitTo(a) },
    ];
    const match = { id: 'm', seedCommitments, reveals: { count: 9, recent } };
    const made = await revealMade(ctx, match, 0, { value: a, next: await commitTo(c) });
    expect(RECENT_REVEALS).toBe(3);
    expect(made).toMatchObject({
      reveals: {
        count: 10,
        recent: [recent[1], recent[2], { seat: 0, value: a, next: await commitTo(c) }],
      },
    });
  });
});
