// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * A module of the runtime (`node:fs`, `node:http`), imported when first needed: the entry then
 * loads on runtimes that lack it, and bundlers leave the import alone. The name is a variable so
 * that no type checker or bundler resolves it ahead of time.
 */
export async function runtimeModule<T>(name: string): Promise<T> {
  return (await import(/* @vite-ignore */ name)) as T;
}
