/**
 * Hostile files fed to the commands that read records: a record with stray bytes at any place, a
 * FIFO, a folder and /dev/zero. Each command answers in one line on stderr with its exit code,
 * within a bounded time, and prints no control character.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecord } from 'kiri-dice/record';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { played } from '@kiri-dice/testing/recordArbitraries';
import { cli, tempPath } from './cli.js';

/** The longest a single command may take. */
const BOUND_MS = 2000;

describe('hostile files', () => {
  it('the command line answers hostile files in one line and an exit code, printing no control character', () => {
    const fifo = tempPath('hostile.fifo');
    spawnSync('mkfifo', [fifo]);
    const folder = tempPath('hostile-folder');
    mkdirSync(folder, { recursive: true });
    const bytes = fc.uint8Array({ maxLength: 64 });
    fc.assert(
      fc.property(played, bytes, fc.nat(), fc.boolean(), ({ match }, junk, at, json) => {
        const text = Buffer.from(formatRecord(match.record));
        const cut = at % (text.length + 1);
        const file = tempPath('hostile.txt');
        writeFileSync(file, Buffer.concat([text.subarray(0, cut), junk, text.subarray(cut)]));
        for (const target of [file, fifo, folder, '/dev/zero']) {
          for (const command of ['replay', 'verify', 'review']) {
            const start = performance.now();
            const { code, out, err } = cli([command, target, ...(json ? ['--json'] : [])]);
            expect(performance.now() - start).toBeLessThan(BOUND_MS);
            // 3: verify found every move holding, in a match that is not over (said on stdout).
            expect(command === 'verify' ? [0, 1, 2, 3] : [0, 1, 2]).toContain(code);
            if (code === 1 || code === 2) expect(err.split('\n')).toHaveLength(2);
            // eslint-disable-next-line no-control-regex -- no control character but the newlines
            expect(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/.test(out + err)).toBe(
              false,
            );
          }
        }
      }),
      { numRuns: runs(60) },
    );
  });
});
