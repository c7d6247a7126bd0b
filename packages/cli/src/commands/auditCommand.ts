// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { KiriError } from 'kiri-dice';
import { auditStore, sqliteStore, type Store } from '@kiri-dice/referee';
import type { CliIO } from '../CliIO.js';
import { defineCommand, commonHelp, type Command } from '../command.js';
import { counted } from '../counted.js';
import { printable } from '../format.js';
import { UsageError } from '../UsageError.js';

/** The help of `kiri-dice audit`. */
export const auditHelp: string = `Usage: kiri-dice audit --db FILE [--json]

Checks every match of a referee's SQLite database, trusting nothing the referee computed: each match's record, rebuilt from its stored moves, must replay to exactly its stored state; its version and rolls must count its moves; every seed must be the one committed to; every roll must be the fair dice of the seeds. It opens the file read-only (a referee may be serving it) and never creates one. It prints "ok: M matches, N moves, R rolls fair, F finished" with exit code 0, or each failure with its match id and exit code 1.

Options:
  --db FILE     the referee's database
${commonHelp.replace(/ {2}--rules FILE[^\n]*\n/, '')}`;

/**
 * The audit command over a way to open a database: `sqliteStore` read-only for the command line,
 * another store in tests.
 */
export function auditWith(open: (file: string) => Promise<Store>): Command {
  return defineCommand(auditHelp, { db: { type: 'string' } }, async (values, _rules, io: CliIO) => {
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
  });
}

/** Audits a referee's SQLite database, opened read-only. */
export const auditCommand: Command = auditWith((file) => sqliteStore(file, { readOnly: true }));
