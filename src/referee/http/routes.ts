/** One route of the referee's HTTP interface, as the docs' table lists it. */
export interface Route {
  readonly method: 'GET' | 'POST';
  /** The path's pattern: `:id` stands for a match id. */
  readonly pattern: string;
  /** The API call it makes. */
  readonly call:
    'health' | 'list' | 'create' | 'view' | 'events' | 'record' | 'join' | 'reveal' | 'move';
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
  { method: 'POST', pattern: '/matches/:id/seed', call: 'reveal' },
  { method: 'POST', pattern: '/matches/:id/moves', call: 'move' },
] as const);

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The pattern a path matches, with its match id; `null` for a path of no route. */
export function matchPath(path: string): { readonly pattern: string; readonly id?: string } | null {
  const parts = path.split('/');
  if (parts[0] !== '' || parts[1] === undefined) return null;
  if (parts.length === 2)
    return parts[1] === 'health' || parts[1] === 'matches' ? { pattern: path } : null;
  if (parts[1] !== 'matches' || !ID.test(parts[2] ?? '') || parts.length > 4) return null;
  const id = parts[2]!;
  if (parts.length === 3) return { pattern: '/matches/:id', id };
  const tail = parts[3]!;
  return ['events', 'record', 'seats', 'seed', 'moves'].includes(tail)
    ? { pattern: `/matches/:id/${tail}`, id }
    : null;
}
