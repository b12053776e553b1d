/**
 * Runs async jobs one at a time, with a bounded wait list: when the wait list is full, a new
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

/**
 * @param admit how many jobs may wait, or a rule that decides from the number already waiting
 * (the page compiles admit by expected wait: that number times the measured compile time).
 */
export function createSerialQueue(admit: number | ((waiting: number) => boolean) = Number.POSITIVE_INFINITY) {
  const admits = typeof admit === "number" ? (waitingNow: number) => waitingNow < admit : admit;
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  function enqueue<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new QueueAbortError());
    if (!admits(waiting)) return Promise.reject(new QueueFullError());
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
