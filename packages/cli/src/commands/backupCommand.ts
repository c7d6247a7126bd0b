// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { KiriError } from 'kiri-dice';
import { backupSqlite } from '@kiri-dice/referee';
import type { CliIO } from '../CliIO.js';
import { defineCommand, commonHelp, type Command } from '../command.js';
import { UsageError } from '../UsageError.js';

/** The help of `kiri-dice backup`. */
export const backupHelp: string = `Usage: kiri-dice backup --db FILE --to COPY

Copies a referee's SQLite database to COPY, consistent to one moment, while the referee serves it (SQLite's VACUUM INTO, through a read-only connection): no move is held back and none is half copied. Copying kiri.db and kiri.db-wal by hand while the referee writes can give a corrupt copy. COPY must not exist; check it with kiri-dice audit --db COPY.

Options:
  --db FILE     the referee's database
  --to COPY     the file to write
${commonHelp.replace(/ {2}--rules FILE[^\n]*\n/, '').replace(/ {2}--json[^\n]*\n/, '')}`;

/** Backs up a referee's database. */
export const backupCommand: Command = defineCommand(
  backupHelp,
  { db: { type: 'string' }, to: { type: 'string' } },
  async (values, _rules, io: CliIO) => {
    if (values.db === undefined || values.to === undefined)
      throw new UsageError('--db FILE and --to COPY are both required');
    try {
      await backupSqlite(values.db, values.to);
    } catch (failure) {
      // backupSqlite fails with a KiriError, which says what to do, or with SQLite's own error.
      const error = failure as KiriError;
      throw new UsageError(error.message.replace(/^(backupSqlite|sqliteStore): /, ''), error.code);
    }
    io.out(`backed up ${values.db} to ${values.to}\n`);
    return 0;
  },
);
