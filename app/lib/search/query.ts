/**
 * Reader input → the index terms each word may match, with a weight per kind of match.
 *
 * Input is never given to lunr's query parser: it is cut to a bounded length, normalised and split
 * into words (so `: ~ ^ * + - "` are only separators). Each word becomes a *required* term whose
 * alternatives are:
 * - its stem (exact);
 * - other index terms between a shorter prefix of the word and the word itself — light stemmers cut
 *   the forms of one word differently (статус → статус, статуси → стат; подпись → подп, подписью → подпис);
 * - words derived from the same stem: the stem plus up to three letters (створити → створення);
 * - for the last word, terms it is a prefix of (suggest-as-you-type);
 * - for longer words, terms one edit away (typos);
 * - its other forms the stemmers do not join («обмеження» → «обмежити»; an imperative → its infinitive: morphology.ts);
 * - the words the terminology relates it to (вайбер ↔ viber, заблокувати → чорний), and what a phrase
 *   it is part of means («код підтвердження» → otp), without typo tolerance: a typo of a synonym is
 *   too far from what was typed.
 */
import lunr from "lunr";
import type { Analyzer } from "./analyzer";
import { searchConfig } from "./config";
import { boundedMemo } from "./memo";
import { normalizeText } from "./normalize";
import { otherForms } from "./morphology";
import { asksOnly } from "./question-words";
import { phraseWordsFor, relatedWordsFor } from "./terminology-lookup";
import { splitWords } from "./tokenize";

/** What the query side needs from an index: is a term there, and which terms match a lunr TokenSet. */
export interface TermSource {
  has: (term: string) => boolean;
  /** At most `limit` index terms starting with `prefix`, the most common first. */
  withPrefix: (prefix: string, limit: number) => readonly string[];
  /** Index terms at most one edit away from `term`. */
  near: (term: string) => readonly string[];
  /** Refs of the documents that contain `term` in any field. */
  documents: (term: string) => readonly number[];
}

/** lunr's static TokenSet constructors; @types/lunr declares them as instance methods. */
interface TokenSetStatics {
  fromString: (text: string) => lunr.TokenSet;
  fromFuzzyString: (text: string, editDistance: number) => lunr.TokenSet;
}

/** The parts of a loaded lunr.Index that @types/lunr does not declare. */
interface IndexInternals {
  invertedIndex: Record<string, unknown>;
  tokenSet: lunr.TokenSet;
}

const closest = (typed: string, terms: string[]) =>
  terms
    .sort((a, b) => Math.abs(a.length - typed.length) - Math.abs(b.length - typed.length) || a.localeCompare(b))
    .slice(0, searchConfig.maxExpansions);

export function lunrTermSource(index: lunr.Index): TermSource {
  const { invertedIndex, tokenSet } = index as unknown as IndexInternals;
  const sets = lunr.TokenSet as unknown as TokenSetStatics;
  // Documents per term, collected once on first use (the index never changes while loaded).
  const documentsOf = new Map<string, readonly number[]>();
  const documents = (term: string): readonly number[] => {
    let refs = documentsOf.get(term);
    if (!refs) {
      const postings = (invertedIndex[term] ?? {}) as Record<string, object>;
      const set = new Set<number>();
      for (const [field, docs] of Object.entries(postings))
        if (field !== "_index") for (const ref of Object.keys(docs)) set.add(Number(ref));
      refs = [...set];
      documentsOf.set(term, refs);
    }
    return refs;
  };
  // Prefix expansion prefers the completions readers most likely mean: the most common ones.
  const documentFrequency = (term: string) => documents(term).length;
  // Expansions walk the whole token set; readers retype the same words letter by letter, so remember them.
  const remembered = boundedMemo<readonly string[]>(searchConfig.memoBytes.expansions);
  return {
    has: (term) => Object.hasOwn(invertedIndex, term),
    documents,
    // Wildcards count only on the argument's side of intersect(), so the index's set is the receiver.
    withPrefix: (prefix, limit) =>
      remembered(`${prefix}*${limit}`, () =>
        tokenSet
          .intersect(sets.fromString(`${prefix}*`))
          .toArray()
          .sort((a, b) => documentFrequency(b) - documentFrequency(a) || a.length - b.length)
          .slice(0, limit),
      ),
    near: (term) => remembered(`${term}~`, () => closest(term, tokenSet.intersect(sets.fromFuzzyString(term, 1)).toArray())),
  };
}

