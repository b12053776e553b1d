/**
 * The terminology (terminology.ts) as one locale's analyzer sees it: a query word → the other words
 * it also matches. Entries are keyed by each word's folded form, its stem and, for Cyrillic words,
 * its longer prefixes, so an inflection of an entry word finds the entry even where the light
 * Ukrainian stemmer cuts two forms differently («заблокуйте» and «заблокувати» meet at «заблоку»).
 */
import type { Analyzer } from "./analyzer";
import { hasCyrillic, normalizeText } from "./normalize";
import { otherForms } from "./morphology";
import { phrases as allPhrases, terminology, type PhraseEntry, type TermEntry } from "./terminology";

export type RelatedWords = (word: string) => readonly string[];
/** Query words (normalised, stop words included) → per word, what the phrases found among them add to it. */
export type PhraseWords = (words: readonly string[]) => readonly (readonly string[])[];

/** Shorter stems («ак», «це») would join unrelated words. */
const MIN_STEM = 3;
/** Prefix keys: at least five letters and 60 % of the word («статус» and «статистика» stay apart). */
const MIN_PREFIX = 5;
const PREFIX_SHARE = 0.6;

const lookups = new WeakMap<Analyzer, RelatedWords>();
const phraseLookups = new WeakMap<Analyzer, PhraseWords>();

/** What a word is looked up by: its folded form, its stem and its longer prefixes (see above). */
function keysOf(analyzer: Analyzer, word: string): Set<string> {
  const folded = analyzer.fold(normalizeText(word));
  const stem = analyzer.term(word);
  const keys = new Set([folded]);
  if (stem && stem.length >= MIN_STEM) keys.add(stem);
  if (hasCyrillic(folded))
    for (let length = Math.max(MIN_PREFIX, Math.ceil(folded.length * PREFIX_SHARE)); length < folded.length; length++)
      keys.add(folded.slice(0, length));
  return keys;
}

/** The keys of a query word: those of the word and of its other forms («скасуйте» is looked up as «скасувати» too). */
function queryKeysOf(analyzer: Analyzer, word: string): Set<string> {
  const keys = keysOf(analyzer, word);
  for (const form of otherForms(analyzer.locale, analyzer.fold(normalizeText(word))))
    for (const key of keysOf(analyzer, form)) keys.add(key);
  return keys;
}

export function relatedWordsFor(analyzer: Analyzer, entries: readonly TermEntry[] = terminology): RelatedWords {
  const known = entries === terminology ? lookups.get(analyzer) : undefined;
  if (known) return known;
  const byKey = new Map<string, Set<string>>();
  for (const entry of entries.filter((e) => (e.locale ?? analyzer.locale) === analyzer.locale)) {
    for (const word of entry.words) {
      const related = [...entry.words, ...(entry.means ?? [])].filter((other) => other !== word);
      for (const key of keysOf(analyzer, word)) {
        let set = byKey.get(key);
        if (!set) byKey.set(key, (set = new Set()));
        for (const other of related) set.add(analyzer.fold(normalizeText(other)));
      }
    }
  }
  const empty: readonly string[] = [];
  const related: RelatedWords = (word) => {
    const found = new Set<string>();
    for (const key of queryKeysOf(analyzer, word)) for (const other of byKey.get(key) ?? empty) found.add(other);
    found.delete(analyzer.fold(normalizeText(word)));
    return [...found];
  };
  if (entries === terminology) lookups.set(analyzer, related);
  return related;
}

/**
 * The phrases (terminology.ts `phrases`) as one locale's analyzer sees them. A phrase is found where
 * its words follow each other in the query, stop words aside, each matched as a terminology word is
 * (stem, longer prefixes, other forms); every query word of the match then also gets the phrase's `means`.
 */
export function phraseWordsFor(analyzer: Analyzer, entries: readonly PhraseEntry[] = allPhrases): PhraseWords {
  const known = entries === allPhrases ? phraseLookups.get(analyzer) : undefined;
  if (known) return known;
  const compiled = entries.map((entry) => ({
    // Each place of the phrase: the keys of any of its spellings; stop words («про», «о») take no place.
    places: entry.phrase
      .map((place) => place.split("/").filter((word) => analyzer.term(word) !== null))
      .filter((spellings) => spellings.length > 0)
      .map((spellings) => new Set(spellings.flatMap((word) => [...keysOf(analyzer, word)]))),
    means: entry.means.map((word) => analyzer.fold(normalizeText(word))),
  }));
  const lookup: PhraseWords = (words) => {
    const added = words.map(() => new Set<string>());
    // Positions of the words that count (stop words are skipped, as in the index).
    const positions = words.flatMap((word, i) => (analyzer.term(word) === null ? [] : [i]));
    const keys = positions.map((i) => queryKeysOf(analyzer, words[i] ?? ""));
    for (const { places, means } of compiled) {
      for (let start = 0; start + places.length <= positions.length; start++) {
        const matches = places.every((place, offset) => [...(keys[start + offset] ?? [])].some((key) => place.has(key)));
        if (!matches) continue;
        for (let offset = 0; offset < places.length; offset++) {
          const at = positions[start + offset];
          if (at !== undefined) for (const word of means) added[at]?.add(word);
        }
      }
    }
    return added.map((set, i) => [...set].filter((word) => word !== analyzer.fold(words[i] ?? "")));
  };
  if (entries === allPhrases) phraseLookups.set(analyzer, lookup);
  return lookup;
}
