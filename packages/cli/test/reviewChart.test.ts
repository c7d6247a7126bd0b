import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewMatch } from 'kiri-dice/review';
import { english } from '../src/messages/english.js';
import { speechOf } from '../src/messages/Speech.js';
import { reviewChart } from '../src/reviewChart.js';
import { cli, reviewExample as example, tempPath } from './cli.js';

/** The numbers of an attribute in a chart's markup, each occurrence's. */
const numbers = (svg: string, attribute: string): number[] =>
  [...svg.matchAll(new RegExp(` ${attribute}="([-\\d.]+)"`, 'g'))].map((m) => Number(m[1]));

describe('reviewChart', () => {
  it('draws each player from the start through every event, and each mark on its player', () => {
    expect(reviewChart(reviewMatch(example), speechOf(english))).toMatchInlineSnapshot(
      `"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 300" role="img" aria-label="Each player&#39;s chance over the match, with the marked decisions"><line class="grid" x1="44" x2="708" y1="262" y2="262"/><text class="axis" x="38" y="266" text-anchor="end">0%</text><line class="grid" x1="44" x2="708" y1="200" y2="200"/><text class="axis" x="38" y="204" text-anchor="end">25%</text><line class="grid" x1="44" x2="708" y1="138" y2="138"/><text class="axis" x="38" y="142" text-anchor="end">50%</text><line class="grid" x1="44" x2="708" y1="76" y2="76"/><text class="axis" x="38" y="80" text-anchor="end">75%</text><line class="grid" x1="44" x2="708" y1="14" y2="14"/><text class="axis" x="38" y="18" text-anchor="end">100%</text><text class="axis" x="44" y="278" text-anchor="middle">1</text><text class="axis" x="459" y="278" text-anchor="middle">2</text><text class="axis" x="708" y="296" text-anchor="end">round</text><polyline class="player0" fill="none" stroke="#1f5fbf" stroke-width="2" points="44,140.2 127,140.2 210,140.2 293,135.8 376,132.8 459,115 542,122.3 625,122.3 708,14"/><polyline class="player1" fill="none" stroke="#c2410c" stroke-width="2" points="44,135.8 127,135.8 210,135.8 293,140.2 376,143.2 459,161 542,153.7 625,153.7 708,262"/><a href="#event-5"><circle class="mark doubtful" cx="542" cy="122.3" r="4" fill="#ca8a04" stroke="#fff"><title>Round 2: player 0 stakes 4, best 1: loss 2.95, doubtful</title></circle></a></svg>"`,
    );
  });

  it('keeps every point in the plot, labels at most 12 rounds, and draws every mark', () => {
    const file = tempPath('chart-demo.txt');
    expect(cli(['play', '--seed', '5', '--record', file]).code).toBe(0);
    const review = reviewMatch(readFileSync(file, 'utf8'));
    const svg = reviewChart(review, speechOf(english));
    const lines = [...svg.matchAll(/points="([^"]*)"/g)].map((m) => m[1]!.split(' '));
    expect(lines.map((points) => points.length)).toEqual([
      review.events.length + 1,
      review.events.length + 1,
    ]);
    for (const [x, y] of lines.flat().map((point) => point.split(',').map(Number))) {
      expect(x).toBeGreaterThanOrEqual(44);
      expect(x).toBeLessThanOrEqual(708);
      expect(y).toBeGreaterThanOrEqual(14);
      expect(y).toBeLessThanOrEqual(262);
    }
    const rounds = review.events.at(-1)!.round;
    expect(rounds).toBeGreaterThan(12);
    const labels = [...svg.matchAll(/text-anchor="middle">(\d+)</g)].map((m) => Number(m[1]));
    expect(labels.length).toBeLessThanOrEqual(12);
    expect(labels[0]).toBe(1);
    const marked = review.events.flatMap((event, index) =>
      event.type !== 'roll' && event.mark !== null ? [`#event-${index}`] : [],
    );
    expect([...svg.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(marked);
    expect(numbers(svg, 'r').length).toBe(marked.length);
  });

  it('draws each mark in its colour and size, worst largest, one after another', () => {
    const review = reviewMatch(example);
    const marks = ['bad', 'veryBad'] as const;
    let next = 0;
    const events = review.events.map((event) =>
      event.type === 'roll' || next === marks.length ? event : { ...event, mark: marks[next++]! },
    );
    const svg = reviewChart({ ...review, events }, speechOf(english));
    const dots = [
      ...svg.matchAll(
        /<circle class="mark (\w+)" cx="[\d.]+" cy="[\d.]+" r="([\d.]+)" fill="(#\w+)"/g,
      ),
    ].map((m) => m.slice(1));
    expect(dots).toEqual([
      ['bad', '5.5', '#ea580c'],
      ['veryBad', '7', '#b91c1c'],
      ['doubtful', '4', '#ca8a04'],
    ]);
    expect(svg).toContain('</a><a href=');
    expect(svg.endsWith('</circle></a></svg>')).toBe(true);
  });

  it('draws a record with no event as the start alone', () => {
    const empty = reviewMatch(example.slice(0, example.indexOf('1.')));
    const svg = reviewChart(empty, speechOf(english));
    expect([...svg.matchAll(/points="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '44,140.2',
      '44,135.8',
    ]);
    expect(svg).not.toContain('<circle');
  });
});
