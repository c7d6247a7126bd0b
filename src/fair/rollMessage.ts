// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
interface Utf8Encoder {
  encode(text: string): Uint8Array;
}

/** One encoder for every roll: the runtimes the fair dice run on all have `TextEncoder`. */
let encoder: Utf8Encoder | undefined;

/**
 * The message that HMAC-SHA256 signs for roll `n`: the UTF-8 bytes of the client seed, a colon
 * (0x3a) and `n` in decimal ASCII digits, without sign, leading zeros or terminator:
 * `lucky-7:0`, `lucky-7:1`, … The number comes last, so a colon in the seed is no ambiguity.
 */
export function rollMessage(clientSeed: string, n: number): Uint8Array {
  encoder ??= new (
    globalThis as unknown as { readonly TextEncoder: new () => Utf8Encoder }
  ).TextEncoder();
  return encoder.encode(`${clientSeed}:${String(n)}`);
}
