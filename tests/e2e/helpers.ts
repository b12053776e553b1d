import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { fillPlaceholders } from "../../app/lib/mdx/placeholders";

/** The title a page declares in its front matter, as the site renders it. */
export function titleOf(locale: "uk" | "ru", route: string): string {
  const rest = route.replace(/^\/ru(?=\/)/, "");
  const slug = rest === "/" ? "index" : rest.endsWith("/") ? `${rest.slice(1)}index` : rest.slice(1);
  const raw = fs.readFileSync(path.join("content", locale, `${slug}.mdx`), "utf8");
  return fillPlaceholders(String(matter(raw).data.title));
}

export const fixtureURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
