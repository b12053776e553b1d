/**
 * Explicit heading ids, written as `## Відправлення {#send}`.
 * In MDX `{…}` is a JavaScript expression, so the braces are escaped before parsing
 * and the id is read back from the heading text by `remarkHeadings`.
 */
const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})\s+(.*)$/;
export const EXPLICIT_ID_SUFFIX = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;

/** Calls `fn` for every line, telling whether it sits inside a fenced code block. */
function mapLines(source: string, fn: (line: string, inFence: boolean) => string): string[] {
  let fence: string | null = null;
  return source.split("\n").map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker === fence) fence = null;
      return fn(line, true);
    }
    return fn(line, fence !== null);
  });
}

export function escapeHeadingIds(source: string): string {
  return mapLines(source, (line, inFence) => {
    if (inFence || !HEADING.test(line)) return line;
    const id = EXPLICIT_ID_SUFFIX.exec(line)?.[1];
    return id ? `${line.replace(EXPLICIT_ID_SUFFIX, "")} \\{#${id}\\}` : line;
  }).join("\n");
}

export interface RawHeading {
  depth: number;
  text: string;
  id: string | null;
}

/** Headings of raw MDX outside code blocks, with their explicit ids (for content checks). */
export function listHeadings(source: string): RawHeading[] {
  const result: RawHeading[] = [];
  mapLines(source, (line, inFence) => {
    const m = inFence ? null : HEADING.exec(line);
    if (m) {
      const raw = m[2] ?? "";
      result.push({
        depth: (m[1] ?? "").length,
        text: raw.replace(EXPLICIT_ID_SUFFIX, "").trim(),
        id: EXPLICIT_ID_SUFFIX.exec(raw)?.[1] ?? null,
      });
    }
    return line;
  });
  return result;
}
