/**
 * The playground on a 390×844 phone, as a person taps through a match against the computer:
 * after every tap, what it caused (the dice, the combination, and the reason for a refused
 * move) is on the screen without scrolling, and the page never scrolls sideways.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './chromium.js';
import { serve } from './server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = join(root, 'test-artifacts');
const phone = { width: 390, height: 844 };

let context: BrowserContext;
let page: Page;
let base: string;
let closeAll: (() => Promise<void>) | undefined;
const errors: string[] = [];

beforeAll(async () => {
  const browser = await launch();
  const server = await serve();
  context = browser.context;
  base = server.base;
  page = await context.newPage();
  await page.setViewportSize(phone);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  closeAll = async () => {
    await browser.close();
    await server.close();
  };
});

afterAll(async () => closeAll?.());

/** The selectors of what a tap shows, and whether each lies in the viewport (a hidden one counts as in). */
async function inView(selectors: readonly string[]): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const selector of selectors) {
    const box = await page.locator(selector).boundingBox();
    seen[selector] =
      box === null ||
      (box.y >= 0 &&
        box.x >= 0 &&
        box.y + box.height <= phone.height &&
        box.x + box.width <= phone.width);
  }
  return seen;
}

const shown = ['#score', '#dice', '#combination', '#why'] as const;
const everywhere = Object.fromEntries(shown.map((s) => [s, true]));

/** Taps a button of player 0's card, as a thumb does: scrolled to it first, then tapped. */
async function tap(selector: string): Promise<void> {
  const button = page.locator(`.player[data-seat="0"] ${selector}`);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  // The computer answers after its pause (?pause=0: at once, on the next task).
  await page.waitForTimeout(30);
}

describe('the playground on a 390×844 phone', () => {
  it('shows, after every tap of a match against the computer, the dice, the result and any refusal', async () => {
    mkdirSync(artifacts, { recursive: true });
    await page.goto(`${base}/playground/?pause=0#seed=3&chips=3&bot=best&seat=1`);
    await expect
      .poll(() => page.locator('#status').textContent())
      .toBe('Player 0 to bet, from 1 to 3 chips.');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      phone.width,
    );

    // A stake the rules refuse: the reason is on the screen.
    await page.locator('.player[data-seat="0"] .stake').fill('10');
    await tap('[data-action="bet"]');
    expect(await page.locator('#why').isVisible()).toBe(true);
    expect(await inView(shown)).toEqual(everywhere);
    await page.screenshot({ path: join(artifacts, 'phone-refused.png') });
    // An empty stake field: the page's words, not the engine's for 0.
    await page.locator('.player[data-seat="0"] .stake').fill('');
    await tap('[data-action="bet"]');
    expect(await page.locator('#why').textContent()).toBe(
      'Why not? Type a stake first: a whole number from 1 to 3.',
    );
    await page.locator('.player[data-seat="0"] .stake').fill('1');

    let taps = 0;
    for (; taps < 300; taps++) {
      const status = (await page.locator('#status').textContent()) ?? '';
      if (!status.startsWith('Player 0 to ')) break;
      const action = status.startsWith('Player 0 to bet')
        ? 'bet'
        : status.startsWith('Player 0 to accept')
          ? 'accept'
          : 'roll';
      await tap(`[data-action="${action}"]`);
      expect(await inView(shown), `tap ${taps + 1}: ${action}`).toEqual(everywhere);
      // The dice card, which may cover a player's card, repeats both players' figures.
      const figures = await page.evaluate(() =>
        [0, 1]
          .map((seat) => {
            const card = document.querySelector(`.player[data-seat="${seat}"]`)!;
            const chips = card.querySelector('.chips .value')!.textContent;
            const points = card.querySelector('.points .count')!.textContent.replace(' / ', '/');
            return `Player ${seat}: ${chips} ${chips === '1' ? 'chip' : 'chips'}, ${points}`;
          })
          .join(' · '),
      );
      expect(await page.locator('#score').textContent()).toBe(figures);
      if (taps === 3) await page.screenshot({ path: join(artifacts, 'phone-playing.png') });
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        phone.width,
      );
    }
    expect(await page.locator('#status').textContent()).toMatch(/^Player [01] has every chip\.$/);
    expect(taps).toBeGreaterThan(3);
    await page.screenshot({ path: join(artifacts, 'phone-over.png') });
    expect(errors).toEqual([]);
  });

  it('rolls by itself with auto-roll, and the person only bets and answers', async () => {
    await page.goto(`${base}/playground/?pause=0&load=2#seed=3&chips=3&bot=best&seat=1&auto=1`);
    expect(await page.locator('#auto-roll').isChecked()).toBe(true);
    await page.locator('.player[data-seat="0"] .stake').fill('1');
    let taps = 0;
    for (; taps < 400; taps++) {
      await page.waitForTimeout(30);
      const status = (await page.locator('#status').textContent()) ?? '';
      if (status.startsWith('Player 0 to roll')) {
        await page.waitForTimeout(60);
        continue;
      }
      if (!status.startsWith('Player 0 to ')) break;
      await tap(
        status.startsWith('Player 0 to bet') ? '[data-action="bet"]' : '[data-action="accept"]',
      );
      expect(await inView(shown)).toEqual(everywhere);
    }
    expect(await page.locator('#status').textContent()).toMatch(/^Player [01] has every chip\.$/);
    // No roll of player 0's was tapped: the log still shows them.
    expect(await page.locator('#log li.roll').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('says before the match that the best computer cannot play 6,000 chips each, in words', async () => {
    await page.goto(`${base}/playground/?pause=0&load=3#seed=1&chips=100&bot=best&seat=1`);
    await page.locator('#chips').fill('6000');
    await page.locator('#new-match').click();
    expect(await page.locator('#setup-error').textContent()).toBe(
      'The best computer plays matches of up to 10,000 chips in all (5,000 each); this one would have 12,000. Choose 5,000 chips or fewer, or the random or bold computer.',
    );
    // The match on the table stays the one of 100 chips each.
    expect(await page.locator('#pot').textContent()).toBe('0');
    expect(await page.locator('.player[data-seat="0"] .chips .value').textContent()).toBe('100');
    expect(errors).toEqual([]);
  });
});
