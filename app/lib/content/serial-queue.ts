/**
 * Runs async jobs one at a time, with a bounded wait list: when `maxWaiting` jobs already wait, a new
 * one is refused at once with QueueFullError instead of queueing without limit, so overload sheds
 * load (503) early. Page compiles use it (esbuild is memory-hungry and the machines have 2 cores),
 * and so do searches (search/search.server.ts).
 */
export class QueueFullError extends Error {
  constructor() {
    super("the queue is full");
    this.name = "QueueFullError";
  }
}

export function createSerialQueue(maxWaiting = Number.POSITIVE_INFINITY) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return function enqueue<T>(job: () => Promise<T>): Promise<T> {
    if (waiting >= maxWaiting) return Promise.reject(new QueueFullError());
    waiting += 1;
    const run = () => {
      waiting -= 1;
      return job();
    };
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
}
