/**
 * Zoomable content images: closed by scrolling past an offset, animated with the configured
 * duration, on a background that matches the colour mode (numbers from site.config.ts).
 * medium-zoom is downloaded only when the reader reaches for an image (pointer over it, or a
 * click that arrives first), so a page that is only read never loads it.
 */
import type { Zoom } from "medium-zoom";
import { siteConfig } from "../../../site.config";
import type { DiagramTheme } from "./diagram-types";

const backgrounds: Record<DiagramTheme, string> = { light: "rgba(255, 255, 255, 0.96)", dark: "rgba(27, 27, 29, 0.96)" };

/** Returns a cleanup that cancels a pending attach or detaches the zoom. */
export function scheduleZoom(root: HTMLElement, theme: DiagramTheme): () => void {
  const { attachDelayMs, scrollOffsetPx, transitionMs } = siteConfig.imageZoom;
  document.documentElement.style.setProperty("--zoom-transition", `${transitionMs}ms`);
  let zoom: Zoom | undefined;
  let loading: Promise<Zoom | undefined> | undefined;
  let cancelled = false;
  const zoomable = (target: EventTarget | null) =>
    target instanceof HTMLImageElement && target.matches("img[data-zoomable]") ? target : null;
  const load = () =>
    (loading ??= import("medium-zoom").then(({ default: mediumZoom }) => {
      if (cancelled) return undefined;
      const images = root.querySelectorAll<HTMLImageElement>("img[data-zoomable]");
      zoom = mediumZoom(images, { background: backgrounds[theme], scrollOffset: scrollOffsetPx, margin: 24 });
      return zoom;
    }));
  const onPointerOver = (event: Event) => {
    if (zoomable(event.target)) void load();
  };
  // A click before medium-zoom has attached (a tap, a fast pointer): open once it has loaded.
  const onClick = (event: Event) => {
    const image = zoomable(event.target);
    if (!image || zoom) return;
    void load().then((ready) => ready?.open({ target: image }));
  };
  const timer = window.setTimeout(() => {
    if (!root.querySelector("img[data-zoomable]")) return;
    root.addEventListener("pointerover", onPointerOver);
    root.addEventListener("click", onClick);
  }, attachDelayMs);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    root.removeEventListener("pointerover", onPointerOver);
    root.removeEventListener("click", onClick);
    zoom?.detach();
  };
}
