import { afterEach, describe, expect, it, vi } from "vitest";
import type { InsightEvent } from "./types";
import { createInsightsWriter } from "./writer.server";

const event = (n: number): InsightEvent => ({
  kind: "search",
  day: "2026-11-26",
  locale: "uk",
  query: `q${n}`,
  context: "",
  results: n,
  source: "page",
});

afterEach(() => vi.useRealTimers());

describe("insights writer", () => {
  it("writes in batches a moment after the events, not while the request runs", async () => {
    vi.useFakeTimers();
    const batches: number[] = [];
    const writer = createInsightsWriter({
      write: async (b) => void batches.push(b.length),
      onFailure: () => {},
      onDropped: () => {},
      flushDelayMs: 500,
      batchSize: 100,
    });
    for (let i = 0; i < 30; i += 1) writer.push(event(i));
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([30]);
  });

  it("keeps a failed batch for the next try and delivers it once the database is back", async () => {
    vi.useFakeTimers();
    let down = true;
    const written: string[] = [];
    const failures: unknown[] = [];
    const writer = createInsightsWriter({
      write: async (batch) => {
        if (down) throw new Error("connection refused");
        for (const e of batch) if (e.kind === "search") written.push(e.query);
      },
      onFailure: (error) => failures.push(error),
      onDropped: () => {},
      flushDelayMs: 10,
      retryDelayMs: 1000,
    });
    writer.push(event(1));
    writer.push(event(2));
    await vi.advanceTimersByTimeAsync(10);
    expect(failures).toHaveLength(1);
    expect(writer.queued).toBe(2);
    down = false;
    writer.push(event(3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual(["q1", "q2", "q3"]);
    expect(writer.queued).toBe(0);
  });

  it("drops and counts the oldest events only when the queue stays full", async () => {
    let dropped = 0;
    const writer = createInsightsWriter({
      write: () => Promise.reject(new Error("down")),
      onFailure: () => {},
      onDropped: (n) => (dropped += n),
      maxQueued: 5,
      batchSize: 100,
      flushDelayMs: 60_000,
    });
    for (let i = 0; i < 8; i += 1) writer.push(event(i));
    expect(writer.queued).toBe(5);
    expect(dropped).toBe(3);
    await writer.close();
  });

  it("writes what is left when closed", async () => {
    const written: number[] = [];
    const writer = createInsightsWriter({
      write: async (b) => void written.push(b.length),
      onFailure: () => {},
      onDropped: () => {},
      flushDelayMs: 60_000,
    });
    writer.push(event(1));
    await writer.close();
    expect(written).toEqual([1]);
    writer.push(event(2));
    expect(writer.queued).toBe(0);
  });
});
