/**
 * Runs async jobs one at a time, with a bounded wait list: when `maxWaiting` jobs already wait, a new
 * one is refused at once with QueueFullError instead of queueing without limit, so overload sheds
 * load (503) early. Page compiles use it (esbuild is memory-hungry and the machines have 2 cores),
 * and so do searches (search/search.server.ts).
 *
 * A job may carry an AbortSignal (the reader went away): aborted while it waits, it gives its place
 * back at once and never runs.
 */
export class QueueFullError extends Error {
  constructor() {
    super("the queue is full");
    this.name = "QueueFullError";
  }
}

/** The job was given up before its turn came. */
export class QueueAbortError extends Error {
  constructor() {
    super("the job was given up while it waited");
    this.name = "QueueAbortError";
  }
}

export function createSerialQueue(maxWaiting = Number.POSITIVE_INFINITY) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  function enqueue<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new QueueAbortError());
    if (waiting >= maxWaiting) return Promise.reject(new QueueFullError());
    waiting += 1;
    let counted = true;
    const release = () => {
      if (counted) waiting -= 1;
      counted = false;
    };
    let giveUp: ((error: Error) => void) | undefined;
    const onAbort = () => {
      release();
      giveUp?.(new QueueAbortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    const run = () => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) return Promise.reject(new QueueAbortError());
      release();
      return job();
    };
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    if (!signal) return result;
    const abandoned = new Promise<never>((_, reject) => (giveUp = reject));
    return Promise.race([result, abandoned]);
  }
  /** Jobs waiting for their turn (not the one running). */
  enqueue.waiting = () => waiting;
  return enqueue;
}
