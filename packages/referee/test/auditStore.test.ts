import { describe, expect, it } from 'vitest';
import { createReferee, memoryStore, auditStore, type Store } from '@kiri-dice/referee';
import { body, step, table } from '@kiri-dice/testing/table';

/** A memory store with matches played through a referee: one over, one under way, one open. */
async function played(): Promise<{ store: Store; ids: string[] }> {
  const store = memoryStore();
  const referee = createReferee({ store, chips: [4, 4] });
  const over = await table(referee);
  let view = body(await referee.view(over.id));
  while (view.state.phase !== 'over') view = body(await step(referee, over.players, view.state, 2));
  const going = await table(referee);
  view = body(await referee.view(going.id));
  for (let i = 0; i < 3; i++) view = body(await step(referee, going.players, view.state));
  const open = body(await referee.create({})).id;
  return { store, ids: [over.id, going.id, open] };
}

/** `store` with one match's stored row changed. */
function forged(
  store: Store,
  id: string,
  change: (match: Awaited<ReturnType<Store['match']>> & object) => object,
  moves?: (texts: readonly string[]) => string[],
): Store {
  return {
    ...store,
    match: async (at) => {
      const match = await store.match(at);
      return at === id && match ? { ...match, ...change(match) } : match;
    },
    moves: async (at, from) => {
      const texts = await store.moves(at, from);
      return at === id && moves ? moves(texts) : texts;
    },
  };
}

describe('auditStore', () => {
  it('passes every honest match, counting its moves and fair rolls', async () => {
    const { store, ids } = await played();
    const report = await auditStore(store);
    expect(report).toMatchObject({ ok: true, matches: 3, finished: 1, failures: [] });
    expect(report.moves).toBe((await store.moves(ids[0]!, 0)).length + 3);
    expect(report.fairRolls).toBeGreaterThan(0);
  });

  it('checks every roll of a long match, a batch at a time, and names the first wrong die', async () => {
    const store = memoryStore();
    const referee = createReferee({ store, chips: [30, 30] });
    const { id, players } = await table(referee);
    let view = body(await referee.view(id));
    for (let i = 0; i < 120 && view.state.phase !== 'over'; i++)
      view = body(await step(referee, players, view.state));
    const texts = await store.moves(id, 0);
    const rolls = texts.flatMap((text, i) => (text.includes('"roll"') ? [i] : []));
    expect(rolls.length).toBeGreaterThan(40);
    const honest = await auditStore(store);
    expect(honest).toMatchObject({ ok: true, fairRolls: rolls.length, failures: [] });
    // One die changed, the first or the second, on a roll among the last 16 (past the first
    // batch), where the record still replays: only the fair dice tell it.
    const forgeries = [
      (die: number) => (text: string) => text.replace(/\[\d,/, `[${die},`),
      (die: number) => (text: string) => text.replace(/,\d\]/, `,${die}]`),
    ];
    for (const forge of forgeries) {
      let found: readonly string[] = [];
      let forgedRoll = -1;
      for (let n = rolls.length - 1; n > 16 && forgedRoll < 0; n--) {
        for (let die = 1; die <= 8 && forgedRoll < 0; die++) {
          const moves = (list: readonly string[]) =>
            list.map((text, i) => (i === rolls[n] ? forge(die)(text) : text));
          if (moves(texts)[rolls[n]!] === texts[rolls[n]!]) continue;
          const report = await auditStore(forged(store, id, () => ({}), moves));
          const problems = report.failures.map((failure) => failure.problem);
          if (problems.some((problem) => problem.includes('does not replay'))) continue;
          [found, forgedRoll] = [problems, n];
          expect(report.fairRolls).toBe(0);
        }
      }
      expect(forgedRoll).toBeGreaterThan(rolls.length - 17);
      expect(found).toContain(`roll ${forgedRoll} is not the fair dice of its seeds`);
    }
    await referee.close();
  });

  it('names every forgery of a stored match', async () => {
    const { store, ids } = await played();
    const [over, going] = ids as [string, string];
    // A roll whose two dice differ: swapped, they make the same combination, so the record
    // still replays and only the fair dice tell (a double changed made another combination, and
    // a record that did not replay, in one run in eight).
    const roll = (texts: readonly string[]) =>
      texts.findIndex((text) => /"dice":\[(\d),(?!\1)\d\]/.test(text));
    const cases: [string, Store][] = [
      ['state', forged(store, going, (m) => ({ state: m.state.replace('"phase":', '"phase" :') }))],
      ['version', forged(store, going, (m) => ({ version: m.version + 1 }))],
      ['rolls', forged(store, going, (m) => ({ rolls: m.rolls + 1 }))],
      ['server seed', forged(store, over, () => ({ serverSeed: 'ab'.repeat(32) }))],
      [
        'client seed',
        forged(store, over, (m) => ({ clientSeeds: [m.clientSeeds[1], m.clientSeeds[1]] })),
      ],
      ['unrevealed', forged(store, going, (m) => ({ clientSeeds: [m.clientSeeds[0], null] }))],
      ['one seed', forged(store, going, (m) => ({ clientSeeds: [m.clientSeeds[0]] }))],
      [
        'moves',
        forged(
          store,
          going,
          () => ({}),
          (texts) => texts.slice(0, 1).concat('{"type":"nap"}'),
        ),
      ],
      [
        'dice',
        forged(
          store,
          over,
          () => ({}),
          (texts) =>
            texts.map((text, i) =>
              i === roll(texts) ? text.replace(/"dice":\[(\d),(\d)\]/, '"dice":[$2,$1]') : text,
            ),
        ),
      ],
    ];
    const problems: Record<string, string[]> = {};
    for (const [name, forgery] of cases) {
      const report = await auditStore(forgery);
      expect(report.ok, name).toBe(false);
      // The over match stays the one finished: a record that does not replay counts as none.
      expect(report.finished, name).toBe(1);
      problems[name] = report.failures.map((failure) =>
        failure.problem.replace(/\d\+\d/g, 'A+B').replace(/^roll \d+ /, 'roll N '),
      );
    }
    expect(problems).toMatchInlineSnapshot(`
      {
        "client seed": [
          "seat 0's seed is not the one it committed to",
          "roll N is not the fair dice of its seeds",
        ],
        "dice": [
          "roll N is not the fair dice of its seeds",
        ],
        "moves": [
          "its record does not replay: record.moves[1] (round 1): action.type must be 'bet', 'accept', 'decline', 'roll', 'timeout' or 'halt', got "nap"",
        ],
        "one seed": [
          "it has rolls before both seeds were revealed",
        ],
        "rolls": [
          "it counts 2 rolls but has 1",
        ],
        "server seed": [
          "its server seed is not the one committed to",
        ],
        "state": [
          "its record replays to another state than the stored one",
        ],
        "unrevealed": [
          "it has rolls before both seeds were revealed",
        ],
        "version": [
          "its version is 4 but it has 3 moves",
        ],
      }
    `);
  });
});
