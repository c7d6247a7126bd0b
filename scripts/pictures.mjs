// `npm run docs` runs this after the build: it writes the pictures of docs/odds.md as plain SVG
// text, from the JSON that the built command line prints (so the pictures show exactly what
// `kiri-dice odds` and `kiri-dice solve` say), and the picture of docs/strategy.md from the
// built `solveMatch`. `node scripts/pictures.mjs --check` writes
// nothing and fails when a committed picture is out of date; a test runs it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { evaluatePolicies, solveMatch } from '../dist/odds.js';

const kiri = (...args) => {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    ['packages/cli/dist/cli.js', ...args, '--json'],
    { encoding: 'utf8' },
  );
  if (status !== 0)
    throw new Error(`kiri-dice ${args.join(' ')} failed (run npm run build first): ${stderr}`);
  return JSON.parse(stdout);
};

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"';
const svg = (width, height, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT} role="img" aria-labelledby="title">\n` +
  `<title id="title">${title}</title>\n<rect width="${width}" height="${height}" fill="#ffffff"/>\n${body.join('\n')}\n</svg>\n`;
const text = (x, y, content, attributes = '') =>
  `<text x="${x}" y="${y}"${attributes ? ` ${attributes}` : ''}>${content}</text>`;

/** Red (0) through near-white (0.5) to blue (1): who the position favours. */
function color(p) {
  const [from, to, t] =
    p < 0.5
      ? [[178, 24, 43], [247, 247, 247], p / 0.5]
      : [[247, 247, 247], [33, 102, 172], (p - 0.5) / 0.5];
  const mix = from.map((c, i) => Math.round(c + (to[i] - c) * t));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function heatMap({ win, targetPoints: n }) {
  const cell = 84;
  const left = 120;
  const top = 124;
  const body = [
    text(
      20,
      32,
      'Chance that the player to roll wins the round',
      'font-size="19" font-weight="600"',
    ),
    text(20, 56, 'Standard rules, exact, with no extra rolls left;', 'font-size="13" fill="#444"'),
    text(
      20,
      74,
      `at 0 : 0 the player who rolls first wins ${win[0][0].toFixed(4)} of rounds.`,
      'font-size="13" fill="#444"',
    ),
    text(
      left + (n * cell) / 2,
      top - 26,
      'opponent’s points',
      'font-size="14" text-anchor="middle"',
    ),
    text(
      30,
      top + (n * cell) / 2,
      'own points',
      `font-size="14" text-anchor="middle" transform="rotate(-90 30 ${top + (n * cell) / 2})"`,
    ),
  ];
  for (let o = 0; o < n; o++)
    body.push(text(left + o * cell + cell / 2, top - 8, o, 'font-size="14" text-anchor="middle"'));
  for (let p = 0; p < n; p++) {
    body.push(
      text(left - 14, top + p * cell + cell / 2 + 5, p, 'font-size="14" text-anchor="end"'),
    );
    for (let o = 0; o < n; o++) {
      const value = win[p][o];
      const x = left + o * cell;
      const y = top + p * cell;
      body.push(
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${color(value)}" stroke="#ffffff" stroke-width="2"/>`,
      );
      const ink = Math.abs(value - 0.5) > 0.3 ? '#ffffff' : '#111111';
      body.push(
        text(
          x + cell / 2,
          y + cell / 2 + 5,
          value.toFixed(3),
          `font-size="15" text-anchor="middle" fill="${ink}"`,
        ),
      );
    }
  }
  // The colour scale, 0 to 1.
  const scaleY = top + n * cell + 34;
  const scaleWidth = n * cell;
  for (let i = 0; i < 50; i++) {
    body.push(
      `<rect x="${(left + (i * scaleWidth) / 50).toFixed(1)}" y="${scaleY}" width="${(scaleWidth / 50 + 0.5).toFixed(1)}" height="12" fill="${color((i + 0.5) / 50)}"/>`,
    );
  }
  for (const tick of [0, 0.25, 0.5, 0.75, 1])
    body.push(
      text(
        left + tick * scaleWidth,
        scaleY + 30,
        tick,
        'font-size="12" text-anchor="middle" fill="#444"',
      ),
    );
  return svg(
    Math.max(left + n * cell + 40, 540),
    scaleY + 48,
    'Heat map: chance that the player to roll wins the round, by own and opponent points',
    body,
  );
}

