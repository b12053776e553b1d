/**
 * Word order and proximity: the share of the query's consecutive word pairs that a text has next to
 * each other (at most one other word between them; stop words are not counted). An exact phrase
 * scores 1, words scattered over a section 0.
 */

/** `words[i]`: the index terms that stand for query word i. */
export function adjacentShare(terms: readonly string[], words: readonly ReadonlySet<string>[]): number {
  if (words.length < 2) return 0;
  let found = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    const first = words[i];
    const second = words[i + 1];
    if (!first || !second) continue;
    for (let p = 0; p < terms.length; p++) {
      if (!first.has(terms[p] ?? "")) continue;
      if (second.has(terms[p + 1] ?? "") || second.has(terms[p + 2] ?? "")) {
        found++;
        break;
      }
    }
  }
  return found / (words.length - 1);
}

/** The share of the query's words (each: the index terms that stand for it) that a title has. */
export function titleShare(title: ReadonlySet<string>, words: readonly ReadonlySet<string>[]): number {
  if (words.length === 0) return 0;
  return words.filter((alternatives) => [...alternatives].some((term) => title.has(term))).length / words.length;
}

/** The share of a title's terms that some query word stands for: a query that is the page's name covers all of it. */
export function titleCoverage(title: ReadonlySet<string>, words: readonly ReadonlySet<string>[]): number {
  if (title.size === 0) return 0;
  let covered = 0;
  for (const term of title) if (words.some((alternatives) => alternatives.has(term))) covered++;
  return covered / title.size;
}
