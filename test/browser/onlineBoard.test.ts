/**
 * The board of an online match: the same dice, cards, chances and round log as a match on one
 * screen, drawn from the referee's view and record. Two players, one at 1280×800 and one on a
 * phone at 390×844, and a spectator on a phone, play a match of fresh values each round through
 * `kiri-dice serve`; mid-match and at its end each page is photographed, and its figures are
 * checked against the referee's and measured: nothing overlaps, nothing overflows, nothing breaks
 * over two lines, every figure has its label.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchState } from 'kiri-dice';
import { launchBrowser } from './chromium.js';
import { scratch, startReferee, type Referee } from '@kiri-dice/testing/refereeProcess';

const artifacts = fileURLToPath(new URL('../../test-artifacts', import.meta.url));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let referee: Referee;
let db: string;
const errors: string[] = [];

beforeAll(async () => {
  db = join(scratch(), 'board.db');
  referee = await startReferee(db, 0, ['--chips', '4']);
  browser = await launchBrowser();
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (referee as Referee | undefined)?.stop();
  rmSync(dirname(db), { recursive: true, force: true });
});

async function person(size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size, hasTouch: size.width < 500 });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

const text = (page: Page, selector: string) => page.locator(selector).innerText();

/** What the referee shows of the match, and its record's moves. */
async function referee_(id: string): Promise<{
  step: number;
  state: MatchState;
  moves: { type: string; player?: 0 | 1; dice?: [number, number] }[];
}> {
  const view = (await (await fetch(`${referee.base}/matches/${id}`)).json()) as {
    step: number;
    state: MatchState;
  };
  const { record } = (await (await fetch(`${referee.base}/matches/${id}/record`)).json()) as {
    record: { moves: { type: string; player?: 0 | 1; dice?: [number, number] }[] };
  };
  return { step: view.step, state: view.state, moves: record.moves };
}

/** Waits until the page shows step `step` and the log has the record's `moves` moves. */
async function caughtUp(page: Page, step: number, moves: number): Promise<void> {
  await expect
    .poll(() => page.locator('#online-match').getAttribute('data-step'), { timeout: 30_000 })
    .toBe(String(step));
  await expect
    .poll(() => text(page, '#replay'), { timeout: 30_000 })
    .toBe(`${moves} accepted move${moves === 1 ? '' : 's'}`);
}

/**
 * Checks the board against the referee's view and record: the dice of the last roll, both
 * cards' chips and points, the round and its pot, and the log's lines.
 */
async function checkFigures(page: Page, id: string): Promise<void> {
  const { state, moves } = await referee_(id);
  const lastRoll = moves.filter((move) => move.type === 'roll').at(-1);
  expect(await page.locator('#dice svg text').allTextContents()).toEqual(
    lastRoll ? lastRoll.dice!.map(String) : ['?', '?'],
  );
  expect(state.lastRoll?.dice ?? null).toEqual(lastRoll?.dice ?? null);
  const points =
    state.phase === 'rolling'
      ? state.points
      : state.phase === 'over' && state.winner !== null
        ? state.lastRound!.points
        : [0, 0];
  for (const seat of [0, 1] as const) {
    const card = `.player[data-seat="${seat}"]`;
    expect(await text(page, `${card} .chips`)).toBe(
      `${state.chips[seat]} ${state.chips[seat] === 1 ? 'chip' : 'chips'}`,
    );
    expect(await text(page, `${card} .points .count`)).toBe(`${points[seat]} / 4 points`);
    // 3 points and a Mid Kiri make 5: four pips, all lit.
    expect(await page.locator(`${card} .pip.on`).count()).toBe(Math.min(points[seat], 4));
    expect(await text(page, `${card} .round-chance`)).toMatch(/^\d+\.\d%$/);
    expect(await text(page, `${card} .match-chance`)).toMatch(/^\d+\.\d%$/);
  }
  if (state.phase !== 'over') {
    expect(await text(page, '#round')).toBe(`Round ${state.round}`);
    expect(await text(page, '#pot')).toBe(
      String(state.phase === 'accepting' ? state.stake : state.pot),
    );
  }
  // Every move has its line; a roll's line has its dice.
  const log = await page.locator('#log li').allTextContents();
  expect(log.length).toBeGreaterThanOrEqual(moves.length);
  if (lastRoll)
    expect(log.join('\n')).toContain(
      `Player ${lastRoll.player} rolls ${lastRoll.dice![0]} + ${lastRoll.dice![1]}: `,
    );
}

/**
 * Measures the page at the top: the board's boxes (the match's panel, both cards, the centre, the
 * log) and the parts of each never intersect and stay in the viewport's width, nothing scrolls
 * sideways, no figure breaks over two lines, and every figure has its label.
 */
