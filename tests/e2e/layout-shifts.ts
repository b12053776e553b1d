/**
 * Layout shifts as a reader would notice them, recorded from the page's first byte: each entry names the moved
 * nodes by their path and says where they went, so that a failing test says what to fix.
 */
import type { BrowserContext, Page } from "@playwright/test";

type ShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** Starts recording on every document the page loads from now on (read them with `layoutShifts`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const describe = (node: Node | undefined) => {
      const names: string[] = [];
      for (let el = node instanceof Element ? node : null; el && names.length < 4; el = el.parentElement) {
        names.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${[...el.classList].map((c) => `.${c}`).join("")}`);
      }
      return names.join(" < ") || node?.nodeName;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => `${describe(s.node)} from ${rect(s.previousRect)} to ${rect(s.currentRect)}`);
        shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded in the current document. */
export const layoutShifts = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** A slow mobile link (48 KB/s, 40 ms): a long page arrives in parts and is painted as it is parsed. */
export async function slowNetwork(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 48 * 1024,
    uploadThroughput: 48 * 1024,
  });
}
