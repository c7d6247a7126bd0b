import { describe, expect, it } from 'vitest';
import { barLine } from '../../src/cli/progressBar.js';

describe('barLine', () => {
  const figures = ['45%', 'of 1000000000000000 rounds', '1,234,567 rounds/s', '25 years left'];

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
});
