import v8 from "node:v8";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { ownHeapLimits } from "./worker-heap.server";

/** The heap size limit a worker with these limits really gets, in MB. */
function workerHeapLimitMb(limits: ReturnType<typeof ownHeapLimits>): Promise<number> {
  const code = `require("node:worker_threads").parentPort.postMessage(require("node:v8").getHeapStatistics().heap_size_limit / 2 ** 20);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, resourceLimits: limits });
    worker.once("message", (mb: number) => {
      resolve(mb);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

describe("ownHeapLimits", () => {
  afterEach(() => {
    v8.setFlagsFromString("--max-old-space-size=0");
    v8.setFlagsFromString("--max-semi-space-size=0");
  });

  it("gives a worker the heap it asks for, though the process runs with the main thread's heap flags", async () => {
    // As `npm run serve` starts the server: a small main heap set on the command line.
    v8.setFlagsFromString("--max-old-space-size=40");
    v8.setFlagsFromString("--max-semi-space-size=1");
    const mb = await workerHeapLimitMb(ownHeapLimits({ maxOldGenerationSizeMb: 300, maxYoungGenerationSizeMb: 24 }));
    // Old generation plus young generation: far above the 40 MB the flag would have imposed.
    expect(mb).toBeGreaterThanOrEqual(300);
    expect(mb).toBeLessThan(340);
  });
});
