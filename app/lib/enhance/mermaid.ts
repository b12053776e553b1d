/**
 * Renders ```mermaid blocks in the page's colour mode. The renderer (large) is imported only
 * when a diagram comes near the viewport, and only once the page is idle: drawing is seconds of
 * main-thread work on a slow phone, which must not hold up the page's first interactions.
 * Without JavaScript the source stays readable. Drawing, sizing and the full-size view live in
 * modules loaded with the renderer (diagram-render.ts, diagram-viewer.ts), not in every page's code.
 */
import type { DiagramLabels, DiagramTheme } from "./diagram-types";

export type { DiagramLabels, DiagramTheme };

/** Renders each diagram in `theme` once it nears the viewport; returns a cleanup that stops watching. */
export function observeDiagrams(root: HTMLElement, theme: DiagramTheme, labels: DiagramLabels): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>("figure[data-mermaid]")];
  if (figures.length === 0 || typeof IntersectionObserver === "undefined") return () => undefined;
  let stopped = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      if (near.length === 0) return;
      near.forEach((figure) => observer.unobserve(figure));
      whenIdle(() => {
        if (!stopped) void import("./diagram-render").then(({ renderDiagrams }) => renderDiagrams(near, theme, labels));
      });
    },
    { rootMargin: "400px 0px" },
  );
  figures.filter((figure) => figure.dataset.rendered !== theme).forEach((figure) => observer.observe(figure));
  return () => {
    stopped = true;
    observer.disconnect();
  };
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = (window as Partial<Pick<Window, "requestIdleCallback">>).requestIdleCallback;
  if (idle) idle.call(window, run, { timeout: 2000 });
  else setTimeout(run, 200);
}

export function resolveDiagramTheme(mode: string): DiagramTheme {
  if (mode === "dark") return "dark";
  if (mode === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches) return "dark";
  return "light";
}
