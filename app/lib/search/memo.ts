/**
 * A memo for pure functions of what readers type (word → stem, prefix → index terms). Its keys come
 * from requests, so it is bounded by bytes and forgets the least recently used answers first.
 */
import { LRUCache } from "lru-cache";

/** Rough heap bytes of a string: V8 stores Cyrillic as two bytes a character, plus a header. */
export const stringBytes = (text: string) => 2 * text.length + 24;

/** Rough heap bytes of a memo entry: key, value and the cache's own bookkeeping. */
function entryBytes(key: string, value: string | readonly string[] | null): number {
  const valueBytes =
    value === null ? 0 : typeof value === "string" ? stringBytes(value) : value.reduce((sum, v) => sum + 8 + stringBytes(v), 32);
  return 64 + stringBytes(key) + valueBytes;
}

export type Memo<V extends string | readonly string[] | null> = (key: string, compute: () => V) => V;

/** Every memo made, for the memory figures of /metrics. */
const memos = new Set<LRUCache<string, { value: unknown }>>();

/** Estimated heap bytes held by all search memos together. */
export function memoBytes(): number {
  let bytes = 0;
  for (const memo of memos) bytes += memo.calculatedSize;
  return bytes;
}

export function boundedMemo<V extends string | readonly string[] | null>(maxBytes: number): Memo<V> {
  // null is a real answer (a stop word has no stem); the cache stores it boxed.
  const cache = new LRUCache<string, { value: V }>({ maxSize: maxBytes, sizeCalculation: (entry, key) => entryBytes(key, entry.value) });
  memos.add(cache as LRUCache<string, { value: unknown }>);
  return (key, compute) => {
    const known = cache.get(key);
    if (known) return known.value;
    const value = compute();
    cache.set(key, { value });
    return value;
  };
}