/** Normalised words of the input, at most `limit`, each at most `maxWordLength` characters. */
export function queryWords(input: string, limit: number = searchConfig.maxWords): string[] {
  const words = splitWords(normalizeText(input.slice(0, searchConfig.maxQueryLength))).map((w) => w.slice(0, searchConfig.maxWordLength));
  return [...new Set(words)].slice(0, limit);
}

/**
 * The words after «а не», «замість», «вместо», `instead of` (and their like, config.ts `contrast`): what the reader
 * does *not* mean. «слати смс зі свого сайту, а не з кабінету» asks about the API; required, «кабінету» would lead to
 * the cabinet's pages. The marker and everything after it go, unless nothing else would be left.
 */
export function contrasted(words: readonly string[]): boolean[] {
  const { single, pairs } = searchConfig.contrast;
  const at = words.findIndex((word, i) => i > 0 && (single.includes(word) || pairs.some(([a, b]) => a === word && b === words[i + 1])));
  // The marker goes too: «замість» is no stop word.
  return words.map((_, i) => at >= 0 && i >= at);
}

export interface Alternative {
  boost: number;
  /** Only matched in titles, headings, tags and breadcrumbs: completions of a fragment of two or three letters. */
  titleOnly: boolean;
}

export interface QueryTerm {
  /** The word as typed (normalised). */
  word: string;
  /** Index term → how matching it counts. */
  alternatives: Map<string, Alternative>;
  /** The alternatives that come from the word itself, not from the terminology (how common the word is). */
  own: string[];
}

/** Fewer completions for shorter fragments: "ст" could be hundreds of words, and each one costs. */
function prefixLimit(length: number): number {
  return length <= 2 ? 8 : length === 3 ? 16 : searchConfig.maxExpansions;
}

function addAlternatives(
  into: Map<string, Alternative>,
  source: TermSource,
  analyzer: Analyzer,
  word: string,
  scale: number,
  last: boolean,
  typos = true,
) {
  const { boosts } = searchConfig;
  const add = (term: string, boost: number, titleOnly = false) => {
    const known = into.get(term);
    if (known && known.boost >= boost * scale && (titleOnly || !known.titleOnly)) return;
    if (!source.has(term)) return;
    into.set(term, { boost: Math.max(boost * scale, known?.boost ?? 0), titleOnly: titleOnly && (known?.titleOnly ?? true) });
  };
  const folded = analyzer.fold(word);
  const stem = analyzer.term(word);
  if (stem === null) return;
  add(stem, boosts.exact);
  if (!/^\d+$/.test(folded)) {
    // Four letters at least: three-letter prefixes («під», «зап») are the starts of too many words.
    const shortest = Math.max(4, Math.ceil(folded.length * 0.6));
    for (let length = folded.length; length >= shortest; length--) {
      const prefix = folded.slice(0, length);
      if (prefix !== stem) add(prefix, length >= stem.length ? boosts.sameWord : boosts.shorterStem);
    }
  }
  if (stem.length >= 4 && !/\d/.test(stem)) {
    for (const term of source.withPrefix(stem, searchConfig.maxExpansions)) if (term.length <= stem.length + 3) add(term, boosts.derived);
  }
  if (last && folded.length >= searchConfig.prefixMinLength) {
    const titleOnly = folded.length < 4;
    for (const term of source.withPrefix(folded, prefixLimit(folded.length)))
      add(term, boosts.prefix * (folded.length / term.length), titleOnly);
  }
  if (typos && stem.length >= searchConfig.fuzzyMinLength && !/\d/.test(stem)) {
    for (const term of source.near(stem)) add(term, boosts.fuzzy);
  }
}

