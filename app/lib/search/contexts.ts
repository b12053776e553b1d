/**
 * Search contexts: the sections a search can be limited to (`ctx`). A page inside one of them
 * offers "See all results within …" in the navbar suggestions. Labels come from the sidebars.
 */
import type { Locale } from "../../../site.config";
import { sidebars, type SidebarSpec } from "../../../content/sidebars";
import { labelFor, stripLocale } from "../content";
import type { SearchContext } from "./types";

/** Top-level sections offered as contexts. */
const CONTEXT_PATHS = ["/api/", "/client/", "/admin/"] as const;

function categoryLabel(specs: readonly SidebarSpec[], dir: string, locale: Locale): string | null {
  for (const spec of specs) {
    if (spec.type !== "category") continue;
    if ("dir" in spec && spec.dir === dir) return labelFor(spec.label, locale);
    if ("items" in spec) {
      const inner = categoryLabel(spec.items, dir, locale);
      if (inner) return inner;
    }
  }
  return null;
}

/** "Посібник клієнта" for /client/, "API" for /api/ (the sidebar of that name), else the path itself. */
export function contextLabel(path: string, locale: Locale): string {
  const dir = path.replace(/^\/|\/$/g, "");
  for (const [name, sidebar] of Object.entries(sidebars)) {
    const label = categoryLabel(sidebar.items, dir, locale);
    if (label) return label;
    if (name === dir) return labelFor(sidebar.navbarLabel, locale);
  }
  return path;
}

const CTX_PATTERN = /^\/(?:[A-Za-z0-9_-]+\/)*$/;

/**
 * A `ctx` parameter → a context, or null when it is absent or malformed (ignored, never an error).
 * `/api`, `/api/` and `/ru/api/` all mean `/api/`.
 */
export function parseContext(raw: string | null | undefined, locale: Locale): SearchContext | null {
  if (!raw || raw.length > 100) return null;
  const withSlash = raw.endsWith("/") ? raw : `${raw}/`;
  const { rest } = stripLocale(withSlash);
  if (rest === "/" || !CTX_PATTERN.test(rest)) return null;
  return { path: rest, label: contextLabel(rest, locale) };
}

/** The context a page belongs to, for the navbar box on that page. */
export function contextForPath(pathname: string, locale: Locale): SearchContext | null {
  const { rest } = stripLocale(pathname);
  const path = CONTEXT_PATHS.find((p) => rest.startsWith(p));
  return path ? { path, label: contextLabel(path, locale) } : null;
}
