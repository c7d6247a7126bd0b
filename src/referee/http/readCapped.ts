/**
 * The bytes of a body's chunks, or `null` past `limit`: past it, nothing more is kept (so at most
 * `limit` bytes are held) and the rest is read and dropped, so that the client, still sending,
 * hears the refusal (returning early would reset the connection).
 */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  const kept: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size <= limit) kept.push(chunk);
  }
  if (size > limit) return null;
  if (kept.length === 1) return kept[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of kept) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