async function checkLayout(page: Page): Promise<void> {
  // The dice tumble as they land: they are measured, and photographed, once they lie still.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? box : null;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${[...element.classList].join('.')}` : ''
      }`;
    const apart = (parts: Element[], where: string) => {
      const boxes = parts.flatMap((part) => {
        const box = shown(part);
        return box ? [{ part, box }] : [];
      });
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          if (
            a.box.left < b.box.right - 0.5 &&
            b.box.left < a.box.right - 0.5 &&
            a.box.top < b.box.bottom - 0.5 &&
            b.box.top < a.box.bottom - 0.5
          )
            problems.push(`${where}: ${name(a.part)} overlaps ${name(b.part)}`);
    };
    const regions = [
      '#online',
      '.player[data-seat="0"]',
      '.centre',
      '.player[data-seat="1"]',
      '.log',
    ].map((selector) => document.querySelector(selector)!);
    apart(regions, 'board');
    for (const region of regions) {
      const box = shown(region);
      if (!box) {
        problems.push(`${name(region)} is not shown`);
        continue;
      }
      apart([...region.children], name(region));
      for (const element of [region, ...region.querySelectorAll('*')]) {
        const inner = shown(element);
        if (!inner) continue;
        if (inner.left < -0.5 || inner.right > width + 0.5)
          problems.push(`${name(element)} leaves the viewport's width`);
        // A field scrolls its own text by design.
        if (!element.matches('input, textarea') && element.scrollWidth > element.clientWidth)
          problems.push(`${name(element)} overflows`);
      }
    }
    for (const selector of ['#online-match', '.points', '.odds', '#dice', '#online-clock'])
      for (const group of document.querySelectorAll(selector)) apart([...group.children], selector);
    if (document.documentElement.scrollWidth > width) problems.push('the page scrolls sideways');
    // A figure and its words on one line: every fragment of its text shares one line.
    for (const element of document.querySelectorAll(
      '.chips, .points .count, .odds > div, .centre .round, #score span, .online-clock-seat, #online-state span',
    )) {
      if (!shown(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const top = Math.max(...rects.map((rect) => rect.top));
      const bottom = Math.min(...rects.map((rect) => rect.bottom));
      if (top >= bottom) problems.push(`${name(element)} breaks: ${element.textContent}`);
    }
    // Every figure has its words.
    const labelled: [string, RegExp][] = [
      ['.chips', /^\d+ chips?$/],
      ['.points .count', /^\d \/ 4 points$/],
      ['.odds > div', /^(Round|Match)\s*\d+\.\d%$/i],
      ['.centre .round', /^(Round \d+|Match over after \d+ rounds?) · (Pot|Stake on offer) \d+$/],
      ['.online-clock-seat', /^Player [01]( \(you\))? \d+:\d\d( hurry)?$/],
    ];
    for (const [selector, label] of labelled)
      for (const element of document.querySelectorAll(selector))
        if (shown(element) && !label.test((element as HTMLElement).innerText.trim()))
          problems.push(`${selector} reads "${(element as HTMLElement).innerText}"`);
    for (const die of document.querySelectorAll('#dice svg'))
      if (!/^([1-8]|no roll yet)$/.test(die.getAttribute('aria-label') ?? ''))
        problems.push('a die has no label');
    return problems;
  });
  expect(found).toEqual([]);
}

/** Saves the page's screenshot under test-artifacts/. */
async function photograph(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(artifacts, `${name}.png`) });
}

/**
 * A spectator has no control of play: no stake, no action button, none of the cards'. A player
 * of a finished match has one button more, `also`: Rematch.
 */
async function checkNoControls(page: Page, also: readonly string[] = []): Promise<void> {
  expect(
    await page.locator('button[data-action]:visible, input[type="number"]:visible').count(),
  ).toBe(0);
  const buttons = await page.locator('button:visible').allInnerTexts();
  expect(buttons.filter((label) => label !== 'Copy record')).toEqual(also);
}

