/**
 * The terminology (terminology.ts) as one locale's analyzer sees it: a query word → the other words
 * it also matches. Entries are keyed by each word's folded form, its stem and, for Cyrillic words,
 * its longer prefixes, so an inflection of an entry word finds the entry even where the light
 * Ukrainian stemmer cuts two forms differently («заблокуйте» and «заблокувати» meet at «заблоку»).
 */
import type { Analyzer } from "./analyzer";
import { hasCyrillic, normalizeText } from "./normalize";
import { terminology, type TermEntry } from "./terminology";

export type RelatedWords = (word: string) => readonly string[];

/** Shorter stems («ак», «це») would join unrelated words. */
const MIN_STEM = 3;
/** Prefix keys: at least five letters and 60 % of the word («статус» and «статистика» stay apart). */
const MIN_PREFIX = 5;
const PREFIX_SHARE = 0.6;

const lookups = new WeakMap<Analyzer, RelatedWords>();

export function relatedWordsFor(analyzer: Analyzer, entries: readonly TermEntry[] = terminology): RelatedWords {
  const known = entries === terminology ? lookups.get(analyzer) : undefined;
  if (known) return known;
  const byKey = new Map<string, Set<string>>();
  const keysOf = (word: string) => {
    const folded = analyzer.fold(normalizeText(word));
    const stem = analyzer.term(word);
    const keys = new Set([folded]);
    if (stem && stem.length >= MIN_STEM) keys.add(stem);
    if (hasCyrillic(folded))
      for (let length = Math.max(MIN_PREFIX, Math.ceil(folded.length * PREFIX_SHARE)); length < folded.length; length++)
        keys.add(folded.slice(0, length));
    return keys;
  };
  for (const entry of entries.filter((e) => (e.locale ?? analyzer.locale) === analyzer.locale)) {
    for (const word of entry.words) {
      const related = [...entry.words, ...(entry.means ?? [])].filter((other) => other !== word);
      for (const key of keysOf(word)) {
        let set = byKey.get(key);
        if (!set) byKey.set(key, (set = new Set()));
        for (const other of related) set.add(analyzer.fold(normalizeText(other)));
      }
    }
  }
  const empty: readonly string[] = [];
  const related: RelatedWords = (word) => {
    const found = new Set<string>();
    for (const key of keysOf(word)) for (const other of byKey.get(key) ?? empty) found.add(other);
    found.delete(analyzer.fold(normalizeText(word)));
    return [...found];
  };
  if (entries === terminology) lookups.set(analyzer, related);
  return related;
}
