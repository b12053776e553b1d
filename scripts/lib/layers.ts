/**
 * The app's layers and the one direction its imports may point (see docs/ARCHITECTURE.md, "Layers"):
 * platform (configuration, log, metrics) ← capabilities (app/lib/<capability>, components, locales) ← HTTP
 * (app/lib/http: the Express and document side) ← the app's entry points (server.ts, routes, root, entry modules).
 * A file may import its own layer or one below it, never one above.
 */
export const LAYERS = ["platform", "capability", "http", "entry"] as const;
export type Layer = (typeof LAYERS)[number];

/**
 * The layer of a path relative to the repository root (`/` separators); null: not part of the app's layers (scripts,
 * content, and tests, which import what they test from whichever layer: a route's loader, say).
 */
export function layerOf(file: string): Layer | null {
  if (/\.test\.tsx?$/.test(file)) return null;
  if (file === "site.config.ts" || file.startsWith("app/lib/platform/")) return "platform";
  if (file.startsWith("app/lib/http/")) return "http";
  if (file === "server.ts" || file.startsWith("app/routes/") || /^app\/(root|entry\.server|entry\.client)\.tsx$/.test(file)) return "entry";
  if (file.startsWith("app/")) return "capability";
  return null;
}

export interface LayerViolation {
  from: string;
  to: string;
  message: string;
}

/** Every import (an edge of the dependency graph: file → files it imports) that points to a higher layer. */
export function layerViolations(graph: Readonly<Record<string, readonly string[]>>): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const [from, imports] of Object.entries(graph)) {
    const fromLayer = layerOf(from);
    if (!fromLayer) continue;
    for (const to of imports) {
      const toLayer = layerOf(to);
      if (!toLayer || LAYERS.indexOf(toLayer) <= LAYERS.indexOf(fromLayer)) continue;
      violations.push({ from, to, message: `${from} (${fromLayer}) imports ${to} (${toLayer}): imports point down only` });
    }
  }
  return violations;
}
