// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
interface Utf8Encoder {
  encode(text: string): Uint8Array;
}

let encoder: Utf8Encoder | undefined;

/** The UTF-8 bytes of `text` (every runtime the referee runs on has `TextEncoder`). */
export function utf8(text: string): Uint8Array {
  encoder ??= new (
    globalThis as unknown as { readonly TextEncoder: new () => Utf8Encoder }
  ).TextEncoder();
  return encoder.encode(text);
}