function barChart({ combinations }) {
  const left = 60;
  const top = 90;
  const height = 260;
  const group = 118;
  const bar = 40;
  const max = 60;
  const y = (percent) => top + height - (percent / max) * height;
  const body = [
    text(
      20,
      32,
      'Combination odds: exact vs the original’s table',
      'font-size="19" font-weight="600"',
    ),
    `<rect x="${left}" y="48" width="14" height="14" fill="#2166ac"/>`,
    text(left + 20, 60, 'exact (of the 64 outcomes)', 'font-size="13"'),
    `<rect x="${left + 220}" y="48" width="14" height="14" fill="#bbbbbb"/>`,
    text(left + 240, 60, 'the original’s “odds, for reference”', 'font-size="13"'),
  ];
  for (let percent = 0; percent <= max; percent += 10) {
    body.push(
      `<line x1="${left}" x2="${left + combinations.length * group}" y1="${y(percent)}" y2="${y(percent)}" stroke="#e5e5e5"/>`,
    );
    body.push(
      text(left - 8, y(percent) + 4, `${percent}%`, 'font-size="12" text-anchor="end" fill="#444"'),
    );
  }
  combinations.forEach(({ names, percent, original }, i) => {
    const x = left + i * group + (group - 2 * bar - 4) / 2;
    body.push(
      `<rect x="${x}" y="${y(percent)}" width="${bar}" height="${(percent / max) * height}" fill="#2166ac"/>`,
    );
    body.push(text(x + bar / 2, y(percent) - 5, percent, 'font-size="11" text-anchor="middle"'));
    body.push(
      `<rect x="${x + bar + 4}" y="${y(original)}" width="${bar}" height="${(original / max) * height}" fill="#bbbbbb"/>`,
    );
    body.push(
      text(
        x + 1.5 * bar + 4,
        y(original) - 5,
        original,
        'font-size="11" text-anchor="middle" fill="#444"',
      ),
    );
    const middle = left + i * group + group / 2;
    body.push(text(middle, top + height + 20, names.en, 'font-size="13" text-anchor="middle"'));
    if (names.ru !== names.en)
      body.push(
        text(
          middle,
          top + height + 37,
          names.ru,
          'font-size="12" text-anchor="middle" fill="#666"',
        ),
      );
  });
  body.push(
    `<line x1="${left}" x2="${left + combinations.length * group}" y1="${top + height}" y2="${top + height}" stroke="#888"/>`,
  );
  return svg(
    left + combinations.length * group + 20,
    top + height + 52,
    'Bar chart: exact combination odds against the original rules’ reference table, in percent',
    body,
  );
}

/**
 * Seat 0's chance to win a match against its purse, when it stakes 1 (the best stake) and bets
 * first, against three ways of staking of seat 1.
 */
function matchChart(totalChips) {
  const [left, top, width, height] = [64, 56, 600, 300];
  const x = (a) => left + (a / totalChips) * width;
  const y = (p) => top + (1 - p) * height;
  const line = (points, colour) =>
    `<polyline fill="none" stroke="${colour}" stroke-width="2.5" points="${points
      .map((p, a) => `${x(a).toFixed(1)},${y(p).toFixed(1)}`)
      .join(' ')}"/>`;
  const half = (purse, other) => Math.max(1, Math.floor(Math.min(purse, other) / 2));
  const bold = (purse, other) => Math.min(purse, other);
  const against = [
    ['seat 1 stakes 1 too (both at their best)', '#444444', solveMatch({ totalChips })],
    [
      'seat 1 stakes half the smaller purse',
      '#2166ac',
      evaluatePolicies([() => 1, half], { totalChips }),
    ],
    [
      'seat 1 stakes all the smaller purse',
      '#b2182b',
      evaluatePolicies([() => 1, bold], { totalChips }),
    ],
  ];
  const body = [
    text(
      16,
      30,
      `Seat 0 stakes 1 and bets first: its chance to win a match of ${totalChips} chips`,
      'font-size="16" font-weight="600"',
    ),
  ];
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    body.push(
      `<line x1="${left}" x2="${left + width}" y1="${y(p)}" y2="${y(p)}" stroke="#e5e5e5"/>`,
    );
    body.push(
      text(left - 8, y(p) + 4, `${p * 100}%`, 'font-size="12" text-anchor="end" fill="#444"'),
    );
  }
  for (let a = 0; a <= totalChips; a += totalChips / 4)
    body.push(text(x(a), top + height + 18, a, 'font-size="12" text-anchor="middle" fill="#444"'));
  body.push(
    text(
      left + width / 2,
      top + height + 38,
      "seat 0's chips",
      'font-size="13" text-anchor="middle"',
    ),
  );
  against.forEach(([label, colour, odds], i) => {
    body.push(line(odds.seat0Wins[0], colour));
    body.push(text(left + 12, top + 20 + 18 * i, label, `font-size="13" fill="${colour}"`));
  });
  return svg(
    left + width + 24,
    top + height + 52,
    `Line chart: seat 0's chance to win a match of ${totalChips} chips against its purse, staking 1, against three ways of staking`,
    body,
  );
}

const pictures = {
  'docs/strategy-match.svg': matchChart(100),
  'docs/odds-heatmap.svg': heatMap(kiri('solve')),
  'docs/odds-combinations.svg': barChart(kiri('odds')),
};
const check = process.argv.includes('--check');
const stale = [];
for (const [path, content] of Object.entries(pictures)) {
  if (!check) writeFileSync(path, content);
  else if (
    (() => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return '';
      }
    })() !== content
  )
    stale.push(path);
}
if (stale.length) {
  console.error(`out of date: ${stale.join(', ')}; run npm run docs and commit them`);
  process.exit(1);
}
