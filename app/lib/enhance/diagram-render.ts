/**
 * Draws Mermaid diagrams (loaded with the renderer, see mermaid.ts) and keeps them readable: a
 * diagram is shrunk to the column only as far as its smallest label stays at 12 px; a wider one
 * scrolls sideways in place. A click, or Enter on the diagram or its button, opens the full-size
 * view with zoom and pan (diagram-viewer.ts, loaded on first use).
 */
import { diagramMetrics, MIN_LABEL_PX } from "./diagram-size";
import type { DiagramLabels, DiagramTheme } from "./diagram-types";

let renderCount = 0;

// Mermaid's dark edge labels are #ccc on #585858 (4.4:1): a darker ground gives them 7:1.
const darkThemeVariables = { edgeLabelBackground: "#333333" };

export async function renderDiagrams(all: HTMLElement[], theme: DiagramTheme, labels: DiagramLabels): Promise<void> {
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
        makeOpenable(figure, output, labels);
      }
      // securityLevel "strict" sanitises the SVG before it is returned.
      output.innerHTML = svg;
      conformToHtml(output);
      const drawing = output.querySelector("svg");
      if (drawing) keepLabelsReadable(drawing);
      figure.dataset.rendered = theme;
    } catch (error) {
      // A diagram that does not parse keeps its source visible.
      figure.dataset.error = error instanceof Error ? error.message : String(error);
    }
    // One diagram per task: the page stays responsive between them.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Fits the column, but never so small that a label drops below MIN_LABEL_PX: wider diagrams scroll. */
function keepLabelsReadable(svg: SVGSVGElement): void {
  const { width, smallestLabel } = diagramMetrics(svg);
  const minScale = MIN_LABEL_PX / smallestLabel;
  svg.style.minWidth = `${Math.ceil(width * minScale)}px`;
  svg.style.maxWidth = `${Math.max(width, Math.ceil(width * minScale))}px`;
}

function makeOpenable(figure: HTMLElement, output: HTMLElement, labels: DiagramLabels): void {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mermaid__open";
  button.textContent = labels.open;
  figure.append(button);
  // Focusable: a diagram wider than the column scrolls, and keyboard readers scroll it or press Enter.
  output.tabIndex = 0;
  output.setAttribute("role", "group");
  output.setAttribute("aria-label", labels.title);
  const open = () => void import("./diagram-viewer").then(({ openDiagramViewer }) => openDiagramViewer(output, labels));
  button.addEventListener("click", open);
  output.addEventListener("click", open);
  output.addEventListener("keydown", (event) => {
    if (event.key === "Enter") open();
  });
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
