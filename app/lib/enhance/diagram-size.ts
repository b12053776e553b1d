/** How big a drawn diagram is and how small its labels are: what keeps its labels readable. */

/** The smallest label size a reader gets, in CSS pixels, in place and in the full-size view. */
export const MIN_LABEL_PX = 12;

/** The diagram's own width (its viewBox) and the size of its smallest label, in the diagram's units. */
export function diagramMetrics(svg: SVGSVGElement): { width: number; smallestLabel: number } {
  const width = svg.viewBox.baseVal?.width || svg.getBoundingClientRect().width;
  let smallestLabel = Infinity;
  for (const label of svg.querySelectorAll<Element>("text, foreignObject span, foreignObject div")) {
    if (!label.textContent?.trim()) continue;
    const size = parseFloat(getComputedStyle(label).fontSize);
    if (size > 0) smallestLabel = Math.min(smallestLabel, size);
  }
  return { width, smallestLabel: Number.isFinite(smallestLabel) ? smallestLabel : 16 };
}
