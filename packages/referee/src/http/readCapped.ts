// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * The bytes of a body's chunks, or `null` past `limit`: past it, nothing more is kept (so at most
 * `limit` bytes are held) and the rest is read and dropped, so that the client, still sending,
 * hears the refusal (returning early would reset the connection).
 */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  // The iterator by hand, not `for await`: leaving that loop would close the body.
  const body = chunks[Symbol.asyncIterator]();
  const kept: Uint8Array[] = [];
  let size = 0;
  for (let next = await body.next(); next.done !== true; next = await body.next()) {
    size += next.value.byteLength;
    if (size > limit) return dropRest(body);
    kept.push(next.value);
  }
  if (kept.length === 1) return kept[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of kept) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Reads the rest of a body and keeps none of it. */
async function dropRest(body: AsyncIterator<Uint8Array>): Promise<null> {
  while ((await body.next()).done !== true);
  return null;
}
