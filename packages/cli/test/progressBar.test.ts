import { describe, expect, it } from 'vitest';
import type { CliIO } from '../src/CliIO.js';
import { english } from '../src/messages/english.js';
import { speechOf } from '../src/messages/Speech.js';
import { barLine, progressBar } from '../src/progressBar.js';

describe('barLine', () => {
  const figures = [
    '45%',
    'of 1000000000000000 rounds',
    '1,234,567 rounds/s',
    '25 years left',
  ] as const;

  it('fits the width less one column, dropping the total, then the rate, then the bar', () => {
    const lines = [200, 100, 80, 60, 40, 20, 5, 1].map((width) => barLine(0.45, figures, width));
    expect(lines).toMatchInlineSnapshot(`
      [
        "[##############................] 45% of 1000000000000000 rounds · 1,234,567 rounds/s · 25 years left",
        "[#############................] 45% of 1000000000000000 rounds · 1,234,567 rounds/s · 25 years left",
        "[##############................] 45% · 1,234,567 rounds/s · 25 years left",
        "[#######.........] 45% · 1,234,567 rounds/s · 25 years left",
        "[########.........] 45% · 25 years left",
        "45% · 25 years left",
        "45% ",
        "",
      ]
    `);
    for (const [i, width] of [200, 100, 80, 60, 40, 20, 5, 1].entries())
      expect(lines[i]!.length).toBeLessThan(width);
  });

  it('draws the bar down to 10 columns wide, and no narrower', () => {
    const tail = '45% · 25 years left';
    expect(barLine(0.5, figures, 10 + 3 + tail.length + 1)).toBe(`[#####.....] ${tail}`);
    expect(barLine(0.5, figures, 10 + 3 + tail.length)).toBe(tail);
  });
});

describe('progressBar', () => {
  /** A terminal on standard error with a clock the test sets. */
  function terminal() {
    const writes: string[] = [];
    const clock = { now: 0 };
    const io: CliIO = {
      out: () => undefined,
      err: (text) => writes.push(text),
      errIsTTY: true,
      now: () => clock.now,
    };
    return { io, writes, clock };
  }

  it('draws after a second, then at most once every 100 ms', () => {
    const { io, writes, clock } = terminal();
    const bar = progressBar(io, 1000, speechOf(english));
    for (const [time, done] of [
      [999, 1],
      [1000, 2],
      [1099, 3],
      [1100, 4],
      [1150, 5],
      [1200, 6],
    ] as const) {
      clock.now = time;
      bar.draw(done);
    }
    expect(writes.map((text) => /\] (\d+%)/.exec(text)?.[1])).toEqual(['0%', '0%', '0%']);
    expect(writes).toHaveLength(3);
  });

  it('writes nothing to finish or clear a bar never drawn, and a finished bar is not wiped', () => {
    const { io, writes, clock } = terminal();
    const bar = progressBar(io, 1000, speechOf(english));
    bar.finish(null);
    bar.clear();
    expect(writes).toEqual([]);
    clock.now = 2000;
    bar.draw(500);
    bar.finish('done');
    bar.clear();
    expect(writes.slice(1)).toEqual(['\nkiri-dice: done\n']);
    // A wiped bar is gone: what follows starts where it stood, on no line of its own.
    clock.now = 3000;
    bar.draw(600);
    bar.clear();
    bar.finish('again');
    expect(writes.slice(3)).toEqual(['\r\x1b[K', 'kiri-dice: again\n']);
  });
});
