/**
 * "Did you mean": when nothing is found, the words of the page titles, headings and tags closest to each
 * word the index does not know (at most two edits, the most common first). Only zero-result queries ask.
 */
import type { Analyzer } from "./analyzer";
import { indexWords } from "./tokenize";
import type { SearchDoc } from "./types";

/** Edits between two words (insert, delete, substitute, swap two neighbours), or `limit + 1` once past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/** Titles', headings' and tags' words, folded, with how many documents use them. */
function headingWords(docs: readonly SearchDoc[], analyzer: Analyzer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const words = new Set(indexWords([doc.title, doc.heading, doc.tags.join(" ")].join(" ")).map(analyzer.fold));
    for (const word of words)
      if (word.length >= 3 && !/\d/.test(word) && analyzer.term(word) !== null) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** word → up to `limit` words of the headings close to it, closest and most common first. */
export function createDidYouMean(docs: readonly SearchDoc[], analyzer: Analyzer): (word: string, limit: number) => string[] {
  let vocabulary: Map<string, number> | undefined;
  return (word, limit) => {
    vocabulary ??= headingWords(docs, analyzer);
    const folded = analyzer.fold(word);
    const allowed = folded.length <= 4 ? 1 : 2;
    const found: { word: string; distance: number; count: number }[] = [];
    for (const [known, count] of vocabulary) {
      if (known === folded) continue;
      const distance = editDistance(folded, known, allowed);
      if (distance <= allowed) found.push({ word: known, distance, count });
    }
    // One form per word: «баланс», «баланса» and «балансе» are one suggestion.
    const terms = new Set<string | null>([analyzer.term(folded)]);
    return found
      .sort((a, b) => a.distance - b.distance || b.count - a.count || a.word.localeCompare(b.word))
      .filter((hit) => !terms.has(analyzer.term(hit.word)) && terms.add(analyzer.term(hit.word)))
      .slice(0, limit)
      .map((hit) => hit.word);
  };
}
