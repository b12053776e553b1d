/** The intrinsic size an SVG declares on its root element (width/height, else the viewBox). */
export interface ImageSize {
  width: number;
  height: number;
}

const number = (value: string | undefined): number | null => {
  // Unitless or px only: a percentage or em size says nothing about the drawing's proportions.
  const match = value ? /^\s*(\d+(?:\.\d+)?)(px)?\s*$/.exec(value) : null;
  return match ? Math.round(Number(match[1])) : null;
};

export function svgSize(svg: string): ImageSize | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const width = number(attribute("width"));
  const height = number(attribute("height"));
  if (width && height) return { width, height };
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2] && box[3] && box[2] > 0 && box[3] > 0) return { width: Math.round(box[2]), height: Math.round(box[3]) };
  return null;
}
