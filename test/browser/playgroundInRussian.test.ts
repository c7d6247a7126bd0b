/**
 * The playground in Russian, in Debian's Chromium with the locale ru-RU: a match against the
 * computer on a 390 px phone, an online match between a Russian page and an English one, the
 * referee's refusals in Russian, and a pseudo-locale that finds any text outside the catalogs.
 * Each screen is measured: nothing overflows, and the page never scrolls sideways.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratch, startReferee, type Referee } from '@kiri-dice/testing/refereeProcess';
import { launchBrowser } from './chromium.js';
import { serve } from './server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = join(root, 'test-artifacts');
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let referee: Referee;
let site: { base: string; close: () => Promise<void> };
let db: string;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  db = join(scratch(), 'kiri.db');
  referee = await startReferee(db, 0, ['--chips', '3']);
  site = await serve();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await (browser as Browser | undefined)?.close();
  await (site as typeof site | undefined)?.close();
  await (referee as Referee | undefined)?.stop();
  rmSync(dirname(db), { recursive: true, force: true });
});

/** A page on a phone in a fresh context whose browser prefers `locale`. */
async function phoneIn(locale: string): Promise<Page> {
  // Reduced motion: the dice do not tumble, so that each screen is measured as it rests.
  const context = await browser.newContext({
    viewport: PHONE,
    locale,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** What overflows on the page: an element wider than its box, or the page wider than the screen. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.matches('input, textarea, select, svg *')) continue;
      if (
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflowX === 'visible'
      )
        problems.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent.slice(0, 40)}`,
        );
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return problems;
  });
}

const text = (page: Page, selector: string) => page.locator(selector).innerText();

describe('the playground in Russian', () => {
  it('plays a whole match against the computer at 390 px, in Russian, with nothing overflowing', async () => {
    const page = await phoneIn('ru-RU');
    await page.goto(`${site.base}/playground/?pause=0#seed=3&chips=3&bot=best&seat=1`);
    await expect.poll(() => text(page, '#status')).toBe('Игрок 0 делает ставку, от 1 до 3.');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await text(page, '.brand h1')).toBe('Kiri площадка');
    expect(await text(page, '#new-match')).toBe('Новый матч');
    // A stake the rules refuse: the engine's code, and its reason in Russian.
    await page.locator('.player[data-seat="0"] .stake').fill('10');
    await page.locator('.player[data-seat="0"] [data-action="bet"]').tap();
    expect(await text(page, '#why')).toBe(
      'Почему нельзя? INVALID_STAKE ставка — целое число от 1 до меньшего запаса фишек',
    );
    await page.locator('.player[data-seat="0"] .stake').fill('1');
    for (let taps = 0; taps < 300; taps++) {
      const status = await text(page, '#status');
      if (/^У игрока [01] все фишки\.$/.test(status)) break;
      const button = page.locator('.player[data-seat="0"] button.legal').first();
      if ((await button.count()) === 0) {
        await page.waitForTimeout(30);
        continue;
      }
      await button.tap();
      // Measured once the page has drawn what the tap caused (the computer answers at once).
      await expect.poll(() => overflows(page), { message: `tap ${taps + 1}` }).toEqual([]);
    }
    expect(await text(page, '#status')).toMatch(/^У игрока [01] все фишки\.$/);
    expect(await text(page, '#round')).toMatch(/^Матч окончен за \d+ раунд(а|ов)?$/);
    expect(await text(page, '#log')).toMatch(/Игрок [01] выигрывает матч: у него все 6 фишек\./);
    // The review of the finished match, in Russian too.
    await expect.poll(() => text(page, '#review .review-totals')).toMatch(/^Игрок 0: \d+ решени/);
    expect(await overflows(page)).toEqual([]);
    await page.screenshot({ path: join(artifacts, 'russian-computer.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('keeps the language the switch chose, over the browser’s', async () => {
    const page = await phoneIn('en-US');
    await page.goto(`${site.base}/playground/?pause=0#seed=3&chips=3`);
    await expect.poll(() => text(page, '#status')).toBe('Player 0 to bet, from 1 to 3 chips.');
    await Promise.all([page.waitForEvent('load'), page.selectOption('#language', 'ru')]);
    await expect.poll(() => text(page, '#status')).toBe('Игрок 0 делает ставку, от 1 до 3.');
    await page.reload();
    await expect.poll(() => text(page, '#status')).toBe('Игрок 0 делает ставку, от 1 до 3.');
    expect(await page.locator('#language').inputValue()).toBe('ru');
  });

  it('switches in a browser that keeps nothing, with the choice in the address', async () => {
    const page = await phoneIn('en-US');
    // Storage refused, as a browser that blocks a site's data refuses it.
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    await page.goto(`${site.base}/playground/?pause=0#seed=3&chips=3`);
    await expect.poll(() => text(page, '#status')).toBe('Player 0 to bet, from 1 to 3 chips.');
    await Promise.all([page.waitForEvent('load'), page.selectOption('#language', 'ru')]);
    await expect.poll(() => text(page, '#status')).toBe('Игрок 0 делает ставку, от 1 до 3.');
    expect(new URL(page.url()).search).toBe('?pause=0&lang=ru');
    expect(new URL(page.url()).hash).toBe('#seed=3&chips=3');
  });
});

