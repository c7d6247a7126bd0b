// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { KiriError } from 'kiri-dice';
import { auditStore, sqliteStore, type Store } from '@kiri-dice/referee';
import type { CliIO } from '../CliIO.js';
import { defineCommand, type Command } from '../command.js';
import { counted } from '../counted.js';
import { printable } from '../format.js';
import { UsageError } from '../UsageError.js';

/**
 * The audit command over a way to open a database: `sqliteStore` read-only for the command line,
 * another store in tests.
 */
export function auditWith(open: (file: string) => Promise<Store>): Command {
  return defineCommand(
    'audit',
    (speech) => speech.help.audit,
    { db: { type: 'string' } },
    async (values, _rules, io: CliIO) => {
      if (values.db === undefined)
        throw new UsageError('--db FILE is required: the database to audit');
      let store;
      try {
        store = await open(values.db);
      } catch (error) {
        if (!(error instanceof KiriError)) throw error;
        throw new UsageError(error.message.replace(/^sqliteStore: /, ''), error.code);
      }
      const report = await auditStore(store).finally(() => store.close());
      if (values.json === true) io.out(`${JSON.stringify(report)}\n`);
      else {
        for (const { match, problem } of report.failures)
          io.err(`kiri-dice: match ${printable(match)}: ${printable(problem)}\n`);
        io.out(
          `${report.ok ? 'ok' : 'FAILED'}: ${counted(report.matches, 'match', 'matches')}, ${counted(report.moves, 'move')}, ${counted(report.fairRolls, 'roll')} fair, ${report.finished} finished${report.ok ? '' : `, ${counted(report.failures.length, 'failure')}`}\n`,
        );
      }
      return report.ok ? 0 : 1;
    },
  );
}

/** Audits a referee's SQLite database, opened read-only. */
export const auditCommand: Command = auditWith((file) => sqliteStore(file, { readOnly: true }));
