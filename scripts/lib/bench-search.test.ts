import { describe, expect, it } from "vitest";
import { processCpuMs } from "./bench-search";

describe("processCpuMs", () => {
  it("adds user and system time, in ms, after a command name with spaces and parentheses", () => {
    const stat = "4242 (node (server) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 1234 56 0 0 20 0 11 0 999";
    expect(processCpuMs(4242, () => stat)).toBe((1234 + 56) * 10);
  });

  it("is null when the process cannot be read", () => {
    expect(
      processCpuMs(1, () => {
        throw new Error("ENOENT");
      }),
    ).toBeNull();
  });

  it("reads this process's own CPU time", () => {
    const ms = processCpuMs(process.pid);
    if (process.platform !== "linux") return; // /proc is Linux's
    expect(ms).toBeGreaterThan(0);
  });
});
