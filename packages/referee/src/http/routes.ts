// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** One route of the referee's HTTP interface, as the docs' table lists it. */
export interface Route {
  /** The HTTP method (`HEAD` is answered wherever `GET` is). */
  readonly method: 'GET' | 'POST';
  /** The path's pattern: `:id` stands for a match id. */
  readonly pattern: string;
  /** The API call it makes. */
  readonly call:
    | 'health'
    | 'list'
    | 'create'
    | 'view'
    | 'events'
    | 'record'
    | 'join'
    | 'rematch'
    | 'reveal'
    | 'move';
}

/** The routes, as data: the handler dispatches on them and the docs' table shows them. */
export const routes: readonly Route[] = Object.freeze([
  { method: 'GET', pattern: '/health', call: 'health' },
  { method: 'GET', pattern: '/matches', call: 'list' },
  { method: 'POST', pattern: '/matches', call: 'create' },
  { method: 'GET', pattern: '/matches/:id', call: 'view' },
  { method: 'GET', pattern: '/matches/:id/events', call: 'events' },
  { method: 'GET', pattern: '/matches/:id/record', call: 'record' },
  { method: 'POST', pattern: '/matches/:id/seats', call: 'join' },
  { method: 'POST', pattern: '/matches/:id/rematch', call: 'rematch' },
  { method: 'POST', pattern: '/matches/:id/seed', call: 'reveal' },
  { method: 'POST', pattern: '/matches/:id/moves', call: 'move' },
] as const);

/** The paths of the routes: `/health`, `/matches`, `/matches/ID` and `/matches/ID/PART`. */
const PATH =
  /^\/(?:(health)|matches(?:\/([A-Za-z0-9_-]{1,64})(?:\/(events|record|seats|rematch|seed|moves))?)?)$/;

/** The pattern a path matches, with its match id; `null` for a path of no route. */
export function matchPath(path: string): { readonly pattern: string; readonly id?: string } | null {
  const found = PATH.exec(path);
  if (!found) return null;
  const [, health, id, part] = found;
  if (health !== undefined) return { pattern: '/health' };
  if (id === undefined) return { pattern: '/matches' };
  return { pattern: part === undefined ? '/matches/:id' : `/matches/:id/${part}`, id };
}
