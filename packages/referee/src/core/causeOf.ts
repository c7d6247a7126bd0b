// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** What a log says of a failure: an error's stack (or message), or the thrown value as text. */
export function causeOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
