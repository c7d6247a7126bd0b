import { defaultLimits } from '@kiri-dice/referee';
import { describe, expect, it } from 'vitest';
import { createGame, createMatch, reduce } from 'kiri-dice';
import { withParsedStates } from '../../src/core/parsedStates.js';
import { createViews } from '../../src/core/views.js';
import { createHeldStates } from '../../src/core/heldStates.js';
import type { StoredMatch } from '../../src/core/Store.js';

const stored = (
  id: string,
  version: number,
  state: unknown,
  more: Partial<StoredMatch> = {},
): StoredMatch => ({
  id,
  version,
  state: JSON.stringify(state),
  header: '{}',
  rolls: 0,
  seats: 2,
  serverSeed: 'a'.repeat(64),
  commitment: 'b'.repeat(64),
  seedCommitments: ['c'.repeat(64), 'd'.repeat(64)],
  clientSeeds: ['e'.repeat(64), 'f'.repeat(64)],
  reveals: null,
  created: 0,
  seatedAt: 0,
  invitation: null,
  host: null,
  clock: null,
  movedAt: 0,
  due: null,
  ...more,
});

/** Views over a fresh game, and the states they hold; at most `kept` views. */
function viewsOf(kept?: number) {
  const game = withParsedStates(createGame<string>());
  return createViews(game, defaultLimits, createHeldStates(game), kept);
}

describe('createViews', () => {
  const start = createMatch({ seed: 1 });
  const bet = reduce(start, { type: 'bet', player: 0, amount: 3 });

  it("writes each step's view once, and again for another match or step", () => {
    const views = viewsOf();
    const first = views(stored('m', 0, start));
    expect(first.text).toBe(JSON.stringify(first.body));
    expect(first.body).toMatchObject({ id: 'm', version: 0, step: 4 });
    // Read again from another copy of the same row: the same answer, not written again.
    expect(views(stored('m', 0, start))).toBe(first);
    expect(views(stored('n', 0, start)).body.id).toBe('n');
    const next = views(stored('m', 1, bet));
    expect(next.body).toMatchObject({ version: 1, step: 5 });
    expect(next.body.state.stake).toBe(3);
    expect(next.text).toBe(JSON.stringify(next.body));
  });

  it("writes the state's text in as JSON.stringify would, whatever the id or the seeds hold", () => {
    const views = viewsOf();
    const odd = '"state":0,\\"state":0}';
    const view = views(stored(odd, 0, bet, { seedCommitments: ['"state":0', odd] }));
    expect(JSON.parse(view.text)).toEqual(view.body);
    expect(view.text).toBe(JSON.stringify(view.body));
    expect(view.body.id).toBe(odd);
  });

  it('makes the view again when the store shows another state at the same step', () => {
    const views = viewsOf();
    const first = views(stored('m', 0, start));
    const other = views(stored('m', 0, bet));
    expect(other).not.toBe(first);
    expect(other.body.state.stake).toBe(3);
  });

  it('makes the view again once the match expired, at the same step', () => {
    const views = viewsOf();
    const waiting = { clientSeeds: [null, null], seatedAt: Date.now() };
    const before = views(stored('m', 0, start, waiting));
    expect(before.body.expired).toBe(false);
    expect(views(stored('m', 0, start, waiting))).toBe(before);
    const late = views(stored('m', 0, start, { ...waiting, seatedAt: Date.now() - 60_000 }));
    expect(late.body).toMatchObject({ step: before.body.step, expired: true });
  });

  it('keeps at most the views it is told, then starts again', () => {
    const views = viewsOf(2);
    const a = views(stored('a', 0, start));
    views(stored('b', 0, start));
    expect(views(stored('a', 0, start))).toBe(a);
    views(stored('c', 0, start));
    expect(views(stored('a', 0, start))).not.toBe(a);
  });

  it("holds each view's state as its match's newest, to play the next move told on it", () => {
    const engine = createGame<string>();
    let parsed = 0;
    const game = withParsedStates({
      ...engine,
      parseMatchState: (json) => (parsed++, engine.parseMatchState(json)),
    });
    const held = createHeldStates(game);
    const views = createViews(game, defaultLimits, held);
    views(stored('m', 0, start));
    held.advance('m', { version: 1, move: '{"type":"bet","player":0,"amount":3}' });
    expect(views(stored('m', 1, bet)).body.state.stake).toBe(3);
    expect(parsed).toBe(1);
  });
});
