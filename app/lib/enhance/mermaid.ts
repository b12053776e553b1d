/**
 * Renders ```mermaid blocks in the page's colour mode. The renderer (large) is
 * imported only when a page has a diagram; without JavaScript the source stays readable.
 */
export type DiagramTheme = "light" | "dark";

let renderCount = 0;

export async function renderDiagrams(root: HTMLElement, theme: DiagramTheme): Promise<void> {
  const figures = [...root.querySelectorAll<HTMLElement>("figure[data-mermaid]")].filter((f) => f.dataset.rendered !== theme);
  if (figures.length === 0) return;
  const { default: mermaid } = await import("mermaid");
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: "strict",
    theme: theme === "dark" ? "dark" : "default",
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
      figure.dataset.rendered = theme;
    } catch (error) {
      // A diagram that does not parse keeps its source visible.
      figure.dataset.error = error instanceof Error ? error.message : String(error);
    }
  }
}

export function resolveDiagramTheme(mode: string): DiagramTheme {
  if (mode === "dark") return "dark";
  if (mode === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches) return "dark";
  return "light";
}
