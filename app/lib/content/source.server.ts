/**
 * A page's MDX file as every consumer reads it: placeholders filled first (they may appear in
 * front matter too), then the front matter split off. The renderer, the Markdown output, the
 * search index and the content checks all start here, so they see the same text.
 */
import matter from "gray-matter";
import { fillPlaceholders } from "../mdx";

export interface PageSource {
  /** The whole file with placeholders filled (what the MDX compiler receives). */
  filled: string;
  data: Record<string, unknown>;
  body: string;
  /** Line of the file where the body starts (after the front matter), 1-based. */
  bodyLine: number;
}

// gray-matter keeps every string it parsed without options in a global cache, forever: an edited
// page would leave each old version behind. Passing options (even empty) turns that cache off.
const NO_CACHE = {};

/** Front matter of a raw file, placeholders not filled (the content index fills each field it reads). */
export function rawFrontMatter(raw: string): Record<string, unknown> {
  return matter(raw, NO_CACHE).data;
}

export function readPageSource(raw: string): PageSource {
  const filled = fillPlaceholders(raw);
  const { data, content } = matter(filled, NO_CACHE);
  const bodyLine = filled.slice(0, filled.length - content.length).split("\n").length;
  return { filled, data, body: content, bodyLine };
}
