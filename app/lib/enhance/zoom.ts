/**
 * Zoomable content images (SPEC §4): attached a moment after each route change, closed by
 * scrolling past an offset, animated with the configured duration, on a background that
 * matches the colour mode. All numbers come from site.config.ts.
 */
import type { Zoom } from "medium-zoom";
import { siteConfig } from "../../../site.config";
import type { DiagramTheme } from "./mermaid";

const backgrounds: Record<DiagramTheme, string> = { light: "rgba(255, 255, 255, 0.96)", dark: "rgba(27, 27, 29, 0.96)" };

/** Returns a cleanup that cancels a pending attach or detaches the zoom. */
export function scheduleZoom(root: HTMLElement, theme: DiagramTheme): () => void {
  const { attachDelayMs, scrollOffsetPx, transitionMs } = siteConfig.imageZoom;
  document.documentElement.style.setProperty("--zoom-transition", `${transitionMs}ms`);
  let zoom: Zoom | undefined;
  let cancelled = false;
  const timer = window.setTimeout(() => {
    const images = root.querySelectorAll<HTMLImageElement>("img[data-zoomable]");
    if (images.length === 0) return;
    // Loaded only on pages that have images.
    void import("medium-zoom").then(({ default: mediumZoom }) => {
      if (!cancelled) zoom = mediumZoom(images, { background: backgrounds[theme], scrollOffset: scrollOffsetPx, margin: 24 });
    });
  }, attachDelayMs);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    zoom?.detach();
  };
}
