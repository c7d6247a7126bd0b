import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as KiriDice from '../../src/index.js';
import type * as FairDice from '../../src/fair/index.js';
import type * as KiriOdds from '../../src/odds/index.js';
import type * as KiriRecord from '../../src/record/index.js';
import { launch } from './chromium.js';
import { serve } from './server.js';

type Kiri = typeof KiriDice;
type Fair = typeof FairDice;
type Odds = typeof KiriOdds;
type Records = typeof KiriRecord;
const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = join(root, 'test-artifacts');

/**
 * Plays whole matches with a fixed strategy (varied stakes, a forbidden move every round) and
 * returns every state as JSON. It must stay self-contained: its source also runs in the page.
 */
function playMatches(kiri: Kiri, seeds: readonly (number | string)[]): string[] {
  const states: string[] = [];
  for (const seed of seeds) {
    let state = kiri.createMatch({ seed, chips: [40, 40] });
    let bets = 0;
    while (state.phase !== 'over') {
      state = kiri.reduce(state, { type: 'roll', player: 1 });
      states.push(JSON.stringify(state));
      const range = kiri.stakeRange(state);
      const amount = range ? 1 + ((bets++ * 7) % range.max) : 1;
      state = kiri.reduce(state, { type: 'bet', player: state.bettor, amount });
      state = kiri.reduce(state, { type: 'accept', player: state.bettor === 0 ? 1 : 0 });
      states.push(JSON.stringify(state));
      while (state.phase === 'rolling') {
        state = kiri.reduce(state, { type: 'roll', player: state.roller });
        states.push(JSON.stringify(state));
      }
    }
  }
  return states;
}

/** What the tests read of an element in the page (tsconfig.json has no DOM types). */
interface PageElement {
  getAttribute(name: string): string | null;
}

let context: BrowserContext;
let page: Page;
let base: string;
let closeAll: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const browser = await launch();
  const server = await serve();
  context = browser.context;
  base = server.base;
  page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  closeAll = async () => {
    await browser.close();
    await server.close();
    expect(errors).toEqual([]);
  };
});

afterAll(async () => closeAll?.());

describe('the ESM build in Chromium', () => {
  it('plays seeded matches to the end exactly as Node does', async () => {
    const seeds = [1, 'browser', 2 ** 40 + 3];
    await page.goto(`${base}/`);
    const inBrowser = await page.evaluate<string[]>(
      `import('/playground/kiri-dice.js').then((kiri) => (${playMatches.toString()})(kiri, ${JSON.stringify(seeds)}))`,
    );
    const kiri = (await import(pathToFileURL(join(root, 'dist/index.js')).href)) as Kiri;
    const inNode = playMatches(kiri, seeds);
    expect(inNode.length).toBeGreaterThan(30);
    expect(JSON.parse(inNode.at(-1)!)).toMatchObject({ phase: 'over', totalChips: 80 });
    expect(inBrowser).toEqual(inNode);
  });

  it('derives, commits to and verifies fair dice with crypto.subtle exactly as Node does', async () => {
    const check = async (fair: Fair) => {
      const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
      const commitment = await fair.commitTo(serverSeed);
      const rolls = await fair.fairRolls(serverSeed, 'lucky-7', 10);
      const fresh = fair.createServerSeed();
      // The worked example's whole match at 1 chip each: its first 4 rolls, seat 0 wins.
      const roll = (n: number, player: 0 | 1) => ({
        type: 'roll' as const,
        player,
        dice: rolls[n]!,
        drawn: false,
      });
      const record = {
        format: 1 as const,
        rules: 'standard' as const,
        start: { seed: 1, chips: [1, 1] as const, firstBettor: 0 as const },
        moves: [
          { type: 'bet' as const, player: 0 as const, amount: 1 },
          { type: 'accept' as const, player: 1 as const },
          roll(0, 1),
          roll(1, 0),
          roll(2, 0),
          roll(3, 0),
        ],
      };
      return {
        commitment,
        rolls,
        third: await fair.fairDice(serverSeed, 'lucky-7', 3),
        ok: await fair.verifyFairRolls({ serverSeed, clientSeed: 'lucky-7', commitment, record }),
        tampered: await fair.verifyFairRolls({
          serverSeed,
          clientSeed: 'lucky-7',
          commitment,
          record: {
            ...record,
            moves: [
              ...record.moves.slice(0, 2),
              { ...roll(0, 1), dice: [8, 3] },
              ...record.moves.slice(3),
            ],
          },
        }),
        fresh: /^[0-9a-f]{64}$/.test(fresh) && fresh !== fair.createServerSeed(),
      };
    };
    const inBrowser = await page.evaluate<unknown>(
      `import('/dist/fair.js').then((fair) => (${check.toString()})(fair))`,
    );
    const fair = (await import(pathToFileURL(join(root, 'dist/fair.js')).href)) as Fair;
    const inNode = await check(fair);
    // The figures pinned from openssl in test/fair/vectors.ts.
    expect(inNode).toMatchObject({
      commitment: '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a',
      third: [8, 6],
      ok: { ok: true, rolls: 4, winner: 0 },
      tampered: { ok: false, reason: 'dice', roll: 0, expected: [8, 4], got: [8, 3] },
      fresh: true,
    });
    expect(inNode.rolls.slice(0, 5)).toEqual([
      [8, 4],
      [3, 1],
      [6, 6],
      [8, 6],
      [1, 7],
    ]);
    expect(inBrowser).toEqual(inNode);
  });

  it('seeds a match from crypto.getRandomValues when no seed is given', async () => {
    const seeds = await page.evaluate<number[]>(
      `import('/playground/kiri-dice.js').then((kiri) => [kiri.createMatch().seed, kiri.createMatch().seed])`,
    );
    expect(seeds.every((seed) => Number.isSafeInteger(seed))).toBe(true);
    expect(seeds[0]).not.toBe(seeds[1]);
  });
});

