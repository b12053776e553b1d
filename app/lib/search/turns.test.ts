import { describe, expect, it } from "vitest";
import { createTurnQueue } from "./turns";

describe("createTurnQueue", () => {
  it("runs jobs in order, one per turn of the event loop, never in the caller's turn", async () => {
    const takeTurn = createTurnQueue(10);
    const order: string[] = [];
    const first = takeTurn(() => order.push("a"));
    const second = takeTurn(() => order.push("b"));
    // Other work queued after the jobs (a request read meanwhile) gets its turn between them.
    setImmediate(() => order.push("other"));
    order.push("caller");
    await Promise.all([first, second]);
    expect(order).toEqual(["caller", "a", "other", "b"]);
  });

  it("refuses a job at once when maxWaiting already wait, and takes new ones once the queue drains", async () => {
    const takeTurn = createTurnQueue(2);
    const a = takeTurn(() => 1);
    const b = takeTurn(() => 2);
    expect(takeTurn(() => 3)).toBeNull();
    expect(await a).toBe(1);
    expect(await b).toBe(2);
    expect(await takeTurn(() => 4)).toBe(4);
  });

  it("rejects only the job that throws; the queue goes on", async () => {
    const takeTurn = createTurnQueue(5);
    const failing = takeTurn(() => {
      throw new Error("boom");
    });
    const next = takeTurn(() => "ok");
    await expect(failing).rejects.toThrow("boom");
    await expect(next).resolves.toBe("ok");
  });
});
