/**
 * MDX source → plain text split at h2/h3 headings, for the search index.
 * Not a full MDX parser: it undoes the syntax the content guide allows (docs/CONTENT.md) —
 * links, images, emphasis, inline code, tables, lists, admonitions, JSX tags, entities —
 * and keeps fenced code apart, because code is indexed with a low weight and never shown as an excerpt.
 */
import GithubSlugger from "github-slugger";
import { codeByLine, EXPLICIT_ID_SUFFIX, listHeadings, outlineOf, type OutlineCode } from "../mdx";

export interface TextSection {
  /** 2 or 3; the text before the first h2 is returned separately as the intro. */
  depth: number;
  id: string;
  heading: string;
  text: string;
  code: string[];
}

export interface PageText {
  intro: { text: string; code: string[] };
  sections: TextSection[];
}

const entities: Record<string, string> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
  nbsp: " ",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? match;
  });
}

function cleanProse(text: string): string {
  const cleaned = text
    .replace(/!\[((?:[^\][]|\[[^\]]*\])*)\]\([^)]*\)/g, "$1")
    .replace(/\[((?:[^\][]|\[[^\]]*\])*)\]\([^)]*\)/g, "$1")
    .replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g, " ")
    .replace(/\*+/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, "$1");
  return decodeEntities(cleaned);
}

/** Markdown inline syntax → text; inline code keeps its content verbatim (identifiers like `send_sms`). */
export function inlineText(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part) => (part.startsWith("`") ? part.replace(/^`+|`+$/g, "") : cleanProse(part)))
    .join("");
}

const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** One line of prose → text, or null when the line carries no words (fences, separators, imports). */
function proseLine(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed === "" || trimmed === ":::" || TABLE_SEPARATOR.test(trimmed)) return null;
  if (/^(import|export)\s/.test(trimmed)) return null;
  const admonition = /^:::\w+(?:\[(.*)\])?\s*$/.exec(trimmed);
  if (admonition) return admonition[1] ? inlineText(admonition[1]) : null;
  let text = trimmed.replace(/^>\s?/, "").replace(/^([-*+]|\d+\.)\s+/, "");
  if (text.startsWith("|")) {
    text = text
      .replace(/^\||\|$/g, "")
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join(" · ");
  }
  const result = inlineText(text).trim();
  return result === "" ? null : result;
}

const joinText = (lines: string[]) => lines.join(" ").replace(/\s+/g, " ").trim();

/**
 * Splits a page body (front matter removed, placeholders filled) into the intro and its h2/h3 sections.
 * Deeper headings and their text belong to the enclosing section. Heading ids follow the MDX pipeline:
 * the explicit `{#id}`, else the slug of the text, de-duplicated in page order.
 */
export function pageText(body: string): PageText {
  const lines = body.split("\n");
  // One parse says which lines are code and which are headings, as the MDX pipeline sees them.
  const outline = outlineOf(body);
  const headingAt = new Map(listHeadings(body, outline).map((heading) => [heading.line, heading]));
  const code = codeByLine(outline, lines.length);
  const slugger = new GithubSlugger();
  const intro = { lines: [] as string[], code: [] as string[] };
  const sections: (Omit<TextSection, "text"> & { lines: string[] })[] = [];
  let current = intro;
  let lastBlock: OutlineCode | undefined;
  lines.forEach((line, at) => {
    const block = code[at];
    if (block) {
      if (block !== lastBlock) current.code.push(block.value);
      lastBlock = block;
      return;
    }
    const heading = headingAt.get(at + 1);
    if (heading) {
      const text = inlineText(heading.text.replace(EXPLICIT_ID_SUFFIX, "")).trim();
      const id = slugger.slug(heading.id ?? text);
      if (heading.depth === 2 || heading.depth === 3) {
        const section = { depth: heading.depth, id, heading: text, lines: [], code: [] };
        sections.push(section);
        current = section;
      } else if (text) {
        current.lines.push(text);
      }
      return;
    }
    const text = proseLine(line);
    if (text !== null) current.lines.push(text);
  });
  return {
    intro: { text: joinText(intro.lines), code: intro.code },
    sections: sections.map(({ lines, ...section }) => ({ ...section, text: joinText(lines) })),
  };
}
