import { describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';

/** Runs `kiri-dice ...args` in-process, waiting for an asynchronous command. */
async function outcome(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(args, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    errIsTTY: false,
  });
  return { code, out, err };
}

// The copies themselves need node:sqlite: serveCommand.sqlite.test.ts makes them on Node 24.
describe('kiri-dice backup and audit, on their command line', () => {
  it('print their help in each language', async () => {
    for (const command of ['backup', 'audit']) {
      expect((await outcome(command, '--help')).out).toMatch(
        new RegExp(`^Usage: kiri-dice ${command} --db FILE`),
      );
      expect((await outcome(command, '-h', '--lang', 'ru')).out).toMatch(
        new RegExp(`^Запуск: kiri-dice ${command} --db FILE`),
      );
    }
  });

  it('name themselves and their options in a bad command line', async () => {
    expect((await outcome('backup', '--bogus')).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown option '--bogus': the options are --rules, --json, --lang, --help, -h, --db, --to (see kiri-dice backup --help)
      "
    `);
    expect((await outcome('audit', '--bogus')).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown option '--bogus': the options are --rules, --json, --lang, --help, -h, --db (see kiri-dice audit --help)
      "
    `);
  });

  it('read --db and --to as values, then need node:sqlite or say so', async () => {
    const copied = await outcome('backup', '--db', 'a.db', '--to', 'b.db');
    const audited = await outcome('audit', '--db', 'a.db');
    for (const { code, err } of [copied, audited]) {
      expect(code).toBe(2);
      expect(err).toMatch(/^kiri-dice: this runtime has no node:sqlite; it needs Node 22\.13/);
    }
  });
});
