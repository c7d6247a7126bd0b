/**
 * @kiri-dice/referee: host Kiri. A referee keeps every match's state, checks every move with the
 * engine, rolls fair dice that no party (the server included) can choose, and stores each move
 * in one transaction. Its core is a plain async API; its HTTP interface is a Web-standard
 * `fetch` handler, served by `Bun.serve`, `Deno.serve`, fetch-style frameworks, or Node through
 * `serveNode`. Matches live in a {@link Store}: `memoryStore()`, `sqliteStore(file)`,
 * `postgresStore({ pool })` for many processes on one database, or your own.
 *
 * A separate entry point, so that games which do not host matches do not ship it.
 *
 * ```ts
 * import { createReferee, memoryStore } from '@kiri-dice/referee';
 *
 * const referee = createReferee({ store: memoryStore() });
 * const created = await referee.create({});
 * console.log(created.type); // => 'answer'
 * await referee.close();
 * ```
 *
 * @packageDocumentation
 * @module @kiri-dice/referee
 */
export type {
  MatchView,
  ClockView,
  CreatedMatch,
  JoinedSeat,
  AcceptedMove,
} from './core/MatchView.js';
export type { ClockOptions, MatchClock } from './core/MatchClock.js';
export type { Referee } from './core/Referee.js';
export type {
  RefereeAnswer,
  RefereeRefusal,
  RefereeReply,
  RefusalCode,
} from './core/RefereeReply.js';
export type { RefereeLogEntry, RefereeLogger } from './core/RefereeLogger.js';
export type { AbortSignalLike } from './core/timers.js';
export { defaultLimits, type RefereeLimits } from './core/RefereeLimits.js';
export { createReferee, type RefereeOptions, type RunningReferee } from './createReferee.js';
export type { RequestContext } from './http/fetchHandler.js';
export { routes, type Route } from './http/routes.js';
export { toNodeListener } from './node/nodeListener.js';
export { answerClientError } from './node/answerClientError.js';
export { withSite, type Site, type SiteFile } from './http/withSite.js';
export type { NodeRequest, NodeResponse, NodeSocket } from './node/nodeHttp.js';
export { serveNode, type NodeReferee, type ServeOptions } from './node/serveNode.js';
export type {
  CommitResult,
  OpenMatch,
  RecentReveals,
  SeatResult,
  SeenMatch,
  Store,
  StoredChange,
  StoredMatch,
  StoredMove,
  StoredRequest,
  StoredReveal,
  StoredSeat,
} from './core/Store.js';
export { memoryStore } from './stores/memory/memoryStore.js';
export {
  archiveSqlite,
  backupSqlite,
  sqliteStore,
  type ArchiveOptions,
  type ArchiveReport,
  type SqliteStoreOptions,
} from './stores/sqlite/sqliteStore.js';
export { postgresStore, type PostgresStoreOptions } from './stores/postgres/postgresStore.js';
export type {
  PostgresClient,
  PostgresNotification,
  PostgresPool,
  PostgresResult,
} from './stores/postgres/PostgresPool.js';
export { auditStore, type AuditReport } from './auditStore.js';
