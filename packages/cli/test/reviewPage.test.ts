import { describe, expect, it } from 'vitest';
import { standardRules } from 'kiri-dice';
import { formatRecord, play, startRecord } from 'kiri-dice/record';
import { defineRules } from 'kiri-dice/rules';
import { reviewMatch } from 'kiri-dice/review';
import { english } from '../src/messages/english.js';
import { speechOf } from '../src/messages/Speech.js';
import { reviewPage } from '../src/reviewPage.js';
import { reviewExample as example } from './cli.js';

describe('reviewPage', () => {
  it('is one page that loads nothing and runs nothing: the chart, the totals, the rounds', () => {
    const page = reviewPage(reviewMatch(example), standardRules, speechOf(english));
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

  it('lays the page out exactly: its style, the header, the legend, the tables and the lists', () => {
    const page = reviewPage(reviewMatch(example), standardRules, speechOf(english));
    // The chart is reviewChart's, pinned in its own test.
    expect(page.replace(/<svg[\s\S]*<\/svg>/, '<svg/>')).toMatchInlineSnapshot(`
      "<!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <title>Kiri match review</title>
      <style>
      body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:760px;padding:1rem;color:#1c1917;background:#fffdf7}
      h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}p{margin:.25rem 0}
      svg{display:block;width:100%;height:auto}.grid{stroke:#e7e5e4}.axis{font-size:12px;fill:#57534e}
      .legend span{margin-right:1rem}.legend b{display:inline-block;width:1.5rem;height:3px;vertical-align:middle;margin-right:.35rem}
      table{border-collapse:collapse}th,td{padding:.15rem .6rem;border-bottom:1px solid #e7e5e4}td{text-align:right;font-variant-numeric:tabular-nums}th{text-align:left;font-weight:normal}
      thead th{font-weight:bold;text-align:right}ul{padding-left:1.25rem}li:target{background:#fef3c7}
      code{font:14px ui-monospace,monospace}
      </style>
      </head>
      <body>
      <h1>Review · 10 chips in all · the match was won</h1>
      <p>Rules: standard</p>
      <p>Marks (gnubg): doubtful, bad and very bad from 2, 4 and 8 points lost</p>
      <p>Figures are percentage points of each player&#39;s expected share of all the chips at the end (100 for winning the match).</p>
      <h2>Each player&#39;s chance</h2>
      <figure>
      <svg/>
      <figcaption class="legend"><span><b style="background:#1f5fbf"></b>player 0</span><span><b style="background:#c2410c"></b>player 1</span><span>dots: the marked decisions, on the line of the player who made them</span></figcaption>
      </figure>
      <h2>Totals</h2>
      <table><thead><tr><th></th><th scope="col">player 0</th><th scope="col">player 1</th></tr></thead><tbody><tr><th scope="row">decisions</th><td>2</td><td>2</td></tr><tr><th scope="row">forced (not counted)</th><td>0</td><td>0</td></tr><tr><th scope="row">doubtful</th><td>1</td><td>0</td></tr><tr><th scope="row">bad</th><td>0</td><td>0</td></tr><tr><th scope="row">very bad</th><td>0</td><td>0</td></tr><tr><th scope="row">total loss</th><td>2.95</td><td>0.00</td></tr><tr><th scope="row">mean loss</th><td>1.48</td><td>0.00</td></tr><tr><th scope="row">error rate ×1000</th><td>14.8</td><td>0.0</td></tr><tr><th scope="row">luck</th><td>+8.38</td><td>-45.47</td></tr><tr><th scope="row">luck label</th><td>-</td><td>very unlucky</td></tr><tr><th scope="row">result</th><td>100.00</td><td>0.00</td></tr><tr><th scope="row">luck-adjusted result</th><td>46.15</td><td>53.85</td></tr><tr><th scope="row">rating</th><td>beginner</td><td>supernatural</td></tr></tbody></table>
      <h2>Account: start + own luck - opponent&#39;s luck - own loss + opponent&#39;s loss = final</h2>
      <ul><li><code>player 0: 49.10 + 8.38 - (-45.47) - 2.95 + 0.00 = 100.00</code></li><li><code>player 1: 50.90 + (-45.47) - 8.38 - 0.00 + 2.95 = 0.00</code></li></ul>
      <h2>Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls</h2>
      <ul><li id="event-2">Round 1: player 1 rolls 3+6 Normal (Обычный бросок), luck -1.79</li><li id="event-3">Round 1: player 0 rolls 1+2 Kvatra (Кватра), luck +1.19</li><li id="event-4">Round 1: player 0 rolls 8+7 Kiri, luck +7.19</li><li id="event-5">Round 2: player 0 stakes 4, best 1: loss 2.95, doubtful</li><li id="event-7">Round 2: player 1 rolls 1+1 Dead, luck -43.67, very unlucky</li></ul>
      </body>
      </html>
      "
    `);
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
    const page = reviewPage(reviewMatch(formatRecord(match.record)), rules, speechOf(english));
    expect(page).not.toMatch(/<script|<img/);
    expect(page).toContain('<p>Rules: &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page).toContain('rolls 1+1 &lt;img src=x onerror=ale…, luck -50.00');
  });

  it('says (none) where nothing stands out', () => {
    const page = reviewPage(
      reviewMatch(example.slice(0, example.indexOf('1.'))),
      standardRules,
      speechOf(english),
    );
    expect(page).toContain('<ul><li>(none)</li></ul>');
  });
});
