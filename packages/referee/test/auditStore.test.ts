import { describe, expect, it } from 'vitest';
import { commitTo, type FairReveal } from 'kiri-dice/fair';
import { createReferee, memoryStore, auditStore, type Store } from '@kiri-dice/referee';
import { body, sit, step, table } from '@kiri-dice/testing/table';
import { roundsStep, roundsTable } from '@kiri-dice/testing/roundsTable';

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

/** A memory store with two matches of fresh values each round: one over, one mid-round. */
async function playedRounds(): Promise<{
  store: Store;
  over: string;
  going: string;
  /** Each seat's value of the over match that it never revealed. */
  unrevealed: readonly string[];
}> {
  const store = memoryStore();
  const referee = createReferee({ store, chips: [4, 4] });
  const over = await roundsTable(referee);
  let view = body(await referee.view(over.id));
  for (let n = 0; view.state.phase !== 'over' && n < 2_000; n++) {
    body(await roundsStep(referee, over, view, 2));
    view = body(await referee.view(over.id));
  }
  const going = await roundsTable(referee);
  // A bet and an accept: the bettor's value is still due, and no roll is played.
  for (let n = 0; n < 2; n++)
    body(await roundsStep(referee, going, body(await referee.view(going.id))));
  // A match with a seat free: its one commitment binds nothing yet.
  const open = body(await referee.create({ rounds: true })).id;
  await sit(referee, open);
  return { store, over: over.id, going: going.id, unrevealed: over.values };
}

/** `store` with one match's stored reveals changed. */
function forgedReveals(
  store: Store,
  id: string,
  change: (reveals: readonly FairReveal[]) => readonly FairReveal[],
): Store {
  return {
    ...store,
    reveals: async (at, from) => {
      const reveals = await store.reveals(at, from);
      return at === id ? change(reveals) : reveals;
    },
  };
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

  it('checks the reveals and rolls of matches of fresh values each round', async () => {
    const { store, over, going, unrevealed } = await playedRounds();
    const report = await auditStore(store);
    expect(report).toMatchObject({ ok: true, matches: 3, finished: 1, failures: [] });
    expect(report.fairRolls).toBe((await store.match(over))!.rolls);
    expect(report.fairRolls).toBeGreaterThan(0);
    const all = await store.reveals(over, 0);
    const [first, second] = all as [FairReveal, FairReveal];
    // A value revealed again, whose commitment its seat made with the reveal before.
    const again = all.findIndex((reveal, i) => i > 0 && reveal.seat === first.seat);
    const committed = { ...first, next: await commitTo(first.value) };
    const repeated = all.map((reveal, i) =>
      i === 0 ? committed : i === again ? { ...reveal, value: first.value } : reveal,
    );
    // The next value of the next round's acceptor, which no round needs.
    const winner = body(await createReferee({ store }).view(over)).state.winner!;
    const acceptor = winner === 0 ? 1 : 0;
    const extra = { seat: acceptor, value: unrevealed[acceptor]!, next: 'ab'.repeat(32) } as const;
    const texts = await store.moves(over, 0);
    const roll = texts.findIndex((text) => /"dice":\[(\d),(?!\1)\d\]/.test(text));
    const swapped = texts.map((text, i) =>
      i === roll ? text.replace(/"dice":\[(\d),(\d)\]/, '"dice":[$2,$1]') : text,
    );
    const cases: [string, Store][] = [
      ['repeat', forgedReveals(store, over, () => repeated)],
      ['extra', forgedReveals(store, over, (reveals) => [...reveals, extra])],
      [
        'dice',
        forged(
          store,
          over,
          () => ({}),
          () => swapped,
        ),
      ],
      [
        'value',
        forgedReveals(store, over, (all) => [{ ...first, value: second.value }, ...all.slice(1)]),
      ],
      ['order', forgedReveals(store, over, (all) => [second, first, ...all.slice(2)])],
      ['missing', forgedReveals(store, over, (all) => all.slice(0, 1))],
      ['one more', forgedReveals(store, going, (reveals) => [...reveals, second, first])],
      ['server seed', forged(store, over, () => ({ serverSeed: 'ab'.repeat(32) }))],
    ];
    const problems: Record<string, string[]> = {};
    const rolled = (await store.match(over))!.rolls;
    for (const [name, forgery] of cases) {
      const found = await auditStore(forgery);
      expect(found.ok, name).toBe(false);
      // A match that fails counts no fair roll: only the over match has any.
      expect(found.fairRolls, name).toBe(name === 'one more' ? rolled : 0);
      // The numbers of a roll and of a reveal depend on the dice of the match.
      problems[name] = found.failures.map((failure) => failure.problem.replace(/\d+/g, 'N'));
    }
    expect(problems).toMatchInlineSnapshot(`
      {
        "dice": [
          "roll N is not the fair dice of its round's values",
        ],
        "extra": [
          "it counts N reveals but has N",
          "reveal N comes after the last round",
        ],
        "missing": [
          "it counts N reveals but has N",
          "reveal N is missing, and a roll needs it",
        ],
        "one more": [
          "it counts N reveal but has N",
          "reveal N is not the value its seat committed to",
        ],
        "order": [
          "reveal N is seat N's where seat N's was due",
        ],
        "repeat": [
          "reveal N repeats a value revealed before",
        ],
        "server seed": [
          "its server seed is not the one committed to",
        ],
        "value": [
          "reveal N is not the value its seat committed to",
        ],
      }
    `);
  });
});
