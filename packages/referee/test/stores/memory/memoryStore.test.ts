import { describe, expect, it } from 'vitest';
import { memoryStore } from '@kiri-dice/referee';
import { newMatch, storeContract } from '../storeContract.js';

storeContract('memoryStore', () => Promise.resolve(memoryStore()));

describe('memoryStore', () => {
  it('answers its health and its close as promises, and tells no listener once closed', async () => {
    const store = memoryStore();
    await store.createMatch(newMatch('m'));
    const heard: string[] = [];
    store.subscribe((id) => heard.push(id));
    await expect(store.health()).resolves.toBeUndefined();
    await expect(store.close()).resolves.toBeUndefined();
    const seat = { matchId: 'm', seat: 0, tokenHash: 'm-0', seedCommitment: 'c0' };
    const join = { matchId: 'm', sender: 'join', requestId: 'j', body: '{}', answer: '{}' };
    await store.takeSeat(seat, join, 1, null);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(heard).toEqual([]);
  });
});
