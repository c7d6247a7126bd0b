// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/**
 * node-postgres, imported when `--postgres` first asks for it: `pg` is an optional peer, so the
 * command line loads without it. The name is a variable so that neither the type checker nor the
 * bundler resolves it ahead of time.
 */
export async function pgModule<T>(): Promise<T> {
  const name = 'pg';
  return (await import(/* @vite-ignore */ name)) as T;
}
