import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './childProcesses.js';

// `npm run test:runtimes` (scripts/test-runtimes.mjs) runs the packed package on each pinned
// runtime; it needs the runtimes themselves, so CI runs it after `npm test` (.ci/run). These
// tests keep what the README, package.json and .ci/run say about it true.
const pins = JSON.parse(readFileSync(join(root, 'scripts/runtimes.json'), 'utf8')) as {
  node: string[];
  bun: string;
  deno: string;
};
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('the runtimes of npm run test:runtimes (scripts/runtimes.json)', () => {
  it('are exact versions, and the README names each of them in its runtimes table', () => {
    const versions = [...pins.node, pins.bun, pins.deno];
    for (const version of versions) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const row = (name: string) => readme.split('\n').find((line) => line.startsWith(`| ${name} |`));
    expect(row('Node.js')).toContain(`| ${pins.node.join(', ')} |`);
    expect(row('Bun')).toContain(`| ${pins.bun} |`);
    expect(row('Deno')).toContain(`| ${pins.deno} |`);
    expect(readme).toMatch(/runs in Node 20\+, Bun, Deno and browsers/);
  });

  it("package.json's engines start at the oldest Node tested, and test:runtimes is a script of its own, run by .ci/run after npm test", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
      scripts: Record<string, string>;
    };
    const majors = pins.node.map((version) => Number(version.split('.')[0]));
    expect(pkg.engines.node).toBe(`>=${Math.min(...majors)}`);
    expect(pkg.scripts['test:runtimes']).toBe('npm run build && node scripts/test-runtimes.mjs');
    const ci = readFileSync(join(root, '.ci/run'), 'utf8').split('\n');
    expect(ci.indexOf('npm run test:runtimes')).toBeGreaterThan(ci.indexOf('npm test'));
    expect(ci.indexOf('npm test')).toBeGreaterThan(-1);
  });

  it('runs the SQLite referee on the pinned Node 24: test:referee, run by .ci/run after test:runtimes', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['test:referee']).toBe(
      'npm run build && node scripts/on-node24.mjs node_modules/vitest/vitest.mjs run --project referee',
    );
    const ci = readFileSync(join(root, '.ci/run'), 'utf8').split('\n');
    expect(ci.indexOf('npm run test:referee')).toBeGreaterThan(ci.indexOf('npm run test:runtimes'));
    expect(pins.node.some((version) => version.startsWith('24.'))).toBe(true);
  });

  it('has no runtime among the dependencies: they are installed into a cache outside the project', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const deps = {
      ...pkg['dependencies'],
      ...pkg['devDependencies'],
      ...pkg['optionalDependencies'],
    };
    for (const name of Object.keys(deps))
      expect(name).not.toMatch(
        /^(node|bun|deno|node-(linux|darwin|win)-\w+|@oven\/bun-.*|@deno\/.*)$/,
      );
  });
});
