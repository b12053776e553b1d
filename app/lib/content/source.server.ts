/**
 * A page's MDX file as every consumer reads it: placeholders filled first (they may appear in
 * front matter too), then the front matter split off. The renderer, the Markdown output, the
 * search index and the content checks all start here, so they see the same text.
 */
import { fillPlaceholders } from "./placeholders";
import { parseYamlFrontMatter } from "./yaml-front-matter.server";

export interface PageSource {
  /** The whole file with placeholders filled (what the MDX compiler receives). */
  filled: string;
  data: Record<string, unknown>;
  body: string;
  /** Line of the file where the body starts (after the front matter), 1-based. */
  bodyLine: number;
}

/**
 * Front matter of a raw file, placeholders not filled (the content index fills each field it reads).
 * YAML only: any other front-matter language throws FrontMatterError (see yaml-front-matter.server.ts).
 */
export function rawFrontMatter(raw: string): Record<string, unknown> {
  return parseYamlFrontMatter(raw).data;
}

export function readPageSource(raw: string): PageSource {
  const filled = fillPlaceholders(raw);
  const { data, content } = parseYamlFrontMatter(filled);
  const bodyLine = filled.slice(0, filled.length - content.length).split("\n").length;
  return { filled, data, body: content, bodyLine };
}
