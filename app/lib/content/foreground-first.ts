/**
 * Two kinds of work sharing one worker: foreground jobs (a reader waits for each) start at once;
 * background jobs run one at a time and only while no foreground job is under way, so a foreground
 * job never waits for more than the one background job in progress.
 */
export class ForegroundFirst {
  private foreground = 0;
  private backgroundRunning = false;
  private readonly waiting: (() => void)[] = [];

  async foregroundJob<T>(work: () => Promise<T>): Promise<T> {
    this.foreground += 1;
    try {
      return await work();
    } finally {
      this.foreground -= 1;
      this.startNext();
    }
  }

  async backgroundJob<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.startNext();
    });
    try {
      return await work();
    } finally {
      this.backgroundRunning = false;
      this.startNext();
    }
  }

  private startNext(): void {
    if (this.foreground > 0 || this.backgroundRunning) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.backgroundRunning = true;
    next();
  }
}
