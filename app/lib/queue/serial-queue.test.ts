import { describe, expect, it } from "vitest";
import { createSerialQueue, QueueAbortError, QueueFullError } from "./serial-queue";

describe("createSerialQueue", () => {
  it("runs jobs one at a time, in order", async () => {
    const enqueue = createSerialQueue();
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setImmediate(r));
      log.push(`end ${name}`);
    };
    await Promise.all([enqueue(job("a")), enqueue(job("b"))]);
    expect(log).toEqual(["start a", "end a", "start b", "end b"]);
  });

  it("refuses a job at once when the wait list is full, and accepts again once it drains", async () => {
    const enqueue = createSerialQueue(2);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const running = enqueue(() => gate);
    await Promise.resolve(); // the first job starts; two may wait behind it
    const waiting = [enqueue(async () => 1), enqueue(async () => 2)];
    await expect(enqueue(async () => 3)).rejects.toBeInstanceOf(QueueFullError);
    release();
    await running;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    expect(await enqueue(async () => 4)).toBe(4);
  });

  it("admits by a rule on the number waiting (the compile queue's expected wait)", async () => {
    const seen: number[] = [];
    const enqueue = createSerialQueue((waiting) => {
      seen.push(waiting);
      return waiting * 400 <= 800;
    });
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const running = enqueue(() => gate);
    await Promise.resolve();
    const admitted = [enqueue(async () => 1), enqueue(async () => 2), enqueue(async () => 3)];
    await expect(enqueue(async () => 4)).rejects.toBeInstanceOf(QueueFullError);
    expect(seen).toEqual([0, 0, 1, 2, 3]);
    release();
    await running;
    expect(await Promise.all(admitted)).toEqual([1, 2, 3]);
  });

  it("rejects only the job that throws; the queue goes on", async () => {
    const enqueue = createSerialQueue(5);
    const failing = enqueue(async () => {
      throw new Error("boom");
    });
    const next = enqueue(async () => "ok");
    await expect(failing).rejects.toThrow("boom");
    await expect(next).resolves.toBe("ok");
  });

  it("gives a waiting job's place back when its reader goes away, and never runs it", async () => {
    const enqueue = createSerialQueue(1);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const running = enqueue(() => gate);
    await Promise.resolve();
    const reader = new AbortController();
    let ran = false;
    const abandoned = enqueue(async () => {
      ran = true;
    }, reader.signal);
    await expect(enqueue(async () => 0)).rejects.toBeInstanceOf(QueueFullError);
    reader.abort();
    await expect(abandoned).rejects.toBeInstanceOf(QueueAbortError);
    expect(enqueue.waiting()).toBe(0);
    const next = enqueue(async () => "next");
    release();
    await running;
    expect(await next).toBe("next");
    expect(ran).toBe(false);
  });
});
