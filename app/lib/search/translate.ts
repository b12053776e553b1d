/**
 * A word of the other locale's docs read as this locale's word, from the parallel pages: both locales have
 * the same pages with the same section ids, so a Russian word on the Ukrainian site is the Ukrainian term
 * whose sections are most nearly the sections the Russian word is in (Jaccard of the two sets). Nothing is
 * maintained by hand, and it follows the content: «отправка» → «надсилання», «надсилання» → «отправка».
 */
import { stripLocale } from "../content";
import type { Analyzer } from "./analyzer";
import { searchConfig } from "./config";
import { boundedMemo } from "./memo";
import type { TermSource } from "./query";
import { indexWords } from "./tokenize";
import type { SearchDoc } from "./types";

/** What the other locale's engine answers: the sections (keys) a word of its docs is in. */
export interface ParallelSections {
  sectionsOf: (word: string) => ReadonlySet<string>;
}

/** A section the same in both locales: its page path without the locale prefix and its heading id. */
export const sectionKey = (doc: SearchDoc) => `${stripLocale(doc.path).rest}#${doc.hash}`;

/** The sections of an index where a word's stem is a term; none for stop words and words the index lacks. */
export function sectionsFinder(docs: readonly SearchDoc[], analyzer: Analyzer, source: TermSource): ParallelSections["sectionsOf"] {
  const none: ReadonlySet<string> = new Set();
  return (word) => {
    const stem = analyzer.term(word);
    if (!stem || !source.has(stem)) return none;
    return new Set(source.documents(stem).flatMap((ref) => (docs[ref] ? [sectionKey(docs[ref])] : [])));
  };
}

export function createTranslator(
  docs: readonly SearchDoc[],
  analyzer: Analyzer,
  source: TermSource,
  partner: () => ParallelSections | undefined,
): (word: string) => string | null {
  const { minShare, sections: maxSections } = searchConfig.rewrite.language;
  const refOf = new Map(docs.map((doc, ref) => [sectionKey(doc), ref]));
  const keysOf = (term: string) => new Set(source.documents(term).flatMap((ref) => (docs[ref] ? [sectionKey(docs[ref])] : [])));
  const memo = boundedMemo<string | null>(searchConfig.memoBytes.expansions / 4);
  const compute = (word: string): string | null => {
    const theirs = partner()?.sectionsOf(word);
    if (!theirs || theirs.size === 0) return null;
    const ours = [...theirs].filter((key) => refOf.has(key));
    if (ours.length === 0) return null;
    // Candidates: the terms of (some of) those sections, each with the form it is most often written in.
    const forms = new Map<string, Map<string, number>>();
    for (const key of ours.slice(0, maxSections)) {
      const doc = docs[refOf.get(key) ?? -1];
      if (!doc) continue;
      for (const form of indexWords(`${doc.heading || doc.title} ${doc.text}`)) {
        const term = analyzer.term(form);
        if (!term || /\d/.test(term)) continue;
        let counts = forms.get(term);
        if (!counts) forms.set(term, (counts = new Map()));
        counts.set(form, (counts.get(form) ?? 0) + 1);
      }
    }
    const wanted = new Set(ours);
    let best: { term: string; share: number } | null = null;
    for (const term of forms.keys()) {
      const keys = keysOf(term);
      let both = 0;
      for (const key of keys) if (wanted.has(key)) both++;
      const share = both / (keys.size + wanted.size - both);
      if (share >= minShare && (!best || share > best.share)) best = { term, share };
    }
    if (!best) return null;
    const counts = [...(forms.get(best.term) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
    return counts[0]?.[0] ?? null;
  };
  return (word) => memo(analyzer.fold(word), () => compute(word));
}