/** The seat a page plays, from its role in either language. */
async function seatOf(page: Page): Promise<0 | 1> {
  return (await text(page, '#online-role')).endsWith('0.') ? 0 : 1;
}

/** Plays the pages' match to its end with their buttons, each page in its own language. */
async function playToEnd(pages: readonly { page: Page; yourTurn: string }[]): Promise<void> {
  for (let n = 0; n < 400; n++) {
    if ((await pages[0]!.page.locator('#online-controls').isHidden()) && n > 0) {
      const turn = await text(pages[0]!.page, '#online-turn');
      if (/^(Match over|Матч окончен)/.test(turn)) return;
    }
    let acted = false;
    for (const { page, yourTurn } of pages) {
      if (!(await text(page, '#online-turn')).startsWith(yourTurn)) continue;
      for (const action of ['bet', 'accept', 'roll']) {
        const button = page.locator(`#online-controls [data-action="${action}"]`);
        if (!(await button.isEnabled())) continue;
        const before = Number(await page.locator('#online-match').getAttribute('data-step'));
        await button.tap();
        await page.waitForFunction(
          (seen) =>
            Number(document.querySelector('#online-match')?.getAttribute('data-step')) > seen,
          before,
          { timeout: 30_000 },
        );
        expect(await overflows(page)).toEqual([]);
        acted = true;
        break;
      }
      if (acted) break;
    }
    if (!acted) await pages[0]!.page.waitForTimeout(100);
  }
  throw new Error('the match did not end in 400 actions');
}

