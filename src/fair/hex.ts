// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/** `bytes` as lowercase hexadecimal, two digits a byte. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The bytes of `hex`, already checked to be an even number of hexadecimal digits. */
export function fromHex(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    parseInt(hex.slice(2 * i, 2 * i + 2), 16),
  );
}