/**
 * The words of a query that are searched for: without what it contrasts away (`contrasted`), and at most `maxWords`
 * of them that are not stop words. Stop words cost nothing and a question has many («чи можна якось … з мого …»):
 * counted, they pushed its last words, often its subject, out of the query. Stop words stay (phrases read them).
 */
function searchedWords(all: readonly string[], analyzer: Analyzer): string[] {
  const away = contrasted(all);
  const kept = all.filter((word, i) => !away[i]);
  const words = kept.some((word) => analyzer.term(word) !== null) ? kept : [...all];
  let counted = 0;
  return words.filter((word) => analyzer.term(word) === null || ++counted <= searchConfig.maxWords);
}

/**
 * The required terms of a query. Stop words are dropped; an empty list means nothing to search for.
 * A word none of whose alternatives is in the index still appears (with no alternatives): nothing can match it.
 */
export function buildQueryTerms(input: string, analyzer: Analyzer, source: TermSource): QueryTerm[] {
  const words = searchedWords(queryWords(input, Infinity), analyzer);
  const related = relatedWordsFor(analyzer);
  const inPhrases = phraseWordsFor(analyzer)(words);
  const terms: QueryTerm[] = [];
  // Question words (and their typos) go when something else is asked about (question-words.ts).
  const asking = words.map((word) => {
    const stem = analyzer.term(word);
    return stem !== null && asksOnly(word, source.has(stem));
  });
  const asked = words.filter((word, i) => analyzer.term(word) !== null && !asking[i]);
  words.forEach((word, i) => {
    if (analyzer.term(word) === null) return;
    if (asked.length > 0 && asking[i]) return;
    const last = i === words.length - 1;
    const alternatives = new Map<string, Alternative>();
    addAlternatives(alternatives, source, analyzer, word, 1, last);
    for (const form of otherForms(analyzer.locale, analyzer.fold(word)))
      addAlternatives(alternatives, source, analyzer, form, searchConfig.boosts.sameWord, false, false);
    const own = [...alternatives.keys()];
    for (const synonym of new Set([...related(word), ...(inPhrases[i] ?? [])])) {
      addAlternatives(alternatives, source, analyzer, synonym, searchConfig.boosts.synonym, false, false);
    }
    terms.push({ word, alternatives, own });
  });
  return terms;
}

/**
 * How well the index knows a word (rewrite.ts `WordKnowledge`): its stem or a terminology word it leads to is an
 * index term (3); a longer prefix or another form of it is (2); only a term one edit away is (1); nothing (0).
 * Stop words are −1. Cheap: no ranking, only term look-ups (remembered by the source).
 */
export function wordKnowledge(analyzer: Analyzer, source: TermSource): (word: string) => number {
  const related = relatedWordsFor(analyzer);
  return (word) => {
    const stem = analyzer.term(word);
    if (stem === null) return -1;
    if (source.has(stem)) return 3;
    if (related(word).some((other) => source.has(analyzer.term(other) ?? ""))) return 3;
    const folded = analyzer.fold(word);
    if (!/^\d+$/.test(folded)) {
      for (let length = folded.length; length >= Math.max(4, Math.ceil(folded.length * 0.8)); length--)
        if (source.has(folded.slice(0, length))) return 2;
      if (otherForms(analyzer.locale, folded).some((form) => source.has(analyzer.term(form) ?? ""))) return 2;
    }
    if (stem.length >= searchConfig.fuzzyMinLength && !/\d/.test(stem) && source.near(stem).length > 0) return 1;
    return 0;
  };
}
