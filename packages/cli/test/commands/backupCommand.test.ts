import { describe, expect, it } from 'vitest';
import { ran } from '../cli.js';

// The copies themselves need node:sqlite: serveCommand.sqlite.test.ts makes them on Node 24.
describe('kiri-dice backup and audit, on their command line', () => {
  it('print their help in each language', async () => {
    for (const command of ['backup', 'audit']) {
      expect((await ran([command, '--help'])).out).toMatch(
        new RegExp(`^Usage: kiri-dice ${command} --db FILE`),
      );
      expect((await ran([command, '-h', '--lang', 'ru'])).out).toMatch(
        new RegExp(`^Запуск: kiri-dice ${command} --db FILE`),
      );
    }
  });

  it('name themselves and their options in a bad command line', async () => {
    expect((await ran(['backup', '--bogus'])).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown option '--bogus': the options are --rules, --json, --lang, --help, -h, --db, --to (see kiri-dice backup --help)
      "
    `);
    expect((await ran(['audit', '--bogus'])).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown option '--bogus': the options are --rules, --json, --lang, --help, -h, --db (see kiri-dice audit --help)
      "
    `);
  });

  it('read --db and --to as values, then need node:sqlite or say so', async () => {
    const copied = await ran(['backup', '--db', 'a.db', '--to', 'b.db']);
    const audited = await ran(['audit', '--db', 'a.db']);
    for (const { code, err } of [copied, audited]) {
      expect(code).toBe(2);
      expect(err).toMatch(/^kiri-dice: this runtime has no node:sqlite; it needs Node 22\.13/);
    }
  });
});
