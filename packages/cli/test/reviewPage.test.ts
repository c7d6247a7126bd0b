import { describe, expect, it } from 'vitest';
import { standardRules } from 'kiri-dice';
import { formatRecord, play, startRecord } from 'kiri-dice/record';
import { defineRules } from 'kiri-dice/rules';
import { reviewMatch } from 'kiri-dice/review';
import { reviewPage } from '../src/reviewPage.js';
import { reviewExample as example } from './cli.js';

describe('reviewPage', () => {
  it('is one page that loads nothing and runs nothing: the chart, the totals, the rounds', () => {
    const page = reviewPage(reviewMatch(example), standardRules);
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    );
    expect(page).not.toMatch(/<script|<link|<img|src=|url\(/);
    expect(page).toContain('<h1>Review · 10 chips in all · the match was won</h1>');
    expect(page).toContain('<tr><th scope="row">luck</th><td>+8.38</td><td>-45.47</td></tr>');
    expect(page).toContain(
      '<li><code>player 0: 49.10 + 8.38 - (-45.47) - 2.95 + 0.00 = 100.00</code></li>',
    );
    // Each mark of the chart links to its decision's line.
    expect(page).toContain('<a href="#event-5">');
    expect(page).toContain(
      '<li id="event-5">Round 2: player 0 stakes 4, best 1: loss 2.95, doubtful</li>',
    );
  });

  it('escapes every name from the record, so that none becomes markup', () => {
    const rules = defineRules({
      name: '<script>alert(1)</script>',
      combinations: [
        {
          id: 'dead',
          dice: [[1, 1]],
          instant: 'lose',
          names: { en: '<img src=x onerror=alert(2)>' },
        },
        { id: 'kiri', dice: [[8, 8]], instant: 'win' },
        { id: 'normal', dice: 'any', endsTurn: true },
      ],
    });
    let match = startRecord({ seed: 1, chips: [5, 5], firstBettor: 0, rules });
    for (const action of [
      { type: 'bet', player: 0, amount: 5 },
      { type: 'accept', player: 1 },
      { type: 'roll', player: 1, dice: [1, 1] },
    ] as const)
      match = play(match, action);
    const page = reviewPage(reviewMatch(formatRecord(match.record)), rules);
    expect(page).not.toMatch(/<script|<img/);
    expect(page).toContain('<p>Rules: &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page).toContain('rolls 1+1 &lt;img src=x onerror=ale…, luck -50.00');
  });

  it('says (none) where nothing stands out', () => {
    const page = reviewPage(reviewMatch(example.slice(0, example.indexOf('1.'))), standardRules);
    expect(page).toContain('<ul><li>(none)</li></ul>');
  });
});
