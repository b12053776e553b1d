/**
 * React 18.3's streaming renderer copies text into 2048-byte views. When a multi-byte
 * UTF-8 character does not fit the space left in a view, it flushes the whole view,
 * including the unused tail, which is zero bytes: Cyrillic pages got a NUL inside a word
 * every ~2 KB. (Fixed upstream in React 19, which flushes `subarray(0, written)`.)
 * This transform trims those trailing zeros from full-size chunks; a real NUL never
 * belongs in HTML, and no other chunk is touched.
 */
import { Transform, type TransformCallback } from "node:stream";

export const REACT_VIEW_SIZE = 2048;

export function trimViewPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.length !== REACT_VIEW_SIZE) return chunk;
  let end = chunk.length;
  // A UTF-8 character is at most 4 bytes, so at most 3 bytes can be left unused.
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

export function createViewPaddingFilter(): Transform {
  return new Transform({
    transform(chunk: Uint8Array, _encoding: BufferEncoding, callback: TransformCallback) {
      callback(null, trimViewPadding(chunk));
    },
  });
}
