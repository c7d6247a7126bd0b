// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { Rules } from 'kiri-dice';
import type { MatchReview } from 'kiri-dice/review';
import { htmlText } from './htmlText.js';
import { PLAYER_COLOURS, reviewChart } from './reviewChart.js';
import type { Speech } from './messages/Speech.js';
import { accountLines, reviewHeader, roundLines, roundsTitle, totalsRows } from './reviewReport.js';

/**
 * The page's style, inline: the page is one file that loads nothing. The policy in its head lets
 * it load nothing else either, and run no script.
 */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:760px;padding:1rem;color:#1c1917;background:#fffdf7}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}p{margin:.25rem 0}
svg{display:block;width:100%;height:auto}.grid{stroke:#e7e5e4}.axis{font-size:12px;fill:#57534e}
.legend span{margin-right:1rem}.legend b{display:inline-block;width:1.5rem;height:3px;vertical-align:middle;margin-right:.35rem}
table{border-collapse:collapse}th,td{padding:.15rem .6rem;border-bottom:1px solid #e7e5e4}td{text-align:right;font-variant-numeric:tabular-nums}th{text-align:left;font-weight:normal}
thead th{font-weight:bold;text-align:right}ul{padding-left:1.25rem}li:target{background:#fef3c7}
code{font:14px ui-monospace,monospace}`;

/** The totals as a table: a row a figure, a column a player. */
function totalsTable(review: MatchReview, speech: Speech): string {
  const [head, ...rows] = totalsRows(review.players, speech);
  const cells = (row: readonly string[]) =>
    `<th scope="row">${htmlText(row[0]!)}</th>${row
      .slice(1)
      .map((cell) => `<td>${htmlText(cell)}</td>`)
      .join('')}`;
  return `<table><thead><tr><th></th>${head!
    .slice(1)
    .map((name) => `<th scope="col">${htmlText(name)}</th>`)
    .join(
      '',
    )}</tr></thead><tbody>${rows.map((row) => `<tr>${cells(row)}</tr>`).join('')}</tbody></table>`;
}

/** A list of lines, each its own item, or one item that says there is none. */
const list = (items: readonly string[], speech: Speech): string =>
  (items.length === 0 ? [`<li>${htmlText(speech.review.none)}</li>`] : items).join('');

/**
 * The review as one self-contained HTML page: the header, the chart of each player's chance with
 * the marked decisions on it (each a link to its line below), the totals, the accounts, then round
 * by round the marked decisions and the luckiest and unluckiest rolls. It holds no script and
 * loads nothing, and depends on nothing but the review and the rules: the same record writes the
 * same bytes. Every text from the record (the rules' and combinations' names) is escaped.
 *
 * @param review - the review
 * @param rules - the record's rules, for the combinations' names
 * @param speech - the page's language
 * @returns the page's HTML
 */
export function reviewPage(review: MatchReview, rules: Rules, speech: Speech): string {
  const texts = speech.review;
  const [title, ...header] = reviewHeader(review, speech);
  const legend = PLAYER_COLOURS.map(
    (colour, seat) =>
      `<span><b style="background:${colour}"></b>${htmlText(texts.player(seat === 0 ? 0 : 1))}</span>`,
  ).join('');
  const rounds = roundLines(review, rules, speech).map(
    ({ index, line }) => `<li id="event-${index}">${htmlText(line)}</li>`,
  );
  const accounts = accountLines(review, speech).map(
    (line) => `<li><code>${htmlText(line)}</code></li>`,
  );
  return `<!doctype html>
<html lang="${speech.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${htmlText(texts.pageTitle)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<h1>${htmlText(title!)}</h1>
${header.map((line) => `<p>${htmlText(line)}</p>`).join('\n')}
<h2>${htmlText(texts.chartHeading)}</h2>
<figure>
${reviewChart(review, speech)}
<figcaption class="legend">${legend}<span>${htmlText(texts.dots)}</span></figcaption>
</figure>
<h2>${htmlText(texts.totalsHeading)}</h2>
${totalsTable(review, speech)}
<h2>${htmlText(texts.accountTitle)}</h2>
<ul>${list(accounts, speech)}</ul>
<h2>${htmlText(roundsTitle(speech))}</h2>
<ul>${list(rounds, speech)}</ul>
</body>
</html>
`;
}
