// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { KiriError } from 'kiri-dice';
import { backupSqlite } from '@kiri-dice/referee';
import type { CliIO } from '../CliIO.js';
import { defineCommand, type Command } from '../command.js';
import { UsageError } from '../UsageError.js';

/** Backs up a referee's database. */
export const backupCommand: Command = defineCommand(
  'backup',
  (speech) => speech.help.backup,
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
