/**
 * Online play through the pages' buttons: `kiri-dice serve` on SQLite (a child process on the
 * pinned Node 24) serves the playground and the referee; two players and a spectator, each in
 * its own browser context, play a whole match of fresh values each round, the match the page
 * creates. One player reloads, and the referee is killed with SIGKILL and restarted on the same
 * file while a move is on its way. The bettor's page reloads after an accept, its value of the
 * round kept and sent again as it was; a match of one seed each, made by another client, still
 * plays. A page plays the computer to the end. Then a phone, and what a hostile or broken side
 * does to the page. The referee runs with its default limits, as `npx kiri-dice serve` does (all
 * the pages come from one address), but for the computer's pace: 0.2 s an action, not 1 s.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitTo } from 'kiri-dice/fair';
import { launchBrowser } from './chromium.js';
import { serve } from './server.js';
import { scratch, startReferee, type Referee } from '@kiri-dice/testing/refereeProcess';

const artifacts = fileURLToPath(new URL('../../test-artifacts', import.meta.url));
let browser: Browser;
let referee: Referee;
let db: string;
const contexts: BrowserContext[] = [];
const errors: string[] = [];
/** The address of the finished match of the first test, for the hostile ones. */
let finishedLink = '';
/** The verdict of a match whose every roll checked out: none, one, or a count of them. */
const VERIFIED = /^All (\d+ rolls verified|verified: 1 roll|verified: no roll was played)\.$/;

beforeAll(async () => {
  db = join(scratch(), 'kiri.db');
  referee = await startReferee(db, 0, ['--chips', '4', '--limit', 'computerDelay=200']);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  // A failed start leaves them unset.
  await (browser as Browser | undefined)?.close();
  await (referee as Referee | undefined)?.stop();
  rmSync(dirname(db), { recursive: true, force: true });
});

/** A page in a fresh context (its own sessionStorage, as another person's browser). */
async function person(size = { width: 1100, height: 900 }): Promise<Page> {
  // A phone-sized page is tapped, as a thumb does.
  const context = await browser.newContext({ viewport: size, hasTouch: size.width < 500 });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  // A refusal of the page's Content-Security-Policy is a failure of the page.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(message.text());
  });
  return page;
}

const text = (page: Page, selector: string) => page.locator(selector).innerText();
const step = async (page: Page) =>
  Number(await page.locator('#online-match').getAttribute('data-step'));

/** Waits, at most 30 s, until the page's match has gone past `before`. */
async function past(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (seen) => Number(document.querySelector('#online-match')?.getAttribute('data-step')) > seen,
    before,
    { timeout: 30_000 },
  );
}

/** The first enabled action button on the page, when it is this page's turn. */
async function myButton(page: Page): Promise<string | null> {
  if (!(await text(page, '#online-turn')).startsWith('Your turn')) return null;
  for (const action of ['bet', 'accept', 'roll'])
    if (await page.locator(`#online-controls [data-action="${action}"]`).isEnabled()) return action;
  return null;
}

/** The next action of the pages' match: the page whose turn it is, and its first enabled button. */
async function nextTurn(pages: Page[]): Promise<{ page: Page; action: string } | null> {
  for (const page of pages) {
    const action = await myButton(page);
    if (action) return { page, action };
  }
  return null;
}

/** Plays the pages' match to its end with their buttons (each bet the most it may be). */
async function playToEnd(pages: Page[]): Promise<void> {
  for (let n = 0; n < 400; n++) {
    if ((await text(pages[0]!, '#online-turn')).startsWith('Match over')) return;
    const next = await nextTurn(pages);
    if (!next) {
      await pages[0]!.waitForTimeout(100);
      continue;
    }
    const before = await step(next.page);
    await next.page.click(`#online-controls [data-action="${next.action}"]`);
    await past(next.page, before);
  }
  throw new Error('the match did not end in 400 actions');
}

/** A reveal of a seat's value of the round, as the referee shows it. */
interface ShownReveal {
  readonly seat: 0 | 1;
  readonly value: string;
  readonly next: string;
}

