/**
 * The page of `kiri-dice review --html`, opened from its file in Chromium as a person opens it:
 * no error (its policy lets it load and run nothing), no sideways scroll on a phone, and a chart
 * whose screenshot shows both players' lines and the marks.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = join(root, 'test-artifacts');
const folder = mkdtempSync(join(tmpdir(), 'kiri-review-page-'));

let context: BrowserContext;
let closeBrowser: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const browser = await launch();
  context = browser.context;
  closeBrowser = browser.close;
});

afterAll(async () => {
  await closeBrowser?.();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the built command line; its output must be a success. */
function kiriDice(...args: string[]): string {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    [join(root, 'packages/cli/dist/cli.js'), ...args],
    { encoding: 'utf8' },
  );
  expect([status, stderr]).toEqual([0, '']);
  return stdout;
}

/** The colours of the chart, as the screenshot must show them: each player's line and a mark. */
const colours = {
  player0: [0x1f, 0x5f, 0xbf],
  player1: [0xc2, 0x41, 0x0c],
  doubtful: [0xca, 0x8a, 0x04],
} as const;

describe('kiri-dice review --html in Chromium', () => {
  it('opens with no error, fits a phone, and draws both lines and the marks', async () => {
    const record = join(folder, 'match.txt');
    const html = join(folder, 'review.html');
    kiriDice('play', '--seed', '5', '--record', record);
    kiriDice('review', record, '--html', html);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pathToFileURL(html).href);
    expect(await page.title()).toBe('Kiri match review');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 800, height: 900 });
    const chart = page.locator('svg');
    const shot = await chart.screenshot();
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(join(artifacts, 'review-chart.png'), shot);

    // A mark is a link to its decision's line, which it scrolls to and highlights.
    const mark = page.locator('svg a').first();
    const target = (await mark.getAttribute('href'))!;
    await mark.click();
    expect(await page.evaluate('location.hash')).toBe(target);
    expect(await page.locator(`li${target}`).textContent()).toMatch(/^Round \d+: player [01] /);
    expect(errors).toEqual([]);

    // The screenshot's pixels, counted in a blank page: the review's own page may load no image.
    const blank = await context.newPage();
    const counts = await blank.evaluate(
      async ({ png, colours }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(image, 0, 0);
        const { data } = context2d.getImageData(0, 0, image.width, image.height);
        const counts: Record<string, number> = {};
        for (const [name, [r, g, b]] of Object.entries(colours)) {
          let n = 0;
          for (let i = 0; i < data.length; i += 4)
            if (
              Math.abs(data[i]! - r) < 24 &&
              Math.abs(data[i + 1]! - g) < 24 &&
              Math.abs(data[i + 2]! - b) < 24
            )
              n++;
          counts[name] = n;
        }
        return { counts, width: image.width, height: image.height };
      },
      { png: shot.toString('base64'), colours },
    );
    // The chart is drawn at the page's width, in its proportions (720 × 300).
    expect(counts.width).toBeGreaterThan(600);
    expect(Math.abs(counts.width / counts.height - 720 / 300)).toBeLessThan(0.05);
    // Each line is hundreds of pixels long; each mark a dot of tens.
    expect(counts.counts.player0).toBeGreaterThan(300);
    expect(counts.counts.player1).toBeGreaterThan(300);
    expect(counts.counts.doubtful).toBeGreaterThan(20);
    await blank.close();
    await page.close();
  });
});
