// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { networkInterfaces } from 'node:os';
import type { KiriError } from 'kiri-dice';
import {
  createReferee,
  defaultLimits,
  memoryStore,
  postgresStore,
  serveNode,
  sqliteStore,
  withSite,
  type RefereeLimits,
  type RefereeLogEntry,
  type Store,
} from '@kiri-dice/referee';
import type { CliIO } from '../CliIO.js';
import { defineCommand, type Command } from '../command.js';
import { printable } from '../format.js';
import { lineBatcher } from '../lineBatcher.js';
import { DEFAULT_CONNECTIONS, openPostgresPool, shownUrl } from '../openPostgresPool.js';
import { wholeOption } from '../optionValues.js';
import { clockOption } from '../clockOption.js';
import { UsageError } from '../UsageError.js';
import { loadSite } from '../playgroundSite.js';
import { pageAddresses, pageLines } from '../pageAddresses.js';
import { english } from '../messages/english.js';
import { speechOf } from '../messages/Speech.js';

const serveOptions = {
  db: { type: 'string' },
  postgres: { type: 'string' },
  connections: { type: 'string' },
  memory: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  chips: { type: 'string' },
  clock: { type: 'string' },
  limit: { type: 'string', multiple: true },
} as const;

/** The limits of `--limit NAME=N` options, checked by createReferee. */
function limitsOf(given: readonly string[] = []): Partial<RefereeLimits> {
  const limits: Record<string, number> = {};
  for (const text of given) {
    // Stryker disable next-line ArrayDeclaration: the fallback list only has to leave `name`
    // `undefined`, which a list of one item does too.
    const [, name, value] = /^(\w+)=(\d{1,15})$/.exec(text) ?? [];
    // Stryker disable next-line ConditionalExpression: `Object.hasOwn` of `undefined` asks for the
    // key `"undefined"`, which no limit has.
    if (name === undefined || !Object.hasOwn(defaultLimits, name))
      throw new UsageError(
        `--limit must be NAME=N with NAME one of ${Object.keys(defaultLimits).join(', ')}, got '${text}'`,
      );
    limits[name] = Number(value);
  }
  return limits;
}

/** One log entry as a line: text for people, or JSON with --json. */
export function logLine(entry: RefereeLogEntry, time: string, json: boolean): string {
  if (json) return `${JSON.stringify({ time, ...entry })}\n`;
  const where =
    entry.route === undefined
      ? entry.message
      : `${entry.method} ${entry.route} ${entry.status} ${entry.ms} ms`;
  const match = entry.match === undefined ? '' : ` match=${entry.match}`;
  const cause = entry.cause === undefined ? '' : `\n  ${entry.cause.split('\n').join('\n  ')}`;
  return `${time} ${entry.level} ${printable(where)}${printable(match)}${entry.level === 'info' ? '' : printable(cause).replaceAll('\\n', '\n')}\n`;
}

/** A store, and what ends it once the referee has closed it (a PostgreSQL pool). */
interface OpenedStore {
  readonly store: Store;
  readonly end: () => Promise<void>;
}

// Stryker disable next-line ArrowFunction: `await` of `undefined` and of a resolved promise are
// alike.
const nothing = (): Promise<void> => Promise.resolve();

/** The store on PostgreSQL at `url`, with its pool, or one line that says why not. */
async function openPostgres(url: string, connections: number): Promise<OpenedStore> {
  const pool = await openPostgresPool(url, connections);
  try {
    return { store: await postgresStore({ pool }), end: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw new UsageError(
      // Stryker disable next-line Regex: `postgresStore`'s messages start with its name.
      `cannot use the PostgreSQL database ${shownUrl(url)}: ${(error as Error).message.replace(/^postgresStore: /, '')}`,
    );
  }
}

/** The store the options ask for. */
async function openStore(options: {
  readonly db?: string | undefined;
  readonly postgres?: string | undefined;
  readonly connections?: string | undefined;
  readonly memory?: boolean | undefined;
}): Promise<OpenedStore> {
  const { db, postgres, memory } = options;
  if ([db !== undefined, postgres !== undefined, memory === true].filter(Boolean).length > 1)
    throw new UsageError('--db, --postgres and --memory go one at a time');
  if (options.connections !== undefined && postgres === undefined)
    throw new UsageError('--connections goes with --postgres only');
  const connections = wholeOption(options.connections, 'connections', 1, 100, DEFAULT_CONNECTIONS);
  if (memory === true) return { store: memoryStore(), end: nothing };
  if (postgres !== undefined) return openPostgres(postgres, connections);
  try {
    return { store: await sqliteStore(db ?? 'kiri.db'), end: nothing };
  } catch (failure) {
    // sqliteStore fails with nothing but a KiriError, which says what to do.
    const error = failure as KiriError;
    throw new UsageError(
      `${error.message.replace(/^sqliteStore: /, '')}${error.code === 'UNSUPPORTED_RUNTIME' ? '; or run with --memory' : ''}`,
      error.code,
    );
  }
}

/** Serves a referee until SIGTERM or Ctrl-C. */
export const serveCommand: Command = defineCommand(
  'serve',
  (speech) => speech.help.serve,
  serveOptions,
  async (values, rules, io: CliIO, speech) => {
    const port = wholeOption(values.port, 'port', 0, 65535, 8080);
    const chips = wholeOption(values.chips, 'chips', 1, 1_000_000, 100);
    const host = values.host ?? '127.0.0.1';
    const json = values.json === true;
    // Lines of JSON are for programs, which read them in English whatever the person's language.
    const say = json ? speechOf(english) : speech;
    const now = io.now ?? Date.now;
    const out = lineBatcher(io.out);
    const log = (entry: RefereeLogEntry) => {
      const line = logLine(entry, new Date(now()).toISOString(), json);
      if (entry.level === 'info') {
        out.line(line);
        return;
      }
      out.flush();
      io.err(line);
    };
    const limits = limitsOf(values.limit);
    const clock = clockOption(values.clock);
    const { store, end } = await openStore(values);
    let referee;
    try {
      referee = createReferee({ store, rules, chips: [chips, chips], clock, limits, logger: log });
    } catch (error) {
      await store.close();
      await end();
      const { message } = error as Error;
      // Stryker disable next-line Regex: `createReferee`'s refusals of a limit start with it.
      const named = message.replace(/^createReferee: options\.limits\./, '--limit ');
      // Stryker disable next-line Regex: `createReferee`'s refusals of a clock start with it.
      throw new UsageError(named.replace(/^createReferee: options\.clock\./, '--clock: '));
    }
    const site = io.site === undefined ? new Map() : await loadSite(io.site);
    let served;
    try {
      served = await serveNode(
        { fetch: withSite(site, referee.fetch), close: () => referee.close() },
        { port, host, log },
      );
    } catch (error) {
      await referee.close();
      await end();
      // Stryker disable next-line Regex: `serveNode`'s messages start with its name.
      throw new UsageError((error as Error).message.replace(/^serveNode: /, ''));
    }
    log({ level: 'info', message: say.listening(served.url) });
    if (site.size > 0)
      for (const message of pageLines(pageAddresses(host, served.port, networkInterfaces()), say))
        log({ level: 'info', message });
    await new Promise<void>((resolve) => (io.onStop ? io.onStop(() => resolve()) : resolve()));
    log({ level: 'info', message: say.serveStopping });
    await served.close(10_000);
    await end();
    log({ level: 'info', message: say.serveStopped });
    out.flush();
    return 0;
  },
);
