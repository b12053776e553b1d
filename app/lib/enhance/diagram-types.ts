/** Types shared by the diagram modules: the always-loaded observer and the renderer loaded on demand. */
export type DiagramTheme = "light" | "dark";

/** The full-size view's words, in the page's language. */
export interface DiagramLabels {
  open: string;
  title: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  close: string;
}
