/**
 * Ranked index hits → pages with their sections, as the results list shows them:
 * pages ordered by their best hit, the page's own hit first, then its best sections.
 */
import type { SearchDoc } from "./types";

export interface Hit {
  doc: SearchDoc;
  score: number;
  /** The index terms this hit matched (for highlighting). */
  terms: string[];
  /** Bit i is set when the hit matched query word i. */
  words: number;
  /** A section every page has ("Related pages"): never shown before the page's other sections. */
  boilerplate?: boolean;
}

export interface PageGroup {
  path: string;
  score: number;
  /** The query words matched anywhere on the page (bit i = word i). */
  words: number;
  /** The hit on the page itself (title, description, intro), if any. */
  page: Hit | null;
  sections: Hit[];
  /** The first document of the page, for its title and breadcrumbs when only sections matched. */
  doc: SearchDoc;
}

export function groupByPage(hits: readonly Hit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.doc.path);
    if (!group) {
      group = { path: hit.doc.path, score: 0, words: 0, page: null, sections: [], doc: hit.doc };
      groups.set(hit.doc.path, group);
    }
    group.score = Math.max(group.score, hit.score);
    group.words |= hit.words;
    if (hit.doc.kind === "page") group.page = hit;
    else group.sections.push(hit);
  }
  const ordered = [...groups.values()];
  for (const group of ordered)
    group.sections.sort((a, b) => Number(a.boilerplate ?? false) - Number(b.boilerplate ?? false) || b.score - a.score);
  // Stable for equal scores: the order lunr returned them in.
  return ordered.sort((a, b) => b.score - a.score);
}
