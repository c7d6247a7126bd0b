import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/CliIO.js';
import { playCommand } from '../../src/commands/playCommand.js';
import { replayCommand } from '../../src/commands/replayCommand.js';
import { reviewCommand } from '../../src/commands/reviewCommand.js';
import { serveCommand } from '../../src/commands/serveCommand.js';
import { simulateCommand } from '../../src/commands/simulateCommand.js';
import type { Catalog } from '../../src/messages/Catalog.js';
import { english } from '../../src/messages/english.js';
import type { Messages } from '../../src/messages/Messages.js';
import { speechOf, type Speech } from '../../src/messages/Speech.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { reviewExample, tempPath } from '../cli.js';

/**
 * A text of the pseudo-locale: bracketed and 40% longer, with its surrounding blanks and line
 * ends kept, so that a text the catalogs did not give stands out on the screen.
 */
function pseudo(text: string): string {
  return text.replace(/^(\s*)([\s\S]*?)(\s*)$/, (_, head: string, body: string, tail: string) =>
    body ? `${head}⟦${body}${'~'.repeat(Math.ceil(body.length * 0.4))}⟧${tail}` : text,
  );
}

/** A message of the pseudo-locale: each text it gives, pseudo. */
function pseudoOf(value: unknown): unknown {
  if (typeof value === 'string') return pseudo(value);
  if (Array.isArray(value)) return value.map(pseudoOf);
  if (typeof value === 'function')
    return (...args: unknown[]) => pseudoOf((value as (...a: unknown[]) => unknown)(...args));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, pseudoOf(item)]),
  );
}

/** The pseudo-locale: the English catalog with every message bracketed and lengthened. */
const pseudoCatalog: Catalog = {
  ...english,
  messages: (say) => pseudoOf(english.messages(say)) as Messages,
};
const speech: Speech = speechOf(pseudoCatalog);

/** What is left of a screen once every text of the catalog is taken out: no English word. */
const outside = (screen: string): string[] =>
  screen.replace(/⟦[^⟧]*⟧/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

/** Runs a command in the pseudo-locale, as in a terminal when `answers` are given. */
async function screen(
  command: typeof playCommand,
  args: string[],
  answers?: string[],
): Promise<string> {
  let out = '';
  const queue = [...(answers ?? [])];
  const io: CliIO = {
    out: (text) => (out += text),
    err: (text) => (out += text),
    errIsTTY: false,
    env: { NO_COLOR: '1' },
    ...(answers && {
      inIsTTY: true,
      outIsTTY: true,
      readLine: () => Promise.resolve(queue.length ? queue.shift()! : null),
    }),
  };
  expect(await command(args, io, speech)).toBe(0);
  return out;
}

describe('the pseudo-locale', () => {
  it('leaves no English text on any screen of the game, the demo or the replay', async () => {
    const file = tempPath('pseudo.txt');
    const played = await screen(
      playCommand,
      ['play', '--seed', '3', '--step', '--record', file].slice(1),
      ['1', 'x', ...Array<string>(300).fill('')],
    );
    expect(played).toContain('⟦Your stake');
    expect(outside(played)).toEqual([]);
    const demo = await screen(playCommand, ['--auto', '--chips', '3', '--max-rounds', '4']);
    expect(outside(demo)).toEqual([]);
    expect(outside(await screen(playCommand, ['--auto', '--chips', '3']))).toEqual([]);
    expect(outside(await screen(replayCommand, [file]))).toEqual([]);
    for (const help of [['--help'], ['--help', '--lang', 'en']])
      expect(await screen(playCommand, help)).toMatch(/^⟦Usage: kiri-dice play /);
  });

  it('leaves no English text in the figures of simulate', async () => {
    for (const rounds of ['1', '1000']) {
      const figures = await screen(simulateCommand, ['--rounds', rounds, '--seed', '1']);
      expect(figures).toContain('⟦Simulated');
      expect(outside(figures)).toEqual([]);
    }
  });

  it('leaves no English text in a review, as text or as a page', async () => {
    const file = tempPath('pseudo-review.txt');
    writeFileSync(file, reviewExample);
    const page = tempPath('pseudo-review.html');
    const report = await screen(reviewCommand, [file, '--html', page]);
    expect(report).toContain('⟦Review');
    expect(outside(report)).toEqual([]);
    // The page's words, once its markup, its style and its colours are taken out.
    const html = readFileSync(page, 'utf8');
    const words = html
      .replace(/<style>[\s\S]*?<\/style>/, ' ')
      .replace(
        /<[^>]*>/g,
        (tag) => ` ${[...tag.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]).join(' ')} `,
      );
    expect(outside(words)).toEqual([]);
    // Without marked decisions and rolls: the lines that say there are none.
    writeFileSync(file, reviewExample.slice(0, reviewExample.indexOf('1.')));
    expect(outside(await screen(reviewCommand, [file]))).toEqual([]);
  });

  it('leaves no English text in the start-up and stop lines of serve', async () => {
    let stop!: () => void;
    let out = '';
    const io: CliIO = {
      out: (text) => {
        out += text;
        stop();
      },
      err: (text) => (out += text),
      errIsTTY: false,
      now: () => 0,
      onStop: (listener) => (stop = () => listener('SIGTERM')),
    };
    expect(await serveCommand(['--memory', '--port', '0'], io, speech)).toBe(0);
    // Each line's time and level are the log's own, as the request lines are.
    expect(out).toContain('⟦referee listening');
    expect(outside(out.replace(/^\S+ info /gm, ''))).toEqual([]);
  });
});
