import { describe, expect, it } from 'vitest';
import { createReferee, memoryStore } from '@kiri-dice/referee';
import { body, table } from '@kiri-dice/testing/table';

describe('the pool of long polls and event streams', () => {
  it('keeps room for the players: spectators of 8 addresses fill their share, and a seat still waits', async () => {
    const limits = { maxWaits: 150, waitsPerAddress: 20, spectatorPolls: 1_000 };
    const referee = createReferee({ store: memoryStore(), limits });
    const { id, players } = await table(referee);
    const { step } = body(await referee.view(id));
    const stop = new AbortController();
    const wait = (address: string, path: string, token?: string) => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const request = new Request(`http://kiri.test${path}`, { headers, signal: stop.signal });
      return referee.fetch(request, { address });
    };
    const settled: Response[] = [];
    for (let a = 0; a < 8; a++)
      for (let n = 0; n < 20; n++)
        void wait(`2001:db8:${a}::${n}`, `/matches/${id}?after=${step}`).then(
          (response) => settled.push(response),
          () => undefined,
        );
    // Each refusal comes at once; each wait holds its place.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled.map((response) => response.status)).toEqual(Array(160 - 113).fill(503));
    expect(await settled[0]!.json()).toEqual({
      code: 'TOO_MANY_POLLS',
      message:
        "the referee holds as many spectators' long polls and event streams as it serves (113; the rest of 150 is kept for the players): try again shortly",
    });
    // The player, from an address of the same /64 as 20 spectators: its poll waits, its stream opens.
    const poll = wait('2001:db8:0::99', `/matches/${id}?after=${step}`, players[0].token);
    const stream = await wait('2001:db8:0::98', `/matches/${id}/events`, players[1].token);
    expect(stream.status).toBe(200);
    const pending = await Promise.race([
      poll.then((response) => response.status),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 100)),
    ]);
    expect(pending).toBe('waiting');
    stop.abort();
    await poll.catch(() => undefined);
    await referee.close();
  });
});
