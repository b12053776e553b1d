/**
 * The full-size view of a diagram: a modal `<dialog>` over the page, the drawing at a size where
 * every label is at least 12 px (at 100 % when it fits), zoom buttons (and +, −, 0 keys), panning
 * by dragging, scrolling or the arrow keys. The drawing itself moves into the dialog and back on
 * close, so its ids stay unique; its place on the page keeps its height meanwhile.
 */
import { diagramMetrics, MIN_LABEL_PX } from "./diagram-size";
import type { DiagramLabels } from "./diagram-types";

const ZOOM_STEP = 1.25;
const MAX_ZOOM = 4;

function button(label: string, text: string, className: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = `diagram-viewer__button ${className}`;
  element.textContent = text;
  element.setAttribute("aria-label", label);
  element.title = label;
  return element;
}

export function openDiagramViewer(output: HTMLElement, labels: DiagramLabels): void {
  const svg = output.querySelector("svg");
  if (!svg || output.closest("dialog")) return;
  const { width, smallestLabel } = diagramMetrics(svg);
  const saved = { style: svg.getAttribute("style") ?? "", minHeight: output.style.minHeight };

  const dialog = document.createElement("dialog");
  dialog.className = "diagram-viewer";
  dialog.setAttribute("aria-label", labels.title);
  const toolbar = document.createElement("div");
  toolbar.className = "diagram-viewer__toolbar";
  const zoomOut = button(labels.zoomOut, "−", "diagram-viewer__zoom-out");
  const zoomLabel = document.createElement("output");
  zoomLabel.className = "diagram-viewer__zoom";
  const zoomIn = button(labels.zoomIn, "+", "diagram-viewer__zoom-in");
  const reset = button(labels.reset, "1:1", "diagram-viewer__reset");
  const close = button(labels.close, "×", "diagram-viewer__close");
  toolbar.append(zoomOut, zoomLabel, zoomIn, reset, close);
  const stage = document.createElement("div");
  stage.className = "diagram-viewer__stage";
  stage.tabIndex = 0;
  stage.setAttribute("role", "group");
  stage.setAttribute("aria-label", labels.title);
  dialog.append(toolbar, stage);

  // The drawing leaves its place: hold the place's height so the page behind does not move.
  output.style.minHeight = `${output.getBoundingClientRect().height}px`;
  stage.append(svg);
  document.body.append(dialog);
  dialog.showModal();

  const readable = MIN_LABEL_PX / smallestLabel;
  const fit = (stage.clientWidth - 32) / width;
  const minZoom = Math.min(readable, fit);
  let zoom = Math.max(readable, Math.min(1, fit));
  const apply = () => {
    svg.setAttribute("style", `${saved.style};max-width:none;min-width:0;width:${Math.round(width * zoom)}px;height:auto`);
    zoomLabel.textContent = `${Math.round(zoom * 100)} %`;
    zoomOut.disabled = zoom <= minZoom;
    zoomIn.disabled = zoom >= MAX_ZOOM;
  };
  const zoomBy = (factor: number) => {
    // Zoom around the middle of what is in view.
    const cx = (stage.scrollLeft + stage.clientWidth / 2) / stage.scrollWidth;
    const cy = (stage.scrollTop + stage.clientHeight / 2) / stage.scrollHeight;
    zoom = Math.min(MAX_ZOOM, Math.max(minZoom, zoom * factor));
    apply();
    stage.scrollLeft = cx * stage.scrollWidth - stage.clientWidth / 2;
    stage.scrollTop = cy * stage.scrollHeight - stage.clientHeight / 2;
  };
  apply();
  stage.focus();

  zoomIn.addEventListener("click", () => zoomBy(ZOOM_STEP));
  zoomOut.addEventListener("click", () => zoomBy(1 / ZOOM_STEP));
  reset.addEventListener("click", () => zoomBy(1 / zoom));
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "+" || event.key === "=") zoomBy(ZOOM_STEP);
    else if (event.key === "-") zoomBy(1 / ZOOM_STEP);
    else if (event.key === "0") zoomBy(1 / zoom);
  });
  // A click on the dimmed backdrop (the dialog box itself, outside its content) closes the view.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });

  // Drag to pan, with a mouse or a pen; touch scrolls natively.
  let drag: { x: number; y: number; left: number; top: number } | null = null;
  stage.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "touch" || event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, left: stage.scrollLeft, top: stage.scrollTop };
    stage.setPointerCapture(event.pointerId);
    stage.classList.add("diagram-viewer__stage--dragging");
  });
  stage.addEventListener("pointermove", (event) => {
    if (!drag) return;
    stage.scrollLeft = drag.left - (event.clientX - drag.x);
    stage.scrollTop = drag.top - (event.clientY - drag.y);
  });
  const endDrag = () => {
    drag = null;
    stage.classList.remove("diagram-viewer__stage--dragging");
  };
  stage.addEventListener("pointerup", endDrag);
  stage.addEventListener("pointercancel", endDrag);

  dialog.addEventListener("close", () => {
    svg.setAttribute("style", saved.style);
    output.append(svg);
    output.style.minHeight = saved.minHeight;
    dialog.remove();
    output.focus({ preventScroll: true });
  });
}