/** What anybody sees of match `id`: the parts of its view these tests look at. */
async function shown(id: string): Promise<{
  reveals: { count: number; recent: ShownReveal[] } | null;
  clientSeeds: string[];
  seedCommitments: string[];
}> {
  const response = await fetch(`${referee.base}/matches/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Awaited<ReturnType<typeof shown>>;
}

/**
 * Every reveal of match `id` so far, in order, as its record's rounds list them, or `null` for
 * a match of one seed each.
 */
async function revealsOf(id: string): Promise<ShownReveal[] | null> {
  const response = await fetch(`${referee.base}/matches/${id}/record`);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { record: { rounds?: { reveals: ShownReveal[] } } };
  return answer.record.rounds?.reveals ?? null;
}

/** What a page keeps of match `id` in its sessionStorage: its value of the round and request. */
async function keptBy(
  page: Page,
  id: string,
): Promise<{
  value: string | null;
  fresh: string | null;
  valueRequest: { requestId: string; value: string; next: string } | null;
}> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), `kiri-online:${id}`);
  return JSON.parse(stored ?? 'null') as Awaited<ReturnType<typeof keptBy>>;
}

/** The seat that a page plays, from its role. */
async function seatOf(page: Page): Promise<0 | 1> {
  const role = await text(page, '#online-role');
  expect(role).toMatch(/^You play Player [01]\.$/);
  return role.includes('Player 0') ? 0 : 1;
}

/** Creates a match with 4 chips each from a fresh page, and returns the page and its link. */
async function newMatch(size?: { width: number; height: number }, listed = false) {
  const page = await person(size);
  await page.goto(`${referee.base}/`);
  await page.locator('#online-new').waitFor();
  await page.fill('#chips', '4');
  if (listed) await page.check('#online-public');
  await page.click('#online-new');
  await expect.poll(() => page.locator('#online-link').inputValue()).toMatch(/\?match=/);
  return { page, link: await page.locator('#online-link').inputValue() };
}

describe('online play', () => {
  it('plays a whole match of fresh values each round between two pages and a spectator, through a reload and a SIGKILL', async () => {
    const { page: ann, link } = await newMatch();
    expect(await text(ann, '#online-role')).toBe('You play Player 0.');
    // A private match: its link carries the invitation, after # (no server sees it), and the
    // lobby does not list it; a link without the invitation only watches.
    expect(new URL(link).hash).toMatch(/^#invitation=[\w-]{22}$/);
    const id = new URL(link).searchParams.get('match')!;
    // The page makes a match of fresh values each round: no reveal yet.
    expect(await revealsOf(id)).toEqual([]);
    const stranger = await person();
    await stranger.goto(`${referee.base}/`);
    await expect.poll(() => text(stranger, '#online-open')).not.toBe('');
    expect(await text(stranger, '#online-open')).not.toContain(id);
    await stranger.goto(link.replace(/#.*$/, ''));
    await expect
      .poll(() => text(stranger, '#online-message'))
      .toBe(
        'The referee refused: this match is private: join it with the invitation that its link carries (NOT_INVITED). You watch the match.',
      );
    await stranger.close();
    const bob = await person();
    await bob.goto(link);
    await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
    await expect.poll(() => text(ann, '#online-turn'), { timeout: 15_000 }).toBe('Your turn: bet.');
    const eve = await person();
    await eve.goto(link);
    await expect.poll(() => text(eve, '#online-role')).toBe('You watch this match.');
    expect(await eve.locator('#online-controls [data-action="bet"]').isDisabled()).toBe(true);

    let actions = 0;
    let reloaded = false;
    let killed = false;
    for (let round = 0; round < 200; round++) {
      if ((await text(ann, '#online-turn')).startsWith('Match over')) break;
      let player: Page | null = null;
      let action: string | null = null;
      for (const page of [ann, bob]) {
        action = await myButton(page);
        if (action) {
          player = page;
          break;
        }
      }
      if (!player || !action) {
        await ann.waitForTimeout(100);
        continue;
      }
      const before = await step(player);
      if (actions === 2 && !killed) {
        // The referee dies; the move is sent, goes unanswered, and is sent again once it is back.
        killed = true;
        await referee.stop('SIGKILL');
        await player.click(`#online-controls [data-action="${action}"]`);
        await expect
          .poll(() => text(player, '#online-message'), { timeout: 15_000 })
          .toMatch(/does not answer|unavailable/);
        referee = await startReferee(db, referee.port, ['--chips', '4']);
      } else await player.click(`#online-controls [data-action="${action}"]`);
      await past(player, before);
      actions++;
      if (actions === 1 && !reloaded) {
        reloaded = true;
        await bob.reload();
        await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
      }
    }
    expect([reloaded, killed]).toEqual([true, true]);
    for (const page of [ann, bob, eve])
      await expect
        .poll(() => text(page, '#online-verified'), { timeout: 30_000 })
        .toMatch(VERIFIED);
    const finals = await Promise.all(
      [ann, bob, eve].map(async (page) => [
        await text(page, '#online-state'),
        await text(page, '#combination'),
        await text(page, '#online-verified'),
        await page.locator('#online-record').inputValue(),
      ]),
    );
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
    expect(finals[0]![3]).toMatch(/bet|accept/);
    // The end says how the last round went, with the points it ended at, and no score breaks.
    expect(finals[0]![0]).toMatch(
      /^Round \d+: Player [01] won it \((rolled Kiri|the other player rolled Dead|reached the target)\) and took \d+ chips · Chips \d+\u00a0:\u00a0\d+ · Points \d+\u00a0:\u00a0\d+$/,
    );
    expect(await text(ann, '#online-turn')).toMatch(
      /^Match over: you (won|lost)\. Player [01] wins\.$/,
    );
    expect(await text(eve, '#online-turn')).toMatch(/^Match over: Player [01] wins\.$/);
    // Both players and the spectator review the same record: the same totals and the same chart.
    const reviews = await Promise.all(
      [ann, bob, eve].map(async (page) => {
        await expect.poll(() => page.locator('#review .review-totals').count()).toBe(1);
        return [
          await text(page, '.review-totals'),
          await page
            .locator('#review polyline')
            .evaluateAll((lines: { getAttribute(name: string): string | null }[]) =>
              lines.map((line) => line.getAttribute('points')),
            ),
        ];
      }),
    );
    expect(reviews[0]![0]).toMatch(/^Player 0: \d+ of \d+ decisions marked, .*\nPlayer 1: /);
    expect(reviews[1]).toEqual(reviews[0]);
    expect(reviews[2]).toEqual(reviews[0]);
    // Every round that rolled had both seats' values, and no seed of the match was revealed.
    const reveals = await revealsOf(id);
    expect(reveals!.length).toBeGreaterThanOrEqual(2);
    expect(reveals!.length % 2).toBe(0);
    expect((await shown(id)).clientSeeds).toEqual([]);
    finishedLink = link;
    expect(errors).toEqual([]);
  });

  it("sends the bettor's value of the round by itself, and after a reload the very same request: the value unsent, then its answer lost", async () => {
    const { page: ann, link } = await newMatch();
    const id = new URL(link).searchParams.get('match')!;
    const bob = await person();
    await bob.goto(link);
    await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
    const pages = [ann, bob];
    // The body of every reveal of a value each page sends (the bettor's: the acceptor's rides
    // on its accept).
    const sent = new Map<Page, string[]>(pages.map((page) => [page, []]));
    for (const page of pages)
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/seed'))
          sent.get(page)!.push(request.postData() ?? '');
      });
    /** The bettors' reveals that a reload sent again, by seat. */
    const resent: ShownReveal[] = [];
    let accepts = 0;
    for (let n = 0; n < 400; n++) {
      if ((await text(ann, '#online-turn')).startsWith('Match over')) break;
      const next = await nextTurn(pages);
      if (!next) {
        await ann.waitForTimeout(100);
        continue;
      }
      const { page, action } = next;
      const button = `#online-controls [data-action="${action}"]`;
      // 1 chip in round 1, so that a round 2 comes; then all in, so that the match ends soon.
      if (action === 'bet')
        await page.fill(
          '#online-stake',
          accepts === 0 ? '1' : (await page.locator('#online-stake').getAttribute('max'))!,
        );
      if (action !== 'accept' || accepts >= 2) {
        const before = await step(page);
        await page.click(button);
        await past(page, before);
        continue;
      }
      accepts++;
      const bettor = page === ann ? bob : ann;
      const seat = await seatOf(bettor);
      const bodies = sent.get(bettor)!;
      const first = bodies.length;
      if (accepts === 1) {
        // The bettor's value never reaches the referee: its page says so and tries again, and
        // the acceptor's page waits for it, on the bettor's clock.
        await bettor.route('**/seed', (route) => route.abort());
        await page.click(button);
        await expect
          .poll(() => text(page, '#online-turn'))
          .toBe(`Waiting for Player ${seat}'s value of the round.`);
        expect(await page.locator('#online-controls [data-action="roll"]').isDisabled()).toBe(true);
        expect(await text(page, '#online-clock .running')).toMatch(new RegExp(`^Player ${seat} `));
        await expect
          .poll(() => text(bettor, '#online-message'))
          .toMatch(/^The referee does not answer; trying again/);
        expect(await text(bettor, '#online-turn')).toBe('Sending your value of the round.');
        // The request was kept before it was sent, with the fresh value its next commits to.
        const body = JSON.parse(bodies[first]!) as { requestId: string } & ShownReveal;
        const kept = await keptBy(bettor, id);
        expect(kept.valueRequest).toEqual(body);
        expect(body.value).toBe(kept.value);
        expect(await commitTo(kept.fresh!)).toBe(body.next);
        const before = bodies.length;
        await bettor.reload();
        await expect.poll(() => bodies.length).toBeGreaterThan(before);
        await bettor.unroute('**/seed');
        // Sent again until it goes through: always the same request, the same value.
        await expect
          .poll(() => text(page, '#online-turn'), { timeout: 15_000 })
          .not.toMatch(/value of the round/);
        expect(new Set(bodies.slice(first))).toEqual(new Set([bodies[first]]));
        resent.push({ seat, value: body.value, next: body.next });
      } else {
        // The referee takes the value, and its answer is lost: the page that reloads sends the
        // request again, and gets the same answer, byte for byte.
        let lost: string | null = null;
        let again: string | null = null;
        await bettor.route('**/seed', async (route) => {
          const response = await route.fetch();
          expect(response.status()).toBe(200);
          // The first answer never reaches the page.
          if (lost === null) lost = await response.text();
          else {
            again = await response.text();
            await route.fulfill({ response });
          }
        });
        await page.click(button);
        await expect.poll(() => lost).not.toBeNull();
        expect(bodies.length).toBe(first + 1);
        await bettor.reload();
        await expect.poll(() => again).not.toBeNull();
        await bettor.unroute('**/seed');
        expect(again).toBe(lost);
        expect(bodies.slice(first)).toEqual([bodies[first], bodies[first]]);
        const body = JSON.parse(bodies[first]!) as ShownReveal;
        resent.push({ seat, value: body.value, next: body.next });
      }
      // Once answered, the fresh value is the seat's value, the one its next reveal sends.
      await expect.poll(async () => (await keptBy(bettor, id)).valueRequest).toBeNull();
      const kept = await keptBy(bettor, id);
      expect(kept.fresh).toBeNull();
      expect(await commitTo(kept.value!)).toBe(resent.at(-1)!.next);
    }
    expect(accepts).toBe(2);
    for (const page of pages)
      await expect
        .poll(() => text(page, '#online-verified'), { timeout: 30_000 })
        .toMatch(VERIFIED);
    // Each value sent again was taken once, as it was first sent.
    const reveals = await revealsOf(id);
    for (const reveal of resent)
      expect(reveals!.filter((shownReveal) => shownReveal.next === reveal.next)).toEqual([reveal]);
    expect(reveals!.length % 2).toBe(0);
    expect(errors).toEqual([]);
  });

  it('plays a match of one seed each, made over HTTP without rounds, in two pages that reveal their seeds', async () => {
    const created = await fetch(`${referee.base}/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chips: [4, 4], private: false }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await shown(id)).reveals).toBeNull();
    expect(await revealsOf(id)).toBeNull();
    const ann = await person();
    await ann.goto(`${referee.base}/?match=${id}`);
    await expect.poll(() => text(ann, '#online-role')).toBe('You play Player 0.');
    const bob = await person();
    await bob.goto(`${referee.base}/?match=${id}`);
    await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
    await playToEnd([ann, bob]);
    for (const page of [ann, bob])
      await expect
        .poll(() => text(page, '#online-verified'), { timeout: 30_000 })
        .toMatch(VERIFIED);
    const done = await shown(id);
    expect(done.reveals).toBeNull();
    // Both seeds revealed, each the one its seat committed to with its join.
    expect(await Promise.all(done.clientSeeds.map((seed) => commitTo(seed)))).toEqual(
      done.seedCommitments,
    );
    expect(errors).toEqual([]);
  });

  it('plays a rematch to its first roll once both players press Rematch, the winner to bet, no stranger in', async () => {
    const { page: ann, link } = await newMatch();
    const bob = await person();
    await bob.goto(link);
    await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
    await playToEnd([ann, bob]);
    const end = await text(ann, '#online-turn');
    const winner = end.includes('Player 0 wins') ? ann : bob;
    const loser = winner === ann ? bob : ann;
    expect(await text(loser, '#online-rematch')).toBe('Rematch');
    await loser.click('#online-rematch');
    await expect
      .poll(() => text(loser, '#online-turn'))
      .toBe('Waiting for the other player to press Rematch.');
    const next = new URL(loser.url()).searchParams.get('match')!;
    expect(await text(loser, '#online-role')).toBe('You play Player 0.');
    // A stranger with the link watches: the rematch seats nobody but the two players.
    const eve = await person();
    await eve.goto(`${referee.base}/?match=${next}`);
    await expect.poll(() => text(eve, '#online-role')).toBe('You watch this match.');
    await expect
      .poll(() => text(eve, '#online-message'))
      .toMatch(/private.*You watch the match\.$/);
    await winner.click('#online-rematch');
    await expect.poll(() => new URL(winner.url()).searchParams.get('match')).toBe(next);
    await expect.poll(() => text(winner, '#online-role')).toBe('You play Player 1.');
    // The last match's winner bets first.
    await expect.poll(() => text(winner, '#online-turn')).toBe('Your turn: bet.');
    for (let n = 0; n < 50; n++) {
      const seen = (await (await fetch(`${referee.base}/matches/${next}`)).json()) as {
        version: number;
      };
      if (seen.version >= 3) break;
      const turn = await nextTurn([winner, loser]);
      if (!turn) {
        await winner.waitForTimeout(100);
        continue;
      }
      const before = await step(turn.page);
      await turn.page.click(`#online-controls [data-action="${turn.action}"]`);
      await past(turn.page, before);
    }
    // Bet, accept, and the acceptor's first roll, on fresh values both players committed to.
    const moves = (
      (await (await fetch(`${referee.base}/matches/${next}/record`)).json()) as {
        record: { moves: { type: string }[]; rounds?: unknown };
      }
    ).record;
    expect(moves.moves.slice(0, 3).map((move) => move.type)).toEqual(['bet', 'accept', 'roll']);
    expect(moves.rounds).toBeDefined();
    expect(errors).toEqual([]);
  });

  it('plays the computer online to the end, with dice the page verifies, then a rematch', async () => {
    const page = await person();
    await page.goto(`${referee.base}/`);
    await page.locator('#online-computer').waitFor();
    await page.fill('#chips', '2');
    await page.click('#online-computer');
    await expect.poll(() => text(page, '#online-role')).toBe('You play Player 1.');
    const id = new URL(page.url()).searchParams.get('match')!;
    await playToEnd([page]);
    expect(await text(page, '#online-turn')).toMatch(/^Match over/);
    await expect.poll(() => text(page, '#online-verified'), { timeout: 30_000 }).toMatch(VERIFIED);
    // The computer revealed a value in every round it played, as a person's page does.
    const reveals = (await revealsOf(id))!;
    expect(reveals.some((reveal) => reveal.seat === 0)).toBe(true);
    await page.click('#online-rematch');
    await expect.poll(() => new URL(page.url()).searchParams.get('match')).not.toBe(id);
    await expect.poll(() => text(page, '#online-role')).toBe('You play Player 0.');
    await expect.poll(() => text(page, '#online-turn')).not.toMatch(/^Waiting for the other/);
    expect(errors).toEqual([]);
  });

  it('ends a match on time when a player leaves: the others say so within the clock and its 2 s', async () => {
    const file = join(scratch(), 'clock.db');
    const quick = await startReferee(file, 0, ['--chips', '4', '--clock', '2s+2s']);
    try {
      const ann = await person();
      await ann.goto(`${quick.base}/`);
      await ann.locator('#online-new').waitFor();
      await ann.fill('#chips', '4');
      await ann.click('#online-new');
      await expect.poll(() => ann.locator('#online-link').inputValue()).toMatch(/\?match=/);
      const link = await ann.locator('#online-link').inputValue();
      const bob = await person();
      await bob.goto(link);
      await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
      await expect.poll(() => text(ann, '#online-turn')).toBe('Your turn: bet.');
      // Both clocks, each at its 2 s and its 2 s reserve: in a match of fresh values each round,
      // none runs before the first bet.
      expect(await text(ann, '#online-clock')).toMatch(/^Player 0 \(you\) 0:04\s+Player 1 0:04$/);
      const eve = await person();
      // Eve's answers say the referee's clock is an hour behind hers: the clock she sees still
      // never shows more than the seat has.
      await eve.route(/\/matches\/[^/]+$/, async (route) => {
        const response = await route.fetch();
        const date = new Date(Date.now() - 3_600_000).toUTCString();
        await route.fulfill({ response, headers: { ...response.headers(), date } });
      });
      await eve.goto(link);
      await expect.poll(() => text(eve, '#online-role')).toBe('You watch this match.');
      expect(await eve.locator('#online-controls').isHidden()).toBe(true);
      expect(await text(eve, '#online-clock')).toMatch(/^Player 0 0:04\s+Player 1 0:04$/);
      const before = await step(ann);
      await ann.click('#online-controls [data-action="bet"]');
      await past(ann, before);
      // Bob's clock runs, counting down from 2 s and its 2 s reserve: its last 10 s are marked.
      expect(await text(ann, '#online-clock')).toMatch(
        /^Player 0 \(you\) 0:04\s+Player 1 0:0[1-4] hurry$/,
      );
      await expect
        .poll(() => text(eve, '#online-clock'))
        .toMatch(/^Player 0 0:04\s+Player 1 0:0[0-4] hurry$/);
      // Bob's turn to answer: he closes the page.
      await bob.close();
      const left = Date.now();
      await expect
        .poll(() => text(ann, '#online-turn'), { timeout: 15_000 })
        .toBe('Match over: you won on time. Player 0 wins.');
      // 2 s for the action, the 2 s reserve and the 2 s grace, and the page's wake-up.
      expect(Date.now() - left).toBeLessThan(2000 + 2000 + 2000 + 1500);
      await expect.poll(() => text(eve, '#online-turn')).toBe('Match over: Player 0 wins on time.');
      expect(await text(eve, '#online-state')).toMatch(
        /^Round \d+: Player 0 won it \(the other player ran out of time\) and took \d+ chips · /,
      );
      // Bob comes back: his page says he lost on time.
      const back = await bob.context().newPage();
      await back.goto(link);
      await expect
        .poll(() => text(back, '#online-turn'))
        .toMatch(
          /^Match over: Player 0 wins on time\.$|^Match over: you lost on time\. Player 0 wins\.$/,
        );
      for (const page of [ann, eve])
        await expect
          .poll(() => text(page, '#online-verified'), { timeout: 15_000 })
          .toMatch(/^(All \d+ rolls verified|All verified: |No rolls? )/);
      expect(errors).toEqual([]);
    } finally {
      await quick.stop();
    }
  });

  it('says that the referee halted a match at its most moves, with no winner, and verifies it', async () => {
    const short = await startReferee(join(scratch(), 'halt.db'), 0, [
      ...['--chips', '4', '--limit', 'maxMoves=3'],
    ]);
    try {
      const ann = await person();
      await ann.goto(`${short.base}/`);
      await ann.locator('#online-new').waitFor();
      await ann.click('#online-new');
      await expect.poll(() => ann.locator('#online-link').inputValue()).toMatch(/\?match=/);
      const bob = await person();
      await bob.goto(await ann.locator('#online-link').inputValue());
      await expect.poll(() => text(ann, '#online-turn')).toBe('Your turn: bet.');
      await ann.click('#online-controls [data-action="bet"]');
      await expect.poll(() => text(bob, '#online-turn')).toBe('Your turn: accept or decline.');
      await bob.click('#online-controls [data-action="accept"]');
      // The bet and the accept, then the referee's halt: the third and last move.
      for (const page of [ann, bob]) {
        await expect
          .poll(() => text(page, '#online-turn'), { timeout: 15_000 })
          .toBe('Match over: halted at the referee’s most moves, no winner.');
        await expect
          .poll(() => text(page, '#online-verified'))
          .toBe('All verified: no roll was played.');
      }
      expect(await ann.locator('#online-record').inputValue()).toMatch(
        // The acceptor's value came with its accept; the bettor's never came.
        /\n1\. P0 bets \d+, P1 accepts; halted\n\nreveal P1 [0-9a-f]{64} next [0-9a-f]{64}\n$/,
      );
      expect(errors).toEqual([]);
    } finally {
      await short.stop();
    }
  });

  it('at 390×844, shows what each tap caused without scrolling; the second seat joins from the open matches', async () => {
    const phone = { width: 390, height: 844 };
    const { page: ann, link } = await newMatch(phone, true);
    expect(new URL(link).hash).toBe('');
    const id = new URL(link).searchParams.get('match')!;
    const bob = await person();
    await bob.goto(`${referee.base}/`);
    await bob.getByRole('link', { name: `Join ${id}` }).click();
    await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
    // The match replaces the lobby and the setup of the screen, and takes over its board.
    for (const hidden of ['#online-lobby', '.setup', '.record'])
      expect(await ann.locator(hidden).isHidden()).toBe(true);
    expect(await ann.locator('.table').isVisible()).toBe(true);
    const outOfView: string[] = [];
    for (let round = 0; round < 200; round++) {
      if ((await text(ann, '#online-turn')).startsWith('Match over')) break;
      const page = (await myButton(ann)) ? ann : (await myButton(bob)) ? bob : null;
      if (!page) {
        await ann.waitForTimeout(100);
        continue;
      }
      const action = (await myButton(page))!;
      const before = await step(page);
      const button = page.locator(`#online-controls [data-action="${action}"]`);
      await (page === ann ? button.tap() : button.click());
      await past(ann, before);
      if (page !== ann) continue;
      if (round < 4) {
        mkdirSync(artifacts, { recursive: true });
        await ann.screenshot({ path: join(artifacts, `online-phone-${round}.png`) });
      }
      // A finished match has no controls to show.
      const over = (await text(ann, '#online-turn')).startsWith('Match over');
      for (const selector of [
        '#online-turn',
        ...(over ? [] : ['#online-controls']),
        '#dice',
        '#combination',
        '#status',
      ]) {
        const box = await ann.locator(selector).boundingBox();
        if (
          !box ||
          box.y < 0 ||
          box.y + box.height > phone.height ||
          box.x + box.width > phone.width
        )
          outOfView.push(`${action}: ${selector}`);
      }
      expect(await ann.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    }
    expect(outOfView).toEqual([]);
    await expect.poll(() => text(ann, '#online-verified'), { timeout: 30_000 }).toMatch(VERIFIED);
    const box = await ann.locator('#online-verified').boundingBox();
    expect(box && box.y + box.height <= phone.height).toBe(true);
    await ann.screenshot({ path: join(artifacts, 'online-phone-over.png') });
  });

  it('shows a clear message for a stale link, a finished match, a forged token and a 503, and polls without a stream', async () => {
    const page = await person();
    await page.goto(`${referee.base}/?match=AAAAAAAAAAAAAAAAAAAAAA`);
    await expect
      .poll(() => text(page, '#online-note'))
      .toMatch(/^No match AAAAAAAAAAAAAAAAAAAAAA on this referee: the link is stale/);
    expect(await page.locator('#online-new').isEnabled()).toBe(true);

    const late = await person();
    await late.goto(finishedLink);
    await expect.poll(() => text(late, '#online-role')).toBe('You watch this match.');
    expect(await text(late, '#online-turn')).toMatch(/^Match over: Player [01] wins\.$/);
    await expect.poll(() => text(late, '#online-verified')).toMatch(VERIFIED);
    // A referee that reveals a server seed that is no hex: not verified, and why.
    const forged = await person();
    const finishedId = new URL(finishedLink).searchParams.get('match')!;
    await forged.route('**/events*', (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'no streams' } }),
    );
    await forged.route(
      (url) => url.pathname === `/matches/${finishedId}`,
      async (route) => {
        const view = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...view, serverSeed: 'not a seed in hex' } });
      },
    );
    await forged.goto(finishedLink);
    await expect
      .poll(() => text(forged, '#online-verified'))
      .toBe(
        'Not verified: verifyFairRolls: options.serverSeed must be 64 hexadecimal digits (32 bytes), got "not a seed in hex".',
      );
    expect(await forged.locator('#online-verified').getAttribute('data-ok')).toBe('false');

    const { page: ann, link } = await newMatch();
    const id = new URL(link).searchParams.get('match')!;
    const bob = await person();
    // Bob's event stream is refused: his page follows the match by the long poll.
    await bob.route('**/events', (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'no streams' } }),
    );
    await bob.goto(link);
    await expect.poll(() => text(ann, '#online-turn'), { timeout: 15_000 }).toBe('Your turn: bet.');
    // A token that plays no seat: the referee's refusal, and the tab watches.
    await ann.evaluate((key) => {
      const kept = JSON.parse(sessionStorage.getItem(key)!) as { token: string };
      sessionStorage.setItem(key, JSON.stringify({ ...kept, token: 'forged-token-of-no-seat' }));
    }, `kiri-online:${id}`);
    await ann.reload();
    await expect.poll(() => text(ann, '#online-turn')).toBe('Your turn: bet.');
    await ann.click('#online-controls [data-action="bet"]');
    await expect
      .poll(() => text(ann, '#online-message'))
      .toMatch(/^The referee refused: .+ \(UNAUTHORIZED\)\. This tab no longer plays a seat/);
    expect(await text(ann, '#online-role')).toBe('You watch this match.');
    // Its join's request id, kept too, is the seat's secret: a reload gets the seat back.
    await ann.reload();
    await expect.poll(() => text(ann, '#online-role')).toBe('You play Player 0.');
    await expect.poll(() => text(ann, '#online-turn')).toBe('Your turn: bet.');
    // A referee that answers 503 twice: said, waited for, and the move goes through after.
    let refused = 0;
    await ann.route('**/moves', async (route) => {
      if (refused++ < 2)
        await route.fulfill({
          status: 503,
          headers: { 'retry-after': '1' },
          json: { code: 'UNAVAILABLE', message: 'the store is busy' },
        });
      else await route.continue();
    });
    const before = await step(ann);
    await ann.click('#online-controls [data-action="bet"]');
    await expect
      .poll(() => text(ann, '#online-message'))
      .toMatch(/^The referee is unavailable \(503: the store is busy\); trying again/);
    await past(ann, before);
    await expect.poll(() => text(bob, '#online-turn')).toBe('Your turn: accept or decline.');
    expect(await ann.locator('#online-message').isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('runs under a Content-Security-Policy of its own origin, which refuses an inline script', async () => {
    const page = await person();
    const response = await page.goto(`${referee.base}/`);
    expect(response?.headers()['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    await expect.poll(() => page.locator('#online-served').isVisible()).toBe(true);
    const before = errors.length;
    const refused = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.violatedDirective),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      await fetch('https://example.invalid/steal').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { ran: 'injected' in window, violations };
    });
    expect(refused).toEqual({ ran: false, violations: ['script-src-elem', 'connect-src'] });
    // The two refusals above were meant: nothing else of the page was refused.
    expect(errors.slice(before).every((error) => error.includes('Content Security Policy'))).toBe(
      true,
    );
    errors.splice(before);
  });

  it('says in one line how to start a referee when none serves the page', async () => {
    const site = await serve();
    const page = await person();
    await page.goto(`${site.base}/playground/`);
    await expect
      .poll(() => text(page, '#online-unserved'))
      .toBe('Online play needs a referee: run npx kiri-dice serve and open the address it prints.');
    expect(await page.locator('#online-served').isHidden()).toBe(true);
    await site.close();
  });
});