describe('the board of an online match', () => {
  it('shows two players and a spectator the dice, the cards, the chances and the log, mid-match and at the end', async () => {
    const ann = await person(DESKTOP);
    await ann.goto(`${referee.base}/`);
    await ann.locator('#online-new').waitFor();
    await ann.fill('#chips', '4');
    await ann.click('#online-new');
    await expect.poll(() => ann.locator('#online-link').inputValue()).toMatch(/\?match=/);
    const link = await ann.locator('#online-link').inputValue();
    const id = new URL(link).searchParams.get('match')!;
    const bob = await person(PHONE);
    await bob.goto(link);
    await expect.poll(() => text(bob, '#online-role')).toBe('You play Player 1.');
    const eve = await person(PHONE);
    await eve.goto(link);
    await expect.poll(() => text(eve, '#online-role')).toBe('You watch this match.');
    const pages = { ann, bob, eve };
    // The board is shown, and a player's own card says so.
    expect(await text(ann, '.player[data-seat="0"] .tags')).toContain('YOU');
    expect(await ann.locator('.player[data-seat="1"] .tag.you').count()).toBe(0);
    expect(await eve.locator('.tag.you').count()).toBe(0);

    let photographed = false;
    for (let n = 0; n < 400; n++) {
      const { state } = await referee_(id);
      if (state.phase === 'over') break;
      let played = false;
      for (const page of [ann, bob]) {
        if (!(await text(page, '#online-turn')).startsWith('Your turn')) continue;
        const action = (await page
          .locator('#online-controls button:enabled')
          .first()
          .getAttribute('data-action'))!;
        // 1 chip a round until the board is photographed, so that the match has a second round;
        // then all in.
        if (action === 'bet')
          await page.fill(
            '#online-stake',
            photographed ? (await page.locator('#online-stake').getAttribute('max'))! : '1',
          );
        const before = Number(await page.locator('#online-match').getAttribute('data-step'));
        await page.click(`#online-controls [data-action="${action}"]`);
        await expect
          .poll(() => page.locator('#online-match').getAttribute('data-step'), { timeout: 30_000 })
          .not.toBe(String(before));
        played = true;
        break;
      }
      if (!played) {
        await ann.waitForTimeout(100);
        continue;
      }
      const now = await referee_(id);
      if (photographed || now.state.phase !== 'rolling' || now.state.lastRoll === null) continue;
      // Mid-match: a round being rolled, after a roll.
      photographed = true;
      for (const [who, page] of Object.entries(pages)) {
        await caughtUp(page, now.step, now.moves.length);
        await checkFigures(page, id);
        await checkLayout(page);
        await photograph(page, `online-board-${who}-mid`);
      }
      await checkNoControls(eve);
      expect(await text(eve, '#online-clock')).toMatch(/^Player 0 \d+:\d\d\s+Player 1 \d+:\d\d/);
      expect(await eve.locator('#online-state').isHidden()).toBe(true);
    }
    expect(photographed).toBe(true);

    const end = await referee_(id);
    expect(end.state.phase).toBe('over');
    const last = end.state.lastRound!;
    const winner = end.state.winner!;
    const how = {
      kiri: 'rolled Kiri',
      dead: 'the other player rolled Dead',
      points: 'reached the target',
      timeout: 'the other player ran out of time',
    }[last.reason];
    for (const [who, page] of Object.entries(pages)) {
      await caughtUp(page, end.step, end.moves.length);
      await expect.poll(() => text(page, '#online-verified'), { timeout: 30_000 }).toMatch(/^All /);
      await checkFigures(page, id);
      // Who won the last round and how, with its points, and who won the match.
      expect(await text(page, '#online-state')).toBe(
        `Round ${last.round}: Player ${last.winner} won it (${how}) and took ${last.pot} chips · Chips ${end.state.chips[0]}\u00a0:\u00a0${end.state.chips[1]} · Points ${last.points[0]}\u00a0:\u00a0${last.points[1]}`,
      );
      expect(await text(page, '#online-turn')).toMatch(
        who === 'eve'
          ? new RegExp(`^Match over: Player ${winner} wins\\.$`)
          : new RegExp(`^Match over: you (won|lost)\\. Player ${winner} wins\\.$`),
      );
      expect(await text(page, '#round')).toBe(
        `Match over after ${last.round} round${last.round === 1 ? '' : 's'}`,
      );
      expect(await text(page, `.player[data-seat="${winner}"] .tags`)).toContain('WINNER');
      const log = await page.locator('#log li').allTextContents();
      expect(log[0]).toBe(`R${last.round}Player ${winner} wins the match with all 8 chips.`);
      expect(log[1]).toMatch(
        new RegExp(
          `^R${last.round}Player ${last.winner} wins round ${last.round} \\(${how.replace(/[()]/g, '\\$&')}\\) and takes`,
        ),
      );
      await checkLayout(page);
      await photograph(page, `online-board-${who}-end`);
    }
    // Nobody plays a finished match: no page has controls of play, and the players' pages
    // offer a rematch.
    await checkNoControls(ann, ['Rematch']);
    await checkNoControls(bob, ['Rematch']);
    await checkNoControls(eve);
    expect(await text(eve, '#online-clock')).toMatch(/^Player 0 \d+:\d\d\s+Player 1 \d+:\d\d/);

    // A referee whose record does not replay (a die of 9): the log says it cannot show it, and
    // the rest of the board still stands.
    const forged = await person(PHONE);
    await forged.route('**/record', async (route) => {
      const answer = (await (await route.fetch()).json()) as {
        record: { moves: { type: string; dice?: number[] }[] };
      };
      const roll = answer.record.moves.find((move) => move.type === 'roll')!;
      roll.dice = [9, 9];
      await route.fulfill({ json: answer });
    });
    await forged.goto(link.replace(/#.*$/, ''));
    await expect
      .poll(() => text(forged, '#replay'), { timeout: 30_000 })
      .toBe('The record cannot be shown here.');
    expect(await forged.locator('#log li').count()).toBe(0);
    expect(await text(forged, '.player[data-seat="0"] .chips')).toBe(
      `${end.state.chips[0]} ${end.state.chips[0] === 1 ? 'chip' : 'chips'}`,
    );
    expect(errors).toEqual([]);
  });
});
