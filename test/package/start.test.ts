import { describe, expect, it } from 'vitest';
import { run } from './childProcesses.js';

// `npm start` runs scripts/start.mjs, which plays the demo match with the built bin. Here, after
// the build, it must not rebuild, and with standard input closed it must not wait for anything.
describe('npm start (scripts/start.mjs)', () => {
  it('plays the demo match of seed 1, or with the options given, without asking anything', async () => {
    const plain = await run(process.execPath, ['scripts/start.mjs']);
    expect({ code: plain.code, stderr: plain.stderr }).toEqual({ code: 0, stderr: '' });
    expect(plain.stdout).toMatch(
      /^Kiri · seed 1 · 100 chips each · first to 4 points\n[\s\S]*\nMatch over after \d+ rounds: player [01] wins all 200 chips\.\n$/,
    );
    // seed 1 is also what kiri-dice play plays without --seed, as its help says.
    expect((await run(process.execPath, ['packages/cli/dist/cli.js', 'play'])).stdout).toBe(
      plain.stdout,
    );
    const seven = await run(process.execPath, ['scripts/start.mjs', '--seed', '7', '--chips', '5']);
    expect(seven.stdout).toMatch(/^Kiri · seed 7 · 5 chips each /);
  });
});
