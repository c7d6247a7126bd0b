// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** One key for a request in a map: the three parts cannot run into each other. */
export function requestKey(matchId: string, sender: string, requestId: string): string {
  return JSON.stringify([matchId, sender, requestId]);
}