describe('the playground', () => {
  const card = (seat: number) => page.locator(`.player[data-seat="${seat}"]`);
  const click = (seat: number, action: string) =>
    card(seat).locator(`button[data-action="${action}"]`).click();
  const text = (selector: string) => page.locator(selector).innerText();

  it('plays a round: bet, accept, rolls, a rejected move with its reason, the round log, undo', async () => {
    // Seed 3 with 50 chips: player 1 rolls Normal, player 0 Normal, then player 1 Mid Kiri,
    // Kvatra, Reverse (mid-round: the screenshot), and Kvatra, which wins the round.
    await page.goto(`${base}/playground/#seed=3&chips=50`);
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 50 chips.');

    await click(1, 'roll');
    await expect
      .poll(() => text('#why'))
      .toBe('Why not? WRONG_PHASE cannot roll now: waiting for player 0 to bet');

    await card(0).locator('.stake').fill('10');
    await click(0, 'bet');
    expect(await page.locator('#why').isHidden()).toBe(true);
    expect(await text('#pot-label')).toBe('Stake on offer');
    await click(1, 'accept');
    expect(await text('#pot')).toBe('20');
    expect(await text(`.player[data-seat="0"] .chips .value`)).toBe('40');

    for (let i = 0; i < 5; i++)
      await click(Number(await page.locator('.player.active').getAttribute('data-seat')), 'roll');
    expect(
      await page
        .locator('#dice svg')
        .evaluateAll((dice: PageElement[]) => dice.map((d) => d.getAttribute('aria-label'))),
    ).toEqual(['6', '6']);
    expect(await text('#combination')).toBe('Reverse\nРеверс');
    expect(await text('.player[data-seat="1"] .extra')).toBe('2 extra rolls left');
    expect(await text('.player[data-seat="1"] .points .count')).toBe('3 / 4 points');
    await click(0, 'roll');
    expect(await text('#why')).toBe(
      'Why not? NOT_YOUR_TURN player 0 cannot roll: waiting for player 1 to roll',
    );
    expect(await text('#log li:first-child')).toContain(
      'Player 0 tried to roll: player 0 cannot roll',
    );
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({
      path: join(artifacts, 'playground.png'),
      fullPage: true,
      animations: 'disabled',
    });

    await click(1, 'roll');
    expect(await text('#log li:first-child')).toBe(
      'R1Player 1 wins round 1 (reached the target) and takes 20 chips: 40 : 60.',
    );
    expect(await text('#status')).toBe('Player 1 to bet, from 1 to 40 chips.');
    expect(await text('#round')).toBe('Round 2');

    // The page's match is the Node one: same seed, same accepted moves.
    const kiri = (await import(pathToFileURL(join(root, 'dist/index.js')).href)) as Kiri;
    let state = kiri.createMatch({ seed: 3, chips: [50, 50] });
    state = kiri.reduce(state, { type: 'bet', player: 0, amount: 10 });
    state = kiri.reduce(state, { type: 'accept', player: 1 });
    while (state.phase === 'rolling')
      state = kiri.reduce(state, { type: 'roll', player: state.roller });
    expect([
      await text('.player[data-seat="0"] .chips .value'),
      await text('.player[data-seat="1"] .chips .value'),
    ]).toEqual(state.chips.map(String));

    // Undo replays every accepted move but the last: back to the Reverse, mid-round.
    await page.locator('#undo').click();
    expect(await text('#combination')).toBe('Reverse\nРеверс');
    expect(await text('#status')).toBe('Player 1 to roll.');
  });

  /** Opens the playground afresh at a link (a new hash alone would not reload the page). */
  const open = async (hash: string) => {
    await page.goto(`${base}/`);
    await page.goto(`${base}/playground/${hash}`);
  };
  const kiri = async () => (await import(pathToFileURL(join(root, 'dist/index.js')).href)) as Kiri;

  it('replays a 16-digit seed, as createMatch() draws them, with the dice createMatch({ seed }) gives in Node', async () => {
    const seed = 3802796912393646;
    await open(`#seed=${seed}&chips=100`);
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 100 chips.');
    expect(await text('#replay')).toMatch(new RegExp(`^seed ${seed} · `));
    await click(0, 'bet');
    await click(1, 'accept');
    const { createMatch, reduce } = await kiri();
    let state = reduce(
      reduce(createMatch({ seed, chips: [100, 100] }), { type: 'bet', player: 0, amount: 10 }),
      { type: 'accept', player: 1 },
    );
    for (let i = 0; i < 6 && state.phase === 'rolling'; i++) {
      await click(state.roller, 'roll');
      state = reduce(state, { type: 'roll', player: state.roller });
      const dice = await page
        .locator('#dice svg')
        .evaluateAll((svgs: PageElement[]) =>
          svgs.map((d) => Number(d.getAttribute('aria-label'))),
        );
      expect(dice).toEqual(state.lastRoll!.dice);
    }

    // "New match" with the seed a random match showed starts that same match again.
    await open('#chips=100');
    const drawn = await page.locator('#seed').inputValue();
    expect(await text('#replay')).toMatch(new RegExp(`^seed ${drawn} · `));
    await page.locator('#new-match').click();
    expect(await text('#replay')).toMatch(new RegExp(`^seed ${drawn} · `));
    await page.locator('#seed').fill(String(seed));
    await page.locator('#new-match').click();
    expect(await text('#replay')).toMatch(new RegExp(`^seed ${seed} · `));
    expect(page.url()).toMatch(new RegExp(`#seed=${seed}&chips=100$`));
  });

  it("shows the engine's message for chips out of range, and stays usable", async () => {
    await open('#seed=42&chips=1e20');
    await expect
      .poll(() => text('#setup-error'))
      .toBe(
        'INVALID_OPTIONS createMatch: options.chips[0] must be a whole number from 1 to 9007199254740991, got 100000000000000000000',
      );
    expect(await text('#status')).toBe(
      'No match: correct the seed or the chips above, then press New match.',
    );
    await page.locator('#chips').fill('50');
    await page.locator('#new-match').click();
    expect(await page.locator('#setup-error').isHidden()).toBe(true);
    expect(await text('#status')).toBe('Player 0 to bet, from 1 to 50 chips.');
    await click(0, 'bet');
    expect(await text('#pot')).toBe('10');

    // During a match, a refused setup leaves the match on the table.
    await page.locator('#chips').fill('1e20');
    await page.locator('#new-match').click();
    expect(await text('#setup-error')).toBe(
      'INVALID_OPTIONS createMatch: options.chips[0] must be a whole number from 1 to 9007199254740991, got 100000000000000000000',
    );
    expect(await text('#status')).toBe('Player 1 to accept or decline 10 chips.');
    await click(1, 'accept');
    expect(await text('#pot')).toBe('20');
  });

  it("shows the engine's message for a seed that is a number of another form", async () => {
    await open('#seed=-1&chips=100');
    await expect
      .poll(() => text('#setup-error'))
      .toBe(
        'INVALID_OPTIONS parseSeed: a seed must be decimal digits for a whole number from 0 to 9007199254740991, or text that is not a number, got "-1"',
      );
    await page.locator('#seed').fill('9007199254740992');
    await page.locator('#new-match').click();
    expect(await text('#setup-error')).toMatch(/got "9007199254740992"$/);
    await page.locator('#seed').fill('table-7');
    await page.locator('#new-match').click();
    expect(await page.locator('#setup-error').isHidden()).toBe(true);
    expect(await text('#replay')).toMatch(/^seed 728823507 · /);
  });

  it('says which phase the round is in before its first roll', async () => {
    await open('#seed=3&chips=50');
    await expect.poll(() => text('#combination')).toBe('Place your bets\nДелайте ставки');
    // On a wide screen the players' cards are in view: the dice card does not repeat them.
    expect(await page.locator('#score').isHidden()).toBe(true);
    await click(0, 'bet');
    expect(await text('#combination')).toBe('Stake on offer\nСтавка предложена');
    await click(1, 'accept');
    expect(await text('#combination')).toBe('Roll the dice\nБросайте кубики');
    await click(1, 'roll');
    expect(await text('#combination')).not.toMatch(/Roll the dice|Place your bets/);
  });

  const odds = async () => (await import(pathToFileURL(join(root, 'dist/odds.js')).href)) as Odds;
  /** Both seats' exact chances in one row of the cards: `round-chance` or `match-chance`. */
  const chances = (row: string) =>
    Promise.all(
      [0, 1].map(async (seat) => card(seat).locator(`.${row}`).getAttribute('data-chance')),
    );

  it("shows each seat's chance to win the round and the match, as kiri-dice/odds gives them", async () => {
    await open('#seed=3&chips=50');
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 50 chips.');
    const { createMatch, reduce } = await kiri();
    const { solveMatch, winProbability } = await odds();
    const match = solveMatch({ totalChips: 100 });
    let state = createMatch({ seed: 3, chips: [50, 50] });
    const shown = async () => ({
      round: (await chances('round-chance')).map(Number),
      match: (await chances('match-chance')).map(Number),
    });

    // Between rounds: the solved position, and the round about to start.
    expect(await shown()).toEqual({ round: winProbability(state), match: match.at(50, 0).wins });
    expect(await text('.player[data-seat="1"] .round-chance')).toBe('54.8%');
    expect(await text('.player[data-seat="0"] .match-chance')).toBe('49.9%');

    await card(0).locator('.stake').fill('10');
    await click(0, 'bet');
    state = reduce(state, { type: 'bet', player: 0, amount: 10 });
    await click(1, 'accept');
    state = reduce(state, { type: 'accept', player: 1 });
    // In a round: each outcome's chance, times the match from the position it leads to.
    for (let i = 0; i < 5; i++) {
      const { round, match: wins } = await shown();
      const p = winProbability(state);
      expect(round).toEqual(p);
      expect(round[0]! + round[1]!).toBeCloseTo(1, 12);
      const up = match.seat0Wins[0][state.chips[0] + state.pot]!;
      const down = match.seat0Wins[1][state.chips[0]]!;
      expect(wins[0]).toBeCloseTo(p[0] * up + p[1] * down, 12);
      expect(wins[0]! + wins[1]!).toBeCloseTo(1, 12);
      const roller = state.roller!;
      await click(roller, 'roll');
      state = reduce(state, { type: 'roll', player: roller });
    }
    expect(state.phase).toBe('rolling');
    expect(await text('#odds-note')).toBe(
      'Match chances: both seats stake their best and every bet is accepted.',
    );

    // A match larger than the solver's: no match chances, and the reason; the round's stay.
    await open('#seed=3&chips=6000');
    await expect.poll(() => text('.player[data-seat="0"] .match-chance')).toBe('—');
    const reason =
      'solveMatch: options.totalChips must be a whole number from 2 to 10000, got 12000';
    expect(await card(1).locator('.match-chance').getAttribute('title')).toBe(
      `Not solved: ${reason}`,
    );
    expect(await chances('match-chance')).toEqual([null, null]);
    expect((await chances('round-chance')).map(Number)).toEqual(
      winProbability(createMatch({ seed: 3, chips: [6000, 6000] })),
    );
    // The note says it in words, not in the solver's.
    expect(await text('#odds-note')).toBe(
      'No match chances: the solver takes matches of up to 10,000 chips in all, and this one has 12,000.',
    );
    await click(0, 'bet');
    await click(1, 'accept');
    expect(await text('#status')).toBe('Player 1 to roll.');
    // The best computer cannot play it: the setup says so before the match starts, and the
    // switch stays as it was.
    await page.locator('#bot').selectOption('best');
    expect(await text('#setup-error')).toBe(
      'The best computer plays matches of up to 10,000 chips in all (5,000 each); this one would have 12,000. Choose 5,000 chips or fewer, or the random or bold computer.',
    );
    expect(await page.locator('#bot').inputValue()).toBe('off');
    expect(await card(1).locator('.tag.computer').count()).toBe(0);
  });

  it('names a combination once when its names are the same, and the label of a chance never touches its value', async () => {
    // Seed 1 opens with 4+4, Mid Kiri, whose English and Russian names are the same.
    await open('#seed=1&chips=50');
    await click(0, 'bet');
    await click(1, 'accept');
    await click(1, 'roll');
    expect(await page.locator('#combination').textContent()).toBe('Mid Kiri');
    expect(await page.locator('#log').textContent()).toContain(
      'Player 1 rolls 4 + 4: Mid Kiri, +2',
    );
    expect(await page.locator('#log').textContent()).not.toContain('Mid Kiri (Mid Kiri)');
    const gap = await page.evaluate(`(() => {
      const box = (s) => document.querySelector('.player[data-seat="0"] ' + s).getBoundingClientRect();
      return box('.odds dd').left - box('.odds dt').right;
    })()`);
    expect(gap).toBeGreaterThanOrEqual(8);
  });

  it('plays a whole match against the computer with only the clicks of the person', async () => {
    // The bold computer plays seat 1 (it stakes the smaller purse); the person stakes 1 and accepts.
    await page.goto(`${base}/`);
    await page.goto(`${base}/playground/?pause=20#seed=5&chips=6&bot=bold&seat=1`);
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 6 chips.');
    expect(await page.locator('#bot').inputValue()).toBe('bold');
    expect(await text('.player[data-seat="1"] .tags')).toContain('COMPUTER');
    let clicks = 0;
    for (;;) {
      // Wait for the person's move or the end: the computer moves on its own.
      await expect
        .poll(() => text('#status'), { timeout: 10_000 })
        .toMatch(/^Player 0 to |has every chip/);
      const status = await text('#status');
      if (status.includes('has every chip')) break;
      // The person cannot act for the computer's seat.
      for (const control of await card(1).locator('button, input').all())
        expect(await control.isDisabled()).toBe(true);
      const totals = (await chances('match-chance')).map(Number);
      expect(totals[0]! + totals[1]!).toBeCloseTo(1, 12);
      if (status.startsWith('Player 0 to bet')) await card(0).locator('.stake').fill('1');
      const action = status.startsWith('Player 0 to bet')
        ? 'bet'
        : status.startsWith('Player 0 to accept')
          ? 'accept'
          : 'roll';
      const before = await text('#replay');
      await click(0, action);
      // Each click is an accepted move (never a rejected one).
      await expect.poll(() => text('#replay')).not.toBe(before);
      expect(await page.locator('#why').isHidden()).toBe(true);
      expect(++clicks).toBeLessThan(300);
    }
    expect(await text('#round')).toMatch(/^Match over after \d+ rounds?$/);
    const log = await text('#log');
    expect(log).toMatch(/Player 1 (bets|accepts|rolls)/);
    expect(log).toMatch(/Player [01] wins the match with all 12 chips\./);
    expect(await chances('match-chance')).toEqual(
      (await text('#status')).startsWith('Player 0') ? ['1', '0'] : ['0', '1'],
    );
  });

  it('against the computer: undo takes back the move of the person and the answers to it; the switch acts at once', async () => {
    await page.goto(`${base}/`);
    await page.goto(`${base}/playground/?pause=20#seed=3&chips=50&bot=best&seat=1`);
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 50 chips.');
    await card(0).locator('.stake').fill('10');
    await click(0, 'bet');
    // Seed 3: the computer accepts, rolls Normal, and it is the person's roll.
    await expect.poll(() => text('#status')).toBe('Player 0 to roll.');
    expect(await text('#log')).toContain('Player 1 accepts: the pot is 20');
    expect(await text('#replay')).toMatch(/· 3 accepted moves:/);
    await page.locator('#undo').click();
    expect(await text('#status')).toBe('Player 0 to bet, from 1 to 50 chips.');
    expect(await text('#replay')).toMatch(/· 0 accepted moves:/);
    expect(await page.locator('#undo').isDisabled()).toBe(true);

    // The computer takes seat 0 at once, and bets its best stake: 1.
    await page.locator('#bot-seat').selectOption('0');
    expect(page.url()).toMatch(/#seed=3&chips=50&bot=best&seat=0$/);
    await expect.poll(() => text('#status')).toBe('Player 1 to accept or decline 1 chip.');
    expect(await text('.player[data-seat="0"] .tags')).toBe('BETTOR\nCOMPUTER');
    await page.screenshot({
      path: join(artifacts, 'playground-computer.png'),
      fullPage: true,
      animations: 'disabled',
    });
    expect(await card(1).locator('button[data-action="accept"]').isDisabled()).toBe(false);
    await page.locator('#bot').selectOption('off');
    expect(page.url()).toMatch(/#seed=3&chips=50$/);
    expect(await card(0).locator('button[data-action="bet"]').isDisabled()).toBe(false);
    await click(1, 'accept');
    expect(await text('#status')).toBe('Player 1 to roll.');
  });

  const record = async () =>
    (await import(pathToFileURL(join(root, 'dist/record.js')).href)) as Records;
  /** What the page shows of the match: the table, the round log and the replay line. */
  const shownMatch = async () => ({
    table: await text('.table'),
    log: await text('#log'),
    replay: await text('#replay'),
  });

  it("copies the record's text, and loading it in a new match brings the match back", async () => {
    await open('#seed=3&chips=50');
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 50 chips.');
    await card(0).locator('.stake').fill('10');
    await click(0, 'bet');
    await click(1, 'roll'); // refused: in the log, not in the record
    await click(1, 'accept');
    // Seed 3: player 1 rolls Normal, player 0 Normal, player 1 Mid Kiri.
    for (const seat of [1, 0, 1]) await click(seat, 'roll');
    expect(await text('#log li:first-child')).toMatch(/Player 1 rolls \d \+ \d: Mid Kiri/);
    expect(await text('#log')).toContain('Player 1 tried to roll: cannot roll now');

    await page.locator('#copy-record').click();
    await expect
      .poll(() => text('#record-note'))
      .toMatch(/^(Copied the record\.|The record is selected)/);
    const copied = await page.locator('#record-text').inputValue();
    // The page's record is the one Node records for the same moves.
    const { formatRecord, parseRecord, play, startRecord } = await record();
    let match = startRecord({ seed: 3, chips: [50, 50] });
    match = play(match, { type: 'bet', player: 0, amount: 10 });
    match = play(match, { type: 'accept', player: 1 });
    for (const player of [1, 0, 1] as const) match = play(match, { type: 'roll', player });
    expect(copied).toBe(formatRecord(match.record));
    const before = await shownMatch();

    await page.locator('#seed').fill('9');
    await page.locator('#new-match').click();
    expect(await text('#replay')).toMatch(/^seed 9 · 0 accepted moves/);
    await page.locator('#load-text').fill(copied);
    await page.locator('#load-record').click();
    expect(await text('#record-note')).toBe('Loaded a record of 5 moves.');
    // The same match, but for the refused move, which the record does not keep.
    const after = await shownMatch();
    expect(after.table).toBe(before.table);
    expect(after.replay).toBe(before.replay);
    expect(after.log).toBe(
      before.log
        .split('\n')
        .filter((line) => !line.includes('tried to roll'))
        .join('\n'),
    );
    expect(page.url()).toMatch(/#seed=3&chips=50$/);
    expect(await page.locator('#seed').inputValue()).toBe('3');

    // It goes on from the last move: the next roll draws the dice the seed draws there, and
    // undo takes back the record's moves.
    await click(1, 'roll');
    match = play(match, { type: 'roll', player: 1 });
    expect(await page.locator('#record-text').inputValue()).toBe(formatRecord(match.record));
    await page.locator('#undo').click();
    await page.locator('#undo').click();
    expect(await text('#replay')).toMatch(/· 4 accepted moves:/);
    expect(await text('#status')).toBe('Player 1 to roll.');

    // A tampered text: the last roll's dice changed. The engine's reason, and the match stays.
    const kept = await shownMatch();
    const lines = copied.split('\n');
    const last = lines.length - 2;
    const line = lines[last]!;
    const [a, b] = line.slice(-3).split('+').map(Number);
    lines[last] = `${line.slice(0, -3)}${a}+${(b! % 8) + 1}`;
    const tampered = lines.join('\n');
    let reason = '';
    try {
      parseRecord(tampered);
    } catch (error) {
      reason = (error as Error).message;
    }
    expect(reason).toMatch(
      /^parseRecord: line 7:\d+ \(round 1, roll 3\): the roll is recorded as drawn/,
    );
    await page.locator('#load-text').fill(tampered);
    await page.locator('#load-record').click();
    expect(await text('#record-note')).toBe(`INVALID_RECORD ${reason}`);
    expect(await shownMatch()).toEqual(kept);
    expect(await page.locator('#load-text').inputValue()).toBe(tampered);
  });

  it('loads a record against the computer, which plays on from it', async () => {
    const { formatRecord, play, startRecord } = await record();
    let match = startRecord({ seed: 3, chips: [50, 50] });
    match = play(match, { type: 'bet', player: 0, amount: 10 });
    await page.goto(`${base}/`);
    await page.goto(`${base}/playground/?pause=20#seed=5&chips=6&bot=best&seat=1`);
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 6 chips.');
    await page.locator('#load-text').fill(formatRecord(match.record));
    await page.locator('#load-record').click();
    // Seed 3: the computer accepts, rolls Normal, and it is the person's roll.
    await expect.poll(() => text('#status')).toBe('Player 0 to roll.');
    expect(await text('#replay')).toMatch(/^seed 3 · 3 accepted moves:/);
    expect(page.url()).toMatch(/#seed=3&chips=50&bot=best&seat=1$/);
    // Undo takes back the person's bet and the computer's answers: an empty record.
    await page.locator('#undo').click();
    expect(await text('#replay')).toMatch(/· 0 accepted moves:/);
    expect(await page.locator('#record-text').inputValue()).toBe(
      formatRecord(startRecord({ seed: 3, chips: [50, 50] }).record),
    );
  });

  it('reviews a finished match: the chart, each player, and the decision of a tapped dot', async () => {
    await page.goto(`${base}/playground/#seed=1&chips=3`);
    await expect.poll(() => text('#status')).toBe('Player 0 to bet, from 1 to 3 chips.');
    expect(await page.locator('#review').isHidden()).toBe(true);
    await card(0).locator('.stake').fill('3');
    await click(0, 'bet');
    await click(1, 'decline');
    // As `kiri-dice review` says it: the stake of 3 was doubtful, the decline bad.
    await expect.poll(() => page.locator('#review').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#review .mark').count()).toBe(2);
    expect(await text('.review-totals')).toBe(
      [
        'Player 0: 1 of 1 decisions marked, 3.32 points lost a decision, luck 0.00 (–), rating awful.',
        'Player 1: 1 of 1 decisions marked, 4.83 points lost a decision, luck 0.00 (–), rating awful.',
      ].join('\n'),
    );
    expect(await page.locator('#review polyline').count()).toBe(2);
    expect(await text('.review-decision')).toBe('Tap a dot on the chart to open that decision.');
    await page.locator('#review .mark.bad').click();
    expect(await text('.review-decision')).toBe(
      'Round 1: Player 1 declined a bet of 3; the best answer was to accept. The move played was worth 50.00 points of the match, the best 54.83: 4.83 lost, bad.',
    );
    expect(await page.locator('#review .mark.open').count()).toBe(1);
    // The keyboard opens a dot too.
    await page.locator('#review .mark.doubtful').focus();
    await page.keyboard.press('Enter');
    expect(await text('.review-decision')).toMatch(
      /^Round 1: Player 0 staked 3; the best stake was 1\. .*: 3\.32 lost, doubtful\.$/,
    );
    mkdirSync(artifacts, { recursive: true });
    await page.locator('#review').screenshot({ path: join(artifacts, 'playground-review.png') });
    // Undo takes the decline back: the match goes on, with no review.
    await page.locator('#undo').click();
    await expect.poll(() => page.locator('#review').isHidden()).toBe(true);
  });

  it("shows createBot's message for a computer the switch does not offer", async () => {
    await open('#seed=3&chips=50&bot=clever');
    await expect
      .poll(() => text('#setup-error'))
      .toBe(
        'INVALID_OPTIONS createBot: options.strategy must be "best", "random", "bold" or "fixed", got "clever"',
      );
    expect(await page.locator('#bot').inputValue()).toBe('off');
    expect(await text('#status')).toBe('Player 0 to bet, from 1 to 50 chips.');
  });
});
