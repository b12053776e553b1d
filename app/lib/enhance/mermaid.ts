/**
 * Renders ```mermaid blocks in the page's colour mode. The renderer (large) is imported only
 * when a diagram comes near the viewport, and only once the page is idle: drawing is seconds of
 * main-thread work on a slow phone, which must not hold up the page's first interactions.
 * Without JavaScript the source stays readable.
 */
export type DiagramTheme = "light" | "dark";

let renderCount = 0;

// Mermaid's dark edge labels are #ccc on #585858 (4.4:1): a darker ground gives them 7:1.
const darkThemeVariables = { edgeLabelBackground: "#333333" };

/** Renders each diagram in `theme` once it nears the viewport; returns a cleanup that stops watching. */
export function observeDiagrams(root: HTMLElement, theme: DiagramTheme): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>("figure[data-mermaid]")];
  if (figures.length === 0 || typeof IntersectionObserver === "undefined") return () => undefined;
  let stopped = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      if (near.length === 0) return;
      near.forEach((figure) => observer.unobserve(figure));
      whenIdle(() => {
        if (!stopped) void renderDiagrams(near, theme);
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

export async function renderDiagrams(all: HTMLElement[], theme: DiagramTheme): Promise<void> {
  const figures = all.filter((f) => f.dataset.rendered !== theme);
  if (figures.length === 0) return;
  const { default: mermaid } = await import("mermaid");
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: "strict",
    theme: theme === "dark" ? "dark" : "default",
    themeVariables: theme === "dark" ? darkThemeVariables : {},
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  });
  for (const figure of figures) {
    const source = figure.querySelector(".mermaid__source code")?.textContent ?? "";
    try {
      renderCount += 1;
      const { svg } = await mermaid.render(`mermaid-diagram-${renderCount}`, source);
      let output = figure.querySelector<HTMLElement>(".mermaid__diagram");
      if (!output) {
        output = document.createElement("div");
        output.className = "mermaid__diagram";
        figure.prepend(output);
      }
      // securityLevel "strict" sanitises the SVG before it is returned.
      output.innerHTML = svg;
      conformToHtml(output);
      figure.dataset.rendered = theme;
    } catch (error) {
      // A diagram that does not parse keeps its source visible.
      figure.dataset.error = error instanceof Error ? error.message : String(error);
    }
    // One diagram per task: the page stays responsive between them.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export function resolveDiagramTheme(mode: string): DiagramTheme {
  if (mode === "dark") return "dark";
  if (mode === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches) return "dark";
  return "light";
}

/**
 * Mermaid's output, made valid HTML: its Markdown labels put a `<p>` inside a `<span>` (a block in
 * phrasing content) and its start states give `<circle>` width and height, which SVG does not define.
 * Neither changes what is drawn: each label is one line, and a circle's size is its `r`.
 */
export function conformToHtml(root: Element): void {
  for (const paragraph of root.querySelectorAll("span > p")) {
    const span = paragraph.ownerDocument.createElement("span");
    for (const { name, value } of [...paragraph.attributes]) span.setAttribute(name, value);
    span.append(...paragraph.childNodes);
    paragraph.replaceWith(span);
  }
  for (const circle of root.querySelectorAll("circle[width], circle[height]")) {
    circle.removeAttribute("width");
    circle.removeAttribute("height");
  }
}