describe('an online match in two languages', () => {
  it('plays to the end between a Russian page and an English one, each verified in its language', async () => {
    const ru = await phoneIn('ru-RU');
    await ru.goto(`${referee.base}/`);
    await ru.locator('#online-new').waitFor();
    expect(await text(ru, '#online-new')).toBe('Новый матч по сети');
    await ru.fill('#chips', '3');
    await ru.tap('#online-new');
    await expect.poll(() => ru.locator('#online-link').inputValue()).toMatch(/\?match=/);
    const link = await ru.locator('#online-link').inputValue();
    expect(await text(ru, '#online-turn')).toBe('Ждём, когда другой игрок откроет ссылку.');
    const en = await phoneIn('en-US');
    await en.goto(link);
    await expect.poll(() => text(en, '#online-role')).toMatch(/^You play Player [01]\.$/);
    await expect.poll(() => text(ru, '#online-role')).toMatch(/^Вы играете за игрока [01]\.$/);
    expect(await seatOf(ru)).not.toBe(await seatOf(en));
    await playToEnd([
      { page: ru, yourTurn: 'Ваш ход' },
      { page: en, yourTurn: 'Your turn' },
    ]);
    await expect
      .poll(() => text(ru, '#online-turn'))
      .toMatch(/^Матч окончен: вы (выиграли|проиграли)\./);
    await expect.poll(() => text(en, '#online-turn')).toMatch(/^Match over: you (won|lost)\./);
    await expect
      .poll(() => text(ru, '#online-verified'), { timeout: 30_000 })
      .toMatch(/^Всё проверено: \d+ брос(ок|ка|ков)\.$/);
    await expect
      .poll(() => text(en, '#online-verified'), { timeout: 30_000 })
      .toMatch(/^All (\d+ rolls verified|verified: 1 roll)\.$/);
    expect(await text(ru, '#online-state')).toMatch(/^Раунд \d+: его выиграл игрок [01] \(/);
    for (const [name, page] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      expect(await overflows(page), name).toEqual([]);
      await page.screenshot({ path: join(artifacts, `online-${name}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
  });

  it('shows the referee’s refusals in Russian, by their code', async () => {
    const ru = await phoneIn('ru-RU');
    await ru.goto(`${referee.base}/?match=m-nobody`);
    await expect
      .poll(() => text(ru, '#online-note'))
      .toBe(
        'На этом судье нет матча m-nobody: ссылка устарела, или судья потерял свои матчи. Начните новый или войдите в открытый.',
      );
    // A refusal the referee answers with its code: the page says the code's Russian text.
    await ru.goto(`${referee.base}/`);
    await ru.locator('#online-new').waitFor();
    await ru.tap('#online-new');
    await expect.poll(() => ru.locator('#online-link').inputValue()).toMatch(/\?match=/);
    const en = await phoneIn('en-US');
    await en.goto(await ru.locator('#online-link').inputValue());
    await expect.poll(() => text(ru, '#online-turn'), { timeout: 15_000 }).toBe('Ваш ход: ставка.');
    let refused = 0;
    await ru.route('**/moves', async (route) => {
      if (refused++ > 0) return route.continue();
      return route.fulfill({
        status: 409,
        json: { code: 'VERSION_CONFLICT', message: 'the match has moved on: read it again' },
      });
    });
    await ru.tap('#online-controls [data-action="bet"]');
    await expect
      .poll(() => text(ru, '#online-message'))
      .toBe('Судья отказал: матч изменился: этот ход уже сделан (VERSION_CONFLICT)');
    expect(errors).toEqual([]);
  });
});

/**
 * The page's English catalog with every message bracketed and 40% longer: served in place of
 * english.js, so that any text of the page outside a catalog shows unbracketed.
 */
function pseudoCatalog(): string {
  const source = readFileSync(join(root, 'docs/playground/english.js'), 'utf8');
  return `${source.replace('messages: englishMessages,', 'messages: (say) => pseudo(englishMessages(say)),')}
function bracketed(text) {
  return text.split('\\n').map((line) => (line ? \`⟦\${line}\${'~'.repeat(Math.ceil(line.length * 0.4))}⟧\` : line)).join('\\n');
}
function pseudo(value) {
  if (typeof value === 'string') return bracketed(value);
  if (typeof value === 'function') return (...args) => {
    const said = value(...args);
    return Array.isArray(said) ? said.map(bracketed) : bracketed(said);
  };
  if (Array.isArray(value)) return value.map(bracketed);
  return Object.fromEntries(Object.entries(value).map(([key, text]) => [key, pseudo(text)]));
}
`;
}

/** The words (two letters or more) of a screen outside the bracketed messages. */
function stray(screen: string): string[] {
  let rest = screen;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  // What the page shows as it is: the language names of the switch, code, and names of the API.
  const allowed = new Set([
    'English',
    'Русский',
    'Kiri',
    'kiri',
    'dice',
    'reduce',
    'npx',
    'serve',
    'record',
    'review',
    'reviewMatch',
  ]);
  return (rest.match(/\p{L}{2,}/gu) ?? []).filter((word) => !allowed.has(word));
}

describe('the page in the pseudo-locale', () => {
  it('shows no text outside its catalogs, on one screen and online', async () => {
    const page = await phoneIn('en-US');
    await page.route('**/english.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: pseudoCatalog() }),
    );
    await page.goto(`${site.base}/playground/?pause=0#seed=3&chips=2&bot=best&seat=1`);
    await expect.poll(() => text(page, '#status')).toMatch(/^⟦/);
    await page.locator('.player[data-seat="0"] .stake').fill('1');
    const screens: string[] = [];
    for (let taps = 0; taps < 300 && !(await page.locator('#review').isVisible()); taps++) {
      screens.push(await page.locator('body').innerText());
      const button = page.locator('.player[data-seat="0"] button.legal').first();
      if ((await button.count()) > 0) await button.tap();
      await page.waitForTimeout(30);
    }
    await expect.poll(() => page.locator('#review').isVisible()).toBe(true);
    await page
      .locator('#review .mark')
      .first()
      .click()
      .catch(() => undefined);
    screens.push(await page.locator('body').innerText());
    const online = await phoneIn('en-US');
    await online.route('**/english.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: pseudoCatalog() }),
    );
    await online.goto(`${referee.base}/`);
    await online.locator('#online-new').waitFor();
    await online.tap('#online-new');
    await expect.poll(() => online.locator('#online-link').inputValue()).toMatch(/\?match=/);
    screens.push(await online.locator('body').innerText());
    for (const screen of screens) expect(stray(screen), screen).toEqual([]);
  });
});
