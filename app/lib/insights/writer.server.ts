/**
 * Writes insight events in batches, off the request path: a request only pushes an event into a bounded
 * queue; a flush runs a moment later (or at once when a batch is full) and writes the whole batch in one
 * transaction. When the database fails, the batch goes back to the queue for the next try, the failure is
 * logged and counted, and readers never notice; only a queue that stays full drops (and counts) events.
 */
import type { InsightEvent } from "./types";

export interface WriterOptions {
  write: (batch: readonly InsightEvent[]) => Promise<void>;
  /** Called with the error of a failed batch (log it, count it). */
  onFailure: (error: unknown, batchSize: number) => void;
  onDropped: (count: number) => void;
  onWritten?: (count: number) => void;
  batchSize?: number;
  flushDelayMs?: number;
  /** Waiting events kept at most; beyond it the oldest are dropped. */
  maxQueued?: number;
  /** After a failure the next try waits this long (a database that is down is not hammered). */
  retryDelayMs?: number;
}

export interface InsightsWriter {
  push(event: InsightEvent): void;
  /** Writes everything queued now; resolves when done (or failed). */
  flush(): Promise<void>;
  readonly queued: number;
  /** Stops the timer and writes what is left (one try). */
  close(): Promise<void>;
}

export function createInsightsWriter(options: WriterOptions): InsightsWriter {
  const { write, onFailure, onDropped, onWritten } = options;
  const batchSize = options.batchSize ?? 250;
  const flushDelayMs = options.flushDelayMs ?? 500;
  const maxQueued = options.maxQueued ?? 20_000;
  const retryDelayMs = options.retryDelayMs ?? 5_000;
  let queue: InsightEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let immediate = false;

  function schedule(delay: number) {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
    // A pending flush never keeps the process alive; shutdown calls close().
    timer.unref();
  }

  async function drain(): Promise<void> {
    while (queue.length) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batch.length);
      try {
        await write(batch);
        onWritten?.(batch.length);
      } catch (error) {
        onFailure(error, batch.length);
        // Back to the front, in order; the bound still holds.
        queue = [...batch, ...queue];
        trim();
        if (!closed) schedule(retryDelayMs);
        return;
      }
    }
  }

  function trim() {
    const excess = queue.length - maxQueued;
    if (excess > 0) {
      queue = queue.slice(excess);
      onDropped(excess);
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    // One flush at a time; a flush asked for meanwhile runs after it.
    const next = (running ?? Promise.resolve()).then(drain);
    running = next.finally(() => {
      if (running === settled) running = undefined;
    });
    const settled = running;
    return running;
  }

  return {
    push(event) {
      if (closed) return;
      queue.push(event);
      trim();
      if (queue.length < batchSize) return schedule(flushDelayMs);
      if (immediate) return;
      immediate = true;
      setImmediate(() => {
        immediate = false;
        void flush();
      });
    },
    flush,
    get queued() {
      return queue.length;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
