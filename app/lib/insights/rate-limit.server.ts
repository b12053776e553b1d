/**
 * A fixed-window limit per client for feedback posts, in memory and bounded: at most `maxClients` clients are
 * tracked (the least recent is forgotten first), so a flood of distinct addresses cannot grow it.
 */
export interface RateLimitOptions {
  perWindow: number;
  windowMs: number;
  maxClients?: number;
  now?: () => number;
}

export function createRateLimiter({ perWindow, windowMs, maxClients = 10_000, now = Date.now }: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Whether this client may post now (and counts the post when it may). */
    allow(client: string): boolean {
      const t = now();
      let entry = windows.get(client);
      if (!entry || t - entry.start >= windowMs) entry = { start: t, count: 0 };
      windows.delete(client);
      windows.set(client, entry);
      while (windows.size > maxClients) windows.delete(windows.keys().next().value as string);
      if (entry.count >= perWindow) return false;
      entry.count += 1;
      return true;
    },
    get size() {
      return windows.size;
    },
  };
}
