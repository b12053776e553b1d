import { describe, expect, it } from "vitest";
import { ForegroundFirst } from "./foreground-first";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const settle = () => new Promise((r) => setImmediate(r));

describe("ForegroundFirst", () => {
  it("runs background jobs one at a time, and none while a foreground job is under way", async () => {
    const gate = new ForegroundFirst();
    const started: string[] = [];
    const page = deferred();
    const first = deferred();
    const foreground = gate.foregroundJob(async () => {
      started.push("page");
      await page.promise;
    });
    const background = [
      gate.backgroundJob(async () => {
        started.push("md1");
        await first.promise;
      }),
      gate.backgroundJob(async () => {
        started.push("md2");
      }),
    ];
    await settle();
    expect(started).toEqual(["page"]);
    page.resolve();
    await foreground;
    await settle();
    expect(started).toEqual(["page", "md1"]);

    // A compile arriving now starts at once; the next conversion waits for it.
    const late = deferred();
    const lateJob = gate.foregroundJob(async () => {
      started.push("page2");
      await late.promise;
    });
    first.resolve();
    await settle();
    expect(started).toEqual(["page", "md1", "page2"]);
    late.resolve();
    await lateJob;
    await Promise.all(background);
    expect(started).toEqual(["page", "md1", "page2", "md2"]);
  });

  it("goes on after a job fails", async () => {
    const gate = new ForegroundFirst();
    await expect(gate.backgroundJob(() => Promise.reject(new Error("bad page")))).rejects.toThrow("bad page");
    await expect(gate.foregroundJob(() => Promise.reject(new Error("bad compile")))).rejects.toThrow("bad compile");
    await expect(gate.backgroundJob(async () => "ok")).resolves.toBe("ok");
  });
});
